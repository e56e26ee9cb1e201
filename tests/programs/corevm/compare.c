/* Twin of compare.ir: checks eq neq gt lt gte lte (no type, signedness from the operand type:
   i32 -1 < 1 but ui32 4294967295 > 1) and cmp (-1/0/1 as i32) on i8 ui8 i32 ui32 i64 ui64 dpf
   spf (0.1 + 0.2 != 0.3 in dpf, == 0.3 in spf), and lnot land lor on booleans and on
   integers (non-zero is true). */
#include <stdio.h>
#include <stdint.h>

int cmp_i8(int8_t a, int8_t b) {
    printf("i8 %d %d: eq %d neq %d gt %d lt %d gte %d lte %d cmp %d\n", a, b, a == b, a != b, a > b, a < b,
           a >= b, a <= b, (a > b) - (a < b));
    return 0;
}

int cmp_ui8(uint8_t a, uint8_t b) {
    printf("ui8 %d %d: eq %d neq %d gt %d lt %d gte %d lte %d cmp %d\n", a, b, a == b, a != b, a > b, a < b,
           a >= b, a <= b, (a > b) - (a < b));
    return 0;
}

int cmp_i32(int32_t a, int32_t b) {
    printf("i32 %d %d: eq %d neq %d gt %d lt %d gte %d lte %d cmp %d\n", a, b, a == b, a != b, a > b, a < b,
           a >= b, a <= b, (a > b) - (a < b));
    return 0;
}

int cmp_ui32(uint32_t a, uint32_t b) {
    printf("ui32 %u %u: eq %d neq %d gt %d lt %d gte %d lte %d cmp %d\n", a, b, a == b, a != b, a > b, a < b,
           a >= b, a <= b, (a > b) - (a < b));
    return 0;
}

int cmp_i64(int64_t a, int64_t b) {
    printf("i64 %ld %ld: eq %d neq %d gt %d lt %d gte %d lte %d cmp %d\n", a, b, a == b, a != b, a > b, a < b,
           a >= b, a <= b, (a > b) - (a < b));
    return 0;
}

int cmp_ui64(uint64_t a, uint64_t b) {
    printf("ui64 %lu %lu: eq %d neq %d gt %d lt %d gte %d lte %d cmp %d\n", a, b, a == b, a != b, a > b, a < b,
           a >= b, a <= b, (a > b) - (a < b));
    return 0;
}

int cmp_dpf(double a, double b) {
    printf("dpf %g %g: eq %d neq %d gt %d lt %d gte %d lte %d cmp %d\n", a, b, a == b, a != b, a > b, a < b,
           a >= b, a <= b, (a > b) - (a < b));
    return 0;
}

int cmp_spf(float a, float b) {
    printf("spf %g %g: eq %d neq %d gt %d lt %d gte %d lte %d cmp %d\n", a, b, a == b, a != b, a > b, a < b,
           a >= b, a <= b, (a > b) - (a < b));
    return 0;
}

int main(void) {
    cmp_i8(-1, 1);
    cmp_i8(-128, 127);
    cmp_i8(7, 7);
    cmp_ui8(255, 1);
    cmp_ui8(100, 200);
    cmp_i32(-1, 1);
    cmp_i32(5, 5);
    cmp_i32(2147483647, -2147483647);
    cmp_ui32((uint32_t)0 - 1u, 1);
    cmp_ui32(0, 0);
    cmp_i64(-5000000000L, 5000000000L);
    cmp_ui64((uint64_t)0 - 1u, 1UL);
    cmp_ui64(42UL, 42UL);
    cmp_dpf(0.1 + 0.2, 0.3);
    cmp_dpf(2.5, 2.5);
    cmp_dpf(-0.5, 0.5);
    cmp_spf((float)1.5, (float)0.25);
    cmp_spf((float)0.1 + (float)0.2, (float)0.3);
    uint32_t umax = (uint32_t)0 - 1u;
    int lt1 = -1 < 1;
    int gt1 = umax > 1;
    int l8 = lt1 && gt1;
    printf("logic: %d %d %d %d %d %d %d %d %d\n", !1, !0, !5, 1 && 0, 3 && 4, 0 || 0, 0 || -1, l8, !l8);
    return 0;
}
