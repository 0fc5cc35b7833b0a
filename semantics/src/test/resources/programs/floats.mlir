// floats: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 2.000000e-01 : f32}> : () -> f32
    %2 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "vector.print"(%2) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %5 = "arith.divf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %7 = "arith.divf"(%3, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %8 = "arith.divf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %9 = "arith.cmpf"(%8, %8) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    "vector.print"(%9) <{punctuation = #vector.punctuation<newline>}> : (i1) -> ()
    %10 = "arith.cmpf"(%8, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    "vector.print"(%10) <{punctuation = #vector.punctuation<newline>}> : (i1) -> ()
    %11 = "arith.constant"() <{value = 1.000000e+20 : f64}> : () -> f64
    %12 = "arith.truncf"(%11) : (f64) -> f32
    "vector.print"(%12) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %13 = "arith.truncf"(%5) : (f32) -> f16
    "vector.print"(%13) <{punctuation = #vector.punctuation<newline>}> : (f16) -> ()
    %14 = "arith.truncf"(%5) : (f32) -> bf16
    "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (bf16) -> ()
    %15 = "arith.constant"() <{value = -2.750000e+00 : f64}> : () -> f64
    %16 = "arith.fptosi"(%15) : (f64) -> i32
    "vector.print"(%16) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %17 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %18 = "arith.sitofp"(%17) : (i32) -> f64
    "vector.print"(%18) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %19 = "arith.uitofp"(%17) : (i32) -> f32
    "vector.print"(%19) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %20 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %21 = "arith.remf"(%15, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "vector.print"(%21) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %22 = "arith.negf"(%6) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "vector.print"(%22) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %23 = "arith.maximumf"(%22, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "vector.print"(%23) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %24 = "arith.minimumf"(%22, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "vector.print"(%24) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %25 = "arith.bitcast"(%3) : (f32) -> i32
    "vector.print"(%25) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %26 = "arith.extf"(%13) : (f16) -> f64
    "vector.print"(%26) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %27 = "math.sqrt"(%4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "vector.print"(%27) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    %28 = "math.floor"(%15) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "vector.print"(%28) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %29 = "math.round"(%15) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "vector.print"(%29) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %30 = "math.roundeven"(%15) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "vector.print"(%30) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %31 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %32 = "math.round"(%31) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "vector.print"(%32) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %33 = "math.roundeven"(%31) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "vector.print"(%33) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %34 = "math.fma"(%15, %15, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
    "vector.print"(%34) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %35 = "math.absf"(%15) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "vector.print"(%35) <{punctuation = #vector.punctuation<newline>}> : (f64) -> ()
    %36 = "arith.constant"() <{value = 40 : i32}> : () -> i32
    %37 = "math.ctlz"(%36) : (i32) -> i32
    "vector.print"(%37) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %38 = "math.cttz"(%36) : (i32) -> i32
    "vector.print"(%38) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %39 = "math.ctpop"(%17) : (i32) -> i32
    "vector.print"(%39) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %40 = "math.absi"(%17) : (i32) -> i32
    "vector.print"(%40) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %41 = "index.constant"() <{value = 7 : index}> : () -> index
    %42 = "index.constant"() <{value = -2 : index}> : () -> index
    %43 = "index.divs"(%41, %42) : (index, index) -> index
    "vector.print"(%43) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %44 = "index.ceildivs"(%41, %42) : (index, index) -> index
    "vector.print"(%44) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %45 = "index.maxu"(%41, %42) : (index, index) -> index
    "vector.print"(%45) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %46 = "index.cmp"(%42, %41) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    "vector.print"(%46) <{punctuation = #vector.punctuation<newline>}> : (i1) -> ()
    %47 = "index.shl"(%41, %41) : (index, index) -> index
    "vector.print"(%47) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %48 = "index.casts"(%42) : (index) -> i32
    "vector.print"(%48) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

