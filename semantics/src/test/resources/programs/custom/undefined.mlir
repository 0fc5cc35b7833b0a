func.func @div(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
func.func @main() {
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %ok = func.call @div(%c7, %c1) : (i32, i32) -> i32
  vector.print %ok : i32
  %bad = func.call @div(%c7, %c0) : (i32, i32) -> i32
  vector.print %bad : i32
  return
}
