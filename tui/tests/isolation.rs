//! Hostile programs cannot take the host down: memory bombs, blocks touched one word each,
//! thread bombs and output floods end (or run) within the limits, and maple's own peak RSS
//! stays under the guest limit plus 64 MiB.
//!
//! The peak RSS is the child's own, from `wait4`'s resource usage of that one process (not
//! `RUSAGE_CHILDREN`, which would mix in whatever other tests of this binary run at the same
//! time), so the figures cannot flake with the test order.

mod common;

use std::io::Read;
use std::process::Stdio;
use std::time::{Duration, Instant};

const MIB: u64 = 1 << 20;

/// How one run of `maple` ended.
struct Measured {
    status: i32,
    stdout: String,
    stderr: String,
    /// Peak resident set of the process, in bytes.
    peak_rss: u64,
    elapsed: Duration,
}

fn program(name: &str) -> String {
    format!(
        "{}/../tests/programs/hostile/{name}.mpl",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// Run `maple ARGS`, draining its output, and reap it with `wait4` for its peak RSS.
#[expect(
    clippy::zombie_processes,
    reason = "the child is reaped by wait4, which gives its resource usage"
)]
fn run(args: &[&str]) -> Measured {
    let start = Instant::now();
    let mut child = common::maple_command()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("maple starts");
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = r.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let out = drain(Box::new(child.stdout.take().expect("piped")));
    let err = drain(Box::new(child.stderr.take().expect("piped")));
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero `rusage` is a valid value of this plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is our own child, which nothing else waits for (`child.wait` is never
    // called), and both pointers are to live locals of the types `wait4` writes.
    let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(reaped, pid, "wait4 reaps maple");
    let elapsed = start.elapsed();
    assert!(libc::WIFEXITED(status), "maple ended by a signal: {status}");
    Measured {
        status: libc::WEXITSTATUS(status),
        stdout: out.join().expect("stdout drained"),
        stderr: err.join().expect("stderr drained"),
        // Linux reports ru_maxrss in KiB.
        peak_rss: usage.ru_maxrss as u64 * 1024,
        elapsed,
    }
}

/// The run stayed under `limit` plus 64 MiB of host memory.
fn assert_rss_under(m: &Measured, limit: u64, what: &str) {
    assert!(
        m.peak_rss < limit + 64 * MIB,
        "{what}: peak RSS {} MiB, over the limit of {} MiB + 64 MiB\nstderr: {}",
        m.peak_rss / MIB,
        limit / MIB,
        m.stderr
    );
}

#[test]
fn blocks_of_16_mib_touched_one_word_each_cost_the_pages_touched() {
    // 63 blocks of 16 MiB fit the default limit of 1 GiB: 1 GiB of guest memory, about 63
    // pages of it touched. Backed eagerly this took 3.1 GB of host memory.
    for engine in ["functional", "cycle"] {
        let m = run(&["run", &program("big_blocks"), "--engine", engine]);
        assert_eq!(m.status, 0, "{}", m.stderr);
        assert_eq!(m.stdout, "blocks of 16 MiB allocated: 63 of 191\n");
        assert_rss_under(&m, 0, engine);
    }
}

#[test]
fn a_64_byte_malloc_bomb_ends_at_the_limit_within_it() {
    // Past the limit malloc returns null; the bomb stores through it and faults, and the
    // report names the limit. Host memory stays within the limit (the heap's bookkeeping
    // is charged against it too). Unbounded, this reached 4 GB in 13 s.
    let limit = 256 * MIB;
    let m = run(&[
        "run",
        &program("memory_bomb"),
        "--engine",
        "functional",
        "--mem-limit",
        "256M",
    ]);
    assert_eq!(m.status, 70, "{}", m.stderr);
    assert!(m.stderr.contains("null pointer access"), "{}", m.stderr);
    assert!(m.stderr.contains("limit of 256 MiB"), "{}", m.stderr);
    assert_rss_under(&m, limit, "malloc bomb");
    assert!(m.elapsed < Duration::from_secs(60), "took {:?}", m.elapsed);
}

#[test]
fn a_thread_bomb_meets_eagain_at_the_thread_limit_costing_what_its_threads_touch() {
    // The default bound: 1000 threads, each joined before the next, each touching a page or
    // two of its stack. The 1,000th pthread_create returns EAGAIN (and so do the retries),
    // as glibc's does at its limits; maple says which limit once, and the program goes on.
    for engine in ["functional", "cycle"] {
        let m = run(&["run", &program("thread_bomb"), "--engine", engine]);
        assert_eq!(m.status, 0, "{}", m.stderr);
        let note = "maple: note: pthread_create returned EAGAIN: thread limit of 1000 reached \
                    (raise --max-threads)";
        assert_eq!(m.stderr.matches(note).count(), 1, "{}", m.stderr);
        assert!(
            m.stdout
                .ends_with("990 threads\npthread_create returned 11 after 999 threads, 3 times\n"),
            "{}",
            m.stdout
        );
        assert_rss_under(&m, 0, engine);
    }
}

#[test]
fn allocations_past_the_memory_limit_return_null_with_one_note() {
    // heap_exhausted checks every result: malloc, calloc and realloc return null at the
    // limit (five times, then once more at the end of a loop) and the program goes on; maple
    // says which limit once, as for threads.
    for engine in ["functional", "cycle"] {
        let m = run(&[
            "run",
            &program("heap_exhausted"),
            "--engine",
            engine,
            "--mem-limit",
            "8M",
        ]);
        assert_eq!(m.status, 0, "{}", m.stderr);
        assert!(m.stdout.starts_with("16 MiB: null\n"), "{}", m.stdout);
        let note = "maple: note: an allocation of 16777216 bytes returned null: with the heap as \
                    it was, it would pass the limit of 8 MiB of guest memory (raise --mem-limit)";
        assert_eq!(m.stderr.matches(note).count(), 1, "{}", m.stderr);
        assert_eq!(m.stderr.matches("maple: note:").count(), 1, "{}", m.stderr);
    }
}

#[test]
fn thread_stacks_are_linux_sized_reused_once_joined_and_limited_by_the_address_space() {
    let corpus = |path: &str| format!("{}/../tests/programs/{path}", env!("CARGO_MANIFEST_DIR"));
    // 126 threads alive at once fill the address space with 8 MiB stacks: EAGAIN, noted once.
    let m = run(&["run", &corpus("threads/live_thread_limit.mpl")]);
    assert_eq!(m.status, 0, "{}", m.stderr);
    assert!(m.stdout.starts_with("126 threads at once"), "{}", m.stdout);
    let note = "maple: note: pthread_create returned EAGAIN: thread limit of 127 reached: the \
                address space holds no more thread stacks of this size";
    assert_eq!(m.stderr.matches(note).count(), 1, "{}", m.stderr);
    // Smaller stacks fit more threads.
    let m = run(&[
        "run",
        &corpus("threads/live_thread_limit.mpl"),
        "--stack-size",
        "1M",
    ]);
    assert!(
        m.stdout
            .starts_with("200 threads at once, then pthread_create returned 0"),
        "{}",
        m.stdout
    );
    // The size is the user's: 20,000 frames of 64 bytes need more than 1 MiB.
    let deep = corpus("calls/linux_stack.mpl");
    assert_eq!(run(&["run", &deep]).status, 0);
    let m = run(&["run", &deep, "--stack-size", "1M"]);
    assert_eq!(m.status, 70, "{}", m.stderr);
    assert!(m.stderr.contains("stack overflow"), "{}", m.stderr);
    assert_rss_under(&m, 0, "deep recursion");
}

#[test]
fn an_output_flood_ends_at_the_output_limit_with_everything_before_it_written() {
    let m = run(&[
        "run",
        &program("output_flood"),
        "--engine",
        "functional",
        "--max-output",
        "4M",
    ]);
    assert_eq!(m.status, 70, "{}", m.stderr);
    assert!(
        m.stderr.contains("output limit of 4 MiB reached"),
        "{}",
        m.stderr
    );
    assert_eq!(m.stdout.len() as u64, 4 * MIB);
    assert!(m.stdout.starts_with("flood\nflood\n"));
    // The output is streamed, never held: the run costs no more than a small program.
    assert_rss_under(&m, 0, "output flood");
}

#[test]
fn a_printf_of_a_long_string_streams_it_through_a_bounded_buffer() {
    const TOUCHED: u64 = 192 * MIB;
    let m = run(&[
        "run",
        &program("long_string"),
        "--engine",
        "functional",
        "--max-output",
        "16M",
    ]);
    assert_eq!(m.status, 70, "{}", m.stderr);
    assert!(
        m.stderr.contains("output limit of 16 MiB reached"),
        "{}",
        m.stderr
    );
    assert_eq!(m.stdout.len() as u64, 16 * MIB);
    assert!(m.stdout.bytes().all(|b| b == b'A'));
    // The guest's own 192 MiB and a bounded buffer: the string is never copied whole.
    assert_rss_under(&m, TOUCHED, "a long %s");
}

#[test]
fn a_realloc_of_a_large_block_copies_it_without_a_host_copy() {
    // 320 MiB written, then copied into the 480 MiB block: the guest touches 640 MiB.
    const TOUCHED: u64 = 640 * MIB;
    let m = run(&["run", &program("big_realloc"), "--engine", "functional"]);
    assert_eq!(m.status, 0, "{}", m.stderr);
    assert_eq!(m.stdout, "7 0\n");
    assert_rss_under(&m, TOUCHED, "a large realloc");
}

#[test]
fn string_shims_take_strings_longer_than_16_mib_whole() {
    // 17 MiB of 'B's: strcpy and strncpy copy all of it, puts writes all of it (each once
    // stopped at 16 MiB without a word), through bounded host buffers.
    const LEN: u64 = 17 * MIB;
    let m = run(&["run", &program("long_copies"), "--engine", "functional"]);
    assert_eq!(m.status, 0, "{}", m.stderr);
    let (line, rest) = m.stdout.split_once('\n').expect("a first line");
    assert_eq!(line, format!("{LEN} 66 66 0 0"));
    assert_eq!(
        rest.len() as u64,
        LEN + 1,
        "puts wrote the whole string and a newline"
    );
    assert!(rest[..LEN as usize].bytes().all(|b| b == b'B'));
    assert!(rest.ends_with('\n'));
    // Three 17 MiB blocks of the guest and bounded buffers: no whole-string host copy.
    assert_rss_under(&m, 3 * LEN, "17 MiB strings through the string shims");
}
