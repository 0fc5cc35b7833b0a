func.func @arith_basic(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %c1 : i32
  %2 = arith.subi %1, %a : i32
  %3 = arith.xori %2, %b : i32
  return %3 : i32
}
