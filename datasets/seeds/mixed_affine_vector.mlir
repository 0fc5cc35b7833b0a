func.func @mixed(%m: memref<64xf32>, %s: f32) {
  affine.for %i = 0 to 64 step 8 {
    %v = vector.transfer_read %m[%i], %s : memref<64xf32>, vector<8xf32>
    %b = vector.broadcast %s : f32 to vector<8xf32>
    %w = arith.mulf %v, %b : vector<8xf32>
    vector.transfer_write %w, %m[%i] : vector<8xf32>, memref<64xf32>
  }
  return
}
