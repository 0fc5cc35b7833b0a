#map = affine_map<(d0, d1) -> (d0 * 8 + d1)>
func.func @f(%arg0: memref<16xf32>) -> memref<2x8xf32, #map> {
  %0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 8], strides: [8, 1] : memref<16xf32> to memref<2x8xf32, #map>
  return %0 : memref<2x8xf32, #map>
}
