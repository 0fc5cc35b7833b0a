func.func @f(%a: tensor<4xi32>, %b: tensor<4xi32>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %0 = arith.divsi %a, %b : tensor<4xi32>
  %1 = arith.addf %x, %y : tensor<4xf32>
  return %0, %1 : tensor<4xi32>, tensor<4xf32>
}
