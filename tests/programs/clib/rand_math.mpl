# rand's sequence after srand(42) and after srand(1) (glibc's generator), and the math.h
# functions in double and float form, printed with %.17g (float results promoted as a C
# vararg is): equal to glibc's bits. Expected output from the C twin (gcc -O0, volatile
# arguments, so nothing is folded at compile time).
func &printf public used varargs extern (var %__format <* u8> restrict, ...) i32
func &rand public extern () i32
func &srand public extern (var %__seed u32) void
func &sqrt public extern (var %x f64) f64
func &sqrtf public extern (var %x f32) f32
func &pow public extern (var %x f64, var %y f64) f64
func &powf public extern (var %x f32, var %y f32) f32
func &exp public extern (var %x f64) f64
func &expf public extern (var %x f32) f32
func &log public extern (var %x f64) f64
func &logf public extern (var %x f32) f32
func &log10 public extern (var %x f64) f64
func &log10f public extern (var %x f32) f32
func &sin public extern (var %x f64) f64
func &sinf public extern (var %x f32) f32
func &cos public extern (var %x f64) f64
func &cosf public extern (var %x f32) f32
func &tan public extern (var %x f64) f64
func &tanf public extern (var %x f32) f32
func &atan public extern (var %x f64) f64
func &atanf public extern (var %x f32) f32
func &atan2 public extern (var %x f64, var %y f64) f64
func &atan2f public extern (var %x f32, var %y f32) f32
func &fabs public extern (var %x f64) f64
func &fabsf public extern (var %x f32) f32
func &floor public extern (var %x f64) f64
func &floorf public extern (var %x f32) f32
func &ceil public extern (var %x f64) f64
func &ceilf public extern (var %x f32) f32
func &fmod public extern (var %x f64, var %y f64) f64
func &fmodf public extern (var %x f32, var %y f32) f32
func &round public extern (var %x f64) f64
func &roundf public extern (var %x f32) f32
func &trunc public extern (var %x f64) f64
func &truncf public extern (var %x f32) f32

