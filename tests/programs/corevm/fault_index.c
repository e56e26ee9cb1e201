/* Twin of fault_index.ir: stores i * 7 at indices 0, 3, 6, 9 of an array [ 10 * i32 ] and
   prints each element read back; the store at index 12 is out of bounds, a fault whose
   report names the index (12) and the length (10): the lines before it are the whole
   stdout and the process exits with status 70.  The twin checks the index as maple does. */
#include <stdio.h>
#include <stdint.h>

int main(void) {
    int32_t a[10];
    uint32_t i = 0;
    int32_t v = 0;
    for (;;) {
        if (i >= 10) {
            fflush(stdout);
            fprintf(stderr, "array index 12 out of bounds (length 10)\n");
            return 70;
        }
        a[i] = v;
        printf("a[%u] = %d\n", i, a[i]);
        i = i + 3;
        v = v + 21;
    }
}
