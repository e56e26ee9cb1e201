/* Twin of structs.ir: checks declared types: alloca (auto and static) of a type, setattr and
   getattr + load of fields of types i32 ui8 i64 dpf string bool, a Point* passed to functions
   that read it and write it (the caller sees the writes), a function returning a fresh
   Point*, a type with Point* fields (load Point* of the field, then getattr through it), and
   a type with an array field (getattr gives the array: putelement/getelement/len on it). */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>

typedef struct Point { int32_t x; int32_t y; } Point;
typedef struct Rect { Point *tl; Point *bot; const char *name; } Rect;
typedef struct Rec { uint8_t tag; int64_t big; double ratio; const char *title; bool flag; } Rec;
typedef struct Buf { int32_t data[4]; int32_t count; } Buf;

int point_sum(Point *p) { return p->x + p->y; }

int point_move(Point *p, int dx, int dy) {
    p->x = p->x + dx;
    p->y = p->y + dy;
    return 0;
}

Point *make_point(int x, int y) {
    Point *p = malloc(sizeof *p);
    p->x = x;
    p->y = y;
    return p;
}

int rect_area(Rect *r) {
    Point *a = r->tl;
    Point *b = r->bot;
    int w = b->x - a->x;
    int h = b->y - a->y;
    printf("rect %s: %d x %d\n", r->name, w, h);
    return w * h;
}

int main(void) {
    Point p;
    p.x = 3;
    p.y = 4;
    printf("p = (%d, %d) sum %d\n", p.x, p.y, point_sum(&p));
    point_move(&p, 10, -20);
    printf("moved p = (%d, %d) sum %d\n", p.x, p.y, point_sum(&p));
    Point q;
    q.x = -1;
    q.y = -1;
    q.x = 7;
    printf("q = (%d, %d)\n", q.x, q.y);
    Point *m = make_point(100, 200);
    printf("made = (%d, %d)\n", m->x, m->y);

    Rect r;
    r.tl = &p;
    r.bot = m;
    r.name = "pm";
    printf("area %d\n", rect_area(&r));
    point_move(r.tl, 50, 0);
    printf("p via rect = (%d, %d) area %d\n", p.x, p.y, rect_area(&r));

    Rec rec;
    rec.tag = 200;
    rec.big = -5000000000L;
    rec.ratio = 0.75;
    rec.title = "record";
    rec.flag = true;
    printf("rec: %d %ld %f %s %d\n", rec.tag, rec.big, rec.ratio, rec.title, rec.flag);
    rec.tag = (uint8_t)(rec.tag + 100);
    rec.flag = false;
    printf("rec: %d %d\n", rec.tag, rec.flag);

    Buf b;
    b.count = 4;
    int32_t *d = b.data;
    d[0] = 7;
    d[1] = 11;
    d[2] = d[0] * d[1];
    d[3] = -1;
    printf("buf: %d %d %d %d len %lu count %d\n", d[0], d[1], d[2], d[3], (uint64_t)4, b.count);
    return 0;
}
