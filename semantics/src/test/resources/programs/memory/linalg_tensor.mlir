#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>
func.func @main() {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = arith.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x2xi32>
  %init = linalg.fill ins(%z : i32) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  %mm = linalg.matmul ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%init : tensor<2x2xi32>) -> tensor<2x2xi32>
  %g = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<2x2xi32>) outs(%e : tensor<2x2xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %r = arith.addi %x, %ii : i32
    linalg.yield %r : i32
  } -> tensor<2x2xi32>
  %e1 = tensor.empty() : tensor<2xi32>
  %z1 = linalg.fill ins(%z : i32) outs(%e1 : tensor<2xi32>) -> tensor<2xi32>
  %red = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g : tensor<2x2xi32>) outs(%z1 : tensor<2xi32>) {
  ^bb0(%x: i32, %o: i32):
    %r = arith.addi %x, %o : i32
    linalg.yield %r : i32
  } -> tensor<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m01 = tensor.extract %g[%c0, %c1] : tensor<2x2xi32>
  vector.print %m01 : i32
  %v = vector.transfer_read %red[%c0], %z : tensor<2xi32>, vector<2xi32>
  vector.print %v : vector<2xi32>
  return
}
