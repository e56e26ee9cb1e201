/* Twin of floats.ir: checks spf (IEEE single: every result rounded to float, so 16777216 + 1
   stays 16777216 and ten additions of 0.1 give 1.00000012) and dpf (IEEE double) add sub mul
   div mod pos neg inc dec; mod is C's fmod (sign of the dividend); neg 0.0 is -0.0; spf
   values reach printf promoted to double; printf %f %g %e %.3f %.9g %.17g. */
#include <stdio.h>
#include <math.h>

int fops_spf(float a, float b) {
    printf("spf: a=%.9g b=%.9g add=%.9g sub=%.9g mul=%.9g div=%.9g mod=%.9g\n", a, b, a + b, a - b,
           a * b, a / b, fmodf(a, b));
    return 0;
}

int fops_dpf(double a, double b) {
    printf("dpf: a=%.17g b=%.17g add=%.17g sub=%.17g mul=%.17g div=%.17g mod=%.17g\n", a, b, a + b,
           a - b, a * b, a / b, fmod(a, b));
    return 0;
}

int main(void) {
    fops_dpf(7.5, 2.0);
    fops_dpf(-7.5, 2.0);
    fops_dpf(0.1, 0.2);
    fops_dpf(1.0, 3.0);
    fops_dpf(1.0e10, 1.0e10);
    fops_dpf(5.25, -1.5);
    fops_spf((float)7.5, (float)2.0);
    fops_spf((float)0.1, (float)0.2);
    fops_spf((float)1.0, (float)3.0);
    fops_spf((float)16777216.0, (float)1.0);
    fops_spf((float)1.1, (float)1.1);
    fops_spf((float)10.5, (float)3.0);

    double d = 2.5;
    printf("dpf: pos %f neg %f inc %f dec %f\n", +d, -d, d + 1.0, d - 1.0);
    double z = 0.0;
    printf("dpf: neg 0.0 = %f, %g\n", -z, -z);
    float s = (float)16777216.0;
    printf("spf: pos %.1f neg %.1f inc %.1f dec %.1f\n", +s, -s, s + 1.0f, s - 1.0f);

    double sum = 0.0;
    float fsum = 0.0f;
    int i = 0;
    while (i < 10) {
        sum = sum + 0.1;
        fsum = fsum + (float)0.1;
        i = i + 1;
    }
    printf("ten 0.1: dpf %.17g spf %.9g\n", sum, fsum);

    double pi = 3.14159265358979;
    double r = 2.0;
    double area = pi * r * r;
    printf("area %f %.3f %g %e\n", area, area, area, area);
    double big = 1.0e20;
    double small = 0.000125;
    printf("big %g %e small %g %f\n", big, big, small, small);
    float third = (float)1.0 / (float)3.0;
    printf("third %f %.10f %g\n", third, third, third);
    return 0;
}
