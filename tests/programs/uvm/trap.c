/* C twin of trap.uir: the TRAP is __builtin_trap (the run ends in a fault). */
#include <stdio.h>

static void digit(int d) {
    if (d < 10) {
        putchar(d + 48);
        return;
    }
    fflush(stdout);
    __builtin_trap();
}

int main(void) {
    for (int i = 0; i < 13; i += 3)
        digit(i);
    return 0;
}
