/* Twin of sieve.ir: the sieve of Eratosthenes below 100 on an array [ 100 * ui8 ] set to 1
   by corevm.foundation.memset, crossing out with nested loops (j from i * i step i while
   i * i < 100).  Prints the primes, their count (25) and sum (1060), and the largest gap
   between consecutive primes. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

int main(void) {
    uint8_t flags[100];
    memset(flags, 1, 100);
    flags[0] = 0;
    flags[1] = 0;
    uint32_t i = 2;
    while (i * i < 100) {
        if (flags[i] != 0) {
            uint32_t j = i * i;
            while (j < 100) {
                flags[j] = 0;
                j = j + i;
            }
        }
        i = i + 1;
    }
    uint32_t count = 0;
    uint32_t sum = 0;
    uint32_t last = 2;
    uint32_t gap = 0;
    uint32_t k = 0;
    while (k < 100) {
        if (flags[k] != 0) {
            printf("%u ", k);
            count = count + 1;
            sum = sum + k;
            if (k - last > gap)
                gap = k - last;
            last = k;
        }
        k = k + 1;
    }
    printf("\ncount %u sum %u largest gap %u\n", count, sum, gap);
    return 0;
}
