// int_arith: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %3 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "vector.print"(%3) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %4 = "arith.divsi"(%1, %2) : (i8, i8) -> i8
    "vector.print"(%4) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %5 = "arith.remsi"(%1, %2) : (i8, i8) -> i8
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %6 = "arith.floordivsi"(%1, %2) : (i8, i8) -> i8
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %7 = "arith.ceildivsi"(%1, %2) : (i8, i8) -> i8
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %8 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %9 = "arith.divui"(%8, %2) : (i8, i8) -> i8
    "vector.print"(%9) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %10 = "arith.ceildivui"(%8, %2) : (i8, i8) -> i8
    "vector.print"(%10) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %11 = "arith.remui"(%8, %0) : (i8, i8) -> i8
    "vector.print"(%11) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %12 = "arith.constant"() <{value = -8 : i8}> : () -> i8
    %13 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %14 = "arith.shrsi"(%12, %13) : (i8, i8) -> i8
    "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %15 = "arith.shrui"(%12, %13) : (i8, i8) -> i8
    "vector.print"(%15) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %16 = "arith.shli"(%0, %13) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "vector.print"(%16) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %17 = "arith.maxui"(%12, %0) : (i8, i8) -> i8
    "vector.print"(%17) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %18 = "arith.maxsi"(%12, %0) : (i8, i8) -> i8
    "vector.print"(%18) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %19 = "arith.constant"() <{value = true}> : () -> i1
    %20 = "arith.addi"(%19, %19) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "vector.print"(%20) <{punctuation = #vector.punctuation<newline>}> : (i1) -> ()
    %21 = "arith.cmpi"(%0, %12) <{predicate = 6 : i64}> : (i8, i8) -> i1
    "vector.print"(%21) <{punctuation = #vector.punctuation<newline>}> : (i1) -> ()
    %22 = "arith.cmpi"(%0, %12) <{predicate = 2 : i64}> : (i8, i8) -> i1
    "vector.print"(%22) <{punctuation = #vector.punctuation<newline>}> : (i1) -> ()
    %23 = "arith.extsi"(%12) : (i8) -> i32
    "vector.print"(%23) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %24 = "arith.extui"(%12) : (i8) -> i32
    "vector.print"(%24) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %25 = "arith.constant"() <{value = 300 : i32}> : () -> i32
    %26 = "arith.trunci"(%25) : (i32) -> i8
    "vector.print"(%26) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %27 = "arith.index_cast"(%12) : (i8) -> index
    "vector.print"(%27) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %28 = "arith.index_castui"(%12) : (i8) -> index
    "vector.print"(%28) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %29 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "vector.print"(%29) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %30 = "arith.xori"(%0, %8) : (i8, i8) -> i8
    "vector.print"(%30) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %31:2 = "arith.addui_extended"(%8, %2) : (i8, i8) -> (i8, i1)
    "vector.print"(%31#0) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    "vector.print"(%31#1) <{punctuation = #vector.punctuation<newline>}> : (i1) -> ()
    %32:2 = "arith.mulsi_extended"(%0, %1) : (i8, i8) -> (i8, i8)
    "vector.print"(%32#0) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    "vector.print"(%32#1) <{punctuation = #vector.punctuation<newline>}> : (i8) -> ()
    %33 = "arith.constant"() <{value = -3 : i3}> : () -> i3
    "vector.print"(%33) <{punctuation = #vector.punctuation<newline>}> : (i3) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

