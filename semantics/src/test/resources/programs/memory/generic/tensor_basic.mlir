// tensor_basic.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4 = "tensor.from_elements"(%2, %3) : (i32, i32) -> tensor<2xi32>
    %5 = "tensor.insert"(%3, %4, %0) : (i32, tensor<2xi32>, index) -> tensor<2xi32>
    %6 = "tensor.extract"(%5, %0) : (tensor<2xi32>, index) -> i32
    %7 = "tensor.extract"(%5, %1) : (tensor<2xi32>, index) -> i32
    %8 = "arith.addi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
