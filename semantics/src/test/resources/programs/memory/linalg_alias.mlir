#id = affine_map<(i) -> (i)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<5xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%i] : memref<5xi32>
  }
  %c0_i32 = arith.constant 0 : i32
  memref.store %c0_i32, %m[%c4] : memref<5xi32>
  %a = memref.subview %m[0] [4] [1] : memref<5xi32> to memref<4xi32, strided<[1]>>
  %b = memref.subview %m[1] [4] [1] : memref<5xi32> to memref<4xi32, strided<[1], offset: 1>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xi32, strided<[1]>>) outs(%b : memref<4xi32, strided<[1], offset: 1>>) {
  ^bb0(%x: i32, %o: i32):
    %c1_i32 = arith.constant 1 : i32
    %y = arith.addi %x, %c1_i32 : i32
    linalg.yield %y : i32
  }
  %r = memref.load %m[%c4] : memref<5xi32>
  vector.print %r : i32
  memref.dealloc %m : memref<5xi32>
  return
}
