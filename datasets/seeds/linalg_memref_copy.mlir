func.func @linalg_memref(%a: memref<16xf32>, %b: memref<16xf32>) {
  %cst = arith.constant 2.0 : f32
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  linalg.copy ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  return
}
