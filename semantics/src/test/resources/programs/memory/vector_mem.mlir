func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<6xi32>
  %init = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi32>
  vector.store %init, %m[%c0] : memref<6xi32>, vector<6xi32>
  %pad = arith.constant -1 : i32
  %r = vector.transfer_read %m[%c2], %pad : memref<6xi32>, vector<6xi32>
  vector.print %r : vector<6xi32>
  %l = vector.load %m[%c1] : memref<6xi32>, vector<3xi32>
  vector.print %l : vector<3xi32>
  %mask = arith.constant dense<[true, false, true]> : vector<3xi1>
  %pt = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %ml = vector.maskedload %m[%c1], %mask, %pt : memref<6xi32>, vector<3xi1>, vector<3xi32> into vector<3xi32>
  vector.print %ml : vector<3xi32>
  %w = arith.constant dense<[40, 50, 60]> : vector<3xi32>
  vector.maskedstore %m[%c0], %mask, %w : memref<6xi32>, vector<3xi1>, vector<3xi32>
  %idx = arith.constant dense<[5, 0, 2]> : vector<3xi32>
  %ga = vector.gather %m[%c0] [%idx], %mask, %pt : memref<6xi32>, vector<3xi32>, vector<3xi1>, vector<3xi32> into vector<3xi32>
  vector.print %ga : vector<3xi32>
  vector.scatter %m[%c0] [%idx], %mask, %w : memref<6xi32>, vector<3xi32>, vector<3xi1>, vector<3xi32>
  %all = vector.load %m[%c0] : memref<6xi32>, vector<6xi32>
  vector.print %all : vector<6xi32>
  %m2 = memref.alloc() : memref<2x3xi32>
  %tw = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  vector.transfer_write %tw, %m2[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xi32>, memref<2x3xi32>
  %row = vector.load %m2[%c1, %c0] : memref<2x3xi32>, vector<3xi32>
  vector.print %row : vector<3xi32>
  memref.dealloc %m : memref<6xi32>
  memref.dealloc %m2 : memref<2x3xi32>
  return
}
