func.func @main() {
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %x = tensor.extract %t[%c3] : tensor<3xi32>
  vector.print %x : i32
  return
}
