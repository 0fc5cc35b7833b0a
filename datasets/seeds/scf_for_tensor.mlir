func.func @loop_tensor(%t: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %t) -> (tensor<16xf32>) {
    %x = tensor.extract %acc[%i] : tensor<16xf32>
    %y = arith.addf %x, %v : f32
    %n = tensor.insert %y into %acc[%i] : tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
