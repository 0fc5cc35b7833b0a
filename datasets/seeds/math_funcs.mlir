func.func @math(%x: f32, %y: f32) -> f32 {
  %0 = math.exp %x : f32
  %1 = math.log %0 : f32
  %2 = math.sqrt %y : f32
  %3 = math.powf %1, %2 : f32
  %4 = math.tanh %3 : f32
  %5 = math.absf %4 : f32
  return %5 : f32
}
