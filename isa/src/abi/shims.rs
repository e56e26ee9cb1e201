//! The one table of runtime shims, part of the machine contract: every external function the
//! runtime provides, by C name, with what implements it and its C prototype. The simulator
//! implements each [`Shim`] (`maple_sim::runtime`: an exhaustive match), the front ends know
//! from here which declared names need no body (maple-uvm's `@NAME_addr` globals), and
//! `maple shims` prints the table.

/// The external functions the runtime provides, by C name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shim {
    Printf,
    Puts,
    Putchar,
    Malloc,
    Calloc,
    Realloc,
    Free,
    Memcpy,
    Memmove,
    Memset,
    Memcmp,
    Strlen,
    Strcmp,
    Strncmp,
    Strcpy,
    Strncpy,
    Abs,
    Exit,
    Abort,
    PthreadCreate,
    PthreadJoin,
    PthreadSelf,
    PthreadMutexLock,
    PthreadMutexTrylock,
    PthreadMutexUnlock,
    PthreadCondWait,
    PthreadCondSignal,
    PthreadCondBroadcast,
    /// `pthread_mutex_init`/`_destroy`, `pthread_cond_init`/`_destroy`: objects are keyed by
    /// address and need no setup; these succeed.
    PthreadObjectSetup,
    SchedYield,
    /// `getchar`, and `getc`/`fgetc` of any stream (maple has one input stream).
    Getchar,
    /// `fgets(buf, n, stream)` from the input stream.
    Fgets,
    /// `read(fd, buf, n)`: fd 0 is the input stream.
    Read,
    Scanf,
    /// `fscanf(stream, fmt, ...)` from the input stream.
    Fscanf,
    Sscanf,
    /// `__atomic_<op>_<N>`: the operation and the size in bytes.
    Atomic(AtomicOp, u8),
    /// The output streams and formatted output into memory (the simulator's `runtime::stdio`).
    Stdio(StdioFn),
    /// The string and conversion functions of `string.h`/`stdlib.h` (`runtime::strings`).
    Str(StrFn),
    /// `math.h`: the function, and whether it is the `float` form (`sqrtf`).
    Math(MathFn, bool),
    /// `rand`: glibc's generator (`runtime::rand`).
    Rand,
    /// `srand(seed)`.
    Srand,
    /// `getenv(name)`: always null (a simulated program has no environment).
    Getenv,
    /// `__assert_fail(assertion, file, line, function)`: glibc's message, then `abort`.
    AssertFail,
    /// `time(p)` and `clock()`: from the instruction count (`runtime::clock`).
    Time,
    Clock,
}

/// The functions of the simulator's `runtime::stdio`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StdioFn {
    Fprintf,
    Sprintf,
    Snprintf,
    Vprintf,
    Vfprintf,
    Vsprintf,
    Vsnprintf,
    Fputs,
    /// `fputc` and `putc`.
    Fputc,
    Fwrite,
    Fflush,
}

/// The functions of the simulator's `runtime::strings`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrFn {
    Strcat,
    Strncat,
    Strchr,
    Strrchr,
    Strstr,
    Strdup,
    Memchr,
    Atoi,
    /// `atol` and `atoll` (both 64-bit).
    Atol,
    /// `strtol` and `strtoll`.
    Strtol,
    /// `strtoul` and `strtoull`.
    Strtoul,
    Strtod,
}

/// The functions of `math.h` (the simulator's `runtime::libm`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MathFn {
    Sqrt,
    Pow,
    Exp,
    Log,
    Log10,
    Sin,
    Cos,
    Tan,
    Atan,
    Atan2,
    Fabs,
    Floor,
    Ceil,
    Fmod,
    Round,
    Trunc,
}

/// The GCC atomic libcalls. Harts interleave whole instructions and a shim call is one
/// instruction, so each is atomic; orderings are accepted and need no action functionally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicOp {
    Load,
    Store,
    Exchange,
    CompareExchange,
    FetchAdd,
}

impl AtomicOp {
    /// The index of the memory-order argument (GCC's `__atomic_*_N` libcalls: `load(p,
    /// order)`, `store(p, v, order)`, `compare_exchange(p, expected, desired, weak,
    /// success, failure)`).
    pub fn order_arg(self) -> usize {
        match self {
            AtomicOp::Load => 1,
            AtomicOp::Store | AtomicOp::Exchange | AtomicOp::FetchAdd => 2,
            AtomicOp::CompareExchange => 4,
        }
    }
}

