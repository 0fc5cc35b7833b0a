func.func @fma(%s: f32, %a: vector<8xf32>, %b: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.broadcast %s : f32 to vector<8xf32>
  %1 = vector.fma %0, %a, %b : vector<8xf32>
  %2 = vector.extract %1[0] : f32 from vector<8xf32>
  %3 = vector.insert %2, %1 [7] : f32 into vector<8xf32>
  return %3 : vector<8xf32>
}
