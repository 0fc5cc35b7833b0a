func.func @par(%m: memref<16x16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
    %x = memref.load %m[%i, %j] : memref<16x16xf32>
    %y = arith.addf %x, %v : f32
    memref.store %y, %m[%i, %j] : memref<16x16xf32>
    scf.reduce
  }
  return
}
