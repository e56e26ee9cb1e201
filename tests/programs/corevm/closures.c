/* Twin of closures.ir: checks closures with a scope parent (helper : main, inner : helper,
   a grandchild) and the function options of the manual's table ([inline], [constexpr],
   [constexpr inline], [loopsimplify tailduplication]): none of them changes what a call
   computes, whether the arguments are constants or values computed in a loop, and a
   closure may call itself (power) or its parent's other children.  Exit status
   helper(5) - 10 = 42. */
#include <stdio.h>
#include <stdint.h>

int square(int x) { return x * x; }
int64_t cube(int64_t x) { return x * x * x; }
int inner(int x) { return square(x) + 1; }
int helper(int x) {
    int r = inner(x) * 2;
    printf("helper(%d) = %d\n", x, r);
    return r;
}
int poly(int x) { return x * x + 3 * x + 2; }
int power(int base, int e) {
    if (e == 0)
        return 1;
    return base * power(base, e - 1);
}
int looped(int n) {
    int s = 0;
    int i = 0;
    while (i < n) {
        s = s + poly(i);
        i = i + 1;
    }
    return s;
}

int main(void) {
    int h = helper(5);
    printf("square(12) = %d cube(-7) = %ld\n", square(12), cube(-7));
    printf("inner(3) = %d\n", inner(3));
    int i = 0;
    while (i < 4) {
        printf("poly(%d) = %d power(3, %d) = %d\n", i, poly(i), i, power(3, i));
        i = i + 1;
    }
    printf("looped(10) = %d\n", looped(10));
    printf("cube(100000) = %ld\n", cube(100000));
    return h - 10;
}
