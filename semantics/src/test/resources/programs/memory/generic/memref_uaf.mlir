// memref_uaf.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    "memref.store"(%1, %2, %0) : (i32, memref<4xi32>, index) -> ()
    "memref.dealloc"(%2) : (memref<4xi32>) -> ()
    %3 = "memref.load"(%2, %0) : (memref<4xi32>, index) -> i32
    "vector.print"(%3) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
