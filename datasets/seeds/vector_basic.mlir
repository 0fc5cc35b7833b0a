func.func @vec(%a: vector<4xf32>, %b: vector<4xf32>) -> f32 {
  %0 = arith.addf %a, %b : vector<4xf32>
  %1 = arith.mulf %0, %a : vector<4xf32>
  %2 = vector.reduction <add>, %1 : vector<4xf32> into f32
  return %2 : f32
}
