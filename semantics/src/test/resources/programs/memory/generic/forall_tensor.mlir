// forall_tensor.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %5 = "scf.forall"(%4) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
    ^bb0(%arg0: index, %arg1: tensor<4xi32>):
      %10 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %11 = "arith.index_cast"(%arg0) : (index) -> i32
      %12 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %13 = "arith.addi"(%11, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "tensor.from_elements"(%13, %11) : (i32, i32) -> tensor<2xi32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%14, %arg1, %10) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xi32>, tensor<4xi32>, index) -> ()
      }) : () -> ()
    }) : (tensor<4xi32>) -> tensor<4xi32>
    %6 = "tensor.extract"(%5, %0) : (tensor<4xi32>, index) -> i32
    %7 = "tensor.extract"(%5, %1) : (tensor<4xi32>, index) -> i32
    %8 = "tensor.extract"(%5, %2) : (tensor<4xi32>, index) -> i32
    %9 = "tensor.extract"(%5, %3) : (tensor<4xi32>, index) -> i32
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "vector.print"(%9) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
