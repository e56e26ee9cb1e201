/* C twin of streams.mpl: the standard streams are three distinct handles; fprintf, fputs,
   fputc/putc, fwrite and fflush on stdout and stderr; sprintf and snprintf into memory
   (truncation, the length they return, snprintf of 0 bytes). */
#include <stdio.h>

int main(void) {
  printf("distinct=%d nonnull=%d\n", stdin != stdout && stdout != stderr && stdin != stderr,
         stdin != 0 && stdout != 0 && stderr != 0);
  int n = fprintf(stdout, "%d %s %5.2f\n", 42, "out", 3.14159);
  int e = fprintf(stderr, "%d %s %5.2f\n", -7, "err", 2.71828);
  printf("fprintf=%d,%d\n", n, e);
  printf("fputs=%d\n", fputs("line to stdout\n", stdout));
  fputs("line to stderr\n", stderr);
  int c = fputc('A', stdout);
  int d = putc('\n', stdout);
  printf("fputc=%d putc=%d\n", c, d);
  unsigned long w = fwrite("abcdef", 2, 3, stdout);
  putc('\n', stdout);
  printf("fwrite=%lu\n", w);
  printf("fflush=%d\n", fflush(stdout));
  char buf[32];
  int s = sprintf(buf, "[%-6s|%04x]", "ab", 255);
  printf("sprintf=%d %s\n", s, buf);
  char small[8] = "xxxxxxx";
  int t = snprintf(small, sizeof small, "%s-%d", "truncated", 12345);
  printf("snprintf=%d %s\n", t, small);
  int z = snprintf(small, 0, "%d", 99);
  printf("snprintf0=%d %s\n", z, small);
  return 0;
}
