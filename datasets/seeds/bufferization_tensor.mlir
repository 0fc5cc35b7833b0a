func.func @to_tensor(%m: memref<8xf32>) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<8xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %x : f32
}
