/* C twin of swap.uir. */
int main(void) {
    int a = 1, b = 100, i = 0, a2, i1;
    for (;;) {
        a2 = a + i;
        i1 = i + 1;
        if (!(i1 < 7)) break;
        int na = b, nb = a2;
        a = na; b = nb; i = i1;
    }
    return a2 - b;
}
