/* C twin of rand_math.mpl: rand's sequence after srand(42) and from a fresh srand(1), and
   the math.h functions in both precisions, printed with %.17g (float results promoted). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  srand(42);
  for (int i = 0; i < 5; i++) printf("%d ", rand());
  printf("\n");
  srand(1);
  int r1 = rand();
  int r2 = rand() % 100;
  printf("%d %d\n", r1, r2);
  volatile double a = 2.0, b = 0.7, c = -2.5, d = 10.0, e = 3.0;
  printf("%.17g %.17g %.17g %.17g\n", sqrt(a), pow(a, b), exp(b), log(d));
  printf("%.17g %.17g %.17g %.17g\n", log10(e), sin(b), cos(b), tan(b));
  printf("%.17g %.17g %.17g %.17g\n", atan(b), atan2(b, c), fabs(c), floor(c));
  printf("%.17g %.17g %.17g %.17g\n", ceil(c), fmod(d, e), round(c), trunc(c));
  volatile float fa = 2.0f, fb = 0.7f, fc = -2.5f, fd = 10.0f, fe = 3.0f;
  printf("%.17g %.17g %.17g %.17g\n", sqrtf(fa), powf(fa, fb), expf(fb), logf(fd));
  printf("%.17g %.17g %.17g %.17g\n", log10f(fe), sinf(fb), cosf(fb), tanf(fb));
  printf("%.17g %.17g %.17g %.17g\n", atanf(fb), atan2f(fb, fc), fabsf(fc), floorf(fc));
  printf("%.17g %.17g %.17g %.17g\n", ceilf(fc), fmodf(fd, fe), roundf(fc), truncf(fc));
  return 0;
}
