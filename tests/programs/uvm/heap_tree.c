/* C twin of heap_tree.uir. */
#include <stdio.h>
#include <stdlib.h>

struct node { long val; struct node *next; };
struct tree { long key; struct tree *left, *right; };

static const char *fmt;
static void show(long v) { printf(fmt, v); }

static struct node *build(long n) {
    struct node *head = NULL;
    for (long i = n; i != 0; i--) {
        struct node *node = calloc(1, sizeof *node);
        node->val = i;
        node->next = head;
        head = node;
    }
    return head;
}

static long weighted(struct node *l) {
    long s = 0, k = 1;
    for (struct node *p = l; p; p = p->next, k++)
        s += p->val * k;
    return s;
}

static struct node *reverse(struct node *l) {
    struct node *prev = NULL;
    for (struct node *p = l, *nx; p; p = nx) {
        nx = p->next;
        p->next = prev;
        prev = p;
    }
    return prev;
}

static void insert(struct tree *t, long k) {
    struct tree **side = k < t->key ? &t->left : &t->right;
    if (!*side) {
        struct tree *n = calloc(1, sizeof *n);
        n->key = k;
        *side = n;
        return;
    }
    insert(*side, k);
}

static void walk(struct tree *t, long *count) {
    if (!t)
        return;
    walk(t->left, count);
    *count += 1;
    show(*count * 1000 + t->key);
    walk(t->right, count);
}

static long height(struct tree *t) {
    if (!t)
        return 0;
    long hl = height(t->left), hr = height(t->right);
    return (hl < hr ? hr : hl) + 1;
}

int main(void) {
    struct { long len; char c[8]; } chars = { 4, "%ld\n" };
    fmt = chars.c;
    struct node *list = build(10);
    show(weighted(list));
    show(weighted(reverse(list)));
    struct { int n; long k[12]; } *keys = calloc(1, sizeof *keys);
    keys->n = 12;
    for (long i = 0; i < 12; i++)
        keys->k[i] = i * 37 % 50;
    struct tree *root = calloc(1, sizeof *root);
    root->key = 25;
    for (long j = 0; j < keys->n; j++)
        insert(root, keys->k[j]);
    long count = 0;
    walk(root, &count);
    show(count);
    show(height(root));
    return 0;
}
