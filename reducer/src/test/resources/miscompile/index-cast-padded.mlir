// llvm #90296, live in mlir-opt 19.1.7 and 22.1.8: canonicalize folds index_cast(index_cast(300 : index) : i8) to 300
// (right: sext(trunc(300)) = 44), padded with unrelated ops, loops and prints for the reducer to remove.
func.func @casts(%x: index, %y: i32) -> index {
  %s = arith.addi %y, %y : i32
  %m = arith.muli %s, %y : i32
  %a = arith.index_cast %x : index to i8
  %b = arith.index_cast %a : i8 to index
  %c3 = arith.constant 3 : i32
  %q = arith.divui %m, %c3 : i32
  vector.print %q : i32
  return %b : index
}
func.func @noise(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c7 = arith.constant 7 : i64
  %t = arith.xori %n, %c7 : i64
  %u = arith.shli %t, %c1 : i64
  %v = arith.maxsi %u, %n : i64
  return %v : i64
}
func.func @main() {
  %c300 = arith.constant 300 : index
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i64
  %w = func.call @noise(%c9) : (i64) -> i64
  vector.print %w : i64
  %r = func.call @casts(%c300, %c5) : (index, i32) -> index
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %sum = scf.for %i = %lb to %ub step %st iter_args(%acc = %c9) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %nx = arith.addi %acc, %ii : i64
    scf.yield %nx : i64
  }
  vector.print %sum : i64
  vector.print %r : index
  %f = arith.constant 2.5 : f32
  %g = arith.mulf %f, %f : f32
  vector.print %g : f32
  return
}
