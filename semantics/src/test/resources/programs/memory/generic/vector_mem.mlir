// vector_mem.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %4 = "arith.constant"() <{value = dense<[1, 2, 3, 4, 5, 6]> : vector<6xi32>}> : () -> vector<6xi32>
    "vector.store"(%4, %3, %0) : (vector<6xi32>, memref<6xi32>, index) -> ()
    %5 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %6 = "vector.transfer_read"(%3, %2, %5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<6xi32>, index, i32) -> vector<6xi32>
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (vector<6xi32>) -> ()
    %7 = "vector.load"(%3, %1) : (memref<6xi32>, index) -> vector<3xi32>
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    %8 = "arith.constant"() <{value = dense<[true, false, true]> : vector<3xi1>}> : () -> vector<3xi1>
    %9 = "arith.constant"() <{value = dense<[7, 8, 9]> : vector<3xi32>}> : () -> vector<3xi32>
    %10 = "vector.maskedload"(%3, %1, %8, %9) : (memref<6xi32>, index, vector<3xi1>, vector<3xi32>) -> vector<3xi32>
    "vector.print"(%10) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    %11 = "arith.constant"() <{value = dense<[40, 50, 60]> : vector<3xi32>}> : () -> vector<3xi32>
    "vector.maskedstore"(%3, %0, %8, %11) : (memref<6xi32>, index, vector<3xi1>, vector<3xi32>) -> ()
    %12 = "arith.constant"() <{value = dense<[5, 0, 2]> : vector<3xi32>}> : () -> vector<3xi32>
    %13 = "vector.gather"(%3, %0, %12, %8, %9) : (memref<6xi32>, index, vector<3xi32>, vector<3xi1>, vector<3xi32>) -> vector<3xi32>
    "vector.print"(%13) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    "vector.scatter"(%3, %0, %12, %8, %11) : (memref<6xi32>, index, vector<3xi32>, vector<3xi1>, vector<3xi32>) -> ()
    %14 = "vector.load"(%3, %0) : (memref<6xi32>, index) -> vector<6xi32>
    "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (vector<6xi32>) -> ()
    %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xi32>
    %16 = "arith.constant"() <{value = dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>}> : () -> vector<3x2xi32>
    "vector.transfer_write"(%16, %15, %0, %0) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (vector<3x2xi32>, memref<2x3xi32>, index, index) -> ()
    %17 = "vector.load"(%15, %1, %0) : (memref<2x3xi32>, index, index) -> vector<3xi32>
    "vector.print"(%17) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    "memref.dealloc"(%3) : (memref<6xi32>) -> ()
    "memref.dealloc"(%15) : (memref<2x3xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
