func.func @main() {
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %w = arith.constant dense<[5, 6]> : vector<2xi32>
  %s = vector.shuffle %v, %w [5, 0, 4, 3] : vector<4xi32>, vector<2xi32>
  vector.print %s : vector<4xi32>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %t = vector.transpose %m, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  vector.print %t : vector<3x2xi32>
  %b = vector.bitcast %v : vector<4xi32> to vector<8xi16>
  vector.print %b : vector<8xi16>
  %b2 = vector.bitcast %v : vector<4xi32> to vector<2xi64>
  vector.print %b2 : vector<2xi64>
  %e = vector.extract_strided_slice %m {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x3xi32> to vector<2x2xi32>
  vector.print %e : vector<2x2xi32>
  %i = vector.insert_strided_slice %w, %m {offsets = [0, 1], strides = [1]} : vector<2xi32> into vector<2x3xi32>
  vector.print %i : vector<2x3xi32>
  %c2 = arith.constant 2 : index
  %cm = vector.create_mask %c2 : vector<4xi1>
  vector.print %cm : vector<4xi1>
  %k = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %k : vector<2x3xi1>
  return
}
