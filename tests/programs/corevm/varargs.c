/* Twin of varargs.ir: checks functions with a positional-argument parameter `*args` (after
   the regular parameters, and alone; one also has a `**kwargs` parameter that no call uses)
   and corevm.foundation.argslen.  Assumed (the manual does not say how a caller passes
   them): the positional arguments are the call's operands after those for the regular
   parameters, of any types, and the body names the pack `%args` and passes it to argslen
   as the operand for its `*args` parameter.  argslen gives the count as ui32 (0 when there
   are none).  C cannot count its varargs: the twin passes the count explicitly. */
#include <stdio.h>
#include <stdint.h>

uint32_t nargs(uint32_t n, ...) { return n; }

int count_extra(int base, uint32_t n, ...) {
    printf("base %d extra %u\n", base, n);
    return base + (int)n;
}

uint32_t forward(int32_t tag, uint32_t n, ...) {
    printf("forward tag %d has %u positional\n", tag, n);
    return n;
}

int main(void) {
    printf("nargs() = %u\n", nargs(0));
    printf("nargs(1) = %u\n", nargs(1, 1));
    printf("nargs(4 mixed) = %u\n", nargs(4, 1, 2.0, "x", 1));
    printf("nargs(6) = %u\n", nargs(6, 1, 2, 3, 4, 5, 6));
    int a = count_extra(10, 0);
    int b = count_extra(20, 2, 1, 2);
    int c = count_extra(30, 3, "s", 1.5, (int64_t)7);
    printf("sum %d\n", a + b + c);
    uint32_t f = forward(5, 2, 100, 200);
    uint32_t g = forward(6, 0);
    printf("forward %u %u\n", f, g);
    return 0;
}
