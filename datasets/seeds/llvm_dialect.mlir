llvm.func @llvm_add(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.mul %0, %a : i32
  %c = llvm.mlir.constant(5 : i32) : i32
  %2 = llvm.sub %1, %c : i32
  llvm.return %2 : i32
}
