func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 5 : i32
  %s = tensor.splat %f : tensor<2x3xi32>
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i32
    %c10 = arith.constant 10 : i32
    %t = arith.muli %a, %c10 : i32
    %u = arith.addi %t, %b : i32
    tensor.yield %u : i32
  } : tensor<2x3xi32>
  %sl = tensor.extract_slice %g[0, 1] [2, 2] [1, 1] : tensor<2x3xi32> to tensor<2x2xi32>
  %ins = tensor.insert_slice %sl into %s[0, 0] [2, 2] [1, 1] : tensor<2x2xi32> into tensor<2x3xi32>
  %x = tensor.extract %ins[%c1, %c1] : tensor<2x3xi32>
  vector.print %x : i32
  %y = tensor.extract %ins[%c1, %c2] : tensor<2x3xi32>
  vector.print %y : i32
  %col = tensor.collapse_shape %g [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  %z = tensor.extract %col[%c2] : tensor<6xi32>
  vector.print %z : i32
  %pad = arith.constant -1 : i32
  %p = tensor.pad %sl low[1, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pad : i32
  } : tensor<2x2xi32> to tensor<3x3xi32>
  %p0 = tensor.extract %p[%c0, %c0] : tensor<3x3xi32>
  vector.print %p0 : i32
  %p1 = tensor.extract %p[%c2, %c1] : tensor<3x3xi32>
  vector.print %p1 : i32
  %d = tensor.dim %p, %c0 : tensor<3x3xi32>
  vector.print %d : index
  %cat = tensor.concat dim(0) %g, %s : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<4x3xi32>
  %c3 = arith.constant 3 : index
  %q = tensor.extract %cat[%c3, %c2] : tensor<4x3xi32>
  vector.print %q : i32
  %e = tensor.expand_shape %col [[0, 1]] output_shape [3, 2] : tensor<6xi32> into tensor<3x2xi32>
  %w = tensor.extract %e[%c2, %c0] : tensor<3x2xi32>
  vector.print %w : i32
  %dyn = tensor.cast %g : tensor<2x3xi32> to tensor<?x3xi32>
  %dd = tensor.dim %dyn, %c0 : tensor<?x3xi32>
  vector.print %dd : index
  return
}
