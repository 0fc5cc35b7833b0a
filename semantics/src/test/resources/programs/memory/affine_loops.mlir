#lb = affine_map<(d0) -> (d0 * 2, 3)>
#ub = affine_map<(d0)[s0] -> (d0 + 9, s0)>
func.func @main() {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<16xindex>
  affine.for %i = 0 to 16 {
    affine.store %i, %m[%i] : memref<16xindex>
  }
  %z = arith.constant 0 : index
  %s = affine.for %i = max #lb(%c1) to min #ub(%c1)[%c8] step 2 iter_args(%a = %z) -> (index) {
    %v = affine.load %m[%i * 2 - 1] : memref<16xindex>
    %n = arith.addi %a, %v : index
    affine.yield %n : index
  }
  vector.print %s : index
  %t = affine.for %i = 0 to 3 iter_args(%a = %z) -> (index) {
    %u = affine.for %j = affine_map<(d0) -> (d0)>(%i) to 4 iter_args(%b = %a) -> (index) {
      %v = affine.load %m[%i * 4 + %j] : memref<16xindex>
      %n = arith.addi %b, %v : index
      affine.yield %n : index
    }
    affine.yield %u : index
  }
  vector.print %t : index
  %c13 = arith.constant -13 : index
  %q = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) ceildiv 4 - (d0 mod 5) floordiv 2)>(%c13)[%c8]
  %qi = arith.index_cast %q : index to i64
  vector.print %qi : i64
  memref.dealloc %m : memref<16xindex>
  return
}
