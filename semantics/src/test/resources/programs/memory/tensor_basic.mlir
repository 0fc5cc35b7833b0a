func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 3 : i32
  %b = arith.constant 7 : i32
  %t = tensor.from_elements %a, %b : tensor<2xi32>
  %t2 = tensor.insert %b into %t[%c0] : tensor<2xi32>
  %x = tensor.extract %t2[%c0] : tensor<2xi32>
  %y = tensor.extract %t2[%c1] : tensor<2xi32>
  %s = arith.addi %x, %y : i32
  vector.print %s : i32
  return
}
