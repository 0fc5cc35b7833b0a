// bufferization.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
    %3 = "arith.constant"() <{value = 11 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 22 : i32}> : () -> i32
    "memref.store"(%3, %2, %0) : (i32, memref<2xi32>, index) -> ()
    "memref.store"(%4, %2, %1) : (i32, memref<2xi32>, index) -> ()
    %5 = "bufferization.to_tensor"(%2) <{restrict}> : (memref<2xi32>) -> tensor<2xi32>
    %6 = "tensor.insert"(%3, %5, %1) : (i32, tensor<2xi32>, index) -> tensor<2xi32>
    %7 = "tensor.extract"(%6, %1) : (tensor<2xi32>, index) -> i32
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %8 = "tensor.extract"(%5, %1) : (tensor<2xi32>, index) -> i32
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %9 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<2xi32>
    %10 = "linalg.fill"(%4, %9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      "linalg.yield"(%arg0) : (i32) -> ()
    }) : (i32, tensor<2xi32>) -> tensor<2xi32>
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
    "bufferization.materialize_in_destination"(%10, %11) <{writable}> : (tensor<2xi32>, memref<2xi32>) -> ()
    %12 = "memref.load"(%11, %0) : (memref<2xi32>, index) -> i32
    "vector.print"(%12) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "memref.dealloc"(%2) : (memref<2xi32>) -> ()
    "memref.dealloc"(%11) : (memref<2xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
