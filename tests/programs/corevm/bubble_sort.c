/* Twin of bubble_sort.ir: bubble sort of twelve i32 (negative values and duplicates among
   them) in an array [ 12 * i32 ] passed to functions; the passes stop early once a pass
   swaps nothing; the pass count goes back through an i32* parameter (an alloca'd i32
   cell).  Prints the array before and after, the number of swaps and passes, and
   whether the result is sorted (checked by a separate function).  Exit status: the swap
   count & 0xff. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

int print_arr(int32_t *a) {
    uint64_t i = 0;
    while (i < 12) {
        printf("%d ", a[i]);
        i = i + 1;
    }
    printf("\n");
    return 0;
}

int sort(int32_t *a, int32_t *passes) {
    uint64_t n = 12;
    int total = 0;
    for (;;) {
        bool swapped = false;
        uint64_t i = 1;
        *passes = *passes + 1;
        while (i < n) {
            int32_t x = a[i - 1];
            int32_t y = a[i];
            if (x > y) {
                a[i - 1] = y;
                a[i] = x;
                swapped = true;
                total = total + 1;
            }
            i = i + 1;
        }
        n = n - 1;
        if (!swapped)
            break;
    }
    return total;
}

bool is_sorted(int32_t *a) {
    uint64_t i = 1;
    while (i < 12) {
        if (a[i - 1] > a[i])
            return false;
        i = i + 1;
    }
    return true;
}

int main(void) {
    int32_t init[12] = {34, -7, 0, 12, 99, -7, 5, 1000, -250, 3, 12, 8};
    int32_t a[12];
    uint32_t k = 0;
    while (k < 12) {
        a[k] = init[k];
        k = k + 1;
    }
    printf("sorted before: %d\n", is_sorted(a));
    print_arr(a);
    int32_t passes = 0;
    int swaps = sort(a, &passes);
    print_arr(a);
    printf("swaps %d passes %d sorted after: %d\n", swaps, passes, is_sorted(a));
    printf("min %d max %d\n", a[0], a[11]);
    return swaps;
}
