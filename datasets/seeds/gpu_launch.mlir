func.func @gpu_launch(%m: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %x = memref.load %m[%tx] : memref<64xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %m[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}
