/* C twin of threads_atomics.uir. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

static atomic_long counter, maxid;
static long shared;
static atomic_int lock, mask, done;
static long results[4];
static _Atomic int16_t cell;

static void show(long v) { printf("%ld\n", v); }
static void show16(int16_t v) { show((long)v); }

static void *worker(void *arg) {
    long id = (long)arg;
    for (long i = 0; i < 200; i++) {
        atomic_fetch_add_explicit(&counter, 1, memory_order_seq_cst);
        int expected;
        do {
            expected = 0;
        } while (!atomic_compare_exchange_strong_explicit(&lock, &expected, 1,
                     memory_order_acquire, memory_order_relaxed));
        shared += id;
        atomic_store_explicit(&lock, 0, memory_order_release);
    }
    long m = atomic_load_explicit(&maxid, memory_order_relaxed);
    while (m < id && !atomic_compare_exchange_weak_explicit(&maxid, &m, id,
               memory_order_relaxed, memory_order_relaxed)) {
    }
    atomic_fetch_or_explicit(&mask, 1 << (int)id, memory_order_acq_rel);
    atomic_store_explicit((_Atomic long *)&results[id], id * 1000, memory_order_release);
    atomic_fetch_add_explicit(&done, 1, memory_order_release);
    if (id == 3)
        pthread_exit(NULL);
    return NULL;
}

static int16_t rmw16(int16_t (*op)(int16_t, int16_t), int16_t v) {
    int16_t old = atomic_load(&cell);
    while (!atomic_compare_exchange_weak(&cell, &old, op(old, v))) {
    }
    return old;
}
static int16_t nand16(int16_t a, int16_t b) { return (int16_t)~(a & b); }
static int16_t min16(int16_t a, int16_t b) { return a < b ? a : b; }
static int16_t umax16(int16_t a, int16_t b) { return (uint16_t)a > (uint16_t)b ? a : b; }
static int16_t umin16(int16_t a, int16_t b) { return (uint16_t)a < (uint16_t)b ? a : b; }

int main(void) {
    pthread_t t[4];
    for (long id = 1; id <= 3; id++)
        pthread_create(&t[id], NULL, worker, (void *)id);
    while (atomic_load_explicit(&done, memory_order_acquire) != 3) {
    }
    show(atomic_load(&counter));
    show(shared);
    show(atomic_load_explicit(&maxid, memory_order_relaxed));
    show(atomic_load_explicit(&mask, memory_order_relaxed));
    show(results[1] + results[2] + results[3]);
    show(!pthread_equal(t[1], t[2]));
    atomic_store(&cell, 1000);
    show16(atomic_exchange(&cell, -5));
    show16(atomic_fetch_sub_explicit(&cell, 7, memory_order_acquire));
    show16(atomic_fetch_and_explicit(&cell, 255, memory_order_release));
    show16(rmw16(nand16, 15));
    show16(atomic_fetch_xor(&cell, 4096));
    show16(rmw16(min16, -3));
    show16(rmw16(umax16, 2));
    show16(rmw16(umin16, 300));
    int16_t e = 1;
    atomic_compare_exchange_strong(&cell, &e, 2);
    show16(e);
    e = 300;
    atomic_compare_exchange_strong_explicit(&cell, &e, -300, memory_order_release,
                                            memory_order_relaxed);
    show16(e);
    atomic_thread_fence(memory_order_seq_cst);
    show16(atomic_load_explicit(&cell, memory_order_acquire));
    return 0;
}
