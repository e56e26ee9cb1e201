/* Twin of strings.ir: checks string constants passed to printf %s (with the escapes \t \" \\
   decoded), len of a string (bytes, no NUL: "" is 0), getelement of bytes of a string as ui8
   and as i8 (the byte \xe9 is 233 as ui8 and -23 as i8), eq neq lt gt cmp of strings by
   content (a constant against the same text read back from a cell, a prefix against a longer
   string), string parameters and a string result, a string in an alloca'd cell, and an
   array of strings. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdbool.h>

int count_char(const char *s, uint8_t c) {
    uint64_t n = strlen(s);
    uint64_t i = 0;
    int k = 0;
    while (i < n) {
        if ((uint8_t)s[i] == c)
            k = k + 1;
        i = i + 1;
    }
    return k;
}

const char *pick(bool b) {
    if (b)
        return "yes";
    return "no";
}

static int sgn(int x) { return (x > 0) - (x < 0); }

int compare(const char *a, const char *b) {
    int c = strcmp(a, b);
    printf("\"%s\" vs \"%s\": eq %d neq %d lt %d gt %d cmp %d\n", a, b, c == 0, c != 0, c < 0, c > 0, sgn(c));
    return 0;
}

int main(void) {
    printf("%s, %s!\n", "Hello", "world");
    printf("tab:\there quote:\" backslash:\\\n");
    printf("len hello %lu len empty %lu len long %lu\n", strlen("hello"), strlen(""), strlen("the quick brown fox"));
    const char *h = "Hello";
    printf("bytes %d %d %d %d %d\n", (uint8_t)h[0], (int8_t)h[1], (uint8_t)h[4], (uint8_t)"caf\xe9"[3], (int8_t)"caf\xe9"[3]);
    printf("len cafe %lu\n", strlen("caf\xe9"));
    const char *cell = "apple";
    compare("apple", cell);
    compare("apple", "banana");
    compare("b", "a");
    compare("abc", "abcd");
    compare("Zebra", "apple");
    printf("count l in hello world: %d\n", count_char("hello world", 108));
    printf("count o in hello world: %d\n", count_char("hello world", 111));
    printf("count z: %d\n", count_char("hello world", 122));
    printf("pick %s %s\n", pick(true), pick(false));
    const char *arr[3];
    arr[0] = "red";
    arr[1] = "green";
    arr[2] = "blue";
    uint32_t i = 0;
    while (i < 3) {
        printf("colour %u: %s (%lu)\n", i, arr[i], strlen(arr[i]));
        i = i + 1;
    }
    return 0;
}
