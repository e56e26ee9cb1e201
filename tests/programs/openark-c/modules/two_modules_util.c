int scale = 3;
extern int counter;

static int helper(int x) { return x * scale; }

int twice(int x) {
  counter += 1;
  return helper(x) + helper(x);
}
