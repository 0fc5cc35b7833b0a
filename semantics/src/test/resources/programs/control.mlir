// control: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "fact"}> ({
  ^bb0(%arg7: i64):
    %21 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %22 = "arith.cmpi"(%arg7, %21) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %23 = "scf.if"(%22) ({
      "scf.yield"(%21) : (i64) -> ()
    }, {
      %24 = "arith.subi"(%arg7, %21) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %25 = "func.call"(%24) <{callee = @fact}> : (i64) -> i64
      %26 = "arith.muli"(%arg7, %25) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%26) : (i64) -> ()
    }) : (i1) -> i64
    "func.return"(%23) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 10 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "scf.for"(%0, %1, %2, %3) ({
    ^bb0(%arg5: index, %arg6: i32):
      %19 = "arith.index_cast"(%arg5) : (index) -> i32
      %20 = "arith.addi"(%arg6, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%20) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "vector.print"(%4) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %7:2 = "scf.while"(%5, %3) ({
    ^bb0(%arg3: i32, %arg4: i32):
      %18 = "arith.cmpi"(%arg3, %6) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%18, %arg3, %arg4) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg1: i32, %arg2: i32):
      %16 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %17 = "arith.addi"(%arg2, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%16, %17) : (i32, i32) -> ()
    }) : (i32, i32) -> (i32, i32)
    "vector.print"(%7#0) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "vector.print"(%7#1) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %8 = "arith.constant"() <{value = 5 : i64}> : () -> i64
    %9 = "func.call"(%8) <{callee = @fact}> : (i64) -> i64
    "vector.print"(%9) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
    %10 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %11 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %12 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    "scf.for"(%10, %11, %12) ({
    ^bb0(%arg0: i8):
      "vector.print"(%arg0) <{punctuation = #vector.punctuation<comma>}> : (i8) -> ()
      "scf.yield"() : () -> ()
    }) : (i8, i8, i8) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
    %13 = "arith.constant"() <{value = false}> : () -> i1
    %14 = "arith.select"(%13, %5, %6) : (i1, i32, i32) -> i32
    "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %15 = "scf.index_switch"(%2) <{cases = array<i64: 3>}> ({
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%6) : (i32) -> ()
    }) : (index) -> i32
    "vector.print"(%15) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "done\0A"}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

