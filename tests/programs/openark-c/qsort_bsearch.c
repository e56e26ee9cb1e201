#include <stdio.h>
#include <stdlib.h>

struct rec { int key; int id; };

static int calls;

static int by_key(const void *a, const void *b) {
  const struct rec *x = a, *y = b;
  calls++;
  return (x->key > y->key) - (x->key < y->key);
}

static int cmp_int(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

int main(void) {
  struct rec r[10];
  int v[9] = {42, 7, 19, 3, 88, 7, 61, 25, 0};
  for (int i = 0; i < 10; i++) { r[i].key = (i * 7) % 4; r[i].id = i; }
  qsort(r, 10, sizeof r[0], by_key);
  for (int i = 0; i < 10; i++) printf("%d:%d ", r[i].key, r[i].id);
  printf("\ncalls %d\n", calls);
  qsort(v, 9, sizeof v[0], cmp_int);
  for (int i = 0; i < 9; i++) printf("%d ", v[i]);
  int key = 61;
  int *hit = bsearch(&key, v, 9, sizeof v[0], cmp_int);
  key = 60;
  int *miss = bsearch(&key, v, 9, sizeof v[0], cmp_int);
  printf("\nfound at %d, miss %s\n", (int)(hit - v), miss ? "no" : "yes");
  return 0;
}
