func.func @scf_while(%init: i32, %limit: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %x, %limit : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.muli %y, %c2 : i32
    scf.yield %n : i32
  }
  return %r : i32
}
