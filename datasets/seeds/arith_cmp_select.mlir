func.func @cmp_select(%a: i64, %b: i64) -> i64 {
  %0 = arith.cmpi slt, %a, %b : i64
  %1 = arith.select %0, %a, %b : i64
  %2 = arith.extsi %0 : i1 to i64
  %3 = arith.addi %1, %2 : i64
  return %3 : i64
}
