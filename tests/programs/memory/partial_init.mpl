# Partial initializers: elements and sub-arrays not listed are zero; a statement may span
# several lines; values are truncated to the element type (-1 into u8 is 255).
func &printf (var %fmt <* i8>, ...) i32
var $a <[5] i32> = [1, 2]
var $m <[3] [2] i16> = [[7], [8, 9]]
var $b <[4] u8> = [0xff, 'a', -1]
func &main () i32 {
  call &printf (conststr ptr "%d %d %d %d %d | %d %d %d %d %d %d | %u %u %u %u\n", iread i32 <* i32> (array 1 ptr <* [5] i32> (addrof ptr $a, constval i32 0)), iread i32 <* i32> (array 1 ptr <* [5] i32> (addrof ptr $a, constval i32 1)), iread i32 <* i32> (array 1 ptr <* [5] i32> (addrof ptr $a, constval i32 2)), iread i32 <* i32> (array 1 ptr <* [5] i32> (addrof ptr $a, constval i32 3)), iread i32 <* i32> (array 1 ptr <* [5] i32> (addrof ptr $a, constval i32 4)),
  iread i32 <* i16> (array 1 ptr <* [3] [2] i16> (addrof ptr $m, constval i32 0, constval i32 0)), iread i32 <* i16> (array 1 ptr <* [3] [2] i16> (addrof ptr $m, constval i32 0, constval i32 1)), iread i32 <* i16> (array 1 ptr <* [3] [2] i16> (addrof ptr $m, constval i32 1, constval i32 0)), iread i32 <* i16> (array 1 ptr <* [3] [2] i16> (addrof ptr $m, constval i32 1, constval i32 1)), iread i32 <* i16> (array 1 ptr <* [3] [2] i16> (addrof ptr $m, constval i32 2, constval i32 0)), iread i32 <* i16> (array 1 ptr <* [3] [2] i16> (addrof ptr $m, constval i32 2, constval i32 1)),
  iread u32 <* u8> (array 1 ptr <* [4] u8> (addrof ptr $b, constval i32 0)), iread u32 <* u8> (array 1 ptr <* [4] u8> (addrof ptr $b, constval i32 1)), iread u32 <* u8> (array 1 ptr <* [4] u8> (addrof ptr $b, constval i32 2)), iread u32 <* u8> (array 1 ptr <* [4] u8> (addrof ptr $b, constval i32 3)))
  return (constval i32 0)
}
