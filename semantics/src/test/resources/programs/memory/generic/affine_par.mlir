// affine_par.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xi32>
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<() -> (3, 4)>}> ({
    ^bb0(%arg1: index, %arg2: index):
      %9 = "arith.index_cast"(%arg1) : (index) -> i32
      %10 = "arith.index_cast"(%arg2) : (index) -> i32
      %11 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %12 = "arith.muli"(%9, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %13 = "arith.addi"(%12, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "affine.store"(%13, %0, %arg1, %arg2) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (i32, memref<3x4xi32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [1], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (3)>}> ({
    ^bb0(%arg0: index):
      %8 = "affine.load"(%0, %arg0) <{map = affine_map<(d0) -> (d0, 3)>}> : (memref<3x4xi32>, index) -> i32
      "affine.yield"(%8) : (i32) -> ()
    }) : () -> i32
    "vector.print"(%2) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
    %3 = "arith.constant"() <{value = 7 : index}> : () -> index
    %4:2 = "affine.delinearize_index"(%3) <{static_basis = array<i64: 3, 4>}> : (index) -> (index, index)
    "vector.print"(%4#0) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    "vector.print"(%4#1) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "affine.linearize_index"(%6, %5) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3, 4>}> : (index, index) -> index
    "vector.print"(%7) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    "memref.dealloc"(%0) : (memref<3x4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
