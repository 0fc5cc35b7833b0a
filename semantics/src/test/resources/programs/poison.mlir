// poison: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "vector.print"(%3) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %4 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8
    "vector.print"(%4) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %5 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<nuw>}> : (i8, i8) -> i8
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %6 = "arith.shli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %7 = "arith.constant"() <{value = 3.000000e+02 : f32}> : () -> f32
    %8 = "arith.fptosi"(%7) : (f32) -> i8
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %9 = "ub.poison"() <{value = #ub.poison}> : () -> i8
    %10 = "arith.constant"() <{value = true}> : () -> i1
    %11 = "arith.select"(%10, %0, %9) : (i1, i8, i8) -> i8
    "vector.print"(%11) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %12 = "arith.muli"(%9, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %13 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %14 = "arith.andi"(%12, %13) : (i8, i8) -> i8
    "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %15 = "arith.constant"() <{value = dense<[127, 1]> : vector<2xi8>}> : () -> vector<2xi8>
    %16 = "arith.constant"() <{value = dense<1> : vector<2xi8>}> : () -> vector<2xi8>
    %17 = "arith.addi"(%15, %16) <{overflowFlags = #arith.overflow<nsw>}> : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    "vector.print"(%17) <{punctuation = #vector.punctuation<newline>}> : (vector<2xi8>) -> ()
    %18 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %20 = "arith.divsi"(%18, %19) <{isExact}> : (i32, i32) -> i32
    "vector.print"(%20) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %21 = "arith.divsi"(%18, %18) <{isExact}> : (i32, i32) -> i32
    "vector.print"(%21) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %22 = "ub.poison"() <{value = #ub.poison}> : () -> i1
    "scf.if"(%22) ({
      "vector.print"(%0) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

