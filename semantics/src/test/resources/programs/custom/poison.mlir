func.func @main() {
  %a = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  %eight = arith.constant 8 : i8
  %w = arith.addi %a, %one : i8
  vector.print %w : i8
  %p = arith.addi %a, %one overflow<nsw> : i8
  vector.print %p : i8
  %u = arith.addi %a, %one overflow<nuw> : i8
  vector.print %u : i8
  %s = arith.shli %one, %eight : i8
  vector.print %s : i8
  %f = arith.constant 300.0 : f32
  %fi = arith.fptosi %f : f32 to i8
  vector.print %fi : i8
  %pz = ub.poison : i8
  %t = arith.constant true
  %sel = arith.select %t, %a, %pz : i8
  vector.print %sel : i8
  %dep = arith.muli %pz, %a : i8
  %zero = arith.constant 0 : i8
  %and = arith.andi %dep, %zero : i8
  vector.print %and : i8
  %v = arith.constant dense<[127, 1]> : vector<2xi8>
  %vo = arith.constant dense<1> : vector<2xi8>
  %vs = arith.addi %v, %vo overflow<nsw> : vector<2xi8>
  vector.print %vs : vector<2xi8>
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %ex = arith.divsi %c7, %c2 exact : i32
  vector.print %ex : i32
  %ex2 = arith.divsi %c7, %c7 exact : i32
  vector.print %ex2 : i32
  %pb = ub.poison : i1
  scf.if %pb {
    vector.print %a : i8
  }
  return
}
