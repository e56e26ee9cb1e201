/* C twin of varargs.mpl: a program's own varargs functions (va_start, va_arg of int, long,
   double and a pointer, va_copy) and the v*printf family fed its va_list. */
#include <stdarg.h>
#include <stdio.h>

static int sum(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int total = 0;
  for (int i = 0; i < count; i++) total += va_arg(ap, int);
  va_end(ap);
  return total;
}

static double mixed(int count, ...) {
  va_list ap, again;
  va_start(ap, count);
  va_copy(again, ap);
  double total = 0;
  for (int i = 0; i < count; i++) {
    long n = va_arg(ap, long);
    double x = va_arg(ap, double);
    total += n * x;
  }
  /* The copy starts over: its first long. */
  long first = va_arg(again, long);
  va_end(again);
  va_end(ap);
  return total + first;
}

static int format(char *buf, unsigned long n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

static void report(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
}

int main(void) {
  printf("sum=%d\n", sum(4, 10, -3, 200, 7));
  printf("mixed=%.3f\n", mixed(2, 3L, 1.5, -2L, 0.25));
  char buf[16];
  int r = format(buf, sizeof buf, "%s|%d|%5.2f|%c", "hello", -42, 3.14159, 'z');
  printf("vsnprintf=%d [%s]\n", r, buf);
  r = format(buf, 4, "%ld", 1234567L);
  printf("cut=%d [%s]\n", r, buf);
  report("report %d %s %.1e\n", 7, "seven", 7e7);
  return 0;
}
