func.func @casts(%m: memref<4x4xf32>) -> memref<?x?xf32> {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>
  %c3 = arith.constant 3 : index
  %x = memref.load %1[%c3] : memref<16xf32>
  %c0 = arith.constant 0 : index
  memref.store %x, %0[%c0, %c0] : memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
