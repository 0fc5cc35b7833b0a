func.func @fill(%m: memref<3xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %ii, %v : i32
    memref.store %s, %m[%i] : memref<3xi32>
  }
  return
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %r = memref.alloca_scope -> (i32) {
    %m = memref.alloca() : memref<3xi32>
    %c7 = arith.constant 7 : i32
    func.call @fill(%m, %c7) : (memref<3xi32>, i32) -> ()
    %v = memref.load %m[%c2] : memref<3xi32>
    memref.alloca_scope.return %v : i32
  }
  vector.print %r : i32
  %n = arith.constant 4 : index
  %d = memref.alloc(%n) : memref<?xi32>
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : i32
  func.call @fill2(%d, %c100) : (memref<?xi32>, i32) -> ()
  %s = memref.subview %d[1] [3] [1] : memref<?xi32> to memref<3xi32, strided<[1], offset: 1>>
  %cast = memref.cast %s : memref<3xi32, strided<[1], offset: 1>> to memref<3xi32, strided<[?], offset: ?>>
  %x = memref.load %cast[%c2] : memref<3xi32, strided<[?], offset: ?>>
  vector.print %x : i32
  %dd = memref.dim %d, %c0 : memref<?xi32>
  vector.print %dd : index
  memref.dealloc %d : memref<?xi32>
  return
}
func.func @fill2(%m: memref<?xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %s = arith.muli %ii, %v : i32
    memref.store %s, %m[%i] : memref<?xi32>
  }
  return
}
