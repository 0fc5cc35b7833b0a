// cf: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "cf.br"(%0)[^bb1] : (i32) -> ()
  ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
    %4 = "arith.cmpi"(%3, %2) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%4, %3)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2(%5: i32):  // pred: ^bb1
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %6 = "arith.addi"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%6)[^bb1] : (i32) -> ()
  ^bb3:  // pred: ^bb1
    %7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "cf.switch"(%7, %0, %1)[^bb4, ^bb5] <{case_operand_segments = array<i32: 1>, case_values = dense<7> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb4(%8: i32):  // pred: ^bb3
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "func.return"() : () -> ()
  ^bb5(%9: i32):  // pred: ^bb3
    "vector.print"(%9) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

