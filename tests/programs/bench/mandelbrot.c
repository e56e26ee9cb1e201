#include <stdio.h>

int main(void) {
    const char *shades = " .:-=+*#%@";
    long total = 0;
    for (int row = 0; row < 20; row++) {
        double ci = -1.2 + row * 0.12;
        for (int col = 0; col < 48; col++) {
            double cr = -2.1 + col * 0.0625;
            double zr = 0.0, zi = 0.0;
            int n = 0;
            while (n < 50 && zr * zr + zi * zi <= 4.0) {
                double t = zr * zr - zi * zi + cr;
                zi = 2.0 * zr * zi + ci;
                zr = t;
                n++;
            }
            total += n;
            putchar(shades[n == 50 ? 9 : n % 9]);
        }
        putchar('\n');
    }
    printf("total iterations %ld\n", total);
    return 0;
}
