/* C twin of strings.mpl: strcat/strncat, strchr/strrchr (a found byte, a missing one, the
   NUL), strstr, strdup, memchr, and the conversions atoi/atol/strtol (bases 0, 16, 2, 36,
   overflow clamped, the end pointer), strtoul of a negative number, strtod. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char buf[32] = "foo";
  strcat(buf, "bar");
  strncat(buf, "bazooka", 3);
  printf("cat=%s\n", buf);
  const char *s = "hello, world";
  printf("strchr=%ld strrchr=%ld missing=%d nul=%ld\n", (long)(strchr(s, 'o') - s),
         (long)(strrchr(s, 'o') - s), strchr(s, 'z') == 0, (long)(strchr(s, 0) - s));
  printf("strstr=%ld none=%d empty=%d\n", (long)(strstr(s, "wor") - s), strstr(s, "xyz") == 0,
         strstr(s, "") == s);
  char *d = strdup(s);
  printf("strdup=%s same=%d\n", d, d != s);
  printf("memchr=%ld none=%d\n", (long)((const char *)memchr(s, ',', 12) - s),
         memchr(s, 'd', 11) == 0);
  printf("atoi=%d atol=%ld\n", atoi("  -123xyz"), atol("9000000000"));
  char *end;
  long v = strtol("0x1F rest", &end, 0);
  printf("strtol0=%ld end=[%s]\n", v, end);
  printf("strtol16=%ld strtol2=%ld strtol36=%ld\n", strtol("ff", 0, 16), strtol("-1011", 0, 2),
         strtol("Zz", 0, 36));
  v = strtol("99999999999999999999", &end, 10);
  printf("clamp=%ld end=[%s]\n", v, end);
  v = strtol("  junk", &end, 10);
  printf("none=%ld end=[%s]\n", v, end);
  printf("strtoul=%lu\n", strtoul("-5", 0, 10));
  double x = strtod("  -6.25e2xyz", &end);
  printf("strtod=%.17g end=[%s]\n", x, end);
  printf("strtod=%.17g %.17g %g\n", strtod("0.1", 0), strtod("0x1.8p3", 0), strtod("-inf", 0));
  return 0;
}
