//! `maple run` on the cycle engine: statistics (human and JSON), the profile, regions,
//! configuration errors and bounds, through the binary.

mod common;

use common::maple;
use std::path::PathBuf;

fn tmp(name: &str) -> PathBuf {
    maple_tests::tmp!("run-cycle", name)
}

use maple_tests::stderr;

/// A loop with a checkpoint region around its body and a call in it.
const LOOP: &str = "func &printf (var %f <* i8>, ...) i32
func &square (var %x i32) i32 {
  return (mul i32 (dread i32 %x, dread i32 %x))
}
func &main () i32 {
  var %s i32
  var %i i32
  dassign %s (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 50), constval i32 1) {
    checkpoint body
    var %q i32
    callassigned &square (dread i32 %i) { dassign %q 0 }
    dassign %s (add i32 (dread i32 %s, dread i32 %q))
    checkpoint body
  }
  call &printf (conststr ptr \"%d\\n\", dread i32 %s)
  return (constval i32 0)
}
";

fn write(name: &str, text: &str) -> String {
    let p = tmp(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

#[test]
fn stats_json_has_the_design_keys_and_consistent_figures() {
    let src = write("loop.mpl", LOOP);
    let json = tmp("stats.json");
    let o = maple(&["run", &src, "--stats-json", json.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "40425\n");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    for key in [
        "cycles",
        "instructions",
        "stalls",
        "caches",
        "branches",
        "functions",
        "regions",
        "threads",
    ] {
        assert!(v.get(key).is_some(), "missing {key}: {v}");
    }
    for cache in ["l1i", "l1d", "l2"] {
        assert!(v["caches"][cache]["hits"].is_u64() && v["caches"][cache]["misses"].is_u64());
    }
    assert!(v["branches"]["predicted"].is_u64() && v["branches"]["mispredicted"].is_u64());
    let cycles = v["cycles"].as_u64().unwrap();
    let insns = v["instructions"].as_u64().unwrap();
    let stalls: u64 = v["stalls"]
        .as_object()
        .unwrap()
        .values()
        .map(|n| n.as_u64().unwrap())
        .sum();
    assert_eq!(cycles, insns + stalls, "every cycle issues or stalls");
    // Functions and harts add up to the whole run.
    let by_fn: u64 = v["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["cycles"].as_u64().unwrap())
        .sum();
    assert_eq!(by_fn, cycles);
    let square = v["functions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "square")
        .expect("square profiled");
    // Two loads, the multiply and the return, 50 times.
    assert_eq!(square["instructions"].as_u64().unwrap(), 50 * 4);
    assert_eq!(v["threads"][0]["cycles"].as_u64().unwrap(), cycles);
    assert_eq!(v["threads"][0]["thread"], 1, "the first thread is thread 1");
    let region = &v["regions"][0];
    assert_eq!(region["name"], "body");
    assert_eq!(region["entries"], 50);
    assert!(region["cycles"].as_u64().unwrap() < cycles);
    assert!(region["instructions"].as_u64().unwrap() > 50 * 10);
}

#[test]
fn stats_summary_and_profile_go_to_stderr() {
    let src = write("loop2.mpl", LOOP);
    let o = maple(&["run", &src, "--stats", "--profile"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "40425\n");
    let e = stderr(&o);
    for needle in [
        "IPC",
        "L1D",
        "branches",
        "region body:",
        "== profile:",
        "source line",
        "-- square (",
        "mul i32",
    ] {
        assert!(e.contains(needle), "stderr lacks {needle:?}:\n{e}");
    }
}

#[test]
fn same_input_same_cycles_and_config_changes_them() {
    let src = write("loop3.mpl", LOOP);
    let stats = |extra: &[&str]| {
        let mut args = vec!["run", &src, "--stats-json", "-"];
        args.extend_from_slice(extra);
        let o = maple(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        let out = String::from_utf8_lossy(&o.stdout).into_owned();
        let json = out.strip_prefix("40425\n").expect("program output first");
        serde_json::from_str::<serde_json::Value>(json).unwrap()
    };
    let base = stats(&[]);
    assert_eq!(base, stats(&[]), "deterministic");
    let slow = write("slow.toml", "[core]\nmul_latency = 40\n");
    let slow = stats(&["--config", &slow]);
    // 50 multiplies whose result the return pops at once wait 37 more cycles each (the
    // front end's cold misses overlap part of the wait, so total cycles grow a bit less).
    assert_eq!(
        slow["stalls"]["dependency"].as_u64().unwrap()
            - base["stalls"]["dependency"].as_u64().unwrap(),
        50 * (40 - 3)
    );
    assert!(slow["cycles"].as_u64().unwrap() > base["cycles"].as_u64().unwrap() + 50 * 30);
}

#[test]
fn bad_config_names_the_key_and_range() {
    let src = write("loop4.mpl", LOOP);
    let bad = write("bad.toml", "[l1d]\nassoc = 3\n");
    let o = maple(&["run", &src, "--config", &bad]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("l1d.assoc") && e.contains("power of two"), "{e}");
    let bad = write("bad2.toml", "[core]\nwarp_drive = 1\n");
    let e = stderr(&maple(&["run", &src, "--config", &bad]));
    assert!(
        e.contains("core.warp_drive") && e.contains("unknown key"),
        "{e}"
    );
}

#[test]
fn bounds_end_runaway_programs_with_a_clear_fault() {
    let src = write(
        "spin.mpl",
        "func &main () i32 {\n  while (constval i32 1) {\n  }\n  return (constval i32 0)\n}\n",
    );
    let o = maple(&["run", &src, "--max-cycles", "5000"]);
    assert_eq!(o.status.code(), Some(70));
    assert!(stderr(&o).contains("cycle limit of 5000"), "{}", stderr(&o));
    let o = maple(&["run", &src, "--max-insns", "5000"]);
    assert_eq!(o.status.code(), Some(70));
    assert!(
        stderr(&o).contains("instruction limit of 5000"),
        "{}",
        stderr(&o)
    );
    let o = maple(&["run", &src, "--engine", "functional", "--stats"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cycle engine"), "{}", stderr(&o));
    let o = maple(&["run", &src, "--cores", "2", "--max-cycles", "5000"]);
    assert_eq!(o.status.code(), Some(70));
    assert!(stderr(&o).contains("cycle limit of 5000"), "{}", stderr(&o));
    let o = maple(&["run", &src, "--engine", "functional", "--cores", "2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--cores"), "{}", stderr(&o));
    let o = maple(&["run", &src, "--model", "relaxed"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("relaxed"), "{}", stderr(&o));
    let o = maple(&["run", &src, "--cores", "65"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("65"), "{}", stderr(&o));
}
