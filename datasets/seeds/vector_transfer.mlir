func.func @transfer(%m: memref<16x16xf32>, %i: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<16x16xf32>, vector<8xf32>
  %w = arith.addf %v, %v : vector<8xf32>
  vector.transfer_write %w, %m[%i, %i] {in_bounds = [true]} : vector<8xf32>, memref<16x16xf32>
  return %w : vector<8xf32>
}
