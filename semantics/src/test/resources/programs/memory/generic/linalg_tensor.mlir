// linalg_tensor.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1 = "arith.constant"() <{value = dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "tensor.empty"() : () -> tensor<2x2xi32>
    %4 = "linalg.fill"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: i32, %arg10: i32):
      "linalg.yield"(%arg9) : (i32) -> ()
    }) : (i32, tensor<2x2xi32>) -> tensor<2x2xi32>
    %5 = "linalg.matmul"(%0, %1, %4) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: i32, %arg7: i32, %arg8: i32):
      %18 = "arith.muli"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %19 = "arith.addi"(%arg8, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%19) : (i32) -> ()
    }) : (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %6 = "linalg.generic"(%5, %3) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %15 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %16 = "arith.index_cast"(%15) : (index) -> i32
      %17 = "arith.addi"(%arg4, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%17) : (i32) -> ()
    }) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %7 = "tensor.empty"() : () -> tensor<2xi32>
    %8 = "linalg.fill"(%2, %7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: i32, %arg3: i32):
      "linalg.yield"(%arg2) : (i32) -> ()
    }) : (i32, tensor<2xi32>) -> tensor<2xi32>
    %9 = "linalg.generic"(%6, %8) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %14 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%14) : (i32) -> ()
    }) : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "tensor.extract"(%6, %10, %11) : (tensor<2x2xi32>, index, index) -> i32
    "vector.print"(%12) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %13 = "vector.transfer_read"(%9, %10, %2) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (tensor<2xi32>, index, i32) -> vector<2xi32>
    "vector.print"(%13) <{punctuation = #vector.punctuation<newline>}> : (vector<2xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
