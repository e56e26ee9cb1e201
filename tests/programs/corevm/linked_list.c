/* Twin of linked_list.ir: a singly linked list of a declared type Node with a Node* field
   (and a has_next flag ending it: coreVM has no null constant).  Nodes are alloca'd [auto]
   inside a loop (each execution makes a fresh node); the list head and the walk position
   are kept in the Node* field of a Cursor, written with setattr and read with load Node*.
   Checks building by prepending the squares 1..64, walking and printing, an iterative sum,
   recursive sum and length over Node* parameters, doubling in place, and the maximum. */
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>

typedef struct Node { int val; struct Node *next; bool has_next; } Node;
typedef struct Cursor { Node *cur; } Cursor;

int rsum(Node *n);
int rlen(Node *n);
int double_all(Node *head);

int main(void) {
    Cursor *c = malloc(sizeof *c);
    Node *first = malloc(sizeof *first);
    first->val = 1;
    first->has_next = false;
    c->cur = first;
    int i = 2;
    while (i <= 8) {
        Node *n = malloc(sizeof *n);
        n->val = i * i;
        n->next = c->cur;
        n->has_next = true;
        c->cur = n;
        i = i + 1;
    }
    Node *head = c->cur;

    Cursor *w = malloc(sizeof *w);
    w->cur = head;
    int sum = 0;
    int maxv = -1;
    for (;;) {
        Node *n = w->cur;
        int v = n->val;
        printf("node %d\n", v);
        sum = sum + v;
        if (v > maxv)
            maxv = v;
        if (!n->has_next)
            break;
        w->cur = n->next;
    }
    printf("sum %d max %d\n", sum, maxv);
    printf("rsum %d rlen %d\n", rsum(head), rlen(head));
    double_all(head);
    printf("doubled: head %d rsum %d\n", head->val, rsum(head));
    return 0;
}

int rsum(Node *n) {
    if (!n->has_next)
        return n->val;
    return n->val + rsum(n->next);
}

int rlen(Node *n) {
    if (!n->has_next)
        return 1;
    return 1 + rlen(n->next);
}

int double_all(Node *head) {
    Cursor *c = malloc(sizeof *c);
    c->cur = head;
    for (;;) {
        Node *n = c->cur;
        n->val = n->val * 2;
        if (!n->has_next)
            return 0;
        c->cur = n->next;
    }
}
