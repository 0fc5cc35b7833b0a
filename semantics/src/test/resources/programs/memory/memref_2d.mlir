memref.global "private" constant @g : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %g = memref.get_global @g : memref<2x3xi32>
  %m = memref.alloca() : memref<2x3xi32>
  memref.copy %g, %m : memref<2x3xi32> to memref<2x3xi32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xi32> to memref<3x2xi32, strided<[1, 3]>>
  %col = memref.subview %m[0, 1] [2, 1] [1, 1] : memref<2x3xi32> to memref<2xi32, strided<[3], offset: 1>>
  %c10 = arith.constant 10 : i32
  memref.store %c10, %col[%c1] : memref<2xi32, strided<[3], offset: 1>>
  %f = memref.collapse_shape %m [[0, 1]] : memref<2x3xi32> into memref<6xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %t[%i, %c1] : memref<3x2xi32, strided<[1, 3]>>
    vector.print %v : i32
  }
  %x = memref.load %f[%c3] : memref<6xi32>
  vector.print %x : i32
  %e = memref.expand_shape %f [[0, 1]] output_shape [3, 2] : memref<6xi32> into memref<3x2xi32>
  %y = memref.load %e[%c2, %c1] : memref<3x2xi32>
  vector.print %y : i32
  %r = memref.rank %m : memref<2x3xi32>
  vector.print %r : index
  %cast = memref.cast %m : memref<2x3xi32> to memref<?x?xi32>
  %d1 = memref.dim %cast, %c1 : memref<?x?xi32>
  vector.print %d1 : index
  %rc = memref.reinterpret_cast %m to offset: [2], sizes: [2], strides: [3] : memref<2x3xi32> to memref<2xi32, strided<[3], offset: 2>>
  %z = memref.load %rc[%c1] : memref<2xi32, strided<[3], offset: 2>>
  vector.print %z : i32
  %old = memref.atomic_rmw addi %c10, %m[%c0, %c0] : (i32, memref<2x3xi32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[%c0, %c0] : memref<2x3xi32>
  vector.print %new : i32
  return
}
