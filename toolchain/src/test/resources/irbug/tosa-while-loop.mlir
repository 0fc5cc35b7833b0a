func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.while_loop (%arg = %0) : (tensor<4xf32>) -> tensor<4xf32> {
    %c = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%b: tensor<4xf32>):
    tosa.yield %b : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
