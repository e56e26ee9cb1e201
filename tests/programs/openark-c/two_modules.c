#include <stdio.h>

int counter = 5;              /* defined here, used by util.c */
extern int scale;             /* defined in util.c */
int twice(int x);             /* defined in util.c */

static int helper(int x) { return x + 1000; }   /* util.c has a static helper too */

int main(void) {
  int r = twice(21);
  printf("%d %d %d %d\n", r, scale, counter, helper(1));
  return 0;
}
