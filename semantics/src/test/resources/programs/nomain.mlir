// nomain: hand-written test program without @main, generic form as printed by mlir-opt --mlir-print-op-generic
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, vector<2xi8>), sym_name = "h"}> ({
    %0 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %2 = "arith.ceildivsi"(%0, %1) : (i8, i8) -> i8
    %3 = "vector.broadcast"(%2) : (i8) -> vector<2xi8>
    "func.return"(%2, %3) : (i8, vector<2xi8>) -> ()
  }) : () -> ()
}) : () -> ()

