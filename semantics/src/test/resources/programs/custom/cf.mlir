func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %lt = arith.cmpi slt, %i, %c5 : i32
  cf.cond_br %lt, ^body(%i : i32), ^exit
^body(%j: i32):
  vector.print %j : i32
  %n = arith.addi %j, %c1 : i32
  cf.br ^loop(%n : i32)
^exit:
  %v = arith.constant 7 : i32
  cf.switch %v : i32, [
    default: ^d(%c0 : i32),
    7: ^s(%c1 : i32)
  ]
^d(%x: i32):
  vector.print %x : i32
  return
^s(%y: i32):
  vector.print %y : i32
  return
}
