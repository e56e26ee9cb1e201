
# java.lang.Runnable and java.lang.Thread: a Java thread is a pthread of the C library (so
# `--cores N` runs them in parallel) whose start routine calls the object's run().
func &pthread_create (var %t <* u64>, var %attr <* void>, var %start <* void>, var %arg <* void>) i32
func &pthread_join (var %t u64, var %result <* <* void>>) i32
func &sched_yield () i32

type $Ljava_2Flang_2FRunnable_3B <interface {
  &Ljava_2Flang_2FRunnable_3B_7Crun_7C_28_29V public virtual abstract (<* <$Ljava_2Flang_2FRunnable_3B>>) void}>
javainterface $Ljava_2Flang_2FRunnable_3B <$Ljava_2Flang_2FRunnable_3B> public abstract

# maple's fields: the pthread and the Runnable given to the constructor. (Android 10's Thread
# has more: a user class extending Thread numbers its own fields after these, not after those.)
type $Ljava_2Flang_2FThread_3B <class <$Ljava_2Flang_2FObject_3B> {
  @tid u64 private,
  @target <* <$Ljava_2Flang_2FRunnable_3B>> private,
  @threadNumber i32 private,
  &Ljava_2Flang_2FThread_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$Ljava_2Flang_2FThread_3B>>) void,
  &Ljava_2Flang_2FThread_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FRunnable_3B_29V public constructor (<* <$Ljava_2Flang_2FThread_3B>>, <* <$Ljava_2Flang_2FRunnable_3B>>) void,
  &Ljava_2Flang_2FThread_3B_7Cstart_7C_28_29V public virtual synchronized (<* <$Ljava_2Flang_2FThread_3B>>) void,
  &Ljava_2Flang_2FThread_3B_7Crun_7C_28_29V public virtual (<* <$Ljava_2Flang_2FThread_3B>>) void,
  &Ljava_2Flang_2FThread_3B_7Cjoin_7C_28_29V public virtual final (<* <$Ljava_2Flang_2FThread_3B>>) void,
  &Ljava_2Flang_2FThread_3B_7Csleep_7C_28J_29V public static (i64) void,
  &Ljava_2Flang_2FThread_3B_7Cyield_7C_28_29V public static () void,
  $Ljava_2Flang_2FRunnable_3B}>
javaclass $Ljava_2Flang_2FThread_3B <$Ljava_2Flang_2FThread_3B> public

# Threads are numbered as the JDK names them: `Thread-0`, `Thread-1`, ...
var $__maple_thread_count i32

func &Ljava_2Flang_2FThread_3B_7C_3Cinit_3E_7C_28_29V public constructor (var %_this <* <$Ljava_2Flang_2FThread_3B>>) void {
  iassign <* <$Ljava_2Flang_2FThread_3B>> 6 (dread ref %_this, dread i32 $__maple_thread_count)
  dassign $__maple_thread_count 0 (add i32 (dread i32 $__maple_thread_count, constval i32 1))
  return ()
}

func &Ljava_2Flang_2FThread_3B_7C_3Cinit_3E_7C_28Ljava_2Flang_2FRunnable_3B_29V public constructor (var %_this <* <$Ljava_2Flang_2FThread_3B>>, var %r <* <$Ljava_2Flang_2FRunnable_3B>>) void {
  call &Ljava_2Flang_2FThread_3B_7C_3Cinit_3E_7C_28_29V (dread ref %_this)
  iassign <* <$Ljava_2Flang_2FThread_3B>> 5 (dread ref %_this, dread ref %r)
  return ()
}

# The start routine of every Java thread: the object's run(); an exception that escapes it is
# reported as the JVM reports it (`Exception in thread "Thread-0" ...`) and ends the thread.
func &__maple_thread_entry (var %arg <* void>) <* void> {
  var %name <[24] u8>
  var %n i32
  javatry { @uncaught }
  virtualcall &Ljava_2Flang_2FThread_3B_7Crun_7C_28_29V (dread ref %arg)
  endtry
  return (constval ptr 0)
@uncaught javacatch { <* <$Ljava_2Flang_2FThrowable_3B>> }
  callassigned &snprintf (addrof ptr %name, constval u64 24, conststr ptr "Thread-%d", iread i32 <* <$Ljava_2Flang_2FThread_3B>> 6 (dread ref %arg)) { dassign %n 0 }
  call &__maple_uncaught (regread ptr %%thrownval, addrof ptr %name)
  return (constval ptr 0)
}

func &Ljava_2Flang_2FThread_3B_7Cstart_7C_28_29V public virtual synchronized (var %_this <* <$Ljava_2Flang_2FThread_3B>>) void {
  var %rc i32
  callassigned &pthread_create (iaddrof ptr <* <$Ljava_2Flang_2FThread_3B>> 4 (dread ref %_this), constval ptr 0, addroffunc ptr &__maple_thread_entry, dread ref %_this) { dassign %rc 0 }
  return ()
}

func &Ljava_2Flang_2FThread_3B_7Crun_7C_28_29V public virtual (var %_this <* <$Ljava_2Flang_2FThread_3B>>) void {
  var %r <* <$Ljava_2Flang_2FRunnable_3B>>
  dassign %r 0 (iread ref <* <$Ljava_2Flang_2FThread_3B>> 5 (dread ref %_this))
  if (ne u1 ptr (dread ref %r, constval ptr 0)) {
    interfacecall &Ljava_2Flang_2FRunnable_3B_7Crun_7C_28_29V (dread ref %r)
  }
  return ()
}

func &Ljava_2Flang_2FThread_3B_7Cjoin_7C_28_29V public virtual final (var %_this <* <$Ljava_2Flang_2FThread_3B>>) void {
  var %rc i32
  callassigned &pthread_join (iread u64 <* <$Ljava_2Flang_2FThread_3B>> 4 (dread ref %_this), constval ptr 0) { dassign %rc 0 }
  return ()
}

# maple keeps no wall clock to sleep on: the thread gives up its core once (other threads run).
func &Ljava_2Flang_2FThread_3B_7Csleep_7C_28J_29V public static (var %ms i64) void {
  var %rc i32
  callassigned &sched_yield () { dassign %rc 0 }
  return ()
}

func &Ljava_2Flang_2FThread_3B_7Cyield_7C_28_29V public static () void {
  var %rc i32
  callassigned &sched_yield () { dassign %rc 0 }
  return ()
}
