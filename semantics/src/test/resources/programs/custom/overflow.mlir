func.func @main() {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %r = arith.remsi %min, %m1 : i32
  vector.print %r : i32
  return
}
