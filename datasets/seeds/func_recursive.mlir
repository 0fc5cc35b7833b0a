func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %c -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
