/* C twin of switch_loop.uir. */
#include <stdio.h>
int main(void) {
    int t = 0;
    for (int i = 0; i < 20; i++) {
        int add;
        switch (i % 4) {
        case 0: add = 1; break;
        case 1: add = 10; break;
        case 2: add = 100; break;
        default: add = 1000; break;
        }
        t += add;
        if (i % 5 == 4) printf("%d\n", t);
    }
    return t % 7;
}
