/* Twin of fconv.uir. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
static void cv(int64_t x) { printf("%.17a\n", (double)(float)x); printf("%.17a\n", (double)(float)(uint64_t)x); double e; memcpy(&e, &x, 8); printf("%.17a\n", (double)(float)e); }
int main(void) { int64_t v[] = {0x20000020000001, 0x7fffffbfffffffff, -0x20000020000001, 0x1000001000000001, -1, 0x3ff0000010000001, 0x36a0000000000001}; for (int i = 0; i < 7; i++) { volatile int64_t x = v[i]; cv(x); } volatile double z = 0.0; double nan = z / z; printf("%.17a\n", nan); double inf = 1.0 / z; printf("%.17a\n", 0.0 - (inf - inf)); return 0; }
