func.func @casts(%a: i32, %f: f64) -> (f32, i16, index) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.trunci %a : i32 to i16
  %2 = arith.index_cast %a : i32 to index
  %3 = arith.truncf %f : f64 to f32
  %4 = arith.addf %0, %3 : f32
  return %4, %1, %2 : f32, i16, index
}
