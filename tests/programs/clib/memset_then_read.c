/* The C twin of memset_then_read.mpl: memset of 64 lines, then two loops reading a byte of
 * each line. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    char *block = malloc(4160);
    unsigned char *p = (unsigned char *)(((uintptr_t)block + 63) & ~(uintptr_t)63);
    unsigned long long sum = 0;
    memset(p, 2, 4096);
    for (int pass = 0; pass < 2; pass++)
        for (unsigned long i = 0; i < 4096; i += 64)
            sum += p[i];
    printf("%llu\n", sum);
    return 0;
}
