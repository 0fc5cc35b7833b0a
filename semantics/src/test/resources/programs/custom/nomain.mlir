func.func @f() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
func.func @h() -> (i8, vector<2xi8>) {
  %a = arith.constant -128 : i8
  %b = arith.constant 7 : i8
  %r = arith.ceildivsi %a, %b : i8
  %v = vector.broadcast %r : i8 to vector<2xi8>
  return %r, %v : i8, vector<2xi8>
}
