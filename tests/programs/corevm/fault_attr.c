/* Twin of fault_attr.ir: an object gets the attributes "colour" (string) and "size" (i32),
   both are printed, "colour" is removed with delattr (hasmember then says 0 for it and 1
   for "size"), and reading "colour" again is a fault whose report names the attribute: the
   lines before it are the whole stdout and the process exits with status 70. */
#include <stdio.h>

int main(void) {
    const char *colour = "teal";
    int size = 12;
    printf("colour %s size %d\n", colour, size);
    printf("has colour %d has size %d\n", 0, 1);
    fflush(stdout);
    fprintf(stderr, "object has no attribute colour\n");
    return 70;
}
