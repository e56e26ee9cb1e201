/* C twin of odd_widths.uir. GCC 12 has no _BitInt, so an int<n> is an __int128 kept
 * sign-extended from n bits (sx); unsigned reads take its low n bits (zx); a shift amount
 * keeps its low m bits, 2^m the smallest power of two >= n (amt). */
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static i128 sx(u128 v, int n) {
    if (n >= 128)
        return (i128)v;
    u128 m = ((u128)1 << n) - 1;
    u128 u = v & m;
    if ((u >> (n - 1)) & 1)
        u |= ~m;
    return (i128)u;
}
static u128 zx(i128 v, int n) { return n >= 128 ? (u128)v : (u128)v & (((u128)1 << n) - 1); }
static int amt(i128 b, int n) {
    int p = 1;
    while (p < n)
        p <<= 1;
    return (int)((u128)b & (u128)(p - 1));
}
static i128 add(i128 a, i128 b, int n) { return sx((u128)a + (u128)b, n); }
static i128 sub(i128 a, i128 b, int n) { return sx((u128)a - (u128)b, n); }
static i128 mul(i128 a, i128 b, int n) { return sx((u128)a * (u128)b, n); }
static i128 sdiv(i128 a, i128 b, int n) { return sx((u128)(a / b), n); }
static i128 srem(i128 a, i128 b, int n) { return sx((u128)(a % b), n); }
static i128 udiv(i128 a, i128 b, int n) { return sx(zx(a, n) / zx(b, n), n); }
static i128 urem(i128 a, i128 b, int n) { return sx(zx(a, n) % zx(b, n), n); }
static i128 shl(i128 a, i128 b, int n) { return sx(zx(a, n) << amt(b, n), n); }
static i128 lshr(i128 a, i128 b, int n) { return sx(zx(a, n) >> amt(b, n), n); }
static i128 ashr(i128 a, i128 b, int n) { return a >> amt(b, n); }
static int ult(i128 a, i128 b, int n) { return zx(a, n) < zx(b, n); }

static void show(i128 v) { printf("%ld\n", (long)v); }

static void five(void) {
    show(add(13, 7, 5));
    show(sub(-16, 1, 5));
    show(mul(13, 7, 5));
    show(sdiv(-13, 4, 5));
    show(srem(-13, 4, 5));
    show(udiv(-13, 4, 5));
    show(urem(-13, 4, 5));
    show(udiv(-1, 2, 5));
    show(shl(13, 2, 5));
    show(shl(1, 6, 5));
    show(shl(1, 9, 5));
    show(lshr(-1, 1, 5));
    show(ashr(-16, 2, 5));
    show(-1 < 1);
    show(ult(-1, 1, 5));
    show(ult(15, -16, 5));
    show((i128)zx(-1, 5));
    show(sx(100, 5));
    show(sx(30, 5));
    show((long)(double)zx(-3, 5));
    show((i128)zx(sx((u128)(long)30.0, 5), 5));
    show((long)(double)-7);
    show(sx((u128)(10 ^ -1), 5));
}

static void twelve(void) {
    i128 a = add(2000, 2000, 12);
    show(a);
    show(mul(100, 50, 12));
    show(udiv(a, 3, 12));
    show(!ult(2000, a, 12));
    show(a <= 2000);
    show(shl(1, 17, 12));
    show(sx(zx(-2, 5), 12));
    show((i128)zx(-2, 12));
    show(sx(2047, 5));
    show(sx(zx(-1, 8), 12));
}

static void wide(void) {
    show(add(8388607, 1, 24));
    show(mul(4096, 4097, 24));
    show(lshr(-1, 4, 24));
    show(sx(zx(-1, 24), 32));
    show(sx(305419896, 24));
    i128 g = mul(-5, 123456789, 48);
    show(mul(g, 987654321, 48));
    show(add(140737488355327LL, 1, 48));
    show(urem(-1, 1000, 48));
    show(udiv(-1, 7, 48));
    i128 l = ashr(-140737488355328LL, 40, 48);
    show(l);
    show((i128)zx(l, 48));
    show(!ult(l, 1, 48));
    show((long)(double)zx(-1, 48));
}

static void huge(void) {
    i128 x = (i128)zx(-1, 64);
    i128 y = mul(x, x, 128);
    show(y >> 64);
    show(y);
    i128 q = udiv(y, x, 128);
    show(q);
    show(lshr(q, 32, 128));
    i128 z = shl(1, 99, 100);
    show(add(z, z, 100));
    i128 m = sub(z, 1, 100);
    show(m >> 64);
    show(z < 0);
    show(ult(m, z, 100));
    show(sx((u128)y, 100) >> 64);
}

static void loop(void) {
    i128 i = 0;
    long zeros = 0;
    for (long k = 0; k < 40; k++) {
        zeros += i == 0;
        i = add(i, 1, 5);
    }
    show(zeros);
    show(i);
}

static long classify(i128 v) {
    switch ((long)v) {
    case -1:
        return 100;
    case 3:
        return 200;
    default:
        return 300;
    }
}

struct odd { signed char a; int b; long c; short d; } rec;

static void memory(void) {
    rec.a = -3;
    rec.b = -70000;
    rec.c = 70000000000000L;
    rec.d = (short)add(2047, 3, 12);
    show(rec.a);
    show(rec.b);
    show(add(rec.c, rec.c, 48));
    show(rec.d);
}

int main(void) {
    five();
    twelve();
    wide();
    huge();
    loop();
    show(classify(-1));
    show(classify(3));
    show(classify(4));
    memory();
    return 0;
}
