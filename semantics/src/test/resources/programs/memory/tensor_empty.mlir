func.func @main() {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xi32>
  %x = tensor.extract %e[%c0] : tensor<4xi32>
  vector.print %x : i32
  return
}
