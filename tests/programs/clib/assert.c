/* C twin of assert.mpl: a passing assert, then a failing one: glibc's message on stderr and
   abort (a shell reports status 134). */
#include <assert.h>
#include <stdio.h>

static int check(int x) {
  assert(x > 0);
  return x;
}

int main(void) {
  printf("checked %d\n", check(5));
  fflush(stdout);
  check(-1);
  printf("not reached\n");
  return 0;
}
