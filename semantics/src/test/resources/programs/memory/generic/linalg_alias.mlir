// linalg_alias.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xi32>
    "scf.for"(%0, %2, %1) ({
    ^bb0(%arg2: index):
      %10 = "arith.index_cast"(%arg2) : (index) -> i32
      "memref.store"(%10, %3, %arg2) : (i32, memref<5xi32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "memref.store"(%4, %3, %2) : (i32, memref<5xi32>, index) -> ()
    %5 = "memref.subview"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<5xi32>) -> memref<4xi32, strided<[1]>>
    %6 = "memref.subview"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<5xi32>) -> memref<4xi32, strided<[1], offset: 1>>
    "linalg.generic"(%5, %6) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %9 = "arith.addi"(%arg0, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%9) : (i32) -> ()
    }) : (memref<4xi32, strided<[1]>>, memref<4xi32, strided<[1], offset: 1>>) -> ()
    %7 = "memref.load"(%3, %2) : (memref<5xi32>, index) -> i32
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "memref.dealloc"(%3) : (memref<5xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
