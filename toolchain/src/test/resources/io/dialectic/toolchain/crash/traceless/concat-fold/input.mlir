"builtin.module"() ({
  "func.func"() <{function_type = () -> !shape.shape, sym_name = "f"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> (!shape.shape)
    %1 = "shape.const_shape"() <{shape = dense<[2, 3]> : tensor<2xindex>}> : () -> (!shape.shape)
    %2 = "shape.concat"(%0, %1) : (!shape.shape, !shape.shape) -> (!shape.shape)
    "func.return"(%2) : (!shape.shape) -> ()
  }) : () -> ()
}) : () -> ()
