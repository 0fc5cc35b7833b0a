func.func @reshape(%t: tensor<2x8xf32>) -> tensor<4x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x8xf32> into tensor<16xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
