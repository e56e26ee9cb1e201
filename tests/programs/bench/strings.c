#include <stdio.h>
#include <string.h>

static char buf[4096];
static char copy[4096];

static int my_strlen(const char *s) {
    int n = 0;
    while (s[n]) n++;
    return n;
}

static void reverse(char *s, int n) {
    int i = 0, j = n - 1;
    while (i < j) {
        char t = s[i]; s[i] = s[j]; s[j] = t;
        i++; j--;
    }
}

int main(void) {
    const char *words = "maple ir runs on a stack machine ";
    int wl = (int)strlen(words);
    int pos = 0;
    while (pos + wl < 4000) {
        memcpy(buf + pos, words, (size_t)wl);
        pos += wl;
    }
    buf[pos] = 0;
    int n = my_strlen(buf);
    printf("length %d (strlen %d)\n", n, (int)strlen(buf));
    int vowels = 0, spaces = 0;
    for (int i = 0; i < n; i++) {
        char c = buf[i];
        if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u') vowels++;
        if (c == ' ') spaces++;
    }
    printf("vowels %d spaces %d\n", vowels, spaces);
    memcpy(copy, buf, (size_t)n + 1);
    reverse(copy, n);
    printf("reversed starts \"%.12s\"\n", copy);
    unsigned h = 5381;
    for (int i = 0; i < n; i++) h = h * 33u + (unsigned char)copy[i];
    printf("djb2 %u\n", h);
    reverse(copy, n);
    printf("round trip equal %d\n", strcmp(copy, buf) == 0);
    for (int i = 0; i < n; i++)
        if (copy[i] >= 'a' && copy[i] <= 'z') copy[i] = (char)(copy[i] - 32);
    printf("upper \"%.20s\" cmp %d\n", copy, strcmp(copy, buf) < 0);
    return 0;
}
