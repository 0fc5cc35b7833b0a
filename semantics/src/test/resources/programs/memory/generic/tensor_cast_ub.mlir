// tensor_cast_ub.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %2 = "tensor.cast"(%1) : (tensor<3xi32>) -> tensor<?xi32>
    %3 = "tensor.cast"(%2) : (tensor<?xi32>) -> tensor<4xi32>
    %4 = "tensor.extract"(%3, %0) : (tensor<4xi32>, index) -> i32
    "vector.print"(%4) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
