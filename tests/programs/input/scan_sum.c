#include <stdio.h>
int main(void) {
  int n, x, count = 0, r;
  long long sum = 0;
  char word[32];
  double d;
  unsigned h;
  if (scanf("%d", &n) != 1) return 1;
  for (int i = 0; i < n; i++) {
    if (scanf("%d", &x) != 1) break;
    sum += x;
    count++;
  }
  r = scanf("%31s", word);
  printf("read %d numbers, sum %lld, word %s (%d)\n", count, sum, word, r);
  r = sscanf("3.25 ff", "%lf %x", &d, &h);
  printf("sscanf %d: %.2f %u\n", r, d, h);
  r = scanf("%d", &x);
  printf("at the end: %d\n", r);
  return 0;
}
