/* Twin of getarg.ir: `*args` read with corevm.foundation.getarg (a reference to the n-th
   extra argument, read with `load T` as the type the caller passed it with) and argslen;
   kwargslen of a function no call passes keywords to is 0; getarg beyond the arguments is a
   fault (`sum_first_two(5)` reads a second argument that was not passed: the program stops
   there, status 70, after printing what came before). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
static long sum(int n, ...) { va_list ap; va_start(ap, n); long s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, long); va_end(ap); return s; }
int main(void) {
    printf("sum(1,2,3) = %ld sum(10,-20) = %ld sum() = %ld\n", sum(3, 1L, 2L, 3L), sum(2, 10L, -20L), sum(0));
    printf("second = %.2f\n", 2.5);
    const char *words[] = {"zero", "one", "two"};
    printf("word 2 = %s\n", words[2]);
    printf("kwargslen = %u\n", 0u);
    fflush(stdout);
    return 70; /* getarg of argument 1 of a call that passed one */
}
