/* Twin of control.ir: checks br on a comparison (sign, with every callee defined after
   main), switch2 with a match, with repeated labels (3 and 5 both go to #odd) and with no
   match (control goes on to the instruction after the switch2), in a loop over 0..6; and
   switch2 on ui8 bytes of a string (getelement) counting vowels, where no match goes on to
   a br back to the loop head. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

int classify(int v);
int sign(int x);

int main(void) {
    printf("signs: %d %d %d\n", sign(-42), sign(0), sign(17));
    int tot = 0;
    int v = 0;
    while (v <= 6) {
        tot = tot + classify(v);
        v = v + 1;
    }
    printf("classify total: %d\n", tot);
    const char *s = "programming language";
    int n = 0;
    for (size_t i = 0; i < strlen(s); i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == 97 || ch == 101 || ch == 105 || ch == 111 || ch == 117)
            n = n + 1;
    }
    printf("vowels: %d\n", n);
    return 0;
}

int sign(int x) {
    if (x < 0)
        return -1;
    if (x == 0)
        return 0;
    return 1;
}

int classify(int v) {
    switch (v) {
    case 1:
        printf("%d: one\n", v);
        return 1;
    case 2:
        printf("%d: two\n", v);
        return 20;
    case 3:
    case 5:
        printf("%d: odd prime\n", v);
        return 300;
    }
    printf("%d: other\n", v);
    return 0;
}
