// vector_shapes: hand-written test program, generic form as printed by mlir-opt-19 --mlir-print-op-generic
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.constant"() <{value = dense<[5, 6]> : vector<2xi32>}> : () -> vector<2xi32>
    %2 = "vector.shuffle"(%0, %1) <{mask = [5, 0, 4, 3]}> : (vector<4xi32>, vector<2xi32>) -> vector<4xi32>
    "vector.print"(%2) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi32>) -> ()
    %3 = "arith.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>}> : () -> vector<2x3xi32>
    %4 = "vector.transpose"(%3) <{permutation = array<i64: 1, 0>}> : (vector<2x3xi32>) -> vector<3x2xi32>
    "vector.print"(%4) <{punctuation = #vector.punctuation<newline>}> : (vector<3x2xi32>) -> ()
    %5 = "vector.bitcast"(%0) : (vector<4xi32>) -> vector<8xi16>
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (vector<8xi16>) -> ()
    %6 = "vector.bitcast"(%0) : (vector<4xi32>) -> vector<2xi64>
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (vector<2xi64>) -> ()
    %7 = "vector.extract_strided_slice"(%3) <{offsets = [0, 1], sizes = [2, 2], strides = [1, 1]}> : (vector<2x3xi32>) -> vector<2x2xi32>
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (vector<2x2xi32>) -> ()
    %8 = "vector.insert_strided_slice"(%1, %3) <{offsets = [0, 1], strides = [1]}> : (vector<2xi32>, vector<2x3xi32>) -> vector<2x3xi32>
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xi32>) -> ()
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "vector.create_mask"(%9) : (index) -> vector<4xi1>
    "vector.print"(%10) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi1>) -> ()
    %11 = "vector.constant_mask"() <{mask_dim_sizes = [1, 2]}> : () -> vector<2x3xi1>
    "vector.print"(%11) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

