func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    %w = arith.muli %v, %v : i32
    memref.store %w, %m[%i] : memref<4xi32>
  }
  %s = memref.subview %m[1] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 1>>
  %c9 = arith.constant 9 : i32
  memref.store %c9, %s[%c1] : memref<2xi32, strided<[1], offset: 1>>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%i] : memref<4xi32>
    vector.print %v : i32
  }
  %d = memref.dim %m, %c0 : memref<4xi32>
  vector.print %d : index
  memref.dealloc %m : memref<4xi32>
  return
}
