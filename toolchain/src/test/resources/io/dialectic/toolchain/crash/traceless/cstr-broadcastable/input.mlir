"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> (!shape.shape)
    %1 = "shape.const_shape"() <{shape = dense<[1, -9223372036854775808]> : tensor<2xindex>}> : () -> (!shape.shape)
    %2 = "shape.const_shape"() <{shape = dense<[8, -9223372036854775808]> : tensor<2xindex>}> : () -> (!shape.shape)
    %3 = "shape.cstr_broadcastable"(%0, %1, %2) : (!shape.shape, !shape.shape, !shape.shape) -> (!shape.witness)
    "consume.witness"(%3) : (!shape.witness) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
