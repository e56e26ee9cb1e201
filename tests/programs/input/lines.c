#include <stdio.h>
#include <unistd.h>
int main(void) {
  char buf[16], b2[64];
  int lines = 0, c, chars = 0, nl = 0;
  long n, total = 0;
  /* maple's input shims share one unbuffered stream: read(0) sees what stdio left. */
  setvbuf(stdin, NULL, _IONBF, 0);
  while (fgets(buf, sizeof buf, stdin) != NULL) {
    lines++;
    printf("%d [%s]\n", lines, buf);
    if (lines == 3) break;
  }
  while ((c = getchar()) != 'X' && c != EOF) {
    chars++;
    if (c == '\n') nl++;
  }
  printf("getchar: %d chars, %d newlines, stopped at %c\n", chars, nl, c);
  while ((n = read(0, b2, sizeof b2)) > 0) total += n;
  printf("read: %ld bytes, then %ld\n", total, n);
  printf("fgets at the end: %s\n", fgets(buf, sizeof buf, stdin) == NULL ? "NULL" : "a line");
  printf("getchar at the end: %d\n", getchar());
  return 0;
}
