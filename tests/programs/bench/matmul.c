#include <stdio.h>

#define N 24
static int a[N][N], b[N][N], c[N][N];

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (i * 7 + j * 3) % 11 - 5;
            b[i][j] = (i * 5 + j * 13) % 9 - 4;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int s = 0;
            for (int k = 0; k < N; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
    long long trace = 0, sum = 0;
    unsigned hash = 0;
    for (int i = 0; i < N; i++) {
        trace += c[i][i];
        for (int j = 0; j < N; j++) {
            sum += c[i][j];
            hash = hash * 31u + (unsigned)c[i][j];
        }
    }
    printf("c[0][0]=%d c[%d][%d]=%d\n", c[0][0], N - 1, N - 1, c[N - 1][N - 1]);
    printf("trace %lld sum %lld hash %u\n", trace, sum, hash);
    return 0;
}
