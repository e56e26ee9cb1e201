# Multiple return values: `return (a, b, c)` received by callassigned into locals, into struct
# fields (field ids), with a value ignored, and read back through %%retval0..2.
func &printf (var %fmt <* i8>, ...) i32
type $qr <struct {@q i32, @r i32}>
func &divmod (var %a i32, var %b i32) i32, i32 {
  return (div i32 (dread i32 %a, dread i32 %b), rem i32 (dread i32 %a, dread i32 %b))
}
func &stats (var %a f64, var %b f64, var %c f64) f64, f64, i64 {
  return (min f64 (dread f64 %a, min f64 (dread f64 %b, dread f64 %c)), max f64 (dread f64 %a, max f64 (dread f64 %b, dread f64 %c)), constval i64 3)
}
func &main () i32 {
  var %x i32
  var %y i32
  var %s <$qr>
  var %lo f64
  var %hi f64
  var %n i64
  callassigned &divmod (constval i32 47, constval i32 5) { dassign %x 0 dassign %y 0 }
  call &printf (conststr ptr "47 = 5*%d + %d\n", dread i32 %x, dread i32 %y)
  callassigned &divmod (constval i32 -47, constval i32 5) {
    dassign %s 1
    dassign %s 2
  }
  call &printf (conststr ptr "-47 = 5*%d + %d\n", dread i32 %s 1, dread i32 %s 2)
  callassigned &stats (constval f64 2.5, constval f64 -1.0, constval f64 9.75) {
    dassign %lo 0
    dassign %hi 0
    dassign %n 0
  }
  call &printf (conststr ptr "min %g max %g n %lld\n", dread f64 %lo, dread f64 %hi, dread i64 %n)
  # only the first value wanted
  dassign %y (constval i32 -1)
  callassigned &divmod (constval i32 100, constval i32 7) { dassign %x 0 }
  call &printf (conststr ptr "100/7 = %d, y untouched %d\n", dread i32 %x, dread i32 %y)
  # plain call, then the special registers
  call &stats (constval f64 4.0, constval f64 8.0, constval f64 6.0)
  dassign %lo (regread f64 %%retval0)
  dassign %hi (regread f64 %%retval1)
  dassign %n (regread i64 %%retval2)
  call &printf (conststr ptr "retvals: %g %g %lld\n", dread f64 %lo, dread f64 %hi, dread i64 %n)
  return (constval i32 0)
}
