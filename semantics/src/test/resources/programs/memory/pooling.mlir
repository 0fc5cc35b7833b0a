func.func @main() {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %in = arith.constant dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi32>
  %win = tensor.empty() : tensor<2x2xi32>
  %e = tensor.empty() : tensor<1x2x2x1xi32>
  %o = linalg.fill ins(%z : i32) outs(%e : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %sum = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %win : tensor<1x3x3x1xi32>, tensor<2x2xi32>) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %min = arith.constant -1000 : i32
  %om = linalg.fill ins(%min : i32) outs(%e : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %max = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %win : tensor<1x3x3x1xi32>, tensor<2x2xi32>) outs(%om : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %c1 = arith.constant 1 : index
  %s = vector.transfer_read %sum[%c0, %c1, %c0, %c0], %z {in_bounds = [true, true]} : tensor<1x2x2x1xi32>, vector<2x1xi32>
  vector.print %s : vector<2x1xi32>
  %m = vector.transfer_read %max[%c0, %c0, %c0, %c0], %z : tensor<1x2x2x1xi32>, vector<2x2x1xi32>
  vector.print %m : vector<2x2x1xi32>
  return
}
