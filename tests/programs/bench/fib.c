#include <stdio.h>

static int fib(int n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

int main(void) {
    int total = 0;
    for (int n = 0; n <= 20; n += 5) {
        int f = fib(n);
        printf("fib(%d) = %d\n", n, f);
        total += f;
    }
    printf("checksum %d\n", total);
    return 0;
}
