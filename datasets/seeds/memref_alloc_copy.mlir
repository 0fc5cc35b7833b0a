func.func @alloc_copy(%src: memref<8xf32>) -> memref<8xf32> {
  %dst = memref.alloc() : memref<8xf32>
  memref.copy %src, %dst : memref<8xf32> to memref<8xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %dst[%c0] : memref<8xf32>
  %y = arith.mulf %x, %x : f32
  memref.store %y, %dst[%c0] : memref<8xf32>
  return %dst : memref<8xf32>
}
