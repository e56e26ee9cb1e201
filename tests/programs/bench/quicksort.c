#include <stdio.h>

#define N 2000
static int v[N];

static void quicksort(int *a, int lo, int hi) {
    while (lo < hi) {
        int pivot = a[(lo + hi) / 2];
        int i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) {
                int t = a[i]; a[i] = a[j]; a[j] = t;
                i++; j--;
            }
        }
        quicksort(a, lo, j);
        lo = i;
    }
}

int main(void) {
    unsigned x = 2463534242u;
    for (int i = 0; i < N; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        v[i] = (int)(x % 100000u) - 50000;
    }
    quicksort(v, 0, N - 1);
    int sorted = 1;
    long long weighted = 0;
    for (int i = 0; i < N; i++) {
        if (i > 0 && v[i - 1] > v[i]) sorted = 0;
        weighted += (long long)v[i] * (i + 1);
    }
    printf("sorted %d min %d max %d median %d\n", sorted, v[0], v[N - 1], v[N / 2]);
    printf("weighted %lld\n", weighted);
    return 0;
}
