func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xi32>
  %z = arith.constant 0 : i32
  memref.store %z, %m[%c0] : memref<4xi32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%c0] : memref<4xi32>
  }
  %r = memref.load %m[%c0] : memref<4xi32>
  vector.print %r : i32
  memref.dealloc %m : memref<4xi32>
  return
}
