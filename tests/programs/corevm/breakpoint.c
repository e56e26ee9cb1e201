/* Twin of breakpoint.ir: corevm.dbg.setbreakpoint does nothing in `maple run` (it stops
   `maple debug`, as tui/tests/corevm.rs checks), so the program prints as if it were absent. */
#include <stdio.h>
int main(void) {
    int a = 40 + 2;
    printf("a = %d\n", a);
    int b = a * 2;
    printf("b = %d\n", b);
    return 0;
}
