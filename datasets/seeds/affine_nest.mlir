func.func @affine_nest(%a: memref<16x16xf32>, %b: memref<16x16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %x = affine.load %a[%i, %j] : memref<16x16xf32>
      %y = arith.mulf %x, %x : f32
      affine.store %y, %b[%j, %i] : memref<16x16xf32>
    }
  }
  return
}
