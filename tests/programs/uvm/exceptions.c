/* C twin of exceptions.uir. C has no exceptions: THROW is longjmp to the innermost INVOKE's
 * jmp_buf (a stack of them), LANDINGPAD reads the thrown pointer. */
#include <math.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

struct err { long code, sq; };

static jmp_buf *handlers[16];
static int depth;
static struct err *thrown;

static void show(long tag, long v) { printf("%ld %ld\n", tag, v); }

static void throw_(struct err *e) {
    thrown = e;
    longjmp(*handlers[--depth], 1);
}

static long dive(long d, long code) {
    if (d != 0)
        return dive(d - 1, code) + 1;
    if (code == -1)
        throw_(NULL);
    if (code > 0) {
        struct err *e = calloc(1, sizeof *e);
        e->code = code;
        e->sq = code * code;
        throw_(e);
    }
    return 100;
}

static long middle(long code) {
    jmp_buf h;
    handlers[depth++] = &h;
    if (setjmp(h) == 0) {
        long r = dive(3, code);
        depth--;
        show(1, r);
        return r;
    }
    struct err *e = thrown;
    if (e == NULL) {
        show(2, 0);
        return -1;
    }
    if (e->code >= 5) {
        show(3, e->code);
        throw_(e);
    }
    show(4, e->code);
    return -e->code;
}

int main(void) {
    long sum = 0;
    for (long i = 0; i < 8; i++) {
        jmp_buf h;
        handlers[depth++] = &h;
        if (setjmp(h) == 0) {
            long v = middle(i - 1);
            depth--;
            sum += v;
            show(5, v);
        } else {
            show(6, thrown->sq);
            sum += 1000;
        }
    }
    show(7, sum);
    show(8, (long)sqrt(16.0));
    return 0;
}
