// memref_basic.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    "scf.for"(%0, %2, %1) ({
    ^bb0(%arg1: index):
      %8 = "arith.index_cast"(%arg1) : (index) -> i32
      %9 = "arith.muli"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%9, %3, %arg1) : (i32, memref<4xi32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %4 = "memref.subview"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<4xi32>) -> memref<2xi32, strided<[1], offset: 1>>
    %5 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    "memref.store"(%5, %4, %1) : (i32, memref<2xi32, strided<[1], offset: 1>>, index) -> ()
    "scf.for"(%0, %2, %1) ({
    ^bb0(%arg0: index):
      %7 = "memref.load"(%3, %arg0) : (memref<4xi32>, index) -> i32
      "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %6 = "memref.dim"(%3, %0) : (memref<4xi32>, index) -> index
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    "memref.dealloc"(%3) : (memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
