# Benchmark: a bytecode stack-machine interpreter — a dense switch (jump table) on the
# opcode inside the dispatch loop, operand stack and registers in local arrays. The bytecode
# computes the sum of squares below 1000, fib(40) and the number of primes below 500
# (C twin: interp.c).
func &printf (var %fmt <* i8>, ...) i32
var $code <[143] i32> = [1, 0, 3, 0, 1, 0, 3, 1, 2, 0, 2, 1, 2, 1, 6, 4, 3, 0, 2, 1, 1, 1, 4, 3, 1, 2, 1, 1, 1000, 7, 8, 8, 2, 0, 10, 1, 0, 3, 2, 1, 1, 3, 3, 1, 0, 3, 4, 2, 2, 2, 3, 4, 3, 5, 2, 3, 3, 2, 2, 5, 3, 3, 2, 4, 1, 1, 4, 11, 3, 4, 1, 40, 7, 8, 47, 2, 2, 10, 1, 2, 3, 6, 1, 0, 3, 7, 1, 2, 3, 1, 2, 1, 2, 1, 6, 2, 6, 1, 1, 4, 7, 13, 119, 2, 6, 2, 1, 12, 13, 126, 2, 1, 1, 1, 4, 3, 1, 9, 90, 2, 7, 1, 1, 4, 3, 7, 2, 6, 1, 1, 4, 11, 3, 6, 1, 500, 7, 8, 86, 2, 7, 10, 0]
func &main () i32 {
  var %stack <[64] i32>
  var %regs <[8] i32>
  var %sp i32
  var %pc i32
  var %steps i64
  var %op i32
  var %a i32
  var %b i32
  var %i i32
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 8), constval i32 1) {
    iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %regs, dread i32 %i), constval i32 0)
  }
  dassign %sp (constval i32 0)
  dassign %pc (constval i32 0)
  dassign %steps (constval i64 0)
@dispatch
  dassign %op (iread i32 <* i32> (array 1 ptr <* [143] i32> (addrof ptr $code, dread i32 %pc)))
  dassign %pc (add i32 (dread i32 %pc, constval i32 1))
  dassign %steps (add i64 (dread i64 %steps, constval i64 1))
  switch (dread i32 %op) @bad {
    0: goto @halt
    1: goto @push
    2: goto @load
    3: goto @store
    4: goto @add
    5: goto @sub
    6: goto @mul
    7: goto @lt
    8: goto @jnz
    9: goto @jmp
    10: goto @print
    11: goto @dup
    12: goto @mod
    13: goto @jz }
@halt
  call &printf (conststr ptr "halted after %ld steps\n", dread i64 %steps)
  return (constval i32 0)
@push
  iassign <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp), iread i32 <* i32> (array 1 ptr <* [143] i32> (addrof ptr $code, dread i32 %pc)))
  dassign %sp (add i32 (dread i32 %sp, constval i32 1))
  dassign %pc (add i32 (dread i32 %pc, constval i32 1))
  goto @dispatch
@load
  iassign <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp), iread i32 <* i32> (array 1 ptr <* [8] i32> (addrof ptr %regs, iread i32 <* i32> (array 1 ptr <* [143] i32> (addrof ptr $code, dread i32 %pc)))))
  dassign %sp (add i32 (dread i32 %sp, constval i32 1))
  dassign %pc (add i32 (dread i32 %pc, constval i32 1))
  goto @dispatch
@store
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  iassign <* i32> (array 1 ptr <* [8] i32> (addrof ptr %regs, iread i32 <* i32> (array 1 ptr <* [143] i32> (addrof ptr $code, dread i32 %pc))), iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  dassign %pc (add i32 (dread i32 %pc, constval i32 1))
  goto @dispatch
@add
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %b (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %a (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  iassign <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp), add i32 (dread i32 %a, dread i32 %b))
  dassign %sp (add i32 (dread i32 %sp, constval i32 1))
  goto @dispatch
@sub
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %b (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %a (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  iassign <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp), sub i32 (dread i32 %a, dread i32 %b))
  dassign %sp (add i32 (dread i32 %sp, constval i32 1))
  goto @dispatch
@mul
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %b (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %a (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  iassign <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp), mul i32 (dread i32 %a, dread i32 %b))
  dassign %sp (add i32 (dread i32 %sp, constval i32 1))
  goto @dispatch
@lt
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %b (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %a (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  iassign <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp), lt i32 i32 (dread i32 %a, dread i32 %b))
  dassign %sp (add i32 (dread i32 %sp, constval i32 1))
  goto @dispatch
@jnz
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %a (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  if (dread i32 %a) {
    dassign %pc (iread i32 <* i32> (array 1 ptr <* [143] i32> (addrof ptr $code, dread i32 %pc)))
  } else {
    dassign %pc (add i32 (dread i32 %pc, constval i32 1))
  }
  goto @dispatch
@jmp
  dassign %pc (iread i32 <* i32> (array 1 ptr <* [143] i32> (addrof ptr $code, dread i32 %pc)))
  goto @dispatch
@print
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %a (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  call &printf (conststr ptr "%d\n", dread i32 %a)
  goto @dispatch
@dup
  dassign %a (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, sub i32 (dread i32 %sp, constval i32 1))))
  iassign <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp), dread i32 %a)
  dassign %sp (add i32 (dread i32 %sp, constval i32 1))
  goto @dispatch
@mod
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %b (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %a (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  iassign <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp), rem i32 (dread i32 %a, dread i32 %b))
  dassign %sp (add i32 (dread i32 %sp, constval i32 1))
  goto @dispatch
@jz
  dassign %sp (sub i32 (dread i32 %sp, constval i32 1))
  dassign %a (iread i32 <* i32> (array 1 ptr <* [64] i32> (addrof ptr %stack, dread i32 %sp)))
  if (eq i32 i32 (dread i32 %a, constval i32 0)) {
    dassign %pc (iread i32 <* i32> (array 1 ptr <* [143] i32> (addrof ptr $code, dread i32 %pc)))
  } else {
    dassign %pc (add i32 (dread i32 %pc, constval i32 1))
  }
  goto @dispatch
@bad
  call &printf (conststr ptr "bad opcode %d\n", dread i32 %op)
  return (constval i32 1)
}
