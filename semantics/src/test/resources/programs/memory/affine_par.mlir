func.func @main() {
  %m = memref.alloc() : memref<3x4xi32>
  affine.parallel (%i, %j) = (0, 0) to (3, 4) {
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i32
    %c10 = arith.constant 10 : i32
    %t = arith.muli %a, %c10 : i32
    %s = arith.addi %t, %b : i32
    affine.store %s, %m[%i, %j] : memref<3x4xi32>
  }
  %c0 = arith.constant 0 : i32
  %r = affine.parallel (%i) = (0) to (3) reduce ("addi") -> (i32) {
    %v = affine.load %m[%i, 3] : memref<3x4xi32>
    affine.yield %v : i32
  }
  vector.print %r : i32
  %c7 = arith.constant 7 : index
  %d:2 = affine.delinearize_index %c7 into (3, 4) : index, index
  vector.print %d#0 : index
  vector.print %d#1 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %l = affine.linearize_index [%c2, %c1] by (3, 4) : index
  vector.print %l : index
  memref.dealloc %m : memref<3x4xi32>
  return
}
