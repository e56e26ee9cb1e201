/* Twin of bitwise.ir: checks bnot band bor bxor (no type) and bls brs (type ui64): every
   operand is converted to uint64_t as C converts it (a signed value sign-extends: i16 -1 ->
   0xffffffffffffffff; ui8 200 -> 0xc8), the operation is done in 64 bits and the result is
   ui64 (so ui8 255 << 8 = 0xff00, and brs is a logical shift even of a negative i64); the
   operands of band/bor/bxor may have different types (i16 with ui8); a popcount loop
   (band, brs, falling from one block into the next) counts the bits of 0x0123456789abcdef. */
#include <stdio.h>
#include <stdint.h>

int main(void) {
    printf("bnot i16 -1 = %lx\n", ~(uint64_t)(int16_t)-1);
    printf("bnot ui8 200 = %lx\n", ~(uint64_t)(uint8_t)200);
    printf("bnot i32 0 = %lx\n", ~(uint64_t)(int32_t)0);
    printf("bnot i8 -128 = %lx\n", ~(uint64_t)(int8_t)-128);
    printf("bnot ui64 1 = %lu\n", ~(uint64_t)1);
    printf("band i32 -16 255 = %lx\n", (uint64_t)(int32_t)-16 & (uint64_t)(int32_t)255);
    printf("band i16 -1 ui8 255 = %lx\n", (uint64_t)(int16_t)-1 & (uint64_t)(uint8_t)255);
    printf("bor i32 -16 5 = %lx\n", (uint64_t)(int32_t)-16 | (uint64_t)(int32_t)5);
    printf("bor ui16 4096 ui16 15 = %lx\n", (uint64_t)(uint16_t)4096 | (uint64_t)(uint16_t)15);
    printf("bxor ui32 = %lx\n", (uint64_t)(uint32_t)252645135 ^ (uint64_t)(uint32_t)16777215);
    printf("bxor i64 -1 = %lx\n", (uint64_t)(int64_t)-1 ^ (uint64_t)(int64_t)81985529216486895L);
    printf("bls 1 63 = %lx\n", (uint64_t)1 << 63);
    printf("bls i32 -1 4 = %lx\n", (uint64_t)(int32_t)-1 << 4);
    printf("bls ui8 255 8 = %lx\n", (uint64_t)(uint8_t)255 << 8);
    printf("bls i64 4 = %lx\n", (uint64_t)(int64_t)81985529216486895L << 4);
    printf("brs i16 -1 60 = %lu\n", (uint64_t)(int16_t)-1 >> 60);
    printf("brs i64 -256 4 = %lx\n", (uint64_t)(int64_t)-256 >> 4);
    uint32_t umax = (uint32_t)0 - (uint32_t)1;
    printf("brs ui32 max 16 = %lx\n", (uint64_t)umax >> 16);
    printf("brs ui64 x 0 = %lx\n", (uint64_t)81985529216486895UL >> 0);

    uint64_t x = 81985529216486895UL;
    int cnt = 0;
    while (x != 0) {
        if ((x & 1) == 1)
            cnt = cnt + 1;
        x = x >> 1;
    }
    printf("popcount = %d\n", cnt);
    return 0;
}
