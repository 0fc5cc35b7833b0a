func.func @affine_sum(%m: memref<32xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 32 iter_args(%acc = %z) -> (f32) {
    %x = affine.load %m[%i] : memref<32xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  return %r : f32
}
