/* The C source orig.mpl was compiled from (its #LINE comments point here). */
int main(void) {
    int x = 6 * 7;
    printf("%d\n", x);
    return 0;
}
