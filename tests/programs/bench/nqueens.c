#include <stdio.h>

static int cols[16];
static long long checksum;

static int safe(int row, int col) {
    for (int r = 0; r < row; r++) {
        int c = cols[r];
        if (c == col || c - col == r - row || c - col == row - r)
            return 0;
    }
    return 1;
}

static int solve(int row, int n) {
    if (row == n) {
        long long h = 0;
        for (int r = 0; r < n; r++)
            h = h * 10 + cols[r];
        checksum += h;
        return 1;
    }
    int count = 0;
    for (int col = 0; col < n; col++)
        if (safe(row, col)) {
            cols[row] = col;
            count += solve(row + 1, n);
        }
    return count;
}

int main(void) {
    for (int n = 4; n <= 8; n++) {
        checksum = 0;
        int s = solve(0, n);
        printf("%d-queens: %d solutions, checksum %lld\n", n, s, checksum);
    }
    return 0;
}
