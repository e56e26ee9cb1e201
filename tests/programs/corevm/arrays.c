/* Twin of arrays.ir: checks alloca'd arrays (auto and static) of i32 dpf i64 ui8:
   putelement/getelement in loops, len (ui64), arrays passed to functions as
   array [ 10 * i32 ]* (a sum, and an in-place reverse the caller sees), and the
   corevm.foundation memset/memcpy/memmove intrinsics with an array for i8* (a pointer to its
   first byte; i32 elements are 4 contiguous bytes, so memset 1 over 8 bytes makes the first
   two elements 0x01010101 and leaves the rest). */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

int sum_arr(int32_t *a) {
    uint64_t n = 10;
    uint64_t i = 0;
    int s = 0;
    while (i < n) {
        s = s + a[i];
        i = i + 1;
    }
    return s;
}

int reverse(int32_t *a) {
    uint32_t i = 0;
    uint32_t j = 9;
    while (i < j) {
        int32_t t = a[i];
        a[i] = a[j];
        a[j] = t;
        i = i + 1;
        j = j - 1;
    }
    return 0;
}

int show(const char *name, int32_t *a) {
    printf("%s:", name);
    uint32_t i = 0;
    while (i < 10) {
        printf(" %d", a[i]);
        i = i + 1;
    }
    printf("\n");
    return 0;
}

int main(void) {
    int32_t a[10];
    printf("len a %lu\n", (uint64_t)10);
    uint32_t i = 0;
    int32_t k = 0;
    while (i < 10) {
        a[i] = k * k;
        i = i + 1;
        k = k + 1;
    }
    show("a", a);
    printf("a[3] %d a[9] %d sum %d\n", a[3], a[9], sum_arr(a));
    reverse(a);
    show("reversed", a);

    double d[5];
    double x = 0.0;
    i = 0;
    while (i < 5) {
        d[i] = x;
        x = x + 0.5;
        i = i + 1;
    }
    double ds = 0.0;
    i = 0;
    while (i < 5) {
        ds = ds + d[i] * d[i];
        i = i + 1;
    }
    printf("dpf: %g %g %g len %lu sum of squares %f\n", d[0], d[1], d[4], (uint64_t)5, ds);

    int64_t big[4];
    big[0] = 9000000000L;
    big[3] = -1;
    printf("i64: %ld %ld len %lu\n", big[0], big[3], (uint64_t)4);

    int32_t b[10];
    memcpy(b, a, 40);
    a[0] = 12345;
    show("b (copy)", b);
    int32_t c[10];
    memset(c, 0, 40);
    show("c (zeroed)", c);
    memmove(c, b, 20);
    show("c (moved)", c);
    memset(c, 1, 8);
    show("c (memset 1)", c);
    uint8_t u[6];
    memset(u, -1, 6);
    printf("ui8: %d %d len %lu\n", u[0], u[5], (uint64_t)6);
    u[2] = 7;
    printf("ui8: %d %d %d\n", u[1], u[2], u[3]);
    return 0;
}
