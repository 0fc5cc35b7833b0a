func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %m = memref.alloc() : memref<4xi32>
  memref.store %c1, %m[%c0] : memref<4xi32>
  %v = memref.load %m[%c0] : memref<4xi32>
  vector.print %v : i32
  memref.dealloc %m : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
