/* C twin of coroutines.uir: the generator runs on a ucontext stack of its own; yield is a
 * swapcontext back to main's. Killing a parked stack is dropping its context (it never
 * resumes, so its caller's handler never runs). */
#include <stdio.h>
#include <ucontext.h>

static ucontext_t main_ctx, gen_ctx;
static long slot;
static char gen_stack[64 * 1024];

static void show(long tag, long v) { printf("%ld %ld\n", tag, v); }

static void yield(long v) {
    slot = v;
    swapcontext(&gen_ctx, &main_ctx);
}

static void fib(long n) {
    long a = 0, b = 1;
    for (long i = 0; i != n; i++) {
        show(1, a);
        yield(a);
        long c = a + b;
        a = b;
        b = c;
    }
    for (;;)
        yield(-1);
}

static void guarded(void) { fib(10); }

int main(void) {
    getcontext(&gen_ctx);
    gen_ctx.uc_stack.ss_sp = gen_stack;
    gen_ctx.uc_stack.ss_size = sizeof gen_stack;
    gen_ctx.uc_link = NULL;
    makecontext(&gen_ctx, guarded, 0);
    long sum = 0;
    for (;;) {
        swapcontext(&main_ctx, &gen_ctx);
        long v = slot;
        if (v < 0)
            break;
        show(2, v);
        sum += v;
    }
    show(3, 1);
    show(4, sum);
    return 0;
}
