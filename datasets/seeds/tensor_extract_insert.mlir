func.func @tensor_ops(%t: tensor<4x4xf32>, %v: f32) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c0, %c1] : tensor<4x4xf32>
  %y = arith.addf %x, %v : f32
  %r = tensor.insert %y into %t[%c1, %c0] : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
