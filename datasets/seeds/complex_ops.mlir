func.func @complex(%a: complex<f32>, %b: complex<f32>) -> f32 {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.mul %0, %a : complex<f32>
  %2 = complex.abs %1 : complex<f32>
  %3 = complex.re %0 : complex<f32>
  %4 = arith.addf %2, %3 : f32
  return %4 : f32
}
