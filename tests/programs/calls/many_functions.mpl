# Many functions (300, more than any 8-bit index holds): a call chain through all of them
# (f0 calls f1 ... f299), then every one called through a table of their addresses.
func &printf (var %fmt <* i8>, ...) i32
var $tab <[300] a64>
func &f0 (var %d i32) i32 {
  var %r i32
  callassigned &f1 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 0))
}
func &f1 (var %d i32) i32 {
  var %r i32
  callassigned &f2 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 1))
}
func &f2 (var %d i32) i32 {
  var %r i32
  callassigned &f3 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 2))
}
func &f3 (var %d i32) i32 {
  var %r i32
  callassigned &f4 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 3))
}
func &f4 (var %d i32) i32 {
  var %r i32
  callassigned &f5 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 4))
}
func &f5 (var %d i32) i32 {
  var %r i32
  callassigned &f6 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 5))
}
func &f6 (var %d i32) i32 {
  var %r i32
  callassigned &f7 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 6))
}
func &f7 (var %d i32) i32 {
  var %r i32
  callassigned &f8 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 7))
}
func &f8 (var %d i32) i32 {
  var %r i32
  callassigned &f9 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 8))
}
func &f9 (var %d i32) i32 {
  var %r i32
  callassigned &f10 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 9))
}
func &f10 (var %d i32) i32 {
  var %r i32
  callassigned &f11 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 10))
}
func &f11 (var %d i32) i32 {
  var %r i32
  callassigned &f12 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 11))
}
func &f12 (var %d i32) i32 {
  var %r i32
  callassigned &f13 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 12))
}
func &f13 (var %d i32) i32 {
  var %r i32
  callassigned &f14 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 13))
}
func &f14 (var %d i32) i32 {
  var %r i32
  callassigned &f15 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 14))
}
func &f15 (var %d i32) i32 {
  var %r i32
  callassigned &f16 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 15))
}
func &f16 (var %d i32) i32 {
  var %r i32
  callassigned &f17 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 16))
}
func &f17 (var %d i32) i32 {
  var %r i32
  callassigned &f18 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 17))
}
func &f18 (var %d i32) i32 {
  var %r i32
  callassigned &f19 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 18))
}
func &f19 (var %d i32) i32 {
  var %r i32
  callassigned &f20 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 19))
}
func &f20 (var %d i32) i32 {
  var %r i32
  callassigned &f21 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 20))
}
func &f21 (var %d i32) i32 {
  var %r i32
  callassigned &f22 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 21))
}
func &f22 (var %d i32) i32 {
  var %r i32
  callassigned &f23 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 22))
}
func &f23 (var %d i32) i32 {
  var %r i32
  callassigned &f24 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 23))
}
func &f24 (var %d i32) i32 {
  var %r i32
  callassigned &f25 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 24))
}
func &f25 (var %d i32) i32 {
  var %r i32
  callassigned &f26 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 25))
}
func &f26 (var %d i32) i32 {
  var %r i32
  callassigned &f27 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 26))
}
func &f27 (var %d i32) i32 {
  var %r i32
  callassigned &f28 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 27))
}
func &f28 (var %d i32) i32 {
  var %r i32
  callassigned &f29 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 28))
}
func &f29 (var %d i32) i32 {
  var %r i32
  callassigned &f30 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 29))
}
func &f30 (var %d i32) i32 {
  var %r i32
  callassigned &f31 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 30))
}
func &f31 (var %d i32) i32 {
  var %r i32
  callassigned &f32 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 31))
}
func &f32 (var %d i32) i32 {
  var %r i32
  callassigned &f33 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 32))
}
func &f33 (var %d i32) i32 {
  var %r i32
  callassigned &f34 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 33))
}
func &f34 (var %d i32) i32 {
  var %r i32
  callassigned &f35 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 34))
}
func &f35 (var %d i32) i32 {
  var %r i32
  callassigned &f36 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 35))
}
func &f36 (var %d i32) i32 {
  var %r i32
  callassigned &f37 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 36))
}
func &f37 (var %d i32) i32 {
  var %r i32
  callassigned &f38 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 37))
}
func &f38 (var %d i32) i32 {
  var %r i32
  callassigned &f39 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 38))
}
func &f39 (var %d i32) i32 {
  var %r i32
  callassigned &f40 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 39))
}
func &f40 (var %d i32) i32 {
  var %r i32
  callassigned &f41 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 40))
}
func &f41 (var %d i32) i32 {
  var %r i32
  callassigned &f42 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 41))
}
func &f42 (var %d i32) i32 {
  var %r i32
  callassigned &f43 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 42))
}
func &f43 (var %d i32) i32 {
  var %r i32
  callassigned &f44 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 43))
}
func &f44 (var %d i32) i32 {
  var %r i32
  callassigned &f45 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 44))
}
func &f45 (var %d i32) i32 {
  var %r i32
  callassigned &f46 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 45))
}
func &f46 (var %d i32) i32 {
  var %r i32
  callassigned &f47 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 46))
}
func &f47 (var %d i32) i32 {
  var %r i32
  callassigned &f48 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 47))
}
func &f48 (var %d i32) i32 {
  var %r i32
  callassigned &f49 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 48))
}
func &f49 (var %d i32) i32 {
  var %r i32
  callassigned &f50 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 49))
}
func &f50 (var %d i32) i32 {
  var %r i32
  callassigned &f51 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 50))
}
func &f51 (var %d i32) i32 {
  var %r i32
  callassigned &f52 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 51))
}
func &f52 (var %d i32) i32 {
  var %r i32
  callassigned &f53 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 52))
}
func &f53 (var %d i32) i32 {
  var %r i32
  callassigned &f54 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 53))
}
func &f54 (var %d i32) i32 {
  var %r i32
  callassigned &f55 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 54))
}
func &f55 (var %d i32) i32 {
  var %r i32
  callassigned &f56 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 55))
}
func &f56 (var %d i32) i32 {
  var %r i32
  callassigned &f57 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 56))
}
func &f57 (var %d i32) i32 {
  var %r i32
  callassigned &f58 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 57))
}
func &f58 (var %d i32) i32 {
  var %r i32
  callassigned &f59 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 58))
}
func &f59 (var %d i32) i32 {
  var %r i32
  callassigned &f60 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 59))
}
func &f60 (var %d i32) i32 {
  var %r i32
  callassigned &f61 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 60))
}
func &f61 (var %d i32) i32 {
  var %r i32
  callassigned &f62 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 61))
}
func &f62 (var %d i32) i32 {
  var %r i32
  callassigned &f63 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 62))
}
func &f63 (var %d i32) i32 {
  var %r i32
  callassigned &f64 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 63))
}
func &f64 (var %d i32) i32 {
  var %r i32
  callassigned &f65 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 64))
}
func &f65 (var %d i32) i32 {
  var %r i32
  callassigned &f66 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 65))
}
func &f66 (var %d i32) i32 {
  var %r i32
  callassigned &f67 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 66))
}
func &f67 (var %d i32) i32 {
  var %r i32
  callassigned &f68 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 67))
}
func &f68 (var %d i32) i32 {
  var %r i32
  callassigned &f69 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 68))
}
func &f69 (var %d i32) i32 {
  var %r i32
  callassigned &f70 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 69))
}
func &f70 (var %d i32) i32 {
  var %r i32
  callassigned &f71 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 70))
}
func &f71 (var %d i32) i32 {
  var %r i32
  callassigned &f72 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 71))
}
func &f72 (var %d i32) i32 {
  var %r i32
  callassigned &f73 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 72))
}
func &f73 (var %d i32) i32 {
  var %r i32
  callassigned &f74 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 73))
}
func &f74 (var %d i32) i32 {
  var %r i32
  callassigned &f75 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 74))
}
func &f75 (var %d i32) i32 {
  var %r i32
  callassigned &f76 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 75))
}
func &f76 (var %d i32) i32 {
  var %r i32
  callassigned &f77 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 76))
}
func &f77 (var %d i32) i32 {
  var %r i32
  callassigned &f78 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 77))
}
func &f78 (var %d i32) i32 {
  var %r i32
  callassigned &f79 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 78))
}
func &f79 (var %d i32) i32 {
  var %r i32
  callassigned &f80 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 79))
}
func &f80 (var %d i32) i32 {
  var %r i32
  callassigned &f81 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 80))
}
func &f81 (var %d i32) i32 {
  var %r i32
  callassigned &f82 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 81))
}
func &f82 (var %d i32) i32 {
  var %r i32
  callassigned &f83 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 82))
}
func &f83 (var %d i32) i32 {
  var %r i32
  callassigned &f84 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 83))
}
func &f84 (var %d i32) i32 {
  var %r i32
  callassigned &f85 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 84))
}
func &f85 (var %d i32) i32 {
  var %r i32
  callassigned &f86 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 85))
}
func &f86 (var %d i32) i32 {
  var %r i32
  callassigned &f87 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 86))
}
func &f87 (var %d i32) i32 {
  var %r i32
  callassigned &f88 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 87))
}
func &f88 (var %d i32) i32 {
  var %r i32
  callassigned &f89 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 88))
}
func &f89 (var %d i32) i32 {
  var %r i32
  callassigned &f90 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 89))
}
func &f90 (var %d i32) i32 {
  var %r i32
  callassigned &f91 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 90))
}
func &f91 (var %d i32) i32 {
  var %r i32
  callassigned &f92 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 91))
}
func &f92 (var %d i32) i32 {
  var %r i32
  callassigned &f93 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 92))
}
func &f93 (var %d i32) i32 {
  var %r i32
  callassigned &f94 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 93))
}
func &f94 (var %d i32) i32 {
  var %r i32
  callassigned &f95 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 94))
}
func &f95 (var %d i32) i32 {
  var %r i32
  callassigned &f96 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 95))
}
func &f96 (var %d i32) i32 {
  var %r i32
  callassigned &f97 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 96))
}
func &f97 (var %d i32) i32 {
  var %r i32
  callassigned &f98 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 97))
}
func &f98 (var %d i32) i32 {
  var %r i32
  callassigned &f99 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 98))
}
func &f99 (var %d i32) i32 {
  var %r i32
  callassigned &f100 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 99))
}
func &f100 (var %d i32) i32 {
  var %r i32
  callassigned &f101 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 100))
}
func &f101 (var %d i32) i32 {
  var %r i32
  callassigned &f102 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 101))
}
func &f102 (var %d i32) i32 {
  var %r i32
  callassigned &f103 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 102))
}
func &f103 (var %d i32) i32 {
  var %r i32
  callassigned &f104 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 103))
}
func &f104 (var %d i32) i32 {
  var %r i32
  callassigned &f105 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 104))
}
func &f105 (var %d i32) i32 {
  var %r i32
  callassigned &f106 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 105))
}
func &f106 (var %d i32) i32 {
  var %r i32
  callassigned &f107 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 106))
}
func &f107 (var %d i32) i32 {
  var %r i32
  callassigned &f108 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 107))
}
func &f108 (var %d i32) i32 {
  var %r i32
  callassigned &f109 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 108))
}
func &f109 (var %d i32) i32 {
  var %r i32
  callassigned &f110 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 109))
}
func &f110 (var %d i32) i32 {
  var %r i32
  callassigned &f111 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 110))
}
func &f111 (var %d i32) i32 {
  var %r i32
  callassigned &f112 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 111))
}
func &f112 (var %d i32) i32 {
  var %r i32
  callassigned &f113 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 112))
}
func &f113 (var %d i32) i32 {
  var %r i32
  callassigned &f114 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 113))
}
func &f114 (var %d i32) i32 {
  var %r i32
  callassigned &f115 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 114))
}
func &f115 (var %d i32) i32 {
  var %r i32
  callassigned &f116 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 115))
}
func &f116 (var %d i32) i32 {
  var %r i32
  callassigned &f117 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 116))
}
func &f117 (var %d i32) i32 {
  var %r i32
  callassigned &f118 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 117))
}
func &f118 (var %d i32) i32 {
  var %r i32
  callassigned &f119 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 118))
}
func &f119 (var %d i32) i32 {
  var %r i32
  callassigned &f120 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 119))
}
func &f120 (var %d i32) i32 {
  var %r i32
  callassigned &f121 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 120))
}
func &f121 (var %d i32) i32 {
  var %r i32
  callassigned &f122 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 121))
}
func &f122 (var %d i32) i32 {
  var %r i32
  callassigned &f123 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 122))
}
func &f123 (var %d i32) i32 {
  var %r i32
  callassigned &f124 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 123))
}
func &f124 (var %d i32) i32 {
  var %r i32
  callassigned &f125 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 124))
}
func &f125 (var %d i32) i32 {
  var %r i32
  callassigned &f126 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 125))
}
func &f126 (var %d i32) i32 {
  var %r i32
  callassigned &f127 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 126))
}
func &f127 (var %d i32) i32 {
  var %r i32
  callassigned &f128 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 127))
}
func &f128 (var %d i32) i32 {
  var %r i32
  callassigned &f129 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 128))
}
func &f129 (var %d i32) i32 {
  var %r i32
  callassigned &f130 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 129))
}
func &f130 (var %d i32) i32 {
  var %r i32
  callassigned &f131 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 130))
}
func &f131 (var %d i32) i32 {
  var %r i32
  callassigned &f132 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 131))
}
func &f132 (var %d i32) i32 {
  var %r i32
  callassigned &f133 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 132))
}
func &f133 (var %d i32) i32 {
  var %r i32
  callassigned &f134 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 133))
}
func &f134 (var %d i32) i32 {
  var %r i32
  callassigned &f135 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 134))
}
func &f135 (var %d i32) i32 {
  var %r i32
  callassigned &f136 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 135))
}
func &f136 (var %d i32) i32 {
  var %r i32
  callassigned &f137 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 136))
}
func &f137 (var %d i32) i32 {
  var %r i32
  callassigned &f138 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 137))
}
func &f138 (var %d i32) i32 {
  var %r i32
  callassigned &f139 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 138))
}
func &f139 (var %d i32) i32 {
  var %r i32
  callassigned &f140 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 139))
}
func &f140 (var %d i32) i32 {
  var %r i32
  callassigned &f141 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 140))
}
func &f141 (var %d i32) i32 {
  var %r i32
  callassigned &f142 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 141))
}
func &f142 (var %d i32) i32 {
  var %r i32
  callassigned &f143 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 142))
}
func &f143 (var %d i32) i32 {
  var %r i32
  callassigned &f144 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 143))
}
func &f144 (var %d i32) i32 {
  var %r i32
  callassigned &f145 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 144))
}
func &f145 (var %d i32) i32 {
  var %r i32
  callassigned &f146 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 145))
}
func &f146 (var %d i32) i32 {
  var %r i32
  callassigned &f147 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 146))
}
func &f147 (var %d i32) i32 {
  var %r i32
  callassigned &f148 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 147))
}
func &f148 (var %d i32) i32 {
  var %r i32
  callassigned &f149 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 148))
}
func &f149 (var %d i32) i32 {
  var %r i32
  callassigned &f150 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 149))
}
func &f150 (var %d i32) i32 {
  var %r i32
  callassigned &f151 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 150))
}
func &f151 (var %d i32) i32 {
  var %r i32
  callassigned &f152 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 151))
}
func &f152 (var %d i32) i32 {
  var %r i32
  callassigned &f153 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 152))
}
func &f153 (var %d i32) i32 {
  var %r i32
  callassigned &f154 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 153))
}
func &f154 (var %d i32) i32 {
  var %r i32
  callassigned &f155 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 154))
}
func &f155 (var %d i32) i32 {
  var %r i32
  callassigned &f156 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 155))
}
func &f156 (var %d i32) i32 {
  var %r i32
  callassigned &f157 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 156))
}
func &f157 (var %d i32) i32 {
  var %r i32
  callassigned &f158 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 157))
}
func &f158 (var %d i32) i32 {
  var %r i32
  callassigned &f159 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 158))
}
func &f159 (var %d i32) i32 {
  var %r i32
  callassigned &f160 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 159))
}
func &f160 (var %d i32) i32 {
  var %r i32
  callassigned &f161 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 160))
}
func &f161 (var %d i32) i32 {
  var %r i32
  callassigned &f162 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 161))
}
func &f162 (var %d i32) i32 {
  var %r i32
  callassigned &f163 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 162))
}
func &f163 (var %d i32) i32 {
  var %r i32
  callassigned &f164 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 163))
}
func &f164 (var %d i32) i32 {
  var %r i32
  callassigned &f165 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 164))
}
func &f165 (var %d i32) i32 {
  var %r i32
  callassigned &f166 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 165))
}
func &f166 (var %d i32) i32 {
  var %r i32
  callassigned &f167 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 166))
}
func &f167 (var %d i32) i32 {
  var %r i32
  callassigned &f168 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 167))
}
func &f168 (var %d i32) i32 {
  var %r i32
  callassigned &f169 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 168))
}
func &f169 (var %d i32) i32 {
  var %r i32
  callassigned &f170 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 169))
}
func &f170 (var %d i32) i32 {
  var %r i32
  callassigned &f171 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 170))
}
func &f171 (var %d i32) i32 {
  var %r i32
  callassigned &f172 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 171))
}
func &f172 (var %d i32) i32 {
  var %r i32
  callassigned &f173 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 172))
}
func &f173 (var %d i32) i32 {
  var %r i32
  callassigned &f174 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 173))
}
func &f174 (var %d i32) i32 {
  var %r i32
  callassigned &f175 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 174))
}
func &f175 (var %d i32) i32 {
  var %r i32
  callassigned &f176 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 175))
}
func &f176 (var %d i32) i32 {
  var %r i32
  callassigned &f177 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 176))
}
func &f177 (var %d i32) i32 {
  var %r i32
  callassigned &f178 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 177))
}
func &f178 (var %d i32) i32 {
  var %r i32
  callassigned &f179 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 178))
}
func &f179 (var %d i32) i32 {
  var %r i32
  callassigned &f180 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 179))
}
func &f180 (var %d i32) i32 {
  var %r i32
  callassigned &f181 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 180))
}
func &f181 (var %d i32) i32 {
  var %r i32
  callassigned &f182 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 181))
}
func &f182 (var %d i32) i32 {
  var %r i32
  callassigned &f183 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 182))
}
func &f183 (var %d i32) i32 {
  var %r i32
  callassigned &f184 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 183))
}
func &f184 (var %d i32) i32 {
  var %r i32
  callassigned &f185 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 184))
}
func &f185 (var %d i32) i32 {
  var %r i32
  callassigned &f186 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 185))
}
func &f186 (var %d i32) i32 {
  var %r i32
  callassigned &f187 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 186))
}
func &f187 (var %d i32) i32 {
  var %r i32
  callassigned &f188 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 187))
}
func &f188 (var %d i32) i32 {
  var %r i32
  callassigned &f189 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 188))
}
func &f189 (var %d i32) i32 {
  var %r i32
  callassigned &f190 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 189))
}
func &f190 (var %d i32) i32 {
  var %r i32
  callassigned &f191 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 190))
}
func &f191 (var %d i32) i32 {
  var %r i32
  callassigned &f192 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 191))
}
func &f192 (var %d i32) i32 {
  var %r i32
  callassigned &f193 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 192))
}
func &f193 (var %d i32) i32 {
  var %r i32
  callassigned &f194 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 193))
}
func &f194 (var %d i32) i32 {
  var %r i32
  callassigned &f195 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 194))
}
func &f195 (var %d i32) i32 {
  var %r i32
  callassigned &f196 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 195))
}
func &f196 (var %d i32) i32 {
  var %r i32
  callassigned &f197 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 196))
}
func &f197 (var %d i32) i32 {
  var %r i32
  callassigned &f198 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 197))
}
func &f198 (var %d i32) i32 {
  var %r i32
  callassigned &f199 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 198))
}
func &f199 (var %d i32) i32 {
  var %r i32
  callassigned &f200 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 199))
}
func &f200 (var %d i32) i32 {
  var %r i32
  callassigned &f201 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 200))
}
func &f201 (var %d i32) i32 {
  var %r i32
  callassigned &f202 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 201))
}
func &f202 (var %d i32) i32 {
  var %r i32
  callassigned &f203 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 202))
}
func &f203 (var %d i32) i32 {
  var %r i32
  callassigned &f204 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 203))
}
func &f204 (var %d i32) i32 {
  var %r i32
  callassigned &f205 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 204))
}
func &f205 (var %d i32) i32 {
  var %r i32
  callassigned &f206 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 205))
}
func &f206 (var %d i32) i32 {
  var %r i32
  callassigned &f207 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 206))
}
func &f207 (var %d i32) i32 {
  var %r i32
  callassigned &f208 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 207))
}
func &f208 (var %d i32) i32 {
  var %r i32
  callassigned &f209 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 208))
}
func &f209 (var %d i32) i32 {
  var %r i32
  callassigned &f210 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 209))
}
func &f210 (var %d i32) i32 {
  var %r i32
  callassigned &f211 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 210))
}
func &f211 (var %d i32) i32 {
  var %r i32
  callassigned &f212 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 211))
}
func &f212 (var %d i32) i32 {
  var %r i32
  callassigned &f213 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 212))
}
func &f213 (var %d i32) i32 {
  var %r i32
  callassigned &f214 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 213))
}
func &f214 (var %d i32) i32 {
  var %r i32
  callassigned &f215 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 214))
}
func &f215 (var %d i32) i32 {
  var %r i32
  callassigned &f216 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 215))
}
func &f216 (var %d i32) i32 {
  var %r i32
  callassigned &f217 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 216))
}
func &f217 (var %d i32) i32 {
  var %r i32
  callassigned &f218 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 217))
}
func &f218 (var %d i32) i32 {
  var %r i32
  callassigned &f219 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 218))
}
func &f219 (var %d i32) i32 {
  var %r i32
  callassigned &f220 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 219))
}
func &f220 (var %d i32) i32 {
  var %r i32
  callassigned &f221 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 220))
}
func &f221 (var %d i32) i32 {
  var %r i32
  callassigned &f222 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 221))
}
func &f222 (var %d i32) i32 {
  var %r i32
  callassigned &f223 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 222))
}
func &f223 (var %d i32) i32 {
  var %r i32
  callassigned &f224 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 223))
}
func &f224 (var %d i32) i32 {
  var %r i32
  callassigned &f225 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 224))
}
func &f225 (var %d i32) i32 {
  var %r i32
  callassigned &f226 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 225))
}
func &f226 (var %d i32) i32 {
  var %r i32
  callassigned &f227 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 226))
}
func &f227 (var %d i32) i32 {
  var %r i32
  callassigned &f228 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 227))
}
func &f228 (var %d i32) i32 {
  var %r i32
  callassigned &f229 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 228))
}
func &f229 (var %d i32) i32 {
  var %r i32
  callassigned &f230 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 229))
}
func &f230 (var %d i32) i32 {
  var %r i32
  callassigned &f231 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 230))
}
func &f231 (var %d i32) i32 {
  var %r i32
  callassigned &f232 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 231))
}
func &f232 (var %d i32) i32 {
  var %r i32
  callassigned &f233 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 232))
}
func &f233 (var %d i32) i32 {
  var %r i32
  callassigned &f234 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 233))
}
func &f234 (var %d i32) i32 {
  var %r i32
  callassigned &f235 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 234))
}
func &f235 (var %d i32) i32 {
  var %r i32
  callassigned &f236 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 235))
}
func &f236 (var %d i32) i32 {
  var %r i32
  callassigned &f237 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 236))
}
func &f237 (var %d i32) i32 {
  var %r i32
  callassigned &f238 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 237))
}
func &f238 (var %d i32) i32 {
  var %r i32
  callassigned &f239 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 238))
}
func &f239 (var %d i32) i32 {
  var %r i32
  callassigned &f240 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 239))
}
func &f240 (var %d i32) i32 {
  var %r i32
  callassigned &f241 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 240))
}
func &f241 (var %d i32) i32 {
  var %r i32
  callassigned &f242 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 241))
}
func &f242 (var %d i32) i32 {
  var %r i32
  callassigned &f243 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 242))
}
func &f243 (var %d i32) i32 {
  var %r i32
  callassigned &f244 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 243))
}
func &f244 (var %d i32) i32 {
  var %r i32
  callassigned &f245 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 244))
}
func &f245 (var %d i32) i32 {
  var %r i32
  callassigned &f246 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 245))
}
func &f246 (var %d i32) i32 {
  var %r i32
  callassigned &f247 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 246))
}
func &f247 (var %d i32) i32 {
  var %r i32
  callassigned &f248 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 247))
}
func &f248 (var %d i32) i32 {
  var %r i32
  callassigned &f249 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 248))
}
func &f249 (var %d i32) i32 {
  var %r i32
  callassigned &f250 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 249))
}
func &f250 (var %d i32) i32 {
  var %r i32
  callassigned &f251 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 250))
}
func &f251 (var %d i32) i32 {
  var %r i32
  callassigned &f252 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 251))
}
func &f252 (var %d i32) i32 {
  var %r i32
  callassigned &f253 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 252))
}
func &f253 (var %d i32) i32 {
  var %r i32
  callassigned &f254 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 253))
}
func &f254 (var %d i32) i32 {
  var %r i32
  callassigned &f255 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 254))
}
func &f255 (var %d i32) i32 {
  var %r i32
  callassigned &f256 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 255))
}
func &f256 (var %d i32) i32 {
  var %r i32
  callassigned &f257 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 256))
}
func &f257 (var %d i32) i32 {
  var %r i32
  callassigned &f258 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 257))
}
func &f258 (var %d i32) i32 {
  var %r i32
  callassigned &f259 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 258))
}
func &f259 (var %d i32) i32 {
  var %r i32
  callassigned &f260 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 259))
}
func &f260 (var %d i32) i32 {
  var %r i32
  callassigned &f261 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 260))
}
func &f261 (var %d i32) i32 {
  var %r i32
  callassigned &f262 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 261))
}
func &f262 (var %d i32) i32 {
  var %r i32
  callassigned &f263 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 262))
}
func &f263 (var %d i32) i32 {
  var %r i32
  callassigned &f264 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 263))
}
func &f264 (var %d i32) i32 {
  var %r i32
  callassigned &f265 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 264))
}
func &f265 (var %d i32) i32 {
  var %r i32
  callassigned &f266 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 265))
}
func &f266 (var %d i32) i32 {
  var %r i32
  callassigned &f267 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 266))
}
func &f267 (var %d i32) i32 {
  var %r i32
  callassigned &f268 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 267))
}
func &f268 (var %d i32) i32 {
  var %r i32
  callassigned &f269 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 268))
}
func &f269 (var %d i32) i32 {
  var %r i32
  callassigned &f270 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 269))
}
func &f270 (var %d i32) i32 {
  var %r i32
  callassigned &f271 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 270))
}
func &f271 (var %d i32) i32 {
  var %r i32
  callassigned &f272 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 271))
}
func &f272 (var %d i32) i32 {
  var %r i32
  callassigned &f273 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 272))
}
func &f273 (var %d i32) i32 {
  var %r i32
  callassigned &f274 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 273))
}
func &f274 (var %d i32) i32 {
  var %r i32
  callassigned &f275 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 274))
}
func &f275 (var %d i32) i32 {
  var %r i32
  callassigned &f276 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 275))
}
func &f276 (var %d i32) i32 {
  var %r i32
  callassigned &f277 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 276))
}
func &f277 (var %d i32) i32 {
  var %r i32
  callassigned &f278 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 277))
}
func &f278 (var %d i32) i32 {
  var %r i32
  callassigned &f279 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 278))
}
func &f279 (var %d i32) i32 {
  var %r i32
  callassigned &f280 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 279))
}
func &f280 (var %d i32) i32 {
  var %r i32
  callassigned &f281 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 280))
}
func &f281 (var %d i32) i32 {
  var %r i32
  callassigned &f282 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 281))
}
func &f282 (var %d i32) i32 {
  var %r i32
  callassigned &f283 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 282))
}
func &f283 (var %d i32) i32 {
  var %r i32
  callassigned &f284 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 283))
}
func &f284 (var %d i32) i32 {
  var %r i32
  callassigned &f285 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 284))
}
func &f285 (var %d i32) i32 {
  var %r i32
  callassigned &f286 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 285))
}
func &f286 (var %d i32) i32 {
  var %r i32
  callassigned &f287 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 286))
}
func &f287 (var %d i32) i32 {
  var %r i32
  callassigned &f288 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 287))
}
func &f288 (var %d i32) i32 {
  var %r i32
  callassigned &f289 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 288))
}
func &f289 (var %d i32) i32 {
  var %r i32
  callassigned &f290 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 289))
}
func &f290 (var %d i32) i32 {
  var %r i32
  callassigned &f291 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 290))
}
func &f291 (var %d i32) i32 {
  var %r i32
  callassigned &f292 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 291))
}
func &f292 (var %d i32) i32 {
  var %r i32
  callassigned &f293 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 292))
}
func &f293 (var %d i32) i32 {
  var %r i32
  callassigned &f294 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 293))
}
func &f294 (var %d i32) i32 {
  var %r i32
  callassigned &f295 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 294))
}
func &f295 (var %d i32) i32 {
  var %r i32
  callassigned &f296 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 295))
}
func &f296 (var %d i32) i32 {
  var %r i32
  callassigned &f297 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 296))
}
func &f297 (var %d i32) i32 {
  var %r i32
  callassigned &f298 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 297))
}
func &f298 (var %d i32) i32 {
  var %r i32
  callassigned &f299 (add i32 (dread i32 %d, constval i32 1)) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 298))
}
func &f299 (var %d i32) i32 {
  return (add i32 (mul i32 (dread i32 %d, constval i32 1000000), constval i32 299))
}
func &main () i32 {
  var %r i32
  var %i i32
  var %s i32
  callassigned &f0 (constval i32 0) { dassign %r 0 }
  call &printf (conststr ptr "chain %d\n", dread i32 %r)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 0), addroffunc a64 &f0)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 1), addroffunc a64 &f1)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 2), addroffunc a64 &f2)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 3), addroffunc a64 &f3)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 4), addroffunc a64 &f4)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 5), addroffunc a64 &f5)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 6), addroffunc a64 &f6)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 7), addroffunc a64 &f7)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 8), addroffunc a64 &f8)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 9), addroffunc a64 &f9)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 10), addroffunc a64 &f10)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 11), addroffunc a64 &f11)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 12), addroffunc a64 &f12)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 13), addroffunc a64 &f13)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 14), addroffunc a64 &f14)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 15), addroffunc a64 &f15)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 16), addroffunc a64 &f16)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 17), addroffunc a64 &f17)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 18), addroffunc a64 &f18)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 19), addroffunc a64 &f19)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 20), addroffunc a64 &f20)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 21), addroffunc a64 &f21)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 22), addroffunc a64 &f22)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 23), addroffunc a64 &f23)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 24), addroffunc a64 &f24)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 25), addroffunc a64 &f25)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 26), addroffunc a64 &f26)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 27), addroffunc a64 &f27)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 28), addroffunc a64 &f28)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 29), addroffunc a64 &f29)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 30), addroffunc a64 &f30)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 31), addroffunc a64 &f31)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 32), addroffunc a64 &f32)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 33), addroffunc a64 &f33)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 34), addroffunc a64 &f34)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 35), addroffunc a64 &f35)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 36), addroffunc a64 &f36)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 37), addroffunc a64 &f37)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 38), addroffunc a64 &f38)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 39), addroffunc a64 &f39)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 40), addroffunc a64 &f40)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 41), addroffunc a64 &f41)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 42), addroffunc a64 &f42)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 43), addroffunc a64 &f43)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 44), addroffunc a64 &f44)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 45), addroffunc a64 &f45)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 46), addroffunc a64 &f46)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 47), addroffunc a64 &f47)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 48), addroffunc a64 &f48)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 49), addroffunc a64 &f49)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 50), addroffunc a64 &f50)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 51), addroffunc a64 &f51)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 52), addroffunc a64 &f52)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 53), addroffunc a64 &f53)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 54), addroffunc a64 &f54)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 55), addroffunc a64 &f55)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 56), addroffunc a64 &f56)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 57), addroffunc a64 &f57)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 58), addroffunc a64 &f58)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 59), addroffunc a64 &f59)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 60), addroffunc a64 &f60)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 61), addroffunc a64 &f61)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 62), addroffunc a64 &f62)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 63), addroffunc a64 &f63)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 64), addroffunc a64 &f64)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 65), addroffunc a64 &f65)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 66), addroffunc a64 &f66)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 67), addroffunc a64 &f67)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 68), addroffunc a64 &f68)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 69), addroffunc a64 &f69)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 70), addroffunc a64 &f70)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 71), addroffunc a64 &f71)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 72), addroffunc a64 &f72)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 73), addroffunc a64 &f73)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 74), addroffunc a64 &f74)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 75), addroffunc a64 &f75)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 76), addroffunc a64 &f76)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 77), addroffunc a64 &f77)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 78), addroffunc a64 &f78)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 79), addroffunc a64 &f79)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 80), addroffunc a64 &f80)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 81), addroffunc a64 &f81)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 82), addroffunc a64 &f82)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 83), addroffunc a64 &f83)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 84), addroffunc a64 &f84)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 85), addroffunc a64 &f85)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 86), addroffunc a64 &f86)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 87), addroffunc a64 &f87)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 88), addroffunc a64 &f88)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 89), addroffunc a64 &f89)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 90), addroffunc a64 &f90)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 91), addroffunc a64 &f91)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 92), addroffunc a64 &f92)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 93), addroffunc a64 &f93)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 94), addroffunc a64 &f94)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 95), addroffunc a64 &f95)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 96), addroffunc a64 &f96)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 97), addroffunc a64 &f97)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 98), addroffunc a64 &f98)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 99), addroffunc a64 &f99)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 100), addroffunc a64 &f100)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 101), addroffunc a64 &f101)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 102), addroffunc a64 &f102)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 103), addroffunc a64 &f103)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 104), addroffunc a64 &f104)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 105), addroffunc a64 &f105)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 106), addroffunc a64 &f106)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 107), addroffunc a64 &f107)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 108), addroffunc a64 &f108)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 109), addroffunc a64 &f109)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 110), addroffunc a64 &f110)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 111), addroffunc a64 &f111)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 112), addroffunc a64 &f112)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 113), addroffunc a64 &f113)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 114), addroffunc a64 &f114)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 115), addroffunc a64 &f115)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 116), addroffunc a64 &f116)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 117), addroffunc a64 &f117)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 118), addroffunc a64 &f118)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 119), addroffunc a64 &f119)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 120), addroffunc a64 &f120)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 121), addroffunc a64 &f121)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 122), addroffunc a64 &f122)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 123), addroffunc a64 &f123)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 124), addroffunc a64 &f124)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 125), addroffunc a64 &f125)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 126), addroffunc a64 &f126)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 127), addroffunc a64 &f127)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 128), addroffunc a64 &f128)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 129), addroffunc a64 &f129)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 130), addroffunc a64 &f130)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 131), addroffunc a64 &f131)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 132), addroffunc a64 &f132)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 133), addroffunc a64 &f133)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 134), addroffunc a64 &f134)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 135), addroffunc a64 &f135)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 136), addroffunc a64 &f136)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 137), addroffunc a64 &f137)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 138), addroffunc a64 &f138)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 139), addroffunc a64 &f139)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 140), addroffunc a64 &f140)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 141), addroffunc a64 &f141)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 142), addroffunc a64 &f142)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 143), addroffunc a64 &f143)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 144), addroffunc a64 &f144)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 145), addroffunc a64 &f145)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 146), addroffunc a64 &f146)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 147), addroffunc a64 &f147)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 148), addroffunc a64 &f148)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 149), addroffunc a64 &f149)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 150), addroffunc a64 &f150)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 151), addroffunc a64 &f151)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 152), addroffunc a64 &f152)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 153), addroffunc a64 &f153)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 154), addroffunc a64 &f154)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 155), addroffunc a64 &f155)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 156), addroffunc a64 &f156)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 157), addroffunc a64 &f157)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 158), addroffunc a64 &f158)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 159), addroffunc a64 &f159)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 160), addroffunc a64 &f160)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 161), addroffunc a64 &f161)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 162), addroffunc a64 &f162)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 163), addroffunc a64 &f163)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 164), addroffunc a64 &f164)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 165), addroffunc a64 &f165)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 166), addroffunc a64 &f166)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 167), addroffunc a64 &f167)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 168), addroffunc a64 &f168)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 169), addroffunc a64 &f169)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 170), addroffunc a64 &f170)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 171), addroffunc a64 &f171)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 172), addroffunc a64 &f172)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 173), addroffunc a64 &f173)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 174), addroffunc a64 &f174)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 175), addroffunc a64 &f175)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 176), addroffunc a64 &f176)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 177), addroffunc a64 &f177)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 178), addroffunc a64 &f178)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 179), addroffunc a64 &f179)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 180), addroffunc a64 &f180)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 181), addroffunc a64 &f181)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 182), addroffunc a64 &f182)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 183), addroffunc a64 &f183)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 184), addroffunc a64 &f184)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 185), addroffunc a64 &f185)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 186), addroffunc a64 &f186)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 187), addroffunc a64 &f187)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 188), addroffunc a64 &f188)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 189), addroffunc a64 &f189)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 190), addroffunc a64 &f190)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 191), addroffunc a64 &f191)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 192), addroffunc a64 &f192)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 193), addroffunc a64 &f193)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 194), addroffunc a64 &f194)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 195), addroffunc a64 &f195)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 196), addroffunc a64 &f196)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 197), addroffunc a64 &f197)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 198), addroffunc a64 &f198)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 199), addroffunc a64 &f199)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 200), addroffunc a64 &f200)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 201), addroffunc a64 &f201)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 202), addroffunc a64 &f202)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 203), addroffunc a64 &f203)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 204), addroffunc a64 &f204)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 205), addroffunc a64 &f205)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 206), addroffunc a64 &f206)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 207), addroffunc a64 &f207)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 208), addroffunc a64 &f208)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 209), addroffunc a64 &f209)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 210), addroffunc a64 &f210)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 211), addroffunc a64 &f211)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 212), addroffunc a64 &f212)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 213), addroffunc a64 &f213)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 214), addroffunc a64 &f214)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 215), addroffunc a64 &f215)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 216), addroffunc a64 &f216)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 217), addroffunc a64 &f217)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 218), addroffunc a64 &f218)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 219), addroffunc a64 &f219)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 220), addroffunc a64 &f220)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 221), addroffunc a64 &f221)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 222), addroffunc a64 &f222)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 223), addroffunc a64 &f223)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 224), addroffunc a64 &f224)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 225), addroffunc a64 &f225)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 226), addroffunc a64 &f226)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 227), addroffunc a64 &f227)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 228), addroffunc a64 &f228)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 229), addroffunc a64 &f229)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 230), addroffunc a64 &f230)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 231), addroffunc a64 &f231)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 232), addroffunc a64 &f232)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 233), addroffunc a64 &f233)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 234), addroffunc a64 &f234)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 235), addroffunc a64 &f235)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 236), addroffunc a64 &f236)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 237), addroffunc a64 &f237)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 238), addroffunc a64 &f238)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 239), addroffunc a64 &f239)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 240), addroffunc a64 &f240)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 241), addroffunc a64 &f241)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 242), addroffunc a64 &f242)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 243), addroffunc a64 &f243)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 244), addroffunc a64 &f244)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 245), addroffunc a64 &f245)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 246), addroffunc a64 &f246)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 247), addroffunc a64 &f247)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 248), addroffunc a64 &f248)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 249), addroffunc a64 &f249)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 250), addroffunc a64 &f250)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 251), addroffunc a64 &f251)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 252), addroffunc a64 &f252)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 253), addroffunc a64 &f253)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 254), addroffunc a64 &f254)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 255), addroffunc a64 &f255)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 256), addroffunc a64 &f256)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 257), addroffunc a64 &f257)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 258), addroffunc a64 &f258)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 259), addroffunc a64 &f259)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 260), addroffunc a64 &f260)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 261), addroffunc a64 &f261)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 262), addroffunc a64 &f262)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 263), addroffunc a64 &f263)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 264), addroffunc a64 &f264)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 265), addroffunc a64 &f265)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 266), addroffunc a64 &f266)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 267), addroffunc a64 &f267)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 268), addroffunc a64 &f268)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 269), addroffunc a64 &f269)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 270), addroffunc a64 &f270)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 271), addroffunc a64 &f271)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 272), addroffunc a64 &f272)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 273), addroffunc a64 &f273)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 274), addroffunc a64 &f274)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 275), addroffunc a64 &f275)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 276), addroffunc a64 &f276)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 277), addroffunc a64 &f277)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 278), addroffunc a64 &f278)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 279), addroffunc a64 &f279)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 280), addroffunc a64 &f280)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 281), addroffunc a64 &f281)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 282), addroffunc a64 &f282)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 283), addroffunc a64 &f283)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 284), addroffunc a64 &f284)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 285), addroffunc a64 &f285)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 286), addroffunc a64 &f286)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 287), addroffunc a64 &f287)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 288), addroffunc a64 &f288)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 289), addroffunc a64 &f289)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 290), addroffunc a64 &f290)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 291), addroffunc a64 &f291)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 292), addroffunc a64 &f292)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 293), addroffunc a64 &f293)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 294), addroffunc a64 &f294)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 295), addroffunc a64 &f295)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 296), addroffunc a64 &f296)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 297), addroffunc a64 &f297)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 298), addroffunc a64 &f298)
  iassign <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, constval i32 299), addroffunc a64 &f299)
  dassign %s (constval i32 0)
  doloop %i (constval i32 297, lt i32 i32 (dread i32 %i, constval i32 300), constval i32 1) {
    icallassigned (iread a64 <* a64> (array 1 ptr <* [300] a64> (addrof ptr $tab, dread i32 %i)), constval i32 0) { dassign %r 0 }
    dassign %s (add i32 (dread i32 %s, dread i32 %r))
  }
  call &printf (conststr ptr "tail calls %d\n", dread i32 %s)
  return (constval i32 0)
}
