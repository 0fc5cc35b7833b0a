// alloca_scope.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = (memref<3xi32>, i32) -> (), sym_name = "fill"}> ({
  ^bb0(%arg3: memref<3xi32>, %arg4: i32):
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%18, %20, %19) ({
    ^bb0(%arg5: index):
      %21 = "arith.index_cast"(%arg5) : (index) -> i32
      %22 = "arith.addi"(%21, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%22, %arg3, %arg5) : (i32, memref<3xi32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "memref.alloca_scope"() ({
      %15 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi32>
      %16 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "func.call"(%15, %16) <{callee = @fill}> : (memref<3xi32>, i32) -> ()
      %17 = "memref.load"(%15, %5) : (memref<3xi32>, index) -> i32
      "memref.alloca_scope.return"(%17) : (i32) -> ()
    }) : () -> i32
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "memref.alloc"(%7) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi32>
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    "func.call"(%8, %10) <{callee = @fill2}> : (memref<?xi32>, i32) -> ()
    %11 = "memref.subview"(%8) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (memref<?xi32>) -> memref<3xi32, strided<[1], offset: 1>>
    %12 = "memref.cast"(%11) : (memref<3xi32, strided<[1], offset: 1>>) -> memref<3xi32, strided<[?], offset: ?>>
    %13 = "memref.load"(%12, %5) : (memref<3xi32, strided<[?], offset: ?>>, index) -> i32
    "vector.print"(%13) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %14 = "memref.dim"(%8, %9) : (memref<?xi32>, index) -> index
    "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    "memref.dealloc"(%8) : (memref<?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi32>, i32) -> (), sym_name = "fill2"}> ({
  ^bb0(%arg0: memref<?xi32>, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.dim"(%arg0, %0) : (memref<?xi32>, index) -> index
    "scf.for"(%0, %2, %1) ({
    ^bb0(%arg2: index):
      %3 = "arith.index_cast"(%arg2) : (index) -> i32
      %4 = "arith.muli"(%3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%4, %arg0, %arg2) : (i32, memref<?xi32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
