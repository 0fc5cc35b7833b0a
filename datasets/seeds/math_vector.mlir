func.func @math_vec(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = math.sin %v : vector<4xf32>
  %1 = math.cos %v : vector<4xf32>
  %2 = arith.addf %0, %1 : vector<4xf32>
  %3 = math.fma %2, %v, %0 : vector<4xf32>
  return %3 : vector<4xf32>
}
