/* Twin of floats.uir. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
static void pl(long v) { printf("%ld\n", v); }
static void pd(double v) { printf("%.17g\n", v); }
static void pf(float v) { pd((double)v); }
static long cmps(double a, double b) {
  int uno = a != a || b != b;
  int c[16] = {0, 1, uno, uno || a == b, uno || a != b, uno || a > b, uno || a >= b,
               uno || a < b, uno || a <= b, !uno, !uno && a == b, !uno && a != b,
               !uno && a > b, !uno && a >= b, !uno && a < b, !uno && a <= b};
  long r = 0;
  for (int i = 0; i < 16; i++) r |= (long)c[i] << i;
  return r;
}
static long fcmps(float a, float b) {
  int uno = a != a || b != b;
  return (long)uno | (long)(!uno && a < b) << 1 | (long)(uno || a >= b) << 2;
}
int main(void) {
  volatile double pi = 3.14159265358979, big = 1.5e3, negz = -0.0;
  volatile float third = 0.333333f;
  pd(pi + 1.0); pd(0.1 - 0.3); pd(big * -2.5e-2);
  volatile double one = 1.0, three = 3.0, zero = 0.0;
  double d = one / three; pd(d);
  pd(fmod(-7.5, 2.0)); pd(fmod(7.5, -2.0)); pd(negz * 1.0);
  pf(third + 1.0f); volatile float f1 = 1.0f, f7 = 7.0f; pf(f1 / f7); pf(fmodf(-10.25f, 3.0f));
  volatile float big16 = 16777216.0f; pf(big16 * 1.0000001f);
  double inf = one / zero, ninf = -one / zero, nan = inf - inf;
  pd(inf); pd(ninf);
  pl(cmps(nan, 1.0)); pl(cmps(1.0, 2.0)); pl(cmps(2.0, 2.0)); pl(cmps(3.0, 2.0));
  pl(cmps(nan, nan)); pl(cmps(ninf, inf));
  pl(fcmps((float)nan, 1.0f)); pl(fcmps(-1.0f, 1.0f));
  volatile double m37 = -3.7, t3e9 = 3.0e9, m1009 = -100.9, t2005 = 200.5, e19 = 1.5e19, m32768 = -32768.0;
  pl((int32_t)m37); pl((long)(uint32_t)t3e9); pl((int8_t)(float)m1009); pl((uint8_t)t2005);
  pl((long)((uint64_t)e19 / 1000));
  volatile uint64_t um1 = (uint64_t)-1; pd((double)um1); pd((double)(int64_t)-1);
  volatile uint8_t u8m1 = 255; pf((float)u8m1); volatile int8_t s8 = -128; pf((float)s8);
  pd(-1.0); pd(1.0);
  double onec = 1.0; int64_t bits; memcpy(&bits, &onec, 8); pl(bits);
  uint32_t b32 = 0x40490fdb; float fl; memcpy(&fl, &b32, 4); pf(fl);
  float m2 = -2.0f; int32_t i32; memcpy(&i32, &m2, 4); pl(i32);
  uint64_t b64 = 0x7ff0000000000000ULL; double dd; memcpy(&dd, &b64, 8); pd(dd);
  pd((double)0.1f); pf((float)d);
  volatile uint32_t um2 = (uint32_t)-2; pd((double)um2);
  pl((int16_t)m32768);
  volatile double two = 2.0, half = 0.5;
  pd(sqrt(two)); pd(sin(half)); pd(cos(half)); pd(tan(half));
  pd(isnan(nan) ? 42.5 : -1.0);
  return 0;
}
