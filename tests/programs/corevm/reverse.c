/* Twin of reverse.ir: reverses strings byte by byte into an array [ 32 * ui8 ] (getelement
   ui8 of the string, putelement into the array at len - 1 - i) and prints the array with
   %c in a loop; checks palindromes by comparing bytes from both ends (i8 getelement), and
   uppercases ASCII letters of a string into the array (ui8 arithmetic on byte values). */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdbool.h>

int rev(const char *s, uint8_t *buf) {
    uint64_t n = strlen(s);
    uint64_t i = 0;
    while (i < n) {
        uint8_t c = (uint8_t)s[i];
        buf[n - 1 - i] = c;
        i = i + 1;
    }
    printf("[%s] -> [", s);
    i = 0;
    while (i < n) {
        printf("%c", buf[i]);
        i = i + 1;
    }
    printf("] (%lu bytes)\n", n);
    return 0;
}

bool palindrome(const char *s) {
    uint64_t n = strlen(s);
    if (n == 0)
        return true;
    uint64_t i = 0;
    uint64_t j = n - 1;
    while (i < j) {
        if ((int8_t)s[i] != (int8_t)s[j])
            return false;
        i = i + 1;
        j = j - 1;
    }
    return true;
}

int upper(const char *s, uint8_t *buf) {
    uint64_t n = strlen(s);
    uint64_t i = 0;
    while (i < n) {
        uint8_t c = (uint8_t)s[i];
        if (c >= 97 && c <= 122)
            c = (uint8_t)(c - 32);
        buf[i] = c;
        i = i + 1;
    }
    i = 0;
    while (i < n) {
        printf("%c", buf[i]);
        i = i + 1;
    }
    printf("\n");
    return 0;
}

int main(void) {
    uint8_t buf[32];
    rev("Hello, coreVM!", buf);
    rev("abc", buf);
    rev("x", buf);
    rev("", buf);
    rev("A man, a plan, a canal: Panama", buf);
    printf("palindromes: %d %d %d %d %d\n", palindrome("racecar"), palindrome("coreVM"), palindrome("abba"),
           palindrome(""), palindrome("ab"));
    upper("Hello, coreVM 2.0!", buf);
    return 0;
}
