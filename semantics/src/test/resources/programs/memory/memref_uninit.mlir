func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %m = memref.alloc() : memref<2xi32>
  memref.store %c5, %m[%c0] : memref<2xi32>
  %a = memref.load %m[%c0] : memref<2xi32>
  vector.print %a : i32
  %b = memref.load %m[%c1] : memref<2xi32>
  vector.print %b : i32
  memref.dealloc %m : memref<2xi32>
  return
}
