func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<2x3xf32>
  %x = memref.alloc() : memref<3xf32>
  %y = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.5 : f32
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2x3xf32>)
  linalg.fill ins(%two : f32) outs(%x : memref<3xf32>)
  linalg.fill ins(%zero : f32) outs(%y : memref<2xf32>)
  memref.store %two, %a[%c1, %c2] : memref<2x3xf32>
  linalg.matvec ins(%a, %x : memref<2x3xf32>, memref<3xf32>) outs(%y : memref<2xf32>)
  %v0 = memref.load %y[%c0] : memref<2xf32>
  %v1 = memref.load %y[%c1] : memref<2xf32>
  vector.print %v0 : f32
  vector.print %v1 : f32
  %t = memref.alloc() : memref<3x2xf32>
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%t : memref<3x2xf32>) permutation = [1, 0]
  %w = memref.load %t[%c2, %c1] : memref<3x2xf32>
  vector.print %w : f32
  %d = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%d : memref<f32>)
  linalg.dot ins(%x, %x : memref<3xf32>, memref<3xf32>) outs(%d : memref<f32>)
  %dv = memref.load %d[] : memref<f32>
  vector.print %dv : f32
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %x : memref<3xf32>
  memref.dealloc %y : memref<2xf32>
  memref.dealloc %t : memref<3x2xf32>
  memref.dealloc %d : memref<f32>
  return
}
