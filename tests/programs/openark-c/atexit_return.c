#include <stdio.h>
#include <stdlib.h>

static void bye(void) { printf("bye from the handler\n"); }

int main(int argc, char **argv) {
  atexit(bye);
  printf("main returns %d\n", argc + 4);
  return argc + 4;
}
