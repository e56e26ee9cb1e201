/* C twin of struct_calls.uir: structs passed and returned by value. The INVOKE that
 * throws is a setjmp/longjmp. */
#include <setjmp.h>
#include <stdio.h>

struct pair { long a, b; };
struct box { double d; struct pair p; int k; };
typedef struct pair (*step_fn)(struct pair, long);

static jmp_buf handler;

static void show(long v) { printf("%ld\n", v); }

static struct pair fibstep(struct pair p, long n) {
    if (n == 0)
        return p;
    struct pair q = { p.b, p.a + p.b };
    return fibstep(q, n - 1);
}

static struct pair fibtail(struct pair p, long n) {
    while (n != 0) {
        struct pair q = { p.b, p.a + p.b };
        p = q;
        n--;
    }
    return p;
}

static struct box wrap(double d, struct pair p, int k) {
    struct box b = { d, p, k };
    return b;
}

static long sum(struct box b) {
    long s = b.p.a + b.p.b + b.k + (long)b.d;
    b.k = 9999;
    show(b.k);
    return s;
}

static struct pair maybe(long x) {
    if (x < 0)
        longjmp(handler, 1);
    struct pair p = { x, 1 };
    return p;
}

int main(void) {
    struct pair one = { 0, 1 }, five8 = { 5, 8 };
    struct pair f = fibstep(one, 30);
    show(f.a);
    struct pair g = fibtail(five8, 10);
    show(g.b);
    struct box h = wrap(2.5, f, 7);
    show(sum(h));
    show(h.k);
    step_fn fp = fibstep;
    show(fp(g, 3).a);
    if (setjmp(handler) == 0) {
        struct pair w = maybe(42);
        show(w.a);
        show(w.b);
        maybe(-1);
        return 1;
    }
    show(-7);
    maybe(5);
    return 0;
}
