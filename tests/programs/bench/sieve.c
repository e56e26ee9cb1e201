#include <stdio.h>

#define N 30000
static char composite[N];

int main(void) {
    int count = 0;
    long long sum = 0;
    for (int i = 2; i * i < N; i++)
        if (!composite[i])
            for (int j = i * i; j < N; j += i)
                composite[j] = 1;
    for (int i = 2; i < N; i++)
        if (!composite[i]) {
            count++;
            sum += i;
        }
    printf("primes below %d: %d\n", N, count);
    printf("sum %lld\n", sum);
    int last = N - 1;
    while (composite[last])
        last--;
    printf("largest %d\n", last);
    return 0;
}
