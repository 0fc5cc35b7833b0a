func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xi32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = arith.index_cast %i : index to i32
    %w = arith.addi %v, %v : i32
    memref.store %w, %m[%i] : memref<4xi32>
  }
  %z = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> i32 {
    %v = memref.load %m[%i] : memref<4xi32>
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  vector.print %r : i32
  scf.forall (%i) in (4) {
    %v = memref.load %m[%i] : memref<4xi32>
    %w = arith.muli %v, %v : i32
    memref.store %w, %m[%i] : memref<4xi32>
  }
  %v3 = memref.load %m[%c1] : memref<4xi32>
  vector.print %v3 : i32
  memref.dealloc %m : memref<4xi32>
  return
}
