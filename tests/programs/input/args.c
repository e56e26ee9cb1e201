#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  unsigned long long total = 0;
  printf("argc %d\n", argc);
  for (int i = 1; i < argc; i++) {
    printf("argv[%d] = %s\n", i, argv[i]);
    total += strlen(argv[i]);
  }
  if (argv[argc] == NULL) printf("argv[argc] is NULL\n");
  printf("%llu bytes\n", total);
  return argc;
}
