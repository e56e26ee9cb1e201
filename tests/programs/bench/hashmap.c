#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define CAP 4096

struct slot { uint64_t key; int64_t value; int used; };

static uint64_t hash(uint64_t k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    return k;
}

static int64_t *lookup(struct slot *t, uint64_t key, int insert, int *probes) {
    uint64_t i = hash(key) & (CAP - 1);
    while (t[i].used) {
        (*probes)++;
        if (t[i].key == key)
            return &t[i].value;
        i = (i + 1) & (CAP - 1);
    }
    if (!insert)
        return 0;
    t[i].used = 1;
    t[i].key = key;
    t[i].value = 0;
    return &t[i].value;
}

int main(void) {
    struct slot *t = calloc(CAP, sizeof(struct slot));
    uint64_t x = 1;
    int probes = 0;
    for (int i = 0; i < 3000; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        uint64_t key = (x >> 40) % 2000;
        *lookup(t, key, 1, &probes) += i;
    }
    int distinct = 0;
    int64_t total = 0;
    for (int i = 0; i < CAP; i++)
        if (t[i].used) {
            distinct++;
            total += t[i].value;
        }
    int found = 0;
    for (uint64_t k = 0; k < 2500; k++)
        if (lookup(t, k, 0, &probes))
            found++;
    printf("distinct %d total %lld found %d probes %d\n", distinct, (long long)total, found, probes);
    int64_t *v = lookup(t, 7, 0, &probes);
    printf("value of 7: %lld\n", v ? (long long)*v : -1LL);
    free(t);
    return 0;
}
