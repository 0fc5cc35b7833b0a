func.func @forall(%t: tensor<32xf32>) -> tensor<32xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<32xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 8)>(%i)
    %s = tensor.extract_slice %o[%off] [8] [1] : tensor<32xf32> to tensor<8xf32>
    %d = arith.addf %s, %s : tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%off] [8] [1] : tensor<8xf32> into tensor<32xf32>
    }
  }
  return %r : tensor<32xf32>
}
