#set = affine_set<(d0) : (d0 - 4 >= 0)>
func.func @affine_if(%m: memref<16xi32>) {
  %c7 = arith.constant 7 : i32
  affine.for %i = 0 to 8 {
    %k = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.if #set(%i) {
      affine.store %c7, %m[%k] : memref<16xi32>
    }
  }
  return
}
