// undefined: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "div"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %5 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "func.call"(%0, %2) <{callee = @div}> : (i32, i32) -> i32
    "vector.print"(%3) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %4 = "func.call"(%0, %1) <{callee = @div}> : (i32, i32) -> i32
    "vector.print"(%4) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

