/* C twin of intrinsics.mpl: the C intrinsics of OpenArk's intrinsic_c.def that hir2mpl emits
   for GCC builtins: byte swaps, __sync and __atomic read-modify-writes and compare-and-swap,
   test-and-set, object size, expect, alloca with alignment, VLA scopes (stack save/restore),
   return address, strchr/strrchr. */
#include <stdio.h>
#include <string.h>

static unsigned counter = 10;
static unsigned long long wide = 1;
static unsigned char flag;

static __attribute__((noinline)) void *caller(void) { return __builtin_return_address(0); }

int main(void) {
  printf("bswap %x %x %llx\n", __builtin_bswap16(0x1234), __builtin_bswap32(0x11223344),
         (unsigned long long)__builtin_bswap64(0x0102030405060708ULL));
  unsigned a = __sync_fetch_and_add(&counter, 5);
  unsigned b = __sync_add_and_fetch(&counter, 5);
  unsigned c = __sync_fetch_and_or(&counter, 0x100);
  int swapped = __sync_bool_compare_and_swap(&counter, 0x114, 7);
  unsigned old = __sync_val_compare_and_swap(&counter, 1, 2);
  printf("sync %u %u %u %d %u %u\n", a, b, c, swapped, old, counter);
  unsigned long long w1 = __atomic_fetch_add(&wide, 41, __ATOMIC_SEQ_CST);
  unsigned long long w2 = __atomic_sub_fetch(&wide, 2, __ATOMIC_SEQ_CST);
  unsigned long long expected = 99;
  int ok1 = __atomic_compare_exchange_n(&wide, &expected, 5, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  int ok2 = __atomic_compare_exchange_n(&wide, &expected, 5, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  unsigned long long now = __atomic_load_n(&wide, __ATOMIC_ACQUIRE);
  printf("atomic %llu %llu %d %llu %d %llu\n", w1, w2, ok1, expected, ok2, now);
  int t1 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
  int t2 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
  __atomic_clear(&flag, __ATOMIC_SEQ_CST);
  __sync_synchronize();
  printf("flag %d %d %d\n", t1, t2, flag);
  printf("expect %ld size %ld %ld\n", __builtin_expect(3L, 0L), (long)__builtin_object_size((void *)0, 0),
         (long)__builtin_object_size((void *)0, 2));
  char *p = __builtin_alloca_with_align(40, 1024);
  printf("aligned %d\n", ((unsigned long)p % 128) == 0);
  for (int i = 1; i <= 3; i++) {
    char vla[i * 1000];
    memset(vla, 'x', sizeof vla);
    printf("vla %zu\n", sizeof vla);
  }
  printf("return address %d\n", caller() != 0);
  const char *s = "banana";
  printf("strchr %ld %ld\n", (long)(strchr(s, 'n') - s), (long)(strrchr(s, 'n') - s));
  return 0;
}
