func.func @alloca_loop() -> f32 {
  %buf = memref.alloca() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %f, %buf[%i] : memref<4xf32>
  }
  %x = memref.load %buf[%c1] : memref<4xf32>
  return %x : f32
}
