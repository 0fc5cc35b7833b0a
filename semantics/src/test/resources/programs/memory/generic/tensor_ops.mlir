// tensor_ops.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %4 = "tensor.splat"(%3) : (i32) -> tensor<2x3xi32>
    %5 = "tensor.generate"() ({
    ^bb0(%arg2: index, %arg3: index):
      %24 = "arith.index_cast"(%arg2) : (index) -> i32
      %25 = "arith.index_cast"(%arg3) : (index) -> i32
      %26 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %27 = "arith.muli"(%24, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %28 = "arith.addi"(%27, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "tensor.yield"(%28) : (i32) -> ()
    }) : () -> tensor<2x3xi32>
    %6 = "tensor.extract_slice"(%5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xi32>) -> tensor<2x2xi32>
    %7 = "tensor.insert_slice"(%6, %4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %8 = "tensor.extract"(%7, %1, %1) : (tensor<2x3xi32>, index, index) -> i32
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %9 = "tensor.extract"(%7, %1, %2) : (tensor<2x3xi32>, index, index) -> i32
    "vector.print"(%9) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %10 = "tensor.collapse_shape"(%5) <{reassociation = [[0, 1]]}> : (tensor<2x3xi32>) -> tensor<6xi32>
    %11 = "tensor.extract"(%10, %2) : (tensor<6xi32>, index) -> i32
    "vector.print"(%11) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %12 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %13 = "tensor.pad"(%6) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 1>, static_low = array<i64: 1, 0>}> ({
    ^bb0(%arg0: index, %arg1: index):
      "tensor.yield"(%12) : (i32) -> ()
    }) : (tensor<2x2xi32>) -> tensor<3x3xi32>
    %14 = "tensor.extract"(%13, %0, %0) : (tensor<3x3xi32>, index, index) -> i32
    "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %15 = "tensor.extract"(%13, %2, %1) : (tensor<3x3xi32>, index, index) -> i32
    "vector.print"(%15) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %16 = "tensor.dim"(%13, %0) : (tensor<3x3xi32>, index) -> index
    "vector.print"(%16) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %17 = "tensor.concat"(%5, %4) <{dim = 0 : i64}> : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<4x3xi32>
    %18 = "arith.constant"() <{value = 3 : index}> : () -> index
    %19 = "tensor.extract"(%17, %18, %2) : (tensor<4x3xi32>, index, index) -> i32
    "vector.print"(%19) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %20 = "tensor.expand_shape"(%10) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 2>}> : (tensor<6xi32>) -> tensor<3x2xi32>
    %21 = "tensor.extract"(%20, %2, %0) : (tensor<3x2xi32>, index, index) -> i32
    "vector.print"(%21) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %22 = "tensor.cast"(%5) : (tensor<2x3xi32>) -> tensor<?x3xi32>
    %23 = "tensor.dim"(%22, %0) : (tensor<?x3xi32>, index) -> index
    "vector.print"(%23) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
