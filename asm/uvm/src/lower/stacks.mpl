# µVM stacks on maple's threads (maple-uvm, lower/stacks.rs). A stack is the record NEWSTACK
# makes; one that has started runs on a pthread of its own, and of the stacks of one µVM
# thread exactly one may run (`go`): a swap hands `go` over under one mutex and condition
# variable and parks the swapper until a stack swaps back to it. `tid` names the pthread
# that hosts the stack (0 until it starts); the records of started stacks form a list, so
# that a thread finds its current stack by its id. A stack killed while parked wakes, sees
# `dead` and unwinds its pthread with a uvm_thread_exit object (caught by its start routine;
# the lowering declares the class). A `tid` of all ones is no pthread.
type $__uvm_stack <struct {@start ptr, @func ptr, @go i64, @started i64, @tid u64, @dead i64, @next ptr}>
var $__uvm_stacks_mu <[40] u8> align(8)
var $__uvm_stacks_cv <[48] u8> align(8)
var $__uvm_stacks ptr
func &malloc (var %n u64) ptr
func &pthread_self () u64
func &pthread_create (var %t ptr, var %attr ptr, var %f ptr, var %arg ptr) i32
func &pthread_mutex_lock (var %m ptr) i32
func &pthread_mutex_unlock (var %m ptr) i32
func &pthread_cond_wait (var %c ptr, var %m ptr) i32
func &pthread_cond_broadcast (var %c ptr) i32

# Under the mutex: the record of the stack running on this pthread; a pthread no NEWSTACK
# started (the main thread) gets one, running and started, the first time it asks.
func &__uvm_find_stack () ptr {
  var %self u64
  var %r ptr
  callassigned &pthread_self () { dassign %self 0 }
  dassign %r (dread ptr $__uvm_stacks)
@look
  brtrue @make (eq i32 ptr (dread ptr %r, constval ptr 0))
  brtrue @found (eq i32 u64 (iread u64 <* <$__uvm_stack>> 5 (dread ptr %r), dread u64 %self))
  dassign %r (iread ptr <* <$__uvm_stack>> 7 (dread ptr %r))
  goto @look
@make
  callassigned &malloc (constval u64 56) { dassign %r 0 }
  iassign <* <$__uvm_stack>> 1 (dread ptr %r, constval ptr 0)
  iassign <* <$__uvm_stack>> 2 (dread ptr %r, constval ptr 0)
  iassign <* <$__uvm_stack>> 3 (dread ptr %r, constval i64 1)
  iassign <* <$__uvm_stack>> 4 (dread ptr %r, constval i64 1)
  iassign <* <$__uvm_stack>> 5 (dread ptr %r, dread u64 %self)
  iassign <* <$__uvm_stack>> 6 (dread ptr %r, constval i64 0)
  iassign <* <$__uvm_stack>> 7 (dread ptr %r, dread ptr $__uvm_stacks)
  dassign $__uvm_stacks (dread ptr %r)
@found
  return (dread ptr %r)
}

# @uvm.current_stack.
func &__uvm_current_stack () ptr {
  var %r ptr
  call &pthread_mutex_lock (addrof ptr $__uvm_stacks_mu)
  callassigned &__uvm_find_stack () { dassign %r 0 }
  call &pthread_mutex_unlock (addrof ptr $__uvm_stacks_mu)
  return (dread ptr %r)
}

# Under the mutex: give `go` to stack %to, starting its pthread if it has none.
func &__uvm_resume (var %to ptr) void {
  var %tid u64
  var %rc i32
  iassign <* <$__uvm_stack>> 3 (dread ptr %to, constval i64 1)
  brtrue @running (ne i32 i64 (iread i64 <* <$__uvm_stack>> 4 (dread ptr %to), constval i64 0))
  iassign <* <$__uvm_stack>> 4 (dread ptr %to, constval i64 1)
  callassigned &pthread_create (addrof ptr %tid, constval ptr 0, iread ptr <* <$__uvm_stack>> 1 (dread ptr %to), dread ptr %to) { dassign %rc 0 }
  # µVM has no error value for a thread that cannot start (EAGAIN at maple's limits).
  assertlt (dread i32 %rc, constval i32 1)
  return ()
@running
  call &pthread_cond_broadcast (addrof ptr $__uvm_stacks_cv)
  return ()
}

