// memref_2d.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>, sym_name = "g", sym_visibility = "private", type = memref<2x3xi32>}> : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "memref.get_global"() <{name = @g}> : () -> memref<2x3xi32>
    %5 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xi32>
    "memref.copy"(%4, %5) : (memref<2x3xi32>, memref<2x3xi32>) -> ()
    %6 = "memref.transpose"(%5) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<2x3xi32>) -> memref<3x2xi32, strided<[1, 3]>>
    %7 = "memref.subview"(%5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (memref<2x3xi32>) -> memref<2xi32, strided<[3], offset: 1>>
    %8 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    "memref.store"(%8, %7, %1) : (i32, memref<2xi32, strided<[3], offset: 1>>, index) -> ()
    %9 = "memref.collapse_shape"(%5) <{reassociation = [[0, 1]]}> : (memref<2x3xi32>) -> memref<6xi32>
    "scf.for"(%0, %3, %1) ({
    ^bb0(%arg0: index):
      %20 = "memref.load"(%6, %arg0, %1) : (memref<3x2xi32, strided<[1, 3]>>, index, index) -> i32
      "vector.print"(%20) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %10 = "memref.load"(%9, %3) : (memref<6xi32>, index) -> i32
    "vector.print"(%10) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %11 = "memref.expand_shape"(%9) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 2>}> : (memref<6xi32>) -> memref<3x2xi32>
    %12 = "memref.load"(%11, %2, %1) : (memref<3x2xi32>, index, index) -> i32
    "vector.print"(%12) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %13 = "memref.rank"(%5) : (memref<2x3xi32>) -> index
    "vector.print"(%13) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %14 = "memref.cast"(%5) : (memref<2x3xi32>) -> memref<?x?xi32>
    %15 = "memref.dim"(%14, %1) : (memref<?x?xi32>, index) -> index
    "vector.print"(%15) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %16 = "memref.reinterpret_cast"(%5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 2>, static_strides = array<i64: 3>}> : (memref<2x3xi32>) -> memref<2xi32, strided<[3], offset: 2>>
    %17 = "memref.load"(%16, %1) : (memref<2xi32, strided<[3], offset: 2>>, index) -> i32
    "vector.print"(%17) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %18 = "memref.atomic_rmw"(%8, %5, %0, %0) <{kind = 1 : i64}> : (i32, memref<2x3xi32>, index, index) -> i32
    "vector.print"(%18) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %19 = "memref.load"(%5, %0, %0) : (memref<2x3xi32>, index, index) -> i32
    "vector.print"(%19) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
