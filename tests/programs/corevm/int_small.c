/* Twin of int_small.ir: checks add sub mul div mod pos neg inc dec on i8, ui8, i16 and ui16:
   results wrap at the type's width (ui8 250 + 10 = 4, i8 127 inc = -128, i16 300 * 300 =
   24464), div truncates toward zero and mod takes the dividend's sign (-7 / 2 = -3,
   -7 % 2 = -1, 7 / -2 = -3, 7 % -2 = 1); each binary case is a call with two typed arguments. */
#include <stdio.h>
#include <stdint.h>

int ops_i8(int8_t a, int8_t b) {
    printf("i8: a=%d b=%d add=%d sub=%d mul=%d div=%d mod=%d\n", a, b, (int8_t)(a + b),
           (int8_t)(a - b), (int8_t)(a * b), (int8_t)(a / b), (int8_t)(a % b));
    return 0;
}

int ops_ui8(uint8_t a, uint8_t b) {
    printf("ui8: a=%d b=%d add=%d sub=%d mul=%d div=%d mod=%d\n", a, b, (uint8_t)(a + b),
           (uint8_t)(a - b), (uint8_t)(a * b), (uint8_t)(a / b), (uint8_t)(a % b));
    return 0;
}

int ops_i16(int16_t a, int16_t b) {
    printf("i16: a=%d b=%d add=%d sub=%d mul=%d div=%d mod=%d\n", a, b, (int16_t)(a + b),
           (int16_t)(a - b), (int16_t)(a * b), (int16_t)(a / b), (int16_t)(a % b));
    return 0;
}

int ops_ui16(uint16_t a, uint16_t b) {
    printf("ui16: a=%d b=%d add=%d sub=%d mul=%d div=%d mod=%d\n", a, b, (uint16_t)(a + b),
           (uint16_t)(a - b), (uint16_t)((uint32_t)a * b), (uint16_t)(a / b), (uint16_t)(a % b));
    return 0;
}

int main(void) {
    ops_i8(100, 50);
    ops_i8(-100, 50);
    ops_i8(16, 9);
    ops_i8(-7, 2);
    ops_i8(7, -2);
    ops_i8(-128, 3);
    ops_ui8(250, 10);
    ops_ui8(3, 5);
    ops_ui8(20, 13);
    ops_ui8(200, 7);
    ops_ui8(255, 255);
    ops_i16(30000, 10000);
    ops_i16(-30000, 10000);
    ops_i16(300, 300);
    ops_i16(-1000, 7);
    ops_i16(1000, -7);
    ops_i16(-32768, 2);
    ops_ui16(65535, 2);
    ops_ui16(0, 1);
    ops_ui16(256, 256);
    ops_ui16(300, 300);
    ops_ui16(65535, 256);

    int8_t c8 = 127;
    int8_t x8 = c8;
    printf("i8: pos %d neg %d inc %d dec %d\n", (int8_t)+x8, (int8_t)-x8, (int8_t)(x8 + 1), (int8_t)(x8 - 1));
    int8_t m8 = -128;
    printf("i8: pos %d neg %d inc %d dec %d\n", (int8_t)+m8, (int8_t)-m8, (int8_t)(m8 + 1), (int8_t)(m8 - 1));
    uint8_t u8 = 0;
    printf("ui8: pos %d neg %d inc %d dec %d\n", (uint8_t)+u8, (uint8_t)-u8, (uint8_t)(u8 + 1), (uint8_t)(u8 - 1));
    uint8_t v8 = 255;
    printf("ui8: pos %d neg %d inc %d dec %d\n", (uint8_t)+v8, (uint8_t)-v8, (uint8_t)(v8 + 1), (uint8_t)(v8 - 1));
    int16_t x16 = 32767;
    printf("i16: pos %d neg %d inc %d dec %d\n", (int16_t)+x16, (int16_t)-x16, (int16_t)(x16 + 1), (int16_t)(x16 - 1));
    int16_t m16 = -32768;
    printf("i16: pos %d neg %d inc %d dec %d\n", (int16_t)+m16, (int16_t)-m16, (int16_t)(m16 + 1), (int16_t)(m16 - 1));
    uint16_t u16 = 0;
    printf("ui16: pos %d neg %d inc %d dec %d\n", (uint16_t)+u16, (uint16_t)-u16, (uint16_t)(u16 + 1), (uint16_t)(u16 - 1));
    uint16_t v16 = 65535;
    printf("ui16: pos %d neg %d inc %d dec %d\n", (uint16_t)+v16, (uint16_t)-v16, (uint16_t)(v16 + 1), (uint16_t)(v16 - 1));
    return 0;
}
