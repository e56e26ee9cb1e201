#include <stdio.h>

/* A bytecode stack machine: HALT PUSH LOAD STORE ADD SUB MUL LT JNZ JMP PRINT DUP MOD JZ.
   The program computes the sum of squares below 1000, fib(40) and the number of primes
   below 500 by trial division. */
static const int code[143] = {1, 0, 3, 0, 1, 0, 3, 1, 2, 0, 2, 1, 2, 1, 6, 4, 3, 0, 2, 1, 1, 1, 4, 3, 1, 2, 1, 1, 1000, 7, 8, 8, 2, 0, 10, 1, 0, 3, 2, 1, 1, 3, 3, 1, 0, 3, 4, 2, 2, 2, 3, 4, 3, 5, 2, 3, 3, 2, 2, 5, 3, 3, 2, 4, 1, 1, 4, 11, 3, 4, 1, 40, 7, 8, 47, 2, 2, 10, 1, 2, 3, 6, 1, 0, 3, 7, 1, 2, 3, 1, 2, 1, 2, 1, 6, 2, 6, 1, 1, 4, 7, 13, 119, 2, 6, 2, 1, 12, 13, 126, 2, 1, 1, 1, 4, 3, 1, 9, 90, 2, 7, 1, 1, 4, 3, 7, 2, 6, 1, 1, 4, 11, 3, 6, 1, 500, 7, 8, 86, 2, 7, 10, 0};

int main(void) {
    int stack[64];
    int regs[8] = {0};
    int sp = 0, pc = 0;
    long steps = 0;
    for (;;) {
        int op = code[pc++];
        steps++;
        int a, b;
        switch (op) {
        case 0: printf("halted after %ld steps\n", steps); return 0;
        case 1: stack[sp++] = code[pc++]; break;
        case 2: stack[sp++] = regs[code[pc++]]; break;
        case 3: regs[code[pc++]] = stack[--sp]; break;
        case 4: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a + b; break;
        case 5: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a - b; break;
        case 6: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a * b; break;
        case 7: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a < b; break;
        case 8: a = stack[--sp]; if (a) pc = code[pc]; else pc++; break;
        case 9: pc = code[pc]; break;
        case 10: printf("%d\n", stack[--sp]); break;
        case 11: a = stack[sp - 1]; stack[sp++] = a; break;
        case 12: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a % b; break;
        case 13: a = stack[--sp]; if (!a) pc = code[pc]; else pc++; break;
        default: printf("bad opcode %d\n", op); return 1;
        }
    }
}
