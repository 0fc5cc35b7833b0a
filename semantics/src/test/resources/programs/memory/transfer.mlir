func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -7 : i32
  %t = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %a = vector.transfer_read %t[%c1, %c1], %pad : tensor<2x3xi32>, vector<2x3xi32>
  vector.print %a : vector<2x3xi32>
  %b = vector.transfer_read %t[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<2x3xi32>, vector<4x2xi32>
  vector.print %b : vector<4x2xi32>
  %c = vector.transfer_read %t[%c0, %c2], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<2x3xi32>, vector<2x2xi32>
  vector.print %c : vector<2x2xi32>
  %mask = arith.constant dense<[true, false, true]> : vector<3xi1>
  %d = vector.transfer_read %t[%c1, %c0], %pad, %mask : tensor<2x3xi32>, vector<3xi32>
  vector.print %d : vector<3xi32>
  %w = arith.constant dense<[9, 8, 7]> : vector<3xi32>
  %t2 = vector.transfer_write %w, %t[%c0, %c1] : vector<3xi32>, tensor<2x3xi32>
  %e = vector.transfer_read %t2[%c0, %c0], %pad : tensor<2x3xi32>, vector<3xi32>
  vector.print %e : vector<3xi32>
  %m = memref.alloc() : memref<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  vector.store %z, %m[%c0] : memref<4xi32>, vector<4xi32>
  %wm = arith.constant dense<[true, true, false]> : vector<3xi1>
  vector.transfer_write %w, %m[%c2], %wm : vector<3xi32>, memref<4xi32>
  %f = vector.load %m[%c0] : memref<4xi32>, vector<4xi32>
  vector.print %f : vector<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
