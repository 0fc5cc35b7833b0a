func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %le -> i64 {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %c10 step %c3 iter_args(%acc = %z) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %n = arith.addi %acc, %ii : i32
    scf.yield %n : i32
  }
  vector.print %sum : i32
  %one = arith.constant 1 : i32
  %lim = arith.constant 100 : i32
  %w:2 = scf.while (%x = %one, %k = %z) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x, %k : i32, i32
  } do {
  ^bb0(%y: i32, %kk: i32):
    %d = arith.addi %y, %y : i32
    %k1 = arith.addi %kk, %one : i32
    scf.yield %d, %k1 : i32, i32
  }
  vector.print %w#0 : i32
  vector.print %w#1 : i32
  %five = arith.constant 5 : i64
  %f = func.call @fact(%five) : (i64) -> i64
  vector.print %f : i64
  %lb = arith.constant -3 : i8
  %ub = arith.constant 2 : i8
  %st = arith.constant 1 : i8
  scf.for %j = %lb to %ub step %st : i8 {
    vector.print %j : i8 punctuation <comma>
  }
  vector.print punctuation <newline>
  %t = arith.constant false
  %sel = arith.select %t, %one, %lim : i32
  vector.print %sel : i32
  %sw = scf.index_switch %c3 -> i32
  case 3 {
    scf.yield %lim : i32
  }
  default {
    scf.yield %one : i32
  }
  vector.print %sw : i32
  vector.print str "done\n"
  return
}
