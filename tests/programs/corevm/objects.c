/* Twin of objects.ir: checks the dynamic `object` type (alloca [ auto ] object): setattr
   creating attributes of types i32 string dpf ui64 bool, getattr + load of each, setattr
   replacing an attribute by a value of another type (count i32 -> dpf, name string -> i64),
   read-modify-write of an attribute in a loop, delattr, corevm.reflection.hasmember (object
   pointer for `object val`, a string constant for `string* member`) before and after delattr
   and after re-adding, an object stored in an attribute of another (load object*), and an
   object* passed to a function that adds an attribute the caller then reads.  C has no
   dynamic objects: the twin keeps each object's attributes in a small table. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
#include <string.h>

enum Kind { K_I32, K_STR, K_DPF, K_UI64, K_BOOL, K_I64, K_OBJ };
struct Obj;
typedef struct Val {
    enum Kind kind;
    int32_t i32; const char *str; double dpf; uint64_t ui64; bool b; int64_t i64; struct Obj *obj;
} Val;
typedef struct Obj { int n; const char *names[16]; Val vals[16]; } Obj;

static int find(Obj *o, const char *name) {
    for (int i = 0; i < o->n; i++)
        if (strcmp(o->names[i], name) == 0)
            return i;
    return -1;
}
static void set(Obj *o, const char *name, Val v) {
    int i = find(o, name);
    if (i < 0) { i = o->n++; o->names[i] = name; }
    o->vals[i] = v;
}
static Val *get(Obj *o, const char *name) { return &o->vals[find(o, name)]; }
static void del(Obj *o, const char *name) {
    int i = find(o, name);
    for (int j = i; j + 1 < o->n; j++) { o->names[j] = o->names[j + 1]; o->vals[j] = o->vals[j + 1]; }
    o->n--;
}
static bool has(Obj *o, const char *name) { return find(o, name) >= 0; }
static Val I32(int32_t x) { Val v = {K_I32}; v.i32 = x; return v; }
static Val STR(const char *x) { Val v = {K_STR}; v.str = x; return v; }
static Val DPF(double x) { Val v = {K_DPF}; v.dpf = x; return v; }
static Val UI64(uint64_t x) { Val v = {K_UI64}; v.ui64 = x; return v; }
static Val BOOL(bool x) { Val v = {K_BOOL}; v.b = x; return v; }
static Val I64(int64_t x) { Val v = {K_I64}; v.i64 = x; return v; }
static Val OBJ(Obj *x) { Val v = {K_OBJ}; v.obj = x; return v; }

int tag(Obj *o, int32_t level) {
    set(o, "level", I32(level));
    set(o, "tagged", BOOL(true));
    return 0;
}

int main(void) {
    Obj o = {0};
    set(&o, "count", I32(42));
    set(&o, "name", STR("widget"));
    set(&o, "ratio", DPF(0.5));
    set(&o, "big", UI64(10000000000UL));
    set(&o, "flag", BOOL(true));
    printf("count %d name %s ratio %f big %lu flag %d\n", get(&o, "count")->i32, get(&o, "name")->str,
           get(&o, "ratio")->dpf, get(&o, "big")->ui64, get(&o, "flag")->b);
    int i = 0;
    while (i < 5) {
        int32_t c = get(&o, "count")->i32;
        set(&o, "count", I32(c + 10));
        i = i + 1;
    }
    printf("count after loop %d\n", get(&o, "count")->i32);
    set(&o, "count", DPF(2.75));
    set(&o, "name", I64(-77));
    printf("replaced: count %f name %ld\n", get(&o, "count")->dpf, get(&o, "name")->i64);
    printf("has ratio %d name %d nothing %d\n", has(&o, "ratio"), has(&o, "name"), has(&o, "nothing"));
    del(&o, "ratio");
    printf("after delattr: has ratio %d count %d\n", has(&o, "ratio"), has(&o, "count"));
    set(&o, "ratio", STR("back"));
    printf("re-added: has ratio %d ratio %s\n", has(&o, "ratio"), get(&o, "ratio")->str);

    Obj child = {0};
    set(&child, "depth", I32(1));
    set(&o, "child", OBJ(&child));
    Obj *ch = get(&o, "child")->obj;
    printf("child depth %d has depth %d\n", get(ch, "depth")->i32, has(ch, "depth"));
    set(ch, "depth", I32(2));
    printf("child depth via o %d\n", get(get(&o, "child")->obj, "depth")->i32);

    printf("has level %d\n", has(&o, "level"));
    tag(&o, 9);
    printf("has level %d level %d tagged %d\n", has(&o, "level"), get(&o, "level")->i32, get(&o, "tagged")->b);
    return 0;
}
