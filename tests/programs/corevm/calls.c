/* Twin of calls.ir: checks loops through alloca'd cells (sum 1..100, iterative fib to 50 in
   i64), recursion (factorial 20 in i64, fib 20, gcd on ui32, Ackermann(2, 3), mutual recursion
   is_even/is_odd on bool), every callee defined after its caller, results of types i64 ui32
   dpf bool ui8, and one call with seven arguments of seven types (i8 ui16 i64 dpf spf string
   bool) whose values are all printed by the callee. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

int64_t fact(int64_t n);
int fib(int n);
int64_t fib_iter(int n);
uint32_t gcd(uint32_t a, uint32_t b);
int ack(int m, int n);
bool is_even(int n);
bool is_odd(int n);
double mixed(int8_t a, uint16_t b, int64_t c, double d, float e, const char *s, bool f);
uint8_t low_byte(uint8_t x);

int main(void) {
    int sum = 0;
    int i = 1;
    while (i <= 100) {
        sum = sum + i;
        i = i + 1;
    }
    printf("sum 1..100 = %d\n", sum);
    int n = 0;
    while (n <= 10) {
        printf("fib(%d) = %d\n", n, fib(n));
        n = n + 2;
    }
    printf("fib(20) = %d\n", fib(20));
    printf("fib_iter(50) = %ld\n", fib_iter(50));
    printf("fact(20) = %ld\n", fact(20));
    printf("fact(1) = %ld\n", fact(1));
    printf("gcd(1071, 462) = %u\n", gcd(1071, 462));
    printf("gcd(270, 192) = %u\n", gcd(270, 192));
    printf("gcd(17, 5) = %u\n", gcd(17, 5));
    printf("ack(2, 3) = %d\n", ack(2, 3));
    printf("is_even(10) = %d is_odd(7) = %d is_even(7) = %d\n", is_even(10), is_odd(7), is_even(7));
    double m = mixed(-3, 65000, -9000000000L, 2.25, (float)0.5, "seven", true);
    printf("mixed -> %f\n", m);
    double m2 = mixed(127, 1, 1, 0.125, (float)1.25, "again", false);
    printf("mixed -> %f\n", m2);
    printf("low_byte(255) = %d\n", low_byte(255));
    return 0;
}

int64_t fact(int64_t n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

int fib(int n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

int64_t fib_iter(int n) {
    int64_t a = 0;
    int64_t b = 1;
    int k = 0;
    while (k < n) {
        int64_t t = a + b;
        a = b;
        b = t;
        k = k + 1;
    }
    return a;
}

uint32_t gcd(uint32_t a, uint32_t b) {
    if (b == 0)
        return a;
    return gcd(b, a % b);
}

int ack(int m, int n) {
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

bool is_even(int n) {
    if (n == 0)
        return true;
    return is_odd(n - 1);
}

bool is_odd(int n) {
    if (n == 0)
        return false;
    return is_even(n - 1);
}

double mixed(int8_t a, uint16_t b, int64_t c, double d, float e, const char *s, bool f) {
    printf("mixed: a=%d b=%d c=%ld d=%f e=%f s=%s f=%d\n", a, b, c, d, e, s, f);
    if (f)
        return d * 2.0;
    double ev; /* no conversion instruction in coreVM: e picks one of two dpf constants */
    if (e < 1.0f)
        ev = 0.5;
    else
        ev = 1.25;
    return d + ev;
}

uint8_t low_byte(uint8_t x) {
    return (uint8_t)(x + 2);
}
