/* C twin of widths.uir. */
#include <stdio.h>
#include <stdint.h>
int main(void) {
    int8_t a8 = (int8_t)(100 + 100);
    printf("%ld\n", (long)a8);
    printf("%ld\n", (long)(uint8_t)a8);
    int16_t m16 = (int16_t)(300 * 300);
    printf("%ld\n", (long)m16);
    printf("%ld\n", (long)(-7 / 2));
    printf("%ld\n", (long)(-7 % 2));
    printf("%ld\n", (long)((uint32_t)-7 / 2u));
    printf("%ld\n", (long)((uint32_t)-7 % 10u));
    printf("%ld\n", (long)((uint32_t)-16 >> 2));
    printf("%ld\n", (long)(-16 >> 2));
    printf("%ld\n", 1L << 40);
    printf("%ld\n", (long)((uint32_t)-1 < 1u ? 111 : 222));
    printf("%ld\n", (long)(-1 < 1 ? 333 : 444));
    printf("%ld\n", (long)(uint8_t)0x1234);
    printf("%ld\n", (long)(((0xFF00 ^ 0x0FF0) | 1) & 0xF0F1));
    double q = (double)7 / 2.0;
    printf("%.3f\n", q);
    printf("%ld\n", (long)q);
    float fl = (float)0.1;
    printf("%.3f\n", (double)fl * 1000.0);
    printf("%ld\n", (long)(q < 3.6));
    printf("%.3f\n", (double)(uint32_t)-1);
    return 0;
}
