// affine_basic.mlir: hand-written test program, generic form as printed by mlir-opt --mlir-print-op-generic --mlir-print-local-scope
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi64>
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
    ^bb0(%arg5: index):
      %18 = "arith.index_cast"(%arg5) : (index) -> i64
      "affine.store"(%18, %0, %arg5) <{map = affine_map<(d0) -> (d0)>}> : (i64, memref<8xi64>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %1 = "affine.for"(%0) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 2 : index, upperBoundMap = affine_map<() -> (8)>}> ({
    ^bb0(%arg3: index, %arg4: memref<8xi64>):
      "affine.yield"(%arg4) : (memref<8xi64>) -> ()
    }) : (memref<8xi64>) -> memref<8xi64>
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "affine.for"(%2) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
    ^bb0(%arg1: index, %arg2: i64):
      %16 = "affine.load"(%0, %arg1) <{map = affine_map<(d0) -> (d0)>}> : (memref<8xi64>, index) -> i64
      %17 = "arith.addi"(%arg2, %16) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "affine.yield"(%17) : (i64) -> ()
    }) : (i64) -> i64
    "vector.print"(%3) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
    %4 = "arith.constant"() <{value = 5 : index}> : () -> index
    %5 = "arith.constant"() <{value = -7 : index}> : () -> index
    %6 = "affine.apply"(%4) <{map = affine_map<(d0) -> (d0 floordiv 2 + d0 mod 3)>}> : (index) -> index
    "vector.print"(%6) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %7 = "affine.apply"(%5) <{map = affine_map<(d0) -> (d0 floordiv 2)>}> : (index) -> index
    %8 = "arith.index_cast"(%7) : (index) -> i64
    "vector.print"(%8) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
    %9 = "affine.apply"(%5) <{map = affine_map<(d0) -> (d0 ceildiv 2)>}> : (index) -> index
    %10 = "arith.index_cast"(%9) : (index) -> i64
    "vector.print"(%10) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
    %11 = "affine.apply"(%5) <{map = affine_map<(d0) -> (d0 mod 3)>}> : (index) -> index
    "vector.print"(%11) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %12 = "affine.min"(%4, %4) <{map = affine_map<(d0)[s0] -> (d0 + 2, s0, 6)>}> : (index, index) -> index
    "vector.print"(%12) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    %13 = "affine.max"(%4) <{map = affine_map<(d0) -> (d0 * 2, 3)>}> : (index) -> index
    "vector.print"(%13) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
    ^bb0(%arg0: index):
      "affine.if"(%arg0) <{condition = affine_set<(d0) : (d0 - 2 >= 0)>}> ({
        %15 = "affine.load"(%0, %arg0) <{map = affine_map<(d0) -> (d0 * 2)>}> : (memref<8xi64>, index) -> i64
        "vector.print"(%15) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
        "affine.yield"() : () -> ()
      }, {
        %14 = "affine.load"(%0, %arg0) <{map = affine_map<(d0) -> (d0 + 1)>}> : (memref<8xi64>, index) -> i64
        "vector.print"(%14) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "memref.dealloc"(%0) : (memref<8xi64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
