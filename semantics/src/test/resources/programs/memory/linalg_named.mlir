func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %k = arith.constant dense<[1, 0, -1]> : tensor<3xi32>
  %z = arith.constant 0 : i32
  %e3 = tensor.empty() : tensor<3xi32>
  %o3 = linalg.fill ins(%z : i32) outs(%e3 : tensor<3xi32>) -> tensor<3xi32>
  %conv = linalg.conv_1d ins(%x, %k : tensor<5xi32>, tensor<3xi32>) outs(%o3 : tensor<3xi32>) -> tensor<3xi32>
  %v = vector.transfer_read %conv[%c0], %z : tensor<3xi32>, vector<3xi32>
  vector.print %v : vector<3xi32>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %e23 = tensor.empty() : tensor<2xi32>
  %o2 = linalg.fill ins(%z : i32) outs(%e23 : tensor<2xi32>) -> tensor<2xi32>
  %red = linalg.reduce ins(%m : tensor<2x3xi32>) outs(%o2 : tensor<2xi32>) dimensions = [1]
    (%in: i32, %init: i32) {
      %s = arith.addi %in, %init : i32
      linalg.yield %s : i32
    }
  %rv = vector.transfer_read %red[%c0], %z : tensor<2xi32>, vector<2xi32>
  vector.print %rv : vector<2xi32>
  %eb = tensor.empty() : tensor<2x3xi32>
  %two = arith.constant dense<[7, 8]> : tensor<2xi32>
  %bc = linalg.broadcast ins(%two : tensor<2xi32>) outs(%eb : tensor<2x3xi32>) dimensions = [1]
  %added = linalg.add ins(%bc, %m : tensor<2x3xi32>, tensor<2x3xi32>) outs(%eb : tensor<2x3xi32>) -> tensor<2x3xi32>
  %row = vector.transfer_read %added[%c1, %c0], %z : tensor<2x3xi32>, vector<3xi32>
  vector.print %row : vector<3xi32>
  %et = tensor.empty() : tensor<3x2xi32>
  %tr = linalg.transpose ins(%m : tensor<2x3xi32>) outs(%et : tensor<3x2xi32>) permutation = [1, 0]
  %tv = vector.transfer_read %tr[%c0, %c0], %z : tensor<3x2xi32>, vector<3x2xi32>
  vector.print %tv : vector<3x2xi32>
  %img = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %fil = arith.constant dense<[[1, 1], [0, 2]]> : tensor<2x2xi32>
  %e22 = tensor.empty() : tensor<2x3xi32>
  %o22 = linalg.fill ins(%z : i32) outs(%e22 : tensor<2x3xi32>) -> tensor<2x3xi32>
  %c2d = linalg.conv_2d ins(%img, %fil : tensor<3x4xi32>, tensor<2x2xi32>) outs(%o22 : tensor<2x3xi32>) -> tensor<2x3xi32>
  %cv = vector.transfer_read %c2d[%c1, %c0], %z : tensor<2x3xi32>, vector<3xi32>
  vector.print %cv : vector<3xi32>
  %a3 = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %b3 = arith.constant dense<[[[1, 0], [0, 1]], [[2, 0], [0, 2]]]> : tensor<2x2x2xi32>
  %e3d = tensor.empty() : tensor<2x2x2xi32>
  %o3d = linalg.fill ins(%z : i32) outs(%e3d : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  %bm = linalg.batch_matmul ins(%a3, %b3 : tensor<2x2x2xi32>, tensor<2x2x2xi32>) outs(%o3d : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  %bmv = vector.transfer_read %bm[%c1, %c1, %c0], %z : tensor<2x2x2xi32>, vector<2xi32>
  vector.print %bmv : vector<2xi32>
  %vec = arith.constant dense<[1, 1, 2]> : tensor<3xi32>
  %vm = linalg.vecmat ins(%two, %m : tensor<2xi32>, tensor<2x3xi32>) outs(%o3 : tensor<3xi32>) -> tensor<3xi32>
  %vmv = vector.transfer_read %vm[%c0], %z : tensor<3xi32>, vector<3xi32>
  vector.print %vmv : vector<3xi32>
  return
}
