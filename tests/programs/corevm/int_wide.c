/* Twin of int_wide.ir: checks add sub mul div mod pos neg inc dec on i32, ui32, i64 and ui64:
   two's-complement wrapping at 32 and 64 bits (i32 2147483647 + 1 = -2147483648, i64
   3037000500 * 3037000500 wraps negative, ui32 0 - 1 = 4294967295, ui64 0 - 1 =
   18446744073709551615), truncating signed division, and unsigned division of values with
   the top bit set.  The ui32/ui64 maxima are computed (0 - 1), never written as literals. */
#include <stdio.h>
#include <stdint.h>

int ops_i32(int32_t a, int32_t b) {
    printf("i32: a=%d b=%d add=%d sub=%d mul=%d div=%d mod=%d\n", a, b,
           (int32_t)((uint32_t)a + (uint32_t)b), (int32_t)((uint32_t)a - (uint32_t)b),
           (int32_t)((uint32_t)a * (uint32_t)b), a / b, a % b);
    return 0;
}

int ops_ui32(uint32_t a, uint32_t b) {
    printf("ui32: a=%u b=%u add=%u sub=%u mul=%u div=%u mod=%u\n", a, b, a + b, a - b, a * b, a / b, a % b);
    return 0;
}

int ops_i64(int64_t a, int64_t b) {
    printf("i64: a=%ld b=%ld add=%ld sub=%ld mul=%ld div=%ld mod=%ld\n", a, b,
           (int64_t)((uint64_t)a + (uint64_t)b), (int64_t)((uint64_t)a - (uint64_t)b),
           (int64_t)((uint64_t)a * (uint64_t)b), a / b, a % b);
    return 0;
}

int ops_ui64(uint64_t a, uint64_t b) {
    printf("ui64: a=%lu b=%lu add=%lu sub=%lu mul=%lu div=%lu mod=%lu\n", a, b, a + b, a - b, a * b, a / b, a % b);
    return 0;
}

int main(void) {
    ops_i32(2147483647, 1);
    ops_i32(-2147483647, 2);
    ops_i32(65536, 65536);
    ops_i32(123456789, 1000);
    ops_i32(-7, 2);
    ops_i32(7, -2);
    ops_i32(-2147483647, 10);
    uint32_t umax = (uint32_t)0 - (uint32_t)1;
    ops_ui32(umax, 2);
    ops_ui32(3, 5);
    ops_ui32(2147483647, 2147483647);
    ops_ui32(100000, 100000);
    ops_ui32(umax, 65536);
    ops_i64(9223372036854775807L, 1);
    ops_i64(-9223372036854775807L, 2);
    ops_i64(4294967296L, 4294967296L);
    ops_i64(3037000500L, 3037000500L);
    ops_i64(-7, 2);
    ops_i64(7, -2);
    ops_i64(-1000000000000L, 7);
    uint64_t lmax = (uint64_t)0 - (uint64_t)1;
    ops_ui64(lmax, 2);
    ops_ui64(3, 5);
    ops_ui64(4294967296UL, 4294967296UL);
    ops_ui64(10000000000UL, 3);
    ops_ui64(lmax, 4294967296UL);

    int32_t a = 2147483647;
    printf("i32: pos %d neg %d inc %d dec %d\n", a, -a, (int32_t)((uint32_t)a + 1), a - 1);
    int32_t b = -2147483647 - 1;
    printf("i32: pos %d neg %d inc %d dec %d\n", b, (int32_t)(0u - (uint32_t)b), b + 1, (int32_t)((uint32_t)b - 1));
    printf("ui32: pos %u neg %u inc %u dec %u\n", 0u, 0u, 1u, umax);
    printf("ui32: pos %u neg %u inc %u dec %u\n", umax, -umax, umax + 1, umax - 1);
    int64_t c = 9223372036854775807L;
    int64_t cmin = (int64_t)((uint64_t)c + 1);
    printf("i64: pos %ld neg %ld inc %ld dec %ld\n", c, -c, cmin, c - 1);
    printf("i64: pos %ld neg %ld inc %ld dec %ld\n", cmin, (int64_t)(0 - (uint64_t)cmin), cmin + 1, (int64_t)((uint64_t)cmin - 1));
    printf("ui64: pos %lu neg %lu inc %lu dec %lu\n", (uint64_t)0, (uint64_t)0, (uint64_t)1, lmax);
    printf("ui64: pos %lu neg %lu inc %lu dec %lu\n", lmax, -lmax, lmax + 1, lmax - 1);
    return 0;
}
