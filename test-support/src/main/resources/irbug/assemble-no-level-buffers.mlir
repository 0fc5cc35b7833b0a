#Dense = #sparse_tensor.encoding<{ map = (i) -> (i : dense) }>
func.func @f(%v: tensor<4xf64>) -> tensor<4xf64, #Dense> {
  %t = "sparse_tensor.assemble"(%v) : (tensor<4xf64>) -> tensor<4xf64, #Dense>
  return %t : tensor<4xf64, #Dense>
}
