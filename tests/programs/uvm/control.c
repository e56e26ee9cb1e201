/* Twin of control.uir. */
#include <stdio.h>
typedef long (*unop)(long);
static void p(long v) { printf("%ld\n", v); }
static long inc(long x) { return x + 1; }
static long dbl(long x) { return x * 2; }
static long sq(long x) { return x * x; }
static long later(long x) { return -x; }
static int is_even(long n);
static int is_odd(long n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(long n) { return n == 0 ? 1 : is_odd(n - 1); }
static long sum_acc(long n, long acc) { while (n > 0) { acc += n; n--; } return acc; }
static long classify(long x) {
  switch (x) {
  case 0: return 1000; case 1: return 1001; case 2: return 1002; case 3: return 1003;
  case 0x10: return 1016; case 010: return 1008; case -1: return 999; case -0x10: return 984;
  case 100: return 1100; case 1000000000000L: return 2000; case 9223372036854775807L: return 3000;
  case (-9223372036854775807L - 1): return 4000; case 7: return 1007; case 42: return 1042;
  default: return x * -1;
  }
}
static long small(signed char c) {
  switch (c) { case 0x41: case 0x45: case 0x49: return 1; case -1: return 2; case 0x7f: return 3; default: return 0; }
}
static long fib(long n) { long a = 0, b = 1; for (long i = 1; i < n; i++) { long t = a + b; a = b; b = t; } return b; }
int main(void) {
  p(is_even(10)); p(is_even(7)); p(is_odd(12345));
  p(sum_acc(100000, 0));
  long pp = 0; for (long n = 1000000; n > 0; n--) pp += 2; p(pp);
  unop fns[3] = {dbl, inc, sq};
  long v0 = fns[0](21); p(v0); long v1 = fns[1](v0); p(v1); long v2 = fns[2](v1); p(v2);
  p(later(5)); p(fns[2] == 0); p(fns[1] == inc);
  long v4 = dbl(50); p(v4);
  unop h = v4 > 99 ? sq : inc; p(h(12));
  long cs[] = {0, 8, 16, -1, -0x10, 1000000000000L, 0x7fffffffffffffffL, (-9223372036854775807L - 1), 42, 100, 77};
  for (int i = 0; i < 11; i++) p(classify(cs[i]));
  p(small(0x45)); p(small((signed char)255)); p(small(127)); p(small(-128));
  p(fib(90));
  long x = 1, y = 2; for (int k = 1; k < 8; k++) { long t = x; x = y; y = t; } p(x * 1000 + y);
  return 0;
}
