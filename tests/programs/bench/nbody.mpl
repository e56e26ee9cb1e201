# Benchmark: the n-body simulation (5 planets, 1000 steps of 0.01) in f64 with sqrt
# (C twin: nbody.c; same operation order, so the same rounding).
func &printf (var %fmt <* i8>, ...) i32
type $body <struct {@x f64, @y f64, @z f64, @vx f64, @vy f64, @vz f64, @mass f64}>
var $bodies <[5] <$body>>
var $solar f64
func &init () void {
  var %b <* <$body>>
  var %days f64
  var %i i32
  dassign $solar (mul f64 (mul f64 (constval f64 4.0, constval f64 3.141592653589793), constval f64 3.141592653589793))
  dassign %days (constval f64 365.24)
  dassign %i (constval i32 0)
  dassign %b (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %i))
  iassign <* <$body>> 1 (dread ptr %b, constval f64 0.0)
  iassign <* <$body>> 2 (dread ptr %b, constval f64 0.0)
  iassign <* <$body>> 3 (dread ptr %b, constval f64 0.0)
  iassign <* <$body>> 4 (dread ptr %b, constval f64 0.0)
  iassign <* <$body>> 5 (dread ptr %b, constval f64 0.0)
  iassign <* <$body>> 6 (dread ptr %b, constval f64 0.0)
  iassign <* <$body>> 7 (dread ptr %b, dread f64 $solar)
  dassign %i (constval i32 1)
  dassign %b (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %i))
  iassign <* <$body>> 1 (dread ptr %b, constval f64 4.84143144246472090e+00)
  iassign <* <$body>> 2 (dread ptr %b, constval f64 -1.16032004402742839e+00)
  iassign <* <$body>> 3 (dread ptr %b, constval f64 -1.03622044471123109e-01)
  iassign <* <$body>> 4 (dread ptr %b, mul f64 (constval f64 1.66007664274403694e-03, dread f64 %days))
  iassign <* <$body>> 5 (dread ptr %b, mul f64 (constval f64 7.69901118419740425e-03, dread f64 %days))
  iassign <* <$body>> 6 (dread ptr %b, mul f64 (constval f64 -6.90460016972063023e-05, dread f64 %days))
  iassign <* <$body>> 7 (dread ptr %b, mul f64 (constval f64 9.54791938424326609e-04, dread f64 $solar))
  dassign %i (constval i32 2)
  dassign %b (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %i))
  iassign <* <$body>> 1 (dread ptr %b, constval f64 8.34336671824457987e+00)
  iassign <* <$body>> 2 (dread ptr %b, constval f64 4.12479856412430479e+00)
  iassign <* <$body>> 3 (dread ptr %b, constval f64 -4.03523417114321381e-01)
  iassign <* <$body>> 4 (dread ptr %b, mul f64 (constval f64 -2.76742510726862411e-03, dread f64 %days))
  iassign <* <$body>> 5 (dread ptr %b, mul f64 (constval f64 4.99852801234917238e-03, dread f64 %days))
  iassign <* <$body>> 6 (dread ptr %b, mul f64 (constval f64 2.30417297573763929e-05, dread f64 %days))
  iassign <* <$body>> 7 (dread ptr %b, mul f64 (constval f64 2.85885980666130812e-04, dread f64 $solar))
  dassign %i (constval i32 3)
  dassign %b (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %i))
  iassign <* <$body>> 1 (dread ptr %b, constval f64 1.28943695621391310e+01)
  iassign <* <$body>> 2 (dread ptr %b, constval f64 -1.51111514016986312e+01)
  iassign <* <$body>> 3 (dread ptr %b, constval f64 -2.23307578892655734e-01)
  iassign <* <$body>> 4 (dread ptr %b, mul f64 (constval f64 2.96460137564761618e-03, dread f64 %days))
  iassign <* <$body>> 5 (dread ptr %b, mul f64 (constval f64 2.37847173959480950e-03, dread f64 %days))
  iassign <* <$body>> 6 (dread ptr %b, mul f64 (constval f64 -2.96589568540237556e-05, dread f64 %days))
  iassign <* <$body>> 7 (dread ptr %b, mul f64 (constval f64 4.36624404335156298e-05, dread f64 $solar))
  dassign %i (constval i32 4)
  dassign %b (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %i))
  iassign <* <$body>> 1 (dread ptr %b, constval f64 1.53796971148509165e+01)
  iassign <* <$body>> 2 (dread ptr %b, constval f64 -2.59193146099879641e+01)
  iassign <* <$body>> 3 (dread ptr %b, constval f64 1.79258772950371181e-01)
  iassign <* <$body>> 4 (dread ptr %b, mul f64 (constval f64 2.68067772490389322e-03, dread f64 %days))
  iassign <* <$body>> 5 (dread ptr %b, mul f64 (constval f64 1.62824170038242295e-03, dread f64 %days))
  iassign <* <$body>> 6 (dread ptr %b, mul f64 (constval f64 -9.51592254519715870e-05, dread f64 %days))
  iassign <* <$body>> 7 (dread ptr %b, mul f64 (constval f64 5.15138902046611451e-05, dread f64 $solar))
  return ()
}
func &offset_momentum () void {
  var %b <* <$body>>
  var %i i32
  var %px f64
  var %py f64
  var %pz f64
  dassign %px (constval f64 0.0)
  dassign %py (constval f64 0.0)
  dassign %pz (constval f64 0.0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    dassign %b (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %i))
    dassign %px (add f64 (dread f64 %px, mul f64 (iread f64 <* <$body>> 4 (dread ptr %b), iread f64 <* <$body>> 7 (dread ptr %b))))
    dassign %py (add f64 (dread f64 %py, mul f64 (iread f64 <* <$body>> 5 (dread ptr %b), iread f64 <* <$body>> 7 (dread ptr %b))))
    dassign %pz (add f64 (dread f64 %pz, mul f64 (iread f64 <* <$body>> 6 (dread ptr %b), iread f64 <* <$body>> 7 (dread ptr %b))))
  }
  dassign %b (addrof ptr $bodies)
  iassign <* <$body>> 4 (dread ptr %b, div f64 (neg f64 (dread f64 %px), dread f64 $solar))
  iassign <* <$body>> 5 (dread ptr %b, div f64 (neg f64 (dread f64 %py), dread f64 $solar))
  iassign <* <$body>> 6 (dread ptr %b, div f64 (neg f64 (dread f64 %pz), dread f64 $solar))
  return ()
}
func &energy () f64 {
  var %b <* <$body>>
  var %c <* <$body>>
  var %i i32
  var %j i32
  var %e f64
  var %dx f64
  var %dy f64
  var %dz f64
  dassign %e (constval f64 0.0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    dassign %b (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %i))
    dassign %e (add f64 (dread f64 %e, mul f64 (mul f64 (constval f64 0.5, iread f64 <* <$body>> 7 (dread ptr %b)), add f64 (add f64 (mul f64 (iread f64 <* <$body>> 4 (dread ptr %b), iread f64 <* <$body>> 4 (dread ptr %b)), mul f64 (iread f64 <* <$body>> 5 (dread ptr %b), iread f64 <* <$body>> 5 (dread ptr %b))), mul f64 (iread f64 <* <$body>> 6 (dread ptr %b), iread f64 <* <$body>> 6 (dread ptr %b))))))
    doloop %j (add i32 (dread i32 %i, constval i32 1), lt i32 i32 (dread i32 %j, constval i32 5), constval i32 1) {
      dassign %c (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %j))
      dassign %dx (sub f64 (iread f64 <* <$body>> 1 (dread ptr %b), iread f64 <* <$body>> 1 (dread ptr %c)))
      dassign %dy (sub f64 (iread f64 <* <$body>> 2 (dread ptr %b), iread f64 <* <$body>> 2 (dread ptr %c)))
      dassign %dz (sub f64 (iread f64 <* <$body>> 3 (dread ptr %b), iread f64 <* <$body>> 3 (dread ptr %c)))
      dassign %e (sub f64 (dread f64 %e, div f64 (mul f64 (iread f64 <* <$body>> 7 (dread ptr %b), iread f64 <* <$body>> 7 (dread ptr %c)), sqrt f64 (add f64 (add f64 (mul f64 (dread f64 %dx, dread f64 %dx), mul f64 (dread f64 %dy, dread f64 %dy)), mul f64 (dread f64 %dz, dread f64 %dz))))))
    }
  }
  return (dread f64 %e)
}
func &advance (var %dt f64) void {
  var %b <* <$body>>
  var %c <* <$body>>
  var %i i32
  var %j i32
  var %dx f64
  var %dy f64
  var %dz f64
  var %d2 f64
  var %mag f64
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    dassign %b (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %i))
    doloop %j (add i32 (dread i32 %i, constval i32 1), lt i32 i32 (dread i32 %j, constval i32 5), constval i32 1) {
      dassign %c (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %j))
      dassign %dx (sub f64 (iread f64 <* <$body>> 1 (dread ptr %b), iread f64 <* <$body>> 1 (dread ptr %c)))
      dassign %dy (sub f64 (iread f64 <* <$body>> 2 (dread ptr %b), iread f64 <* <$body>> 2 (dread ptr %c)))
      dassign %dz (sub f64 (iread f64 <* <$body>> 3 (dread ptr %b), iread f64 <* <$body>> 3 (dread ptr %c)))
      dassign %d2 (add f64 (add f64 (mul f64 (dread f64 %dx, dread f64 %dx), mul f64 (dread f64 %dy, dread f64 %dy)), mul f64 (dread f64 %dz, dread f64 %dz)))
      dassign %mag (div f64 (dread f64 %dt, mul f64 (dread f64 %d2, sqrt f64 (dread f64 %d2))))
      iassign <* <$body>> 4 (dread ptr %b, sub f64 (iread f64 <* <$body>> 4 (dread ptr %b), mul f64 (mul f64 (dread f64 %dx, iread f64 <* <$body>> 7 (dread ptr %c)), dread f64 %mag)))
      iassign <* <$body>> 5 (dread ptr %b, sub f64 (iread f64 <* <$body>> 5 (dread ptr %b), mul f64 (mul f64 (dread f64 %dy, iread f64 <* <$body>> 7 (dread ptr %c)), dread f64 %mag)))
      iassign <* <$body>> 6 (dread ptr %b, sub f64 (iread f64 <* <$body>> 6 (dread ptr %b), mul f64 (mul f64 (dread f64 %dz, iread f64 <* <$body>> 7 (dread ptr %c)), dread f64 %mag)))
      iassign <* <$body>> 4 (dread ptr %c, add f64 (iread f64 <* <$body>> 4 (dread ptr %c), mul f64 (mul f64 (dread f64 %dx, iread f64 <* <$body>> 7 (dread ptr %b)), dread f64 %mag)))
      iassign <* <$body>> 5 (dread ptr %c, add f64 (iread f64 <* <$body>> 5 (dread ptr %c), mul f64 (mul f64 (dread f64 %dy, iread f64 <* <$body>> 7 (dread ptr %b)), dread f64 %mag)))
      iassign <* <$body>> 6 (dread ptr %c, add f64 (iread f64 <* <$body>> 6 (dread ptr %c), mul f64 (mul f64 (dread f64 %dz, iread f64 <* <$body>> 7 (dread ptr %b)), dread f64 %mag)))
    }
  }
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 5), constval i32 1) {
    dassign %b (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, dread i32 %i))
    iassign <* <$body>> 1 (dread ptr %b, add f64 (iread f64 <* <$body>> 1 (dread ptr %b), mul f64 (dread f64 %dt, iread f64 <* <$body>> 4 (dread ptr %b))))
    iassign <* <$body>> 2 (dread ptr %b, add f64 (iread f64 <* <$body>> 2 (dread ptr %b), mul f64 (dread f64 %dt, iread f64 <* <$body>> 5 (dread ptr %b))))
    iassign <* <$body>> 3 (dread ptr %b, add f64 (iread f64 <* <$body>> 3 (dread ptr %b), mul f64 (dread f64 %dt, iread f64 <* <$body>> 6 (dread ptr %b))))
  }
  return ()
}
func &main () i32 {
  var %s i32
  var %e f64
  call &init ()
  call &offset_momentum ()
  callassigned &energy () { dassign %e 0 }
  call &printf (conststr ptr "%.9f\n", dread f64 %e)
  doloop %s (constval i32 0, lt i32 i32 (dread i32 %s, constval i32 1000), constval i32 1) {
    call &advance (constval f64 0.01)
  }
  callassigned &energy () { dassign %e 0 }
  call &printf (conststr ptr "%.9f\n", dread f64 %e)
  call &printf (conststr ptr "jupiter x %.6f\n", iread f64 <* <$body>> 1 (array 0 ptr <* [5] <$body>> (addrof ptr $bodies, constval i32 1)))
  return (constval i32 0)
}
