// vectors: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = dense<[1, -2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.constant"() <{value = dense<10> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "vector.print"(%2) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi32>) -> ()
    %3 = "vector.reduction"(%0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xi32>) -> i32
    "vector.print"(%3) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %4 = "vector.reduction"(%0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xi32>) -> i32
    "vector.print"(%4) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %5 = "vector.reduction"(%0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxsi>}> : (vector<4xi32>) -> i32
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %6 = "vector.reduction"(%0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxui>}> : (vector<4xi32>) -> i32
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %7 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %8 = "vector.reduction"(%0, %7) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xi32>, i32) -> i32
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %9 = "vector.extract"(%0) <{static_position = array<i64: 2>}> : (vector<4xi32>) -> i32
    "vector.print"(%9) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %10 = "vector.insert"(%7, %0) <{static_position = array<i64: 0>}> : (i32, vector<4xi32>) -> vector<4xi32>
    "vector.print"(%10) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi32>) -> ()
    %11 = "vector.broadcast"(%9) : (i32) -> vector<2x3xi32>
    "vector.print"(%11) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xi32>) -> ()
    %12 = "arith.constant"() <{value = dense<[7, 8, 9]> : vector<3xi32>}> : () -> vector<3xi32>
    %13 = "vector.broadcast"(%12) : (vector<3xi32>) -> vector<2x3xi32>
    "vector.print"(%13) <{punctuation = #vector.punctuation<newline>}> : (vector<2x3xi32>) -> ()
    %14 = "vector.extract"(%13) <{static_position = array<i64: 1>}> : (vector<2x3xi32>) -> vector<3xi32>
    "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (vector<3xi32>) -> ()
    %15 = "vector.extract"(%13) <{static_position = array<i64: 0, 2>}> : (vector<2x3xi32>) -> i32
    "vector.print"(%15) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "vector.extract"(%0, %16) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xi32>, index) -> i32
    "vector.print"(%17) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %18 = "vector.from_elements"(%17, %9) : (i32, i32) -> vector<2xi32>
    "vector.print"(%18) <{punctuation = #vector.punctuation<newline>}> : (vector<2xi32>) -> ()
    %19 = "arith.cmpi"(%0, %1) <{predicate = 4 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    "vector.print"(%19) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi1>) -> ()
    %20 = "arith.select"(%19, %0, %1) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "vector.print"(%20) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi32>) -> ()
    %21 = "arith.constant"() <{value = dense<[1.500000e+00, -2.250000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %22 = "vector.reduction"(%21) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<2xf32>) -> f32
    "vector.print"(%22) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %23 = "vector.reduction"(%21) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minimumf>}> : (vector<2xf32>) -> f32
    "vector.print"(%23) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %24 = "arith.constant"() <{value = dense<[127, -128]> : vector<2xi8>}> : () -> vector<2xi8>
    %25 = "arith.constant"() <{value = dense<1> : vector<2xi8>}> : () -> vector<2xi8>
    %26 = "arith.addi"(%24, %25) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    "vector.print"(%26) <{punctuation = #vector.punctuation<newline>}> : (vector<2xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

