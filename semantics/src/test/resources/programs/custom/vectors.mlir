func.func @main() {
  %v = arith.constant dense<[1, -2, 3, 4]> : vector<4xi32>
  %w = arith.constant dense<10> : vector<4xi32>
  %s = arith.addi %v, %w : vector<4xi32>
  vector.print %s : vector<4xi32>
  %r = vector.reduction <add>, %v : vector<4xi32> into i32
  vector.print %r : i32
  %m = vector.reduction <mul>, %v : vector<4xi32> into i32
  vector.print %m : i32
  %mx = vector.reduction <maxsi>, %v : vector<4xi32> into i32
  vector.print %mx : i32
  %mu = vector.reduction <maxui>, %v : vector<4xi32> into i32
  vector.print %mu : i32
  %acc = arith.constant 100 : i32
  %ra = vector.reduction <add>, %v, %acc : vector<4xi32> into i32
  vector.print %ra : i32
  %e = vector.extract %v[2] : i32 from vector<4xi32>
  vector.print %e : i32
  %ins = vector.insert %acc, %v[0] : i32 into vector<4xi32>
  vector.print %ins : vector<4xi32>
  %b = vector.broadcast %e : i32 to vector<2x3xi32>
  vector.print %b : vector<2x3xi32>
  %row = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %b2 = vector.broadcast %row : vector<3xi32> to vector<2x3xi32>
  vector.print %b2 : vector<2x3xi32>
  %x = vector.extract %b2[1] : vector<3xi32> from vector<2x3xi32>
  vector.print %x : vector<3xi32>
  %y = vector.extract %b2[0, 2] : i32 from vector<2x3xi32>
  vector.print %y : i32
  %c1 = arith.constant 1 : index
  %dyn = vector.extract %v[%c1] : i32 from vector<4xi32>
  vector.print %dyn : i32
  %fe = vector.from_elements %dyn, %e : vector<2xi32>
  vector.print %fe : vector<2xi32>
  %cmp = arith.cmpi sgt, %v, %w : vector<4xi32>
  vector.print %cmp : vector<4xi1>
  %sel = arith.select %cmp, %v, %w : vector<4xi1>, vector<4xi32>
  vector.print %sel : vector<4xi32>
  %f = arith.constant dense<[1.5, -2.25]> : vector<2xf32>
  %fs = vector.reduction <add>, %f : vector<2xf32> into f32
  vector.print %fs : f32
  %fm = vector.reduction <minimumf>, %f : vector<2xf32> into f32
  vector.print %fm : f32
  %i8v = arith.constant dense<[127, -128]> : vector<2xi8>
  %one8 = arith.constant dense<1> : vector<2xi8>
  %add8 = arith.addi %i8v, %one8 : vector<2xi8>
  vector.print %add8 : vector<2xi8>
  return
}
