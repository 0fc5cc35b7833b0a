func.func @arith_float(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y : f32
  %1 = arith.mulf %0, %x : f32
  %2 = arith.divf %1, %y : f32
  %3 = arith.maximumf %2, %x : f32
  %4 = arith.negf %3 : f32
  return %4 : f32
}