use MathFn as M;
use StdioFn as Io;
use StrFn as S;

impl Shim {
    /// Every shim: its name, what runs it, and its C prototype (glibc's, x86-64 Linux).
    pub const ALL: &'static [(&'static str, Shim, &'static str)] = &[
        ("printf", Shim::Printf, "int printf(const char *fmt, ...)"),
        ("puts", Shim::Puts, "int puts(const char *s)"),
        ("putchar", Shim::Putchar, "int putchar(int c)"),
        ("malloc", Shim::Malloc, "void *malloc(size_t n)"),
        ("calloc", Shim::Calloc, "void *calloc(size_t count, size_t size)"),
        ("realloc", Shim::Realloc, "void *realloc(void *p, size_t n)"),
        ("free", Shim::Free, "void free(void *p)"),
        ("memcpy", Shim::Memcpy, "void *memcpy(void *dst, const void *src, size_t n)"),
        ("memmove", Shim::Memmove, "void *memmove(void *dst, const void *src, size_t n)"),
        ("memset", Shim::Memset, "void *memset(void *p, int c, size_t n)"),
        ("memcmp", Shim::Memcmp, "int memcmp(const void *a, const void *b, size_t n)"),
        ("strlen", Shim::Strlen, "size_t strlen(const char *s)"),
        ("strcmp", Shim::Strcmp, "int strcmp(const char *a, const char *b)"),
        ("strncmp", Shim::Strncmp, "int strncmp(const char *a, const char *b, size_t n)"),
        ("strcpy", Shim::Strcpy, "char *strcpy(char *dst, const char *src)"),
        ("strncpy", Shim::Strncpy, "char *strncpy(char *dst, const char *src, size_t n)"),
        ("abs", Shim::Abs, "int abs(int x)"),
        ("exit", Shim::Exit, "void exit(int status)"),
        ("_exit", Shim::Exit, "void _exit(int status)"),
        ("abort", Shim::Abort, "void abort(void)"),
        ("pthread_create", Shim::PthreadCreate, "int pthread_create(pthread_t *t, const pthread_attr_t *attr, void *(*start)(void *), void *arg)"),
        ("pthread_join", Shim::PthreadJoin, "int pthread_join(pthread_t t, void **result)"),
        ("pthread_self", Shim::PthreadSelf, "pthread_t pthread_self(void)"),
        ("pthread_mutex_lock", Shim::PthreadMutexLock, "int pthread_mutex_lock(pthread_mutex_t *m)"),
        ("pthread_mutex_trylock", Shim::PthreadMutexTrylock, "int pthread_mutex_trylock(pthread_mutex_t *m)"),
        ("pthread_mutex_unlock", Shim::PthreadMutexUnlock, "int pthread_mutex_unlock(pthread_mutex_t *m)"),
        ("pthread_cond_wait", Shim::PthreadCondWait, "int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m)"),
        ("pthread_cond_signal", Shim::PthreadCondSignal, "int pthread_cond_signal(pthread_cond_t *c)"),
        ("pthread_cond_broadcast", Shim::PthreadCondBroadcast, "int pthread_cond_broadcast(pthread_cond_t *c)"),
        ("pthread_mutex_init", Shim::PthreadObjectSetup, "int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *attr)"),
        ("pthread_mutex_destroy", Shim::PthreadObjectSetup, "int pthread_mutex_destroy(pthread_mutex_t *m)"),
        ("pthread_cond_init", Shim::PthreadObjectSetup, "int pthread_cond_init(pthread_cond_t *c, const pthread_condattr_t *attr)"),
        ("pthread_cond_destroy", Shim::PthreadObjectSetup, "int pthread_cond_destroy(pthread_cond_t *c)"),
        ("sched_yield", Shim::SchedYield, "int sched_yield(void)"),
        ("getchar", Shim::Getchar, "int getchar(void)"),
        ("getc", Shim::Getchar, "int getc(FILE *stream)"),
        ("fgetc", Shim::Getchar, "int fgetc(FILE *stream)"),
        ("fgets", Shim::Fgets, "char *fgets(char *buf, int n, FILE *stream)"),
        ("read", Shim::Read, "ssize_t read(int fd, void *buf, size_t n)"),
        ("scanf", Shim::Scanf, "int scanf(const char *fmt, ...)"),
        ("__isoc99_scanf", Shim::Scanf, "int __isoc99_scanf(const char *fmt, ...)"),
        ("fscanf", Shim::Fscanf, "int fscanf(FILE *stream, const char *fmt, ...)"),
        ("__isoc99_fscanf", Shim::Fscanf, "int __isoc99_fscanf(FILE *stream, const char *fmt, ...)"),
        ("sscanf", Shim::Sscanf, "int sscanf(const char *s, const char *fmt, ...)"),
        ("__isoc99_sscanf", Shim::Sscanf, "int __isoc99_sscanf(const char *s, const char *fmt, ...)"),
        ("fprintf", Shim::Stdio(Io::Fprintf), "int fprintf(FILE *stream, const char *fmt, ...)"),
        ("sprintf", Shim::Stdio(Io::Sprintf), "int sprintf(char *buf, const char *fmt, ...)"),
        ("snprintf", Shim::Stdio(Io::Snprintf), "int snprintf(char *buf, size_t n, const char *fmt, ...)"),
        ("vprintf", Shim::Stdio(Io::Vprintf), "int vprintf(const char *fmt, va_list ap)"),
        ("vfprintf", Shim::Stdio(Io::Vfprintf), "int vfprintf(FILE *stream, const char *fmt, va_list ap)"),
        ("vsprintf", Shim::Stdio(Io::Vsprintf), "int vsprintf(char *buf, const char *fmt, va_list ap)"),
        ("vsnprintf", Shim::Stdio(Io::Vsnprintf), "int vsnprintf(char *buf, size_t n, const char *fmt, va_list ap)"),
        ("fputs", Shim::Stdio(Io::Fputs), "int fputs(const char *s, FILE *stream)"),
        ("fputc", Shim::Stdio(Io::Fputc), "int fputc(int c, FILE *stream)"),
        ("putc", Shim::Stdio(Io::Fputc), "int putc(int c, FILE *stream)"),
        ("fwrite", Shim::Stdio(Io::Fwrite), "size_t fwrite(const void *p, size_t size, size_t count, FILE *stream)"),
        ("fflush", Shim::Stdio(Io::Fflush), "int fflush(FILE *stream)"),
        ("strcat", Shim::Str(S::Strcat), "char *strcat(char *dst, const char *src)"),
        ("strncat", Shim::Str(S::Strncat), "char *strncat(char *dst, const char *src, size_t n)"),
        ("strchr", Shim::Str(S::Strchr), "char *strchr(const char *s, int c)"),
        ("strrchr", Shim::Str(S::Strrchr), "char *strrchr(const char *s, int c)"),
        ("strstr", Shim::Str(S::Strstr), "char *strstr(const char *haystack, const char *needle)"),
        ("strdup", Shim::Str(S::Strdup), "char *strdup(const char *s)"),
        ("memchr", Shim::Str(S::Memchr), "void *memchr(const void *p, int c, size_t n)"),
        ("atoi", Shim::Str(S::Atoi), "int atoi(const char *s)"),
        ("atol", Shim::Str(S::Atol), "long atol(const char *s)"),
        ("atoll", Shim::Str(S::Atol), "long long atoll(const char *s)"),
        ("strtol", Shim::Str(S::Strtol), "long strtol(const char *s, char **end, int base)"),
        ("strtoll", Shim::Str(S::Strtol), "long long strtoll(const char *s, char **end, int base)"),
        ("strtoul", Shim::Str(S::Strtoul), "unsigned long strtoul(const char *s, char **end, int base)"),
        ("strtoull", Shim::Str(S::Strtoul), "unsigned long long strtoull(const char *s, char **end, int base)"),
        ("strtod", Shim::Str(S::Strtod), "double strtod(const char *s, char **end)"),
        ("rand", Shim::Rand, "int rand(void)"),
        ("srand", Shim::Srand, "void srand(unsigned seed)"),
        ("getenv", Shim::Getenv, "char *getenv(const char *name)"),
        ("__assert_fail", Shim::AssertFail, "void __assert_fail(const char *assertion, const char *file, unsigned line, const char *function)"),
        ("time", Shim::Time, "time_t time(time_t *t)"),
        ("clock", Shim::Clock, "clock_t clock(void)"),
        ("sqrt", Shim::Math(M::Sqrt, false), "double sqrt(double x)"),
        ("sqrtf", Shim::Math(M::Sqrt, true), "float sqrtf(float x)"),
        ("pow", Shim::Math(M::Pow, false), "double pow(double x, double y)"),
        ("powf", Shim::Math(M::Pow, true), "float powf(float x, float y)"),
        ("exp", Shim::Math(M::Exp, false), "double exp(double x)"),
        ("expf", Shim::Math(M::Exp, true), "float expf(float x)"),
        ("log", Shim::Math(M::Log, false), "double log(double x)"),
        ("logf", Shim::Math(M::Log, true), "float logf(float x)"),
        ("log10", Shim::Math(M::Log10, false), "double log10(double x)"),
        ("log10f", Shim::Math(M::Log10, true), "float log10f(float x)"),
        ("sin", Shim::Math(M::Sin, false), "double sin(double x)"),
        ("sinf", Shim::Math(M::Sin, true), "float sinf(float x)"),
        ("cos", Shim::Math(M::Cos, false), "double cos(double x)"),
        ("cosf", Shim::Math(M::Cos, true), "float cosf(float x)"),
        ("tan", Shim::Math(M::Tan, false), "double tan(double x)"),
        ("tanf", Shim::Math(M::Tan, true), "float tanf(float x)"),
        ("atan", Shim::Math(M::Atan, false), "double atan(double x)"),
        ("atanf", Shim::Math(M::Atan, true), "float atanf(float x)"),
        ("atan2", Shim::Math(M::Atan2, false), "double atan2(double y, double x)"),
        ("atan2f", Shim::Math(M::Atan2, true), "float atan2f(float y, float x)"),
        ("fabs", Shim::Math(M::Fabs, false), "double fabs(double x)"),
        ("fabsf", Shim::Math(M::Fabs, true), "float fabsf(float x)"),
        ("floor", Shim::Math(M::Floor, false), "double floor(double x)"),
        ("floorf", Shim::Math(M::Floor, true), "float floorf(float x)"),
        ("ceil", Shim::Math(M::Ceil, false), "double ceil(double x)"),
        ("ceilf", Shim::Math(M::Ceil, true), "float ceilf(float x)"),
        ("fmod", Shim::Math(M::Fmod, false), "double fmod(double x, double y)"),
        ("fmodf", Shim::Math(M::Fmod, true), "float fmodf(float x, float y)"),
        ("round", Shim::Math(M::Round, false), "double round(double x)"),
        ("roundf", Shim::Math(M::Round, true), "float roundf(float x)"),
        ("trunc", Shim::Math(M::Trunc, false), "double trunc(double x)"),
        ("truncf", Shim::Math(M::Trunc, true), "float truncf(float x)"),
    ];

    /// The shim of the external function `name`.
    pub fn by_name(name: &str) -> Option<Shim> {
        if let Some(rest) = name.strip_prefix("__atomic_") {
            let (op, n) = rest.rsplit_once('_')?;
            let op = match op {
                "load" => AtomicOp::Load,
                "store" => AtomicOp::Store,
                "exchange" => AtomicOp::Exchange,
                "compare_exchange" => AtomicOp::CompareExchange,
                "fetch_add" => AtomicOp::FetchAdd,
                _ => return None,
            };
            let n: u8 = n.parse().ok().filter(|n| matches!(n, 1 | 2 | 4 | 8))?;
            return Some(Shim::Atomic(op, n));
        }
        Shim::ALL
            .iter()
            .find(|(n, _, _)| *n == name)
            .map(|&(_, s, _)| s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every name once, and every prototype names its function.
    #[test]
    fn the_table_is_consistent() {
        let mut names: Vec<&str> = Shim::ALL.iter().map(|(n, _, _)| *n).collect();
        for (name, shim, proto) in Shim::ALL {
            assert!(
                proto.contains(&format!(" {name}(")) || proto.contains(&format!("*{name}(")),
                "the prototype of {name} is `{proto}`"
            );
            assert_eq!(Shim::by_name(name), Some(*shim), "{name}");
        }
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len(), "a name is in the table twice");
        assert_eq!(
            Shim::by_name("__atomic_fetch_add_4"),
            Some(Shim::Atomic(AtomicOp::FetchAdd, 4))
        );
        assert_eq!(Shim::by_name("__atomic_fetch_add_3"), None);
        assert_eq!(Shim::by_name("fopen"), None);
    }
}
