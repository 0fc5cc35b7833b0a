// scf_par.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    "scf.parallel"(%0, %2, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg4: index):
      %11 = "arith.index_cast"(%arg4) : (index) -> i32
      %12 = "arith.addi"(%11, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%12, %3, %arg4) : (i32, memref<4xi32>, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "scf.parallel"(%0, %2, %1, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: index):
      %9 = "memref.load"(%3, %arg1) : (memref<4xi32>, index) -> i32
      "scf.reduce"(%9) ({
      ^bb0(%arg2: i32, %arg3: i32):
        %10 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%10) : (i32) -> ()
      }) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg0: index):
      %7 = "memref.load"(%3, %arg0) : (memref<4xi32>, index) -> i32
      %8 = "arith.muli"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%8, %3, %arg0) : (i32, memref<4xi32>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %6 = "memref.load"(%3, %1) : (memref<4xi32>, index) -> i32
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "memref.dealloc"(%3) : (memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
