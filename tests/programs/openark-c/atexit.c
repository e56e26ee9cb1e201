#include <stdio.h>
#include <stdlib.h>

static int saved = 7;

static void first(void) { printf("first handler, saved %d\n", saved); }
static void second(void) { printf("second handler\n"); saved = 9; }

static void finish(int code) {
  printf("finishing with %d\n", code);
  exit(code);
}

int main(void) {
  if (atexit(first) != 0 || atexit(second) != 0) return 1;
  printf("main runs\n");
  finish(3);
  printf("never printed\n");
  return 0;
}
