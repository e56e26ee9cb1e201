/* C twin of gcd.uir: exit status gcd(1071, 462). */
long gcd(long a, long b) {
    while (b != 0) {
        long t = a % b;
        a = b;
        b = t;
    }
    return a;
}
int main(void) { return (int)gcd(1071, 462); }
