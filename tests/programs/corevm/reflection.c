/* Twin of reflection.ir: corevm.reflection.gettype gives a new object whose attribute `name`
   is the operand's type as the text writes it (maple's choice, docs/DECISIONS.md: the manual
   says only "the type information"): an alloca'd object is a reference to one (`object*`), an
   alloca'd Point `Point*`, constants their value types; hasmember sees that attribute and the
   object's own. */
#include <stdio.h>
int main(void) {
    printf("%s %s %s %s %s\n", "object*", "Point*", "i32", "dpf", "string");
    printf("has name %d %d colour %d\n", 1, 0, 1);
    return 0;
}
