"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>, sym_name = "remove_unnecessary_input"}> ({
  ^bb1(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>):
    %0 = "linalg.generic"(%arg0, %arg1, %arg1) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb2(%arg2: f32, %arg3: f32, %arg4: f32):
      %1 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> (f32)
      %2 = "ub.poison"() <{value = #ub.poison}> : () -> (tensor<?xindex>)
      %3 = "arith.constant"() <{value = 0 : index}> : () -> (index)
      %4, %5 = "shape.split_at"(%2, %3) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
      "linalg.yield"(%1) : (f32) -> ()
    }) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>)
    "func.return"(%0) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()
