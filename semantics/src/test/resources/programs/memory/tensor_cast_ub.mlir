func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %d = tensor.cast %t : tensor<3xi32> to tensor<?xi32>
  %e = tensor.cast %d : tensor<?xi32> to tensor<4xi32>
  %x = tensor.extract %e[%c0] : tensor<4xi32>
  vector.print %x : i32
  return
}
