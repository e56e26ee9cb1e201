/* Twin of qsort.uir. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
static void p(long v) { printf("%ld\n", v); }
static void swap(int32_t *a, int32_t *b) { int32_t t = *a; *a = *b; *b = t; }
static void qs(int32_t *base, long lo, long hi) {
  while (lo < hi) {
    int32_t *pp = base + hi; int32_t pivot = *pp; long i = lo;
    for (long j = lo; j < hi; j++) if (base[j] < pivot) { swap(base + i, base + j); i++; }
    swap(base + i, pp);
    qs(base, lo, i - 1);
    lo = i + 1;
  }
}
static double m[4][4], m2[4][4];
int main(void) {
  long n = 2000; int32_t *a = calloc(n, 4); uint32_t seed = 12345;
  for (long k = 0; k < n; k++) { seed = seed * 1103515245u + 12345u; a[k] = (int32_t)((seed >> 8) % 100000u) - 50000; }
  qs(a, 0, n - 1);
  long bad = 0, sum = 0;
  for (long c = 1; c < n; c++) { bad += a[c - 1] > a[c]; sum += (long)a[c] * c; }
  p(bad); p(sum); p(a[0]);
  int8_t sv[1000] = {0};
  for (long q = 2; q * q < 1000; q++) if (!sv[q]) for (long mm = q * q; mm < 1000; mm += q) sv[mm] = 1;
  long primes = 0; for (long z = 2; z < 1000; z++) primes += sv[z] == 0; p(primes);
  for (long r = 0; r < 4; r++) { double rd = (double)r, d0 = rd + 0.5; m[r][0] = d0; m[r][1] = rd * -1.25; m[r][2] = 1.0; m[r][3] = 1.0 / d0; }
  for (int x = 0; x < 4; x++) for (int y = 0; y < 4; y++) { double acc = 0.0; for (int t = 0; t < 4; t++) acc += m[x][t] * m[t][y]; m2[x][y] = acc; }
  p((long)((m2[0][0] + m2[3][3] + m2[1][2]) * 1000000.0));
  return 0;
}
