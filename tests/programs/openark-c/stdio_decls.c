#include <stdio.h>

int main(int argc, char **argv) {
  printf("hello from %s with %d argument%s\n", "hir2mpl", argc - 1, argc == 2 ? "" : "s");
  return 0;
}
