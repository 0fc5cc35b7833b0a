func.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %y = arith.addi %x, %b : i32
  cf.br ^bb3(%y : i32)
^bb2:
  %z = arith.subi %a, %b : i32
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  return %r : i32
}
