func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  %a = arith.constant 11 : i32
  %b = arith.constant 22 : i32
  memref.store %a, %m[%c0] : memref<2xi32>
  memref.store %b, %m[%c1] : memref<2xi32>
  %t = bufferization.to_tensor %m restrict : memref<2xi32> to tensor<2xi32>
  %t2 = tensor.insert %a into %t[%c1] : tensor<2xi32>
  %x = tensor.extract %t2[%c1] : tensor<2xi32>
  vector.print %x : i32
  %y = tensor.extract %t[%c1] : tensor<2xi32>
  vector.print %y : i32
  %at = bufferization.alloc_tensor() : tensor<2xi32>
  %f = linalg.fill ins(%b : i32) outs(%at : tensor<2xi32>) -> tensor<2xi32>
  %out = memref.alloc() : memref<2xi32>
  bufferization.materialize_in_destination %f in writable %out : (tensor<2xi32>, memref<2xi32>) -> ()
  %z = memref.load %out[%c0] : memref<2xi32>
  vector.print %z : i32
  memref.dealloc %m : memref<2xi32>
  memref.dealloc %out : memref<2xi32>
  return
}
