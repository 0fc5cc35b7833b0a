// affine_loops.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xindex>
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (16)>}> ({
    ^bb0(%arg6: index):
      "affine.store"(%arg6, %2, %arg6) <{map = affine_map<(d0) -> (d0)>}> : (index, memref<16xindex>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "affine.for"(%0, %0, %1, %3) <{lowerBoundMap = affine_map<(d0) -> (d0 * 2, 3)>, operandSegmentSizes = array<i32: 1, 2, 1>, step = 2 : index, upperBoundMap = affine_map<(d0)[s0] -> (d0 + 9, s0)>}> ({
    ^bb0(%arg4: index, %arg5: index):
      %12 = "affine.load"(%2, %arg4) <{map = affine_map<(d0) -> (d0 * 2 - 1)>}> : (memref<16xindex>, index) -> index
      %13 = "arith.addi"(%arg5, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "affine.yield"(%13) : (index) -> ()
    }) : (index, index, index, index) -> index
    "vector.print"(%4) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %5 = "affine.for"(%3) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (3)>}> ({
    ^bb0(%arg0: index, %arg1: index):
      %9 = "affine.for"(%arg0, %arg1) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
      ^bb0(%arg2: index, %arg3: index):
        %10 = "affine.load"(%2, %arg0, %arg2) <{map = affine_map<(d0, d1) -> (d0 * 4 + d1)>}> : (memref<16xindex>, index, index) -> index
        %11 = "arith.addi"(%arg3, %10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "affine.yield"(%11) : (index) -> ()
      }) : (index, index) -> index
      "affine.yield"(%9) : (index) -> ()
    }) : (index) -> index
    "vector.print"(%5) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %6 = "arith.constant"() <{value = -13 : index}> : () -> index
    %7 = "affine.apply"(%6, %1) <{map = affine_map<(d0)[s0] -> ((d0 + s0) ceildiv 4 - (d0 mod 5) floordiv 2)>}> : (index, index) -> index
    %8 = "arith.index_cast"(%7) : (index) -> i64
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
    "memref.dealloc"(%2) : (memref<16xindex>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
