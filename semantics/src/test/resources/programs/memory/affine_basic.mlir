#map = affine_map<(d0) -> (d0 floordiv 2 + d0 mod 3)>
func.func @main() {
  %m = memref.alloc() : memref<8xi64>
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i64
    affine.store %v, %m[%i] : memref<8xi64>
  }
  %sum = affine.for %i = 0 to 8 step 2 iter_args(%acc = %m) -> (memref<8xi64>) {
    affine.yield %acc : memref<8xi64>
  }
  %c0 = arith.constant 0 : i64
  %r = affine.for %i = 0 to 8 iter_args(%a = %c0) -> (i64) {
    %v = affine.load %m[%i] : memref<8xi64>
    %n = arith.addi %a, %v : i64
    affine.yield %n : i64
  }
  vector.print %r : i64
  %c5 = arith.constant 5 : index
  %cm7 = arith.constant -7 : index
  %a = affine.apply #map(%c5)
  vector.print %a : index
  %b = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%cm7)
  %b2 = arith.index_cast %b : index to i64
  vector.print %b2 : i64
  %cc = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%cm7)
  %c2 = arith.index_cast %cc : index to i64
  vector.print %c2 : i64
  %md = affine.apply affine_map<(d0) -> (d0 mod 3)>(%cm7)
  vector.print %md : index
  %mn = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0, 6)>(%c5)[%c5]
  vector.print %mn : index
  %mx = affine.max affine_map<(d0) -> (d0 * 2, 3)>(%c5)
  vector.print %mx : index
  affine.for %i = 0 to 4 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      %v = affine.load %m[%i * 2] : memref<8xi64>
      vector.print %v : i64
    } else {
      %v = affine.load %m[%i + 1] : memref<8xi64>
      vector.print %v : i64
    }
  }
  memref.dealloc %m : memref<8xi64>
  return
}
