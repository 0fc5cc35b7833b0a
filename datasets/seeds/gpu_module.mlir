module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%m: memref<32xf32>, %s: f32) kernel {
      %tid = gpu.thread_id x
      %x = memref.load %m[%tid] : memref<32xf32>
      %y = arith.mulf %x, %s : f32
      memref.store %y, %m[%tid] : memref<32xf32>
      gpu.return
    }
  }
  func.func @host(%m: memref<32xf32>, %s: f32) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%m : memref<32xf32>, %s : f32)
    return
  }
}
