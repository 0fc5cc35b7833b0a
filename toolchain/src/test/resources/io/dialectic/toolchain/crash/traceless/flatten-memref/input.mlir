"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x8x8x8xf32>, index, index, index, index) -> vector<4xf32>, sym_name = "transfer_read_from_rank_reducing_extract_slice"}> ({
  ^bb1(%arg0: tensor<1x8x8x8xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "arith.andi"(%arg2, %arg3) : (index, index) -> (index)
    %1 = "arith.divui"(%arg3, %0) : (index, index) -> (index)
    %2 = "arith.constant"() <{value = 0 : index}> : () -> (index)
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> (f32)
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x4x4xf32>}> : () -> (tensor<1x4x4xf32>)
    %5 = "vector.transfer_read"(%4, %2, %arg4, %2, %3) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 3, 1, 0>, permutation_map = affine_map<(d0, d1, d2) -> (d2)>}> : (tensor<1x4x4xf32>, index, index, index, f32) -> (vector<4xf32>)
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> (i32)
    "func.return"(%5) : (vector<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
