func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %init = arith.constant dense<0> : tensor<4xi32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %init) -> (tensor<4xi32>) {
    %off = arith.muli %i, %c2 : index
    %v = arith.index_cast %i : index to i32
    %c10 = arith.constant 10 : i32
    %w = arith.addi %v, %c10 : i32
    %piece = tensor.from_elements %w, %v : tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %piece into %o[%off] [2] [1] : tensor<2xi32> into tensor<4xi32>
    }
  }
  %a = tensor.extract %r[%c0] : tensor<4xi32>
  %b = tensor.extract %r[%c1] : tensor<4xi32>
  %c = tensor.extract %r[%c2] : tensor<4xi32>
  %d = tensor.extract %r[%c3] : tensor<4xi32>
  vector.print %a : i32
  vector.print %b : i32
  vector.print %c : i32
  vector.print %d : i32
  return
}
