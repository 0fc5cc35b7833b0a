// pooling.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi32>}> : () -> tensor<1x3x3x1xi32>
    %3 = "tensor.empty"() : () -> tensor<2x2xi32>
    %4 = "tensor.empty"() : () -> tensor<1x2x2x1xi32>
    %5 = "linalg.fill"(%1, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: i32, %arg9: i32):
      "linalg.yield"(%arg8) : (i32) -> ()
    }) : (i32, tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
    %6 = "linalg.pooling_nhwc_sum"(%2, %3, %5) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
      %14 = "arith.addi"(%arg7, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%14) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>]} : (tensor<1x3x3x1xi32>, tensor<2x2xi32>, tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
    %7 = "arith.constant"() <{value = -1000 : i32}> : () -> i32
    %8 = "linalg.fill"(%7, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32):
      "linalg.yield"(%arg3) : (i32) -> ()
    }) : (i32, tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
    %9 = "linalg.pooling_nhwc_max"(%2, %3, %8) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
      %13 = "arith.maxsi"(%arg2, %arg0) : (i32, i32) -> i32
      "linalg.yield"(%13) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>]} : (tensor<1x3x3x1xi32>, tensor<2x2xi32>, tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "vector.transfer_read"(%6, %0, %10, %0, %0, %1) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 4, 1, 0>, permutation_map = affine_map<(d0, d1, d2, d3) -> (d2, d3)>}> : (tensor<1x2x2x1xi32>, index, index, index, index, i32) -> vector<2x1xi32>
    "vector.print"(%11) <{punctuation = #vector.punctuation<newline>}> : (vector<2x1xi32>) -> ()
    %12 = "vector.transfer_read"(%9, %0, %0, %0, %0, %1) <{in_bounds = [false, false, false], operandSegmentSizes = array<i32: 1, 4, 1, 0>, permutation_map = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>}> : (tensor<1x2x2x1xi32>, index, index, index, index, i32) -> vector<2x2x1xi32>
    "vector.print"(%12) <{punctuation = #vector.punctuation<newline>}> : (vector<2x2x1xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
