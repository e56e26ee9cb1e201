/* Twin of atomics.uir. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <pthread.h>
static void p(long v) { printf("%ld\n", v); }
static long sum64, maxid, minid = -1, done; static int32_t sum32;
static long *box;
static void *worker(void *arg) {
  long id = (long)arg;
  for (long i = 0; i < 1000; i++) {
    __atomic_fetch_add(&sum64, id, __ATOMIC_SEQ_CST);
    int32_t e = __atomic_load_n(&sum32, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(&sum32, &e, e + 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {}
  }
  long m = __atomic_load_n(&maxid, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(&maxid, &m, m > id ? m : id, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {}
  unsigned long u = __atomic_load_n((unsigned long *)&minid, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n((unsigned long *)&minid, &u, u < (unsigned long)id ? u : (unsigned long)id, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {}
  if (id == 3) { long *b = calloc(1, 8); *b = 4242; __atomic_store_n(&box, b, __ATOMIC_RELEASE); }
  __atomic_fetch_add(&done, 1, __ATOMIC_RELEASE);
  return 0;
}
int main(void) {
  pthread_t t[4];
  for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)(i + 1));
  while (__atomic_load_n(&done, __ATOMIC_ACQUIRE) != 4) {}
  p(sum64); p(sum32); p(maxid); p(minid); p(*box); p(1);
  int8_t b8 = 100, o[11];
  o[0] = b8; b8 += 100;
  o[1] = b8; b8 -= -30;
  o[2] = b8; b8 &= 0x7c;
  o[3] = b8; b8 = ~(b8 & 0x0f);
  o[4] = b8; b8 |= 1;
  o[5] = b8; b8 ^= -1;
  o[6] = b8; b8 = b8 > -100 ? b8 : -100;
  o[7] = b8; b8 = b8 < -128 ? b8 : -128;
  o[8] = b8; b8 = (uint8_t)b8 > 5 ? b8 : 5;
  o[9] = b8; b8 = (uint8_t)b8 < 200 ? b8 : (int8_t)200;
  o[10] = b8; b8 = -7;
  for (int i = 0; i < 11; i++) p(o[i]);
  p(b8);
  int16_t h = -1, h1, h2, h3;
  h1 = h; h = (uint16_t)h > 7 ? h : 7;
  h2 = h; h = h < 7 ? h : 7;
  h3 = h; h = (uint16_t)h < 0x8000 ? h : (int16_t)0x8000;
  p(h1); p(h2); p(h3); p(h);
  p(10); p(10); p(10); p(99);
  p(1); p(1);
  return 0;
}
