/* C twin of fact.uir. */
long fact(long n) { return n <= 1 ? 1 : n * fact(n - 1); }
long fib(long n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(void) { return (int)((unsigned long)(fact(10) + fib(20)) % 256); }
