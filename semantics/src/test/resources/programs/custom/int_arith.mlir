func.func @main() {
  %a = arith.constant 100 : i8
  %b = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %s = arith.addi %a, %a : i8
  vector.print %s : i8
  %d = arith.divsi %b, %c2 : i8
  vector.print %d : i8
  %r = arith.remsi %b, %c2 : i8
  vector.print %r : i8
  %f = arith.floordivsi %b, %c2 : i8
  vector.print %f : i8
  %cd = arith.ceildivsi %b, %c2 : i8
  vector.print %cd : i8
  %m1 = arith.constant -1 : i8
  %du = arith.divui %m1, %c2 : i8
  vector.print %du : i8
  %cu = arith.ceildivui %m1, %c2 : i8
  vector.print %cu : i8
  %ru = arith.remui %m1, %a : i8
  vector.print %ru : i8
  %m8 = arith.constant -8 : i8
  %c1 = arith.constant 1 : i8
  %sr = arith.shrsi %m8, %c1 : i8
  vector.print %sr : i8
  %su = arith.shrui %m8, %c1 : i8
  vector.print %su : i8
  %sl = arith.shli %a, %c1 : i8
  vector.print %sl : i8
  %mx = arith.maxui %m8, %a : i8
  vector.print %mx : i8
  %ms = arith.maxsi %m8, %a : i8
  vector.print %ms : i8
  %t = arith.constant true
  %tt = arith.addi %t, %t : i1
  vector.print %tt : i1
  %cmp = arith.cmpi ult, %a, %m8 : i8
  vector.print %cmp : i1
  %cmps = arith.cmpi slt, %a, %m8 : i8
  vector.print %cmps : i1
  %e = arith.extsi %m8 : i8 to i32
  vector.print %e : i32
  %eu = arith.extui %m8 : i8 to i32
  vector.print %eu : i32
  %big = arith.constant 300 : i32
  %tr = arith.trunci %big : i32 to i8
  vector.print %tr : i8
  %ix = arith.index_cast %m8 : i8 to index
  vector.print %ix : index
  %ixu = arith.index_castui %m8 : i8 to index
  vector.print %ixu : index
  %mul = arith.muli %a, %b : i8
  vector.print %mul : i8
  %x = arith.xori %a, %m1 : i8
  vector.print %x : i8
  %sum, %carry = arith.addui_extended %m1, %c2 : i8, i1
  vector.print %sum : i8
  vector.print %carry : i1
  %lo, %hi = arith.mulsi_extended %a, %b : i8
  vector.print %lo : i8
  vector.print %hi : i8
  %w = arith.constant 5 : i3
  vector.print %w : i3
  return
}
