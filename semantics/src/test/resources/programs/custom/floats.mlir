func.func @main() {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %s = arith.addf %a, %b : f32
  vector.print %s : f32
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %q = arith.divf %one, %three : f32
  vector.print %q : f32
  %zero = arith.constant 0.0 : f32
  %inf = arith.divf %one, %zero : f32
  vector.print %inf : f32
  %nan = arith.divf %zero, %zero : f32
  vector.print %nan : f32
  %c = arith.cmpf une, %nan, %nan : f32
  vector.print %c : i1
  %c2 = arith.cmpf oeq, %nan, %nan : f32
  vector.print %c2 : i1
  %big = arith.constant 1.0e20 : f64
  %t = arith.truncf %big : f64 to f32
  vector.print %t : f32
  %h = arith.truncf %q : f32 to f16
  vector.print %h : f16
  %bf = arith.truncf %q : f32 to bf16
  vector.print %bf : bf16
  %x = arith.constant -2.75 : f64
  %fi = arith.fptosi %x : f64 to i32
  vector.print %fi : i32
  %m7 = arith.constant -7 : i32
  %si = arith.sitofp %m7 : i32 to f64
  vector.print %si : f64
  %ui = arith.uitofp %m7 : i32 to f32
  vector.print %ui : f32
  %three2 = arith.constant 3.0 : f64
  %rem = arith.remf %x, %three2 : f64
  vector.print %rem : f64
  %neg = arith.negf %zero : f32
  vector.print %neg : f32
  %mx = arith.maximumf %neg, %zero : f32
  vector.print %mx : f32
  %mn = arith.minimumf %neg, %zero : f32
  vector.print %mn : f32
  %bc = arith.bitcast %one : f32 to i32
  vector.print %bc : i32
  %ext = arith.extf %h : f16 to f64
  vector.print %ext : f64
  %sq = math.sqrt %three : f32
  vector.print %sq : f32
  %fl = math.floor %x : f64
  vector.print %fl : f64
  %rd = math.round %x : f64
  vector.print %rd : f64
  %re = math.roundeven %x : f64
  vector.print %re : f64
  %half = arith.constant 2.5 : f64
  %rh = math.round %half : f64
  vector.print %rh : f64
  %reh = math.roundeven %half : f64
  vector.print %reh : f64
  %fma = math.fma %x, %x, %x : f64
  vector.print %fma : f64
  %ab = math.absf %x : f64
  vector.print %ab : f64
  %i = arith.constant 40 : i32
  %lz = math.ctlz %i : i32
  vector.print %lz : i32
  %tz = math.cttz %i : i32
  vector.print %tz : i32
  %pc = math.ctpop %m7 : i32
  vector.print %pc : i32
  %absi = math.absi %m7 : i32
  vector.print %absi : i32
  %ia = index.constant 7
  %ib = index.constant -2
  %id = index.divs %ia, %ib
  vector.print %id : index
  %ic = index.ceildivs %ia, %ib
  vector.print %ic : index
  %im = index.maxu %ia, %ib
  vector.print %im : index
  %icmp = index.cmp slt(%ib, %ia)
  vector.print %icmp : i1
  %is = index.shl %ia, %ia
  vector.print %is : index
  %cast = index.casts %ib : index to i32
  vector.print %cast : i32
  return
}
