/* Twin of fault_div_zero.ir: divides 100 by 3, 2, 1 and then 0 in a loop (the divisor is a
   loaded i32, not a constant); the integer division by zero is a fault: the quotients
   printed before it are the whole stdout and the process exits with status 70.  C would
   trap with SIGFPE: the twin checks the divisor and exits as maple does. */
#include <stdio.h>

int main(void) {
    int d = 3;
    for (;;) {
        if (d == 0) {
            fflush(stdout);
            fprintf(stderr, "integer division by zero (div)\n");
            return 70;
        }
        int q = 100 / d;
        printf("100 / %d = %d\n", d, q);
        d = d - 1;
    }
}
