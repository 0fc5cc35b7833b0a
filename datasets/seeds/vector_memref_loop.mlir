func.func @vloop(%a: memref<64xf32>, %b: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c8 {
    %v = vector.load %a[%i] : memref<64xf32>, vector<8xf32>
    %w = math.sqrt %v : vector<8xf32>
    vector.store %w, %b[%i] : memref<64xf32>, vector<8xf32>
  }
  return
}
