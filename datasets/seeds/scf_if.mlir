func.func @scf_if(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %0 = arith.addf %a, %b : f32
    scf.yield %0 : f32
  } else {
    %1 = arith.subf %a, %b : f32
    scf.yield %1 : f32
  }
  return %r : f32
}
