/* Twin of exc.uir: C has no exceptions, so a thrown error is a flag set by the callee. */
#include <stdio.h>
static void p(long v) { printf("%ld\n", v); }
typedef struct { long code, v; } Err;
static Err err; static int thrown; static long depth;
static long leaf(long x) { if (x % 3 == 0) { err.code = 77; err.v = x; thrown = 1; return 0; } return x * 10; }
static long mid(long x) { depth++; long r = leaf(x); if (thrown) return 0; return r + 1; }
static long top(long x) { long r = mid(x); if (thrown) { err.v += 1000; return 0; } return r; }
int main(void) {
  long acc = 0;
  for (long i = 1; i <= 7; i++) {
    long got, r = top(i);
    if (thrown) { thrown = 0; p(err.code); got = -err.v; } else got = r;
    p(got); acc += got;
  }
  p(acc); p(depth);
  p(1); /* THROW NULL caught: the exception is NULL */
  top(9); thrown = 0; p(err.v);
  return 0;
}
