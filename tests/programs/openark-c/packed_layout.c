#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>

#pragma pack(1)
struct hdr { unsigned char ver; int len; unsigned flags:3; unsigned seq:30; short tail; };
#pragma pack()
struct __attribute__((aligned(16))) line { char tag; int val; };
struct flex { int n; int data[]; };

static int sum(struct line *l) { return l->tag + l->val; }

int main(void) {
  struct hdr h;
  memset(&h, 0, sizeof h);
  h.ver = 2; h.len = 0x01020304; h.flags = 5; h.seq = 0x3fffffff; h.tail = -2;
  unsigned char *b = (unsigned char *)&h;
  for (unsigned i = 0; i < sizeof h; i++) printf("%02x", b[i]);
  printf("\n%d %d %d %d\n", (int)sizeof(struct hdr), (int)offsetof(struct hdr, tail),
         (int)sizeof(struct line), (int)sizeof(struct flex));
  printf("%u %u %d\n", h.flags, h.seq, h.tail);
  struct line l = { 3, 39 };
  printf("%d\n", sum(&l));
  struct flex *f = malloc(sizeof(struct flex) + 4 * sizeof(int));
  f->n = 4;
  for (int i = 0; i < f->n; i++) f->data[i] = i * i;
  int t = 0;
  for (int i = 0; i < f->n; i++) t += f->data[i];
  printf("%d\n", t);
  free(f);
  return 0;
}