func &main () i32 {
  var %i i32
  var %r1 i32
  var %r2 i32
  var %v0 f64
  var %w0 f32
  var %v1 f64
  var %w1 f32
  var %v2 f64
  var %w2 f32
  var %v3 f64
  var %w3 f32
  var %v4 f64
  var %w4 f32
  var %v5 f64
  var %w5 f32
  var %v6 f64
  var %w6 f32
  var %v7 f64
  var %w7 f32
  var %v8 f64
  var %w8 f32
  var %v9 f64
  var %w9 f32
  var %v10 f64
  var %w10 f32
  var %v11 f64
  var %w11 f32
  var %v12 f64
  var %w12 f32
  var %v13 f64
  var %w13 f32
  var %v14 f64
  var %w14 f32
  var %v15 f64
  var %w15 f32
  call &srand (constval u32 42)
  dassign %i 0 (constval i32 0)
  while (lt u1 i32 (dread i32 %i, constval i32 5)) {
    callassigned &rand () { dassign %r1 0 }
    call &printf (conststr ptr "%d ", dread i32 %r1)
    dassign %i 0 (add i32 (dread i32 %i, constval i32 1))
  }
  call &printf (conststr ptr "\n")
  call &srand (constval u32 1)
  callassigned &rand () { dassign %r1 0 }
  callassigned &rand () { dassign %r2 0 }
  call &printf (conststr ptr "%d %d\n", dread i32 %r1, rem i32 (dread i32 %r2, constval i32 100))
  callassigned &sqrt (constval f64 2.0) { dassign %v0 0 }
  callassigned &sqrtf (constval f32 2.0f) { dassign %w0 0 }
  callassigned &pow (constval f64 2.0, constval f64 0.7) { dassign %v1 0 }
  callassigned &powf (constval f32 2.0f, constval f32 0.7f) { dassign %w1 0 }
  callassigned &exp (constval f64 0.7) { dassign %v2 0 }
  callassigned &expf (constval f32 0.7f) { dassign %w2 0 }
  callassigned &log (constval f64 10.0) { dassign %v3 0 }
  callassigned &logf (constval f32 10.0f) { dassign %w3 0 }
  callassigned &log10 (constval f64 3.0) { dassign %v4 0 }
  callassigned &log10f (constval f32 3.0f) { dassign %w4 0 }
  callassigned &sin (constval f64 0.7) { dassign %v5 0 }
  callassigned &sinf (constval f32 0.7f) { dassign %w5 0 }
  callassigned &cos (constval f64 0.7) { dassign %v6 0 }
  callassigned &cosf (constval f32 0.7f) { dassign %w6 0 }
  callassigned &tan (constval f64 0.7) { dassign %v7 0 }
  callassigned &tanf (constval f32 0.7f) { dassign %w7 0 }
  callassigned &atan (constval f64 0.7) { dassign %v8 0 }
  callassigned &atanf (constval f32 0.7f) { dassign %w8 0 }
  callassigned &atan2 (constval f64 0.7, constval f64 -2.5) { dassign %v9 0 }
  callassigned &atan2f (constval f32 0.7f, constval f32 -2.5f) { dassign %w9 0 }
  callassigned &fabs (constval f64 -2.5) { dassign %v10 0 }
  callassigned &fabsf (constval f32 -2.5f) { dassign %w10 0 }
  callassigned &floor (constval f64 -2.5) { dassign %v11 0 }
  callassigned &floorf (constval f32 -2.5f) { dassign %w11 0 }
  callassigned &ceil (constval f64 -2.5) { dassign %v12 0 }
  callassigned &ceilf (constval f32 -2.5f) { dassign %w12 0 }
  callassigned &fmod (constval f64 10.0, constval f64 3.0) { dassign %v13 0 }
  callassigned &fmodf (constval f32 10.0f, constval f32 3.0f) { dassign %w13 0 }
  callassigned &round (constval f64 -2.5) { dassign %v14 0 }
  callassigned &roundf (constval f32 -2.5f) { dassign %w14 0 }
  callassigned &trunc (constval f64 -2.5) { dassign %v15 0 }
  callassigned &truncf (constval f32 -2.5f) { dassign %w15 0 }
  call &printf (conststr ptr "%.17g %.17g %.17g %.17g\n", dread f64 %v0, dread f64 %v1, dread f64 %v2, dread f64 %v3)
  call &printf (conststr ptr "%.17g %.17g %.17g %.17g\n", dread f64 %v4, dread f64 %v5, dread f64 %v6, dread f64 %v7)
  call &printf (conststr ptr "%.17g %.17g %.17g %.17g\n", dread f64 %v8, dread f64 %v9, dread f64 %v10, dread f64 %v11)
  call &printf (conststr ptr "%.17g %.17g %.17g %.17g\n", dread f64 %v12, dread f64 %v13, dread f64 %v14, dread f64 %v15)
  call &printf (conststr ptr "%.17g %.17g %.17g %.17g\n", cvt f64 f32 (dread f32 %w0), cvt f64 f32 (dread f32 %w1), cvt f64 f32 (dread f32 %w2), cvt f64 f32 (dread f32 %w3))
  call &printf (conststr ptr "%.17g %.17g %.17g %.17g\n", cvt f64 f32 (dread f32 %w4), cvt f64 f32 (dread f32 %w5), cvt f64 f32 (dread f32 %w6), cvt f64 f32 (dread f32 %w7))
  call &printf (conststr ptr "%.17g %.17g %.17g %.17g\n", cvt f64 f32 (dread f32 %w8), cvt f64 f32 (dread f32 %w9), cvt f64 f32 (dread f32 %w10), cvt f64 f32 (dread f32 %w11))
  call &printf (conststr ptr "%.17g %.17g %.17g %.17g\n", cvt f64 f32 (dread f32 %w12), cvt f64 f32 (dread f32 %w13), cvt f64 f32 (dread f32 %w14), cvt f64 f32 (dread f32 %w15))
  return (constval i32 0)
}
