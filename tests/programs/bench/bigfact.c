#include <stdio.h>

/* 100! in base-10000 limbs, least significant first. */
static int limbs[100];

int main(void) {
    int n = 1;
    limbs[0] = 1;
    for (int k = 2; k <= 100; k++) {
        int carry = 0;
        for (int i = 0; i < n; i++) {
            int v = limbs[i] * k + carry;
            limbs[i] = v % 10000;
            carry = v / 10000;
        }
        while (carry > 0) {
            limbs[n++] = carry % 10000;
            carry /= 10000;
        }
    }
    printf("%d", limbs[n - 1]);
    for (int i = n - 2; i >= 0; i--)
        printf("%04d", limbs[i]);
    printf("\n");
    int digits = 0;
    for (int v = limbs[n - 1]; v > 0; v /= 10)
        digits++;
    digits += 4 * (n - 1);
    printf("%d limbs, %d digits\n", n, digits);
    return 0;
}
