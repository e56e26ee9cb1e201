# A tokenizer as a state machine: a switch on the state inside a loop over the characters
# of a string, a second switch classifying characters; counts numbers, words and operators
# and sums the numbers.
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %s <* u8>
  var %i i32
  var %c i32
  var %cls i32
  var %state i32
  var %num i32
  var %sum i32
  var %nums i32
  var %words i32
  var %ops i32
  dassign %s (conststr ptr "x1 = 12 + foo*7 - 300/bar5 ;")
  dassign %i (constval i32 0)
  dassign %state (constval i32 0)
  dassign %sum (constval i32 0)
  dassign %nums (constval i32 0)
  dassign %words (constval i32 0)
  dassign %ops (constval i32 0)
@loop
  dassign %c (iread u32 <* u8> (add ptr (dread ptr %s, cvt i64 i32 (dread i32 %i))))
  # class: 0 end, 1 digit, 2 letter, 3 space, 4 operator
  dassign %cls (constval i32 4)
  if (eq i32 i32 (dread i32 %c, constval i32 0)) {
    dassign %cls (constval i32 0)
  }
  if (cand i32 (ge i32 i32 (dread i32 %c, constval i32 48), le i32 i32 (dread i32 %c, constval i32 57))) {
    dassign %cls (constval i32 1)
  }
  if (cand i32 (ge i32 i32 (dread i32 %c, constval i32 97), le i32 i32 (dread i32 %c, constval i32 122))) {
    dassign %cls (constval i32 2)
  }
  if (eq i32 i32 (dread i32 %c, constval i32 32)) {
    dassign %cls (constval i32 3)
  }
  # state: 0 between tokens, 1 in a number, 2 in a word
  switch (dread i32 %state) @bad {
    0: goto @between
    1: goto @innum
    2: goto @inword }
@between
  switch (dread i32 %cls) @bad {
    0: goto @finish
    1: goto @startnum
    2: goto @startword
    3: goto @next
    4: goto @op }
@startnum
  dassign %num (sub i32 (dread i32 %c, constval i32 48))
  dassign %state (constval i32 1)
  goto @next
@startword
  dassign %words (add i32 (dread i32 %words, constval i32 1))
  dassign %state (constval i32 2)
  goto @next
@op
  dassign %ops (add i32 (dread i32 %ops, constval i32 1))
  goto @next
@innum
  if (eq i32 i32 (dread i32 %cls, constval i32 1)) {
    dassign %num (add i32 (mul i32 (dread i32 %num, constval i32 10), sub i32 (dread i32 %c, constval i32 48)))
    goto @next
  }
  dassign %sum (add i32 (dread i32 %sum, dread i32 %num))
  dassign %nums (add i32 (dread i32 %nums, constval i32 1))
  dassign %state (constval i32 0)
  goto @between
@inword
  # letters and digits continue a word
  brtrue @next (cior i32 (eq i32 i32 (dread i32 %cls, constval i32 1), eq i32 i32 (dread i32 %cls, constval i32 2)))
  dassign %state (constval i32 0)
  goto @between
@next
  dassign %i (add i32 (dread i32 %i, constval i32 1))
  goto @loop
@bad
  call &printf (conststr ptr "bad state\n")
  return (constval i32 1)
@finish
  call &printf (conststr ptr "numbers %d (sum %d), words %d, operators %d, length %d\n", dread i32 %nums, dread i32 %sum, dread i32 %words, dread i32 %ops, dread i32 %i)
  return (constval i32 0)
}
