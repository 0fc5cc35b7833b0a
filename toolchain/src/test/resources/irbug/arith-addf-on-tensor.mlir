func.func @f(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %1 = arith.addf %x, %y : tensor<4xf32>
  return %1 : tensor<4xf32>
}
