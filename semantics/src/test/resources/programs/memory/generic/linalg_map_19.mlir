// linalg_map_19.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %3 = "tensor.empty"() : () -> tensor<3xi32>
    %4 = "linalg.map"(%2, %3) ({
    ^bb0(%arg0: i32):
      %6 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%6) : (i32) -> ()
    }) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %5 = "vector.transfer_read"(%4, %0, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (tensor<3xi32>, index, i32) -> vector<3xi32>
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
