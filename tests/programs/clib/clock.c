/* C twin of clock.mpl: clock() advances over a loop, time(&t) stores what it returns, and
   the time is after 2023 (maple's is deterministic: a fixed epoch plus the simulated
   seconds, one instruction per nanosecond). */
#include <stdio.h>
#include <time.h>

int main(void) {
  clock_t c1 = clock();
  volatile long sink = 0;
  for (long i = 0; i < 200000; i++) sink += i;
  clock_t c2 = clock();
  time_t t = 0;
  time_t r = time(&t);
  printf("clock advances %d\ntime stored %d\nafter 2023 %d\n", c2 > c1, r == t, r > 1700000000 - 1);
  return 0;
}