# @uvm.new_thread: stack %s starts on a new pthread; the thread value is its id.
func &__uvm_new_thread (var %s ptr) u64 {
  var %tid u64
  var %rc i32
  call &pthread_mutex_lock (addrof ptr $__uvm_stacks_mu)
  iassign <* <$__uvm_stack>> 3 (dread ptr %s, constval i64 1)
  iassign <* <$__uvm_stack>> 4 (dread ptr %s, constval i64 1)
  callassigned &pthread_create (addrof ptr %tid, constval ptr 0, iread ptr <* <$__uvm_stack>> 1 (dread ptr %s), dread ptr %s) { dassign %rc 0 }
  # µVM has no error value for a thread that cannot start (EAGAIN at maple's limits).
  assertlt (dread i32 %rc, constval i32 1)
  call &pthread_mutex_unlock (addrof ptr $__uvm_stacks_mu)
  return (dread u64 %tid)
}

# @uvm.swap_stack: park the current stack, run %to; return when a stack swaps back (or
# unwind the pthread when the parked stack is killed instead).
func &__uvm_swap_stack (var %to ptr) void {
  var %me ptr
  var %exc ptr
  call &pthread_mutex_lock (addrof ptr $__uvm_stacks_mu)
  callassigned &__uvm_find_stack () { dassign %me 0 }
  iassign <* <$__uvm_stack>> 3 (dread ptr %me, constval i64 0)
  call &__uvm_resume (dread ptr %to)
@park
  brtrue @woken (ne i32 i64 (iread i64 <* <$__uvm_stack>> 3 (dread ptr %me), constval i64 0))
  call &pthread_cond_wait (addrof ptr $__uvm_stacks_cv, addrof ptr $__uvm_stacks_mu)
  goto @park
@woken
  call &pthread_mutex_unlock (addrof ptr $__uvm_stacks_mu)
  brtrue @killed (ne i32 i64 (iread i64 <* <$__uvm_stack>> 6 (dread ptr %me), constval i64 0))
  return ()
@killed
  dassign %exc (gcmalloc ptr <$uvm_thread_exit>)
  throw (dread ptr %exc)
}

# @uvm.kill_stack: a parked stack wakes to unwind its pthread; one never started never runs.
func &__uvm_kill_stack (var %s ptr) void {
  call &pthread_mutex_lock (addrof ptr $__uvm_stacks_mu)
  iassign <* <$__uvm_stack>> 6 (dread ptr %s, constval i64 1)
  brtrue @parked (ne i32 i64 (iread i64 <* <$__uvm_stack>> 4 (dread ptr %s), constval i64 0))
  iassign <* <$__uvm_stack>> 4 (dread ptr %s, constval i64 1)
  call &pthread_mutex_unlock (addrof ptr $__uvm_stacks_mu)
  return ()
@parked
  iassign <* <$__uvm_stack>> 3 (dread ptr %s, constval i64 1)
  call &pthread_cond_broadcast (addrof ptr $__uvm_stacks_cv)
  call &pthread_mutex_unlock (addrof ptr $__uvm_stacks_mu)
  return ()
}

# A start routine's first act: the stack's pthread is this one.
func &__uvm_stack_begin (var %s ptr) void {
  var %self u64
  callassigned &pthread_self () { dassign %self 0 }
  call &pthread_mutex_lock (addrof ptr $__uvm_stacks_mu)
  iassign <* <$__uvm_stack>> 5 (dread ptr %s, dread u64 %self)
  iassign <* <$__uvm_stack>> 6 (dread ptr %s, constval i64 0)
  iassign <* <$__uvm_stack>> 7 (dread ptr %s, dread ptr $__uvm_stacks)
  dassign $__uvm_stacks (dread ptr %s)
  call &pthread_mutex_unlock (addrof ptr $__uvm_stacks_mu)
  return ()
}

# A start routine's last act: the stack is dead and its pthread ends (the µVM thread with
# it: the stacks it parked stay parked).
func &__uvm_stack_end (var %s ptr) void {
  call &pthread_mutex_lock (addrof ptr $__uvm_stacks_mu)
  iassign <* <$__uvm_stack>> 6 (dread ptr %s, constval i64 1)
  iassign <* <$__uvm_stack>> 5 (dread ptr %s, constval u64 0xffffffffffffffff)
  call &pthread_mutex_unlock (addrof ptr $__uvm_stacks_mu)
  return ()
}
