#include <string.h>
#include <stdio.h>
int main(void) {
  double ds[] = {0.0, -0.0, 1.0, -1.5, 3.14159265, 2.5, 0.5, 1e-5, 123456789.0, 1e20, 9.9999999, 0.000123456, 1e300, 5e-324, 100.0, 1e6, 0.1};
  const char *ffmts[] = {"%f", "%.0f", "%.1f", "%.3e", "%e", "%g", "%.2g", "%#g", "%10.4f", "%-10.2e|", "%+g", "% .3f", "%G", "%E", "%#.0e", "%.10g", "%012.3f", "%#x"};
  int nf = sizeof ffmts / sizeof *ffmts;
  for (int i = 0; i < (int)(sizeof ds / sizeof *ds); i++)
    for (int j = 0; j < nf - 1; j++) {
      { unsigned long long b; memcpy(&b, &ds[i], 8); printf("F\t%s\t%llu\t", ffmts[j], b); }
      printf(ffmts[j], ds[i]);
      printf("\n");
    }
  long long is[] = {0, 1, -1, 42, -42, 2147483647LL, -2147483648LL, 4294967295LL, 9223372036854775807LL, (long long)0x8000000000000000ULL, 255, 1000000};
  const char *ifmts[] = {"%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%.0d", "%x", "%#x", "%X", "%#o", "%o", "%u", "%8.3x", "%-#8x|", "%hhd", "%hd", "%hu", "%lld", "%llu", "%llx", "%ld", "%i"};
  int ni = sizeof ifmts / sizeof *ifmts;
  for (int i = 0; i < (int)(sizeof is / sizeof *is); i++)
    for (int j = 0; j < ni; j++) {
      const char *f = ifmts[j];
      printf("I\t%s\t%lld\t", f, is[i]);
      if (f[1] == 'l' || f[2] == 'l' || (f[1]=='l')) printf(f, is[i]);
      else if (strstr(f, "ll") || strstr(f, "ld")) printf(f, is[i]);
      else printf(f, (int)is[i]);
      printf("\n");
    }
  return 0;
}
