"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "f0"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %v0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xi32>
    %v1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %v2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %v3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%v1, %v2, %v3) ({
    ^bb0(%i4: index):
    %v6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %v7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %v8 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%v6, %v7, %v8) ({
    ^bb0(%i9: index):
    %v11 = "arith.index_cast"(%i4) : (index) -> i32
    %v12 = "arith.addi"(%v11, %arg0) : (i32, i32) -> i32
    %v13 = "arith.index_cast"(%i9) : (index) -> i32
    %v14 = "arith.addi"(%v12, %v13) : (i32, i32) -> i32
    "memref.store"(%v14, %v0, %i4, %i9) : (i32, memref<3x4xi32>, index, index) -> ()
    "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %v15 = "memref.expand_shape"(%v0) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 3, 4, 1>}> : (memref<3x4xi32>) -> memref<1x3x4x1xi32>
    %v16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %v17 = "arith.constant"() <{value = 2 : index}> : () -> index
    %v18 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %v19 = "vector.transfer_read"(%v15, %v16, %v17, %v16, %v16, %v18) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 4, 1, 0>, permutation_map = affine_map<(d0, d1, d2, d3) -> (d2, d3)>}> : (memref<1x3x4x1xi32>, index, index, index, index, i32) -> vector<4x1xi32>
    "vector.print"(%v19) <{punctuation = #vector.punctuation<newline>}> : (vector<4x1xi32>) -> ()
    %v20 = "memref.collapse_shape"(%v0) <{reassociation = [[0, 1]]}> : (memref<3x4xi32>) -> memref<12xi32>
    %v22 = "arith.constant"() <{value = 11 : index}> : () -> index
    %v21 = "vector.transfer_read"(%v20, %v22, %arg1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<12xi32>, index, i32) -> vector<1xi32>
    "vector.print"(%v21) <{punctuation = #vector.punctuation<newline>}> : (vector<1xi32>) -> ()
    "memref.dealloc"(%v0) : (memref<3x4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %f0_a0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %f0_a1 = "arith.constant"() <{value = 69436244 : i32}> : () -> i32
    "func.call"(%f0_a0, %f0_a1) <{callee = @f0}> : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
