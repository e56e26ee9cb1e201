/* C twin of structs.uir. */
#include <stdio.h>

struct foo { int a; double b; float c; };
struct pair { double x, y; };
struct bar { double a; struct pair p; double c; };
struct acc { long sum; int count; long max; };

static void show(long v) { printf("%ld\n", v); }
static void showd(double d) { show((long)(d * 1000.0)); }

int main(void) {
    const struct foo s = { 42, 84.0, 3.14f };
    const struct bar t = { 1.0, { 2.1, 2.2 }, 3.0 };
    show(s.a);
    showd(s.b);
    show((long)((double)s.c * 100.0));
    struct foo s2 = s;
    s2.b = 126.0;
    showd(s2.b);
    show(s2.a);
    struct pair p = t.p;
    showd(p.x);
    struct pair q = p;
    q.x = 999.9;
    struct bar d = t;
    d.p = q;
    showd(d.p.x);
    showd(d.p.y);
    showd(d.c);
    struct bar saved = d;
    saved.p.y = 7.5;
    struct bar back = saved;
    showd(back.p.y);
    showd(back.p.x);
    saved = t;
    struct bar orig = saved;
    showd(orig.a);
    struct acc acc = { 0, 0, -1000 };
    for (long i = 0; i < 20; i++) {
        long x = i * 17 % 23;
        acc.sum += x;
        acc.count += 1;
        struct acc withx = acc;
        withx.max = x;
        acc = x > acc.max ? withx : acc;
    }
    show(acc.sum);
    show(acc.count);
    show(acc.max);
    return 0;
}
