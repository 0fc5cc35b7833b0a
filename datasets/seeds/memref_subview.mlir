func.func @subview(%m: memref<8x8xf32>) -> f32 {
  %s = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %c0 = arith.constant 0 : index
  %x = memref.load %s[%c0, %c0] : memref<4x4xf32, strided<[8, 1], offset: 18>>
  %d = memref.dim %m, %c0 : memref<8x8xf32>
  %di = arith.index_cast %d : index to i32
  %df = arith.sitofp %di : i32 to f32
  %r = arith.addf %x, %df : f32
  return %r : f32
}
