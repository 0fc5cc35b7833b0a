// transfer.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %5 = "vector.transfer_read"(%4, %1, %1, %3) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (tensor<2x3xi32>, index, index, i32) -> vector<2x3xi32>
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xi32>) -> ()
    %6 = "vector.transfer_read"(%4, %0, %0, %3) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (tensor<2x3xi32>, index, index, i32) -> vector<4x2xi32>
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (vector<4x2xi32>) -> ()
    %7 = "vector.transfer_read"(%4, %0, %2, %3) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (0, d1)>}> : (tensor<2x3xi32>, index, index, i32) -> vector<2x2xi32>
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (vector<2x2xi32>) -> ()
    %8 = "arith.constant"() <{value = dense<[true, false, true]> : vector<3xi1>}> : () -> vector<3xi1>
    %9 = "vector.transfer_read"(%4, %1, %0, %3, %8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (tensor<2x3xi32>, index, index, i32, vector<3xi1>) -> vector<3xi32>
    "vector.print"(%9) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    %10 = "arith.constant"() <{value = dense<[9, 8, 7]> : vector<3xi32>}> : () -> vector<3xi32>
    %11 = "vector.transfer_write"(%10, %4, %0, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<3xi32>, tensor<2x3xi32>, index, index) -> tensor<2x3xi32>
    %12 = "vector.transfer_read"(%11, %0, %0, %3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (tensor<2x3xi32>, index, index, i32) -> vector<3xi32>
    "vector.print"(%12) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %14 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    "vector.store"(%14, %13, %0) : (vector<4xi32>, memref<4xi32>, index) -> ()
    %15 = "arith.constant"() <{value = dense<[true, true, false]> : vector<3xi1>}> : () -> vector<3xi1>
    "vector.transfer_write"(%10, %13, %2, %15) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<3xi32>, memref<4xi32>, index, vector<3xi1>) -> ()
    %16 = "vector.load"(%13, %0) : (memref<4xi32>, index) -> vector<4xi32>
    "vector.print"(%16) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi32>) -> ()
    "memref.dealloc"(%13) : (memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
