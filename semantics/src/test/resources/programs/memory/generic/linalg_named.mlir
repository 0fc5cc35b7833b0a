// linalg_named.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = dense<[1, 2, 3, 4, 5]> : tensor<5xi32>}> : () -> tensor<5xi32>
    %3 = "arith.constant"() <{value = dense<[1, 0, -1]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "tensor.empty"() : () -> tensor<3xi32>
    %6 = "linalg.fill"(%4, %5) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: i32, %arg28: i32):
      "linalg.yield"(%arg27) : (i32) -> ()
    }) : (i32, tensor<3xi32>) -> tensor<3xi32>
    %7 = "linalg.conv_1d"(%2, %3, %6) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: i32, %arg25: i32, %arg26: i32):
      %45 = "arith.muli"(%arg24, %arg25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %46 = "arith.addi"(%arg26, %45) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%46) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>]} : (tensor<5xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %8 = "vector.transfer_read"(%7, %0, %4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (tensor<3xi32>, index, i32) -> vector<3xi32>
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    %9 = "arith.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %10 = "tensor.empty"() : () -> tensor<2xi32>
    %11 = "linalg.fill"(%4, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: i32, %arg23: i32):
      "linalg.yield"(%arg22) : (i32) -> ()
    }) : (i32, tensor<2xi32>) -> tensor<2xi32>
    %12 = "linalg.reduce"(%9, %11) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg20: i32, %arg21: i32):
      %44 = "arith.addi"(%arg20, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%44) : (i32) -> ()
    }) : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<2xi32>
    %13 = "vector.transfer_read"(%12, %0, %4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (tensor<2xi32>, index, i32) -> vector<2xi32>
    "vector.print"(%13) <{punctuation = #vector.punctuation<newline>}> : (vector<2xi32>) -> ()
    %14 = "tensor.empty"() : () -> tensor<2x3xi32>
    %15 = "arith.constant"() <{value = dense<[7, 8]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %16 = "linalg.broadcast"(%15, %14) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: i32, %arg19: i32):
      "linalg.yield"(%arg18) : (i32) -> ()
    }) : (tensor<2xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %17 = "linalg.add"(%16, %9, %14) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: i32, %arg16: i32, %arg17: i32):
      %43 = "arith.addi"(%arg15, %arg16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%43) : (i32) -> ()
    }) : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %18 = "vector.transfer_read"(%17, %1, %0, %4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (tensor<2x3xi32>, index, index, i32) -> vector<3xi32>
    "vector.print"(%18) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    %19 = "tensor.empty"() : () -> tensor<3x2xi32>
    %20 = "linalg.transpose"(%9, %19) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg13: i32, %arg14: i32):
      "linalg.yield"(%arg13) : (i32) -> ()
    }) : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    %21 = "vector.transfer_read"(%20, %0, %0, %4) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (tensor<3x2xi32>, index, index, i32) -> vector<3x2xi32>
    "vector.print"(%21) <{punctuation = #vector.punctuation<newline>}> : (vector<3x2xi32>) -> ()
    %22 = "arith.constant"() <{value = dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>}> : () -> tensor<3x4xi32>
    %23 = "arith.constant"() <{value = dense<[[1, 1], [0, 2]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %24 = "tensor.empty"() : () -> tensor<2x3xi32>
    %25 = "linalg.fill"(%4, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: i32, %arg12: i32):
      "linalg.yield"(%arg11) : (i32) -> ()
    }) : (i32, tensor<2x3xi32>) -> tensor<2x3xi32>
    %26 = "linalg.conv_2d"(%22, %23, %25) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: i32, %arg9: i32, %arg10: i32):
      %41 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %42 = "arith.addi"(%arg10, %41) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%42) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>]} : (tensor<3x4xi32>, tensor<2x2xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %27 = "vector.transfer_read"(%26, %1, %0, %4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (tensor<2x3xi32>, index, index, i32) -> vector<3xi32>
    "vector.print"(%27) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    %28 = "arith.constant"() <{value = dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>}> : () -> tensor<2x2x2xi32>
    %29 = "arith.constant"() <{value = dense<[[[1, 0], [0, 1]], [[2, 0], [0, 2]]]> : tensor<2x2x2xi32>}> : () -> tensor<2x2x2xi32>
    %30 = "tensor.empty"() : () -> tensor<2x2x2xi32>
    %31 = "linalg.fill"(%4, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: i32, %arg7: i32):
      "linalg.yield"(%arg6) : (i32) -> ()
    }) : (i32, tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
    %32 = "linalg.batch_matmul"(%28, %29, %31) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %39 = "arith.muli"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %40 = "arith.addi"(%arg5, %39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%40) : (i32) -> ()
    }) : (tensor<2x2x2xi32>, tensor<2x2x2xi32>, tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
    %33 = "vector.transfer_read"(%32, %1, %1, %0, %4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 3, 1, 0>, permutation_map = affine_map<(d0, d1, d2) -> (d2)>}> : (tensor<2x2x2xi32>, index, index, index, i32) -> vector<2xi32>
    "vector.print"(%33) <{punctuation = #vector.punctuation<newline>}> : (vector<2xi32>) -> ()
    %34 = "arith.constant"() <{value = dense<[1, 1, 2]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %35 = "linalg.vecmat"(%15, %9, %6) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
      %37 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %38 = "arith.addi"(%arg2, %37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%38) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>]} : (tensor<2xi32>, tensor<2x3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %36 = "vector.transfer_read"(%35, %0, %4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (tensor<3xi32>, index, i32) -> vector<3xi32>
    "vector.print"(%36) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
