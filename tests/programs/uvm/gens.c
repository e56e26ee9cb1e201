/* Twin of gens.uir: the two generators as state machines. */
#include <stdio.h>
static void p(long v) { printf("%ld\n", v); }
static long sq_k = 1;
static long squares(long n, double scale, long base) {
  if (sq_k > n) return -1;
  long k = sq_k++;
  return k * k + (long)((double)k * scale) + base;
}
static long cd_i = 3;
static long countdown(void) { return 1000 * cd_i--; }
int main(void) {
  long sum = 0;
  for (int r = 0; r < 6; r++) {
    long a = squares(4, 0.5, 100); p(a);
    long b = countdown(); p(b);
    sum += a + b;
  }
  p(sum);
  return 0;
}
