func.func @bits(%a: i32, %b: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.shli %a, %c3 : i32
  %1 = arith.shrui %b, %c3 : i32
  %2 = arith.andi %0, %1 : i32
  %3 = arith.ori %2, %a : i32
  %4 = arith.remsi %3, %b : i32
  %5 = arith.ceildivsi %4, %c3 : i32
  return %5 : i32
}
