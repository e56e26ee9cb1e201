//! `maple bench --engine`: both engines measured on the same programs, their instruction
//! counts agreeing, and the ratio reported.

mod common;

use std::path::Path;

const LOOP: &str = "func &main () i32 {
  var %i i32
  var %s i32
  dassign %s (constval i32 0)
  doloop %i (constval i32 0, lt i32 i32 (dread i32 %i, constval i32 2000), constval i32 1) {
    dassign %s (add i32 (dread i32 %s, dread i32 %i))
  }
  return (constval i32 0)
}
";

#[test]
fn both_engines_are_measured_and_compared() {
    let dir = maple_tests::tmp!("bench", "");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("loop.mpl"), LOOP).unwrap();
    let o = common::maple_command()
        .args(["bench", dir.to_str().unwrap(), "--engine", "both"])
        .args(["--min-time", "0", "--no-c", "--json"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let row = &v[0];
    assert_eq!(row["program"], "loop");
    let n = row["ir_instructions"].as_u64().unwrap();
    assert!(n > 2000 * 5, "{n} instructions");
    let f = row["functional_ir_instructions_per_second"]
        .as_f64()
        .unwrap();
    let c = row["cycle_ir_instructions_per_second"].as_f64().unwrap();
    assert!(f > 0.0 && c > 0.0);
    let ratio = row["cycle_to_functional"].as_f64().unwrap();
    assert!((ratio - f / c).abs() < 1e-6 * ratio, "{ratio} vs {}", f / c);
    assert!(
        row["cycles"].as_u64().unwrap() >= n,
        "a scalar core: CPI >= 1"
    );
    assert!(row["c_seconds"].is_null());

    // One engine alone leaves the other's columns empty.
    let o = common::maple_command()
        .args(["bench", dir.to_str().unwrap(), "--engine", "cycle"])
        .args(["--min-time", "0", "--no-c"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let table = String::from_utf8_lossy(&o.stdout);
    let line = table.lines().find(|l| l.starts_with("loop")).unwrap();
    let cells: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(cells[1], n.to_string());
    assert_eq!((cells[2], cells[3]), ("-", "-"), "{line}");
    assert!(cells[5].parse::<f64>().unwrap() > 0.0, "{line}");
}

/// `--cores N`: the cycle engine also runs on N cores, and the cost per instruction of N
/// cores over one is reported (the ratio of the two rates, so checkable from the JSON).
#[test]
fn several_cores_are_measured_against_one() {
    let dir = maple_tests::tmp!("bench-cores", "");
    std::fs::create_dir_all(&dir).unwrap();
    let sum = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/coherence/parallel_sum.mpl");
    std::fs::copy(sum, dir.join("parallel_sum.mpl")).unwrap();
    let o = common::maple_command()
        .args([
            "bench",
            dir.to_str().unwrap(),
            "--engine",
            "cycle",
            "--cores",
            "4",
        ])
        .args(["--min-time", "0", "--no-c", "--json"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let row = &v[0];
    assert_eq!(row["cores"], 4);
    let one = row["cycle_ir_instructions_per_second"].as_f64().unwrap();
    let four = row["multi_core_ir_instructions_per_second"]
        .as_f64()
        .unwrap();
    let cost = row["multi_core_cost_per_instruction"].as_f64().unwrap();
    assert!(four > 0.0 && one > 0.0);
    assert!(
        (cost - one / four).abs() < 1e-6 * cost,
        "{cost} vs {}",
        one / four
    );

    // Without --cores the columns are absent from the table.
    let o = common::maple_command()
        .args(["bench", dir.to_str().unwrap(), "--engine", "cycle"])
        .args(["--min-time", "0", "--no-c"])
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(!table.contains("4c/1c"), "{table}");
    let o = common::maple_command()
        .args([
            "bench",
            dir.to_str().unwrap(),
            "--engine",
            "cycle",
            "--cores",
            "65",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

/// `--callgrind`: host instructions per simulated instruction of both engines, start-up
/// excluded. Callgrind's counts are repeatable, so the figures must agree across two runs
/// within a few percent, and the cycle engine (a pipeline ticked per cycle around the same
/// semantics) must cost more per instruction than the functional engine.
#[test]
fn callgrind_counts_host_instructions_per_simulated_instruction() {
    let dir = maple_tests::tmp!("bench-cg", "");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("loop.mpl"), LOOP).unwrap();
    let measure = || -> (f64, f64) {
        let o = common::maple_command()
            .args(["bench", dir.to_str().unwrap(), "--engine", "both"])
            .args(["--min-time", "0", "--no-c", "--json", "--callgrind"])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let f = v[0]["functional_host_ir_per_instruction"].as_f64().unwrap();
        let c = v[0]["cycle_host_ir_per_instruction"].as_f64().unwrap();
        (f, c)
    };
    let (f, c) = measure();
    assert!(
        f > 5.0 && f < 2000.0,
        "functional: {f} host instructions per instruction"
    );
    assert!(c > f, "cycle {c} vs functional {f}");
    let (f2, c2) = measure();
    assert!((f2 - f).abs() < 0.05 * f, "repeatable: {f} then {f2}");
    assert!((c2 - c).abs() < 0.05 * c, "repeatable: {c} then {c2}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_c_twin_is_measured_then_deleted() {
    let dir = maple_tests::tmp!("bench-twin", "");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("loop.mpl"), LOOP).unwrap();
    std::fs::write(
        dir.join("loop.c"),
        "int main(void) { volatile int s = 0; for (int i = 0; i < 2000; i++) s += i; return 0; }\n",
    )
    .unwrap();
    let child = common::maple_command()
        .args(["bench", dir.to_str().unwrap(), "--engine", "functional"])
        .args(["--min-time", "0", "--json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // `maple bench` compiles the twin to `$TMPDIR/maple-bench-<its pid>-<program>`.
    let twin = std::env::temp_dir().join(format!("maple-bench-{}-loop", child.id()));
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(
        v[0]["c_seconds"].as_f64().is_some_and(|s| s > 0.0),
        "the twin ran: {}",
        v[0]
    );
    assert!(!twin.exists(), "{} was left behind", twin.display());
}
