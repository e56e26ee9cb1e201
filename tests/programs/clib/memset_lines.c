/* The C twin of memset_lines.mpl: memset of 64 cold lines, then of the same lines again. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    char *block = malloc(4160);
    unsigned char *p = (unsigned char *)(((uintptr_t)block + 63) & ~(uintptr_t)63);
    memset(p, 7, 4096);
    memset(p, 1, 4096);
    printf("%d\n", p[4095]);
    return 0;
}
