/* Twin of memory.uir (run with the argument "hello"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
typedef struct Node { long v; struct Node *next; } Node;
typedef struct { int16_t a; double b; } Pair;
typedef struct { int8_t a; Pair p; int32_t arr[3]; int64_t d; } Rec;
static Rec table[4];
static int16_t grid[3][5];
static void p(long v) { printf("%ld\n", v); }
static long neg(long x) { return -x; }
int main(int argc, char **argv) {
  p(argc); p((long)strlen(argv[1])); puts(argv[1]);
  Node *head = NULL;
  for (long i = 1; i <= 10; i++) { Node *n = calloc(1, sizeof *n); n->v = i * i; n->next = head; head = n; }
  long s = 0; for (Node *c = head; c; c = c->next) s += c->v; p(s);
  p(1); p(head->v);
  table[2].a = -5; table[2].p = (Pair){100, 0.125}; table[2].arr[0] = 11; table[2].arr[2] = 33; table[2].arr[1] = 22;
  table[2].d = 0x123456789;
  Rec r = table[2]; p(r.a); p(r.p.a); p((long)r.p.b); p(r.d); p(table[2].arr[1]);
  grid[2][3] = 23; ((int16_t *)grid)[9] = 14;
  p(grid[1][4]); p(grid[2][3]);
  p(7); p(-3); p(1); p(neg(99)); p((long)(0.125 * 64.0)); p(-8);
  int32_t var[6]; long tot = 0; for (int k = 0; k < 6; k++) var[k] = k * k; for (int j = 0; j < 6; j++) tot += var[j]; p(tot);
  char *buf = malloc(16); memcpy(buf, "maple!\n", 8); printf("%s", buf);
  return 3;
}
