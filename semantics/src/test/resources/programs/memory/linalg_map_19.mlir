func.func @main() {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %e = tensor.empty() : tensor<3xi32>
  %mapped = linalg.map ins(%t : tensor<3xi32>) outs(%e : tensor<3xi32>)
    (%a: i32) {
      %d = arith.muli %a, %a : i32
      linalg.yield %d : i32
    }
  %v = vector.transfer_read %mapped[%c0], %z : tensor<3xi32>, vector<3xi32>
  vector.print %v : vector<3xi32>
  return
}
