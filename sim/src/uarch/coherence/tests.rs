//! The coherence directory's tests: hand-worked transactions and property tests.
use super::*;
use crate::uarch::cache::{Cache, CacheGeometry, Replacement};
use proptest::prelude::*;

/// Distinct latencies, so every sum below has one decomposition.
fn cfg() -> CoherenceConfig {
    CoherenceConfig {
        bus: 3,
        transfer: 20,
        invalidate: 7,
        upgrade: 5,
        writeback: 11,
    }
}

fn dir(cores: usize) -> Directory {
    Directory::new(cores, 6, &cfg())
}

const X: u32 = 0x1000;
const Y: u32 = 0x2000;

/// An access by a caller whose L1 is large enough to never replace anything and drops
/// every invalidated copy: it holds exactly what the directory says.
fn acc(d: &mut Directory, core: usize, addr: u32, write: bool) -> Transaction {
    let l1_hit = d.state_of(core, addr) != Mesi::Invalid;
    d.access(core, addr, write, l1_hit)
}

/// Every core's state for the line of `addr`, one letter each.
fn states(d: &Directory, addr: u32) -> String {
    (0..d.cores())
        .map(|k| d.state_of(k, addr).to_string())
        .collect()
}

/// A transaction whose data comes from L2 (`mem`) or from a cache.
fn tx(
    kind: TxKind,
    latency: u32,
    invalidate: u64,
    downgrade: Option<usize>,
    mem: bool,
) -> Transaction {
    Transaction {
        kind,
        latency,
        invalidate,
        downgrade,
        from_memory: mem,
    }
}

#[test]
fn first_reader_gets_exclusive() {
    let mut d = dir(2);
    assert_eq!(
        acc(&mut d, 0, X, false),
        tx(TxKind::ReadMiss, 3, 0, None, true)
    );
    assert_eq!(states(&d, X), "EI");
    assert_eq!(acc(&mut d, 0, X + 8, false), Transaction::HIT);
    assert_eq!(d.holders(X + 63), 0b01);
    d.check().unwrap();
}

#[test]
fn readers_share() {
    let mut d = dir(3);
    acc(&mut d, 0, X, false);
    // The first reader holds it E: it supplies the line and both end S.
    assert_eq!(
        acc(&mut d, 1, X, false),
        tx(TxKind::ReadFromOwner, 3 + 20, 0, Some(0), false)
    );
    assert_eq!(states(&d, X), "SSI");
    // Nobody owns it now: the third reader gets it from L2, shared.
    assert_eq!(
        acc(&mut d, 2, X, false),
        tx(TxKind::ReadMiss, 3, 0, None, true)
    );
    assert_eq!(states(&d, X), "SSS");
    assert_eq!(d.holders(X), 0b111);
    let s = d.per_core();
    assert_eq!((s[0].transfers_supplied, s[0].downgrades), (1, 1));
    assert_eq!(s[0].downgrade_writebacks, 0);
    assert_eq!((s[1].transfers_received, s[1].reads_from_owner), (1, 1));
    assert_eq!(s[2].read_misses, 1);
    assert_eq!(d.total().other_misses, 3);
    d.check().unwrap();
}

#[test]
fn exclusive_turns_modified_silently() {
    let mut d = dir(2);
    acc(&mut d, 0, X, false);
    assert_eq!(acc(&mut d, 0, X + 4, true), Transaction::HIT);
    assert_eq!(states(&d, X), "MI");
    // Already M: still a hit.
    assert_eq!(acc(&mut d, 0, X, true), Transaction::HIT);
    let s = &d.per_core()[0];
    assert_eq!((s.hits, s.upgrades, s.read_misses, s.cycles), (2, 0, 1, 3));
}

#[test]
fn write_to_shared_line_invalidates_the_others() {
    let mut d = dir(3);
    for k in 0..3 {
        acc(&mut d, k, X, false);
    }
    let t = acc(&mut d, 0, X, true);
    assert_eq!(t, tx(TxKind::Upgrade, 3 + 7 + 5, 0b110, None, false));
    assert_eq!(t.invalidated().collect::<Vec<_>>(), [1, 2]);
    assert_eq!(states(&d, X), "MII");
    let s = d.per_core();
    assert_eq!((s[0].upgrades, s[0].invalidations_sent), (1, 2));
    assert_eq!(s[1].invalidations_received, 1);
    assert_eq!(s[2].invalidations_received, 1);
    // An upgrade with no other sharer invalidates nobody and pays no `invalidate`.
    for k in 0..2 {
        acc(&mut d, k, Y, false);
    }
    assert!(!d.evict(1, Y, false));
    assert_eq!(states(&d, Y), "SII");
    assert_eq!(
        acc(&mut d, 0, Y, true),
        tx(TxKind::Upgrade, 3 + 5, 0, None, false)
    );
    d.check().unwrap();
}

#[test]
fn reading_a_modified_line_transfers_it_and_writes_it_back() {
    let mut d = dir(2);
    assert_eq!(
        acc(&mut d, 0, X, true),
        tx(TxKind::WriteMiss, 3, 0, None, true)
    );
    assert_eq!(states(&d, X), "MI");
    assert_eq!(
        acc(&mut d, 1, X, false),
        tx(TxKind::ReadFromOwner, 3 + 20 + 11, 0, Some(0), false)
    );
    assert_eq!(states(&d, X), "SS");
    let s = d.per_core();
    assert_eq!((s[0].transfers_supplied, s[0].downgrade_writebacks), (1, 1));
    assert_eq!(s[1].transfers_received, 1);
    // The old owner's L1 still calls the line dirty, but it was written back already.
    assert!(!d.evict(0, X, true));
    assert_eq!(d.per_core()[0].eviction_writebacks, 0);
    d.check().unwrap();
}

#[test]
fn ping_pong_writes_cost_bus_transfer_invalidate_per_hand_off() {
    let mut d = dir(2);
    acc(&mut d, 0, X, true);
    for i in 1..=6 {
        let core = i % 2;
        assert_eq!(
            acc(&mut d, core, X, true),
            tx(TxKind::WriteMiss, 3 + 20 + 7, 1 << (1 - core), None, false),
            "hand-off {i}"
        );
        assert_eq!(d.state_of(core, X), Mesi::Modified);
        assert_eq!(d.state_of(1 - core, X), Mesi::Invalid);
    }
    let t = d.total();
    assert_eq!((t.write_misses, t.invalidations_sent), (7, 6));
    assert_eq!((t.transfers_supplied, t.transfers_received), (6, 6));
    // The first write of each core is cold; every later one follows an invalidation.
    assert_eq!((t.coherence_misses, t.other_misses), (5, 2));
    assert_eq!(t.cycles, 3 + 6 * 30);
    // The line never went through L2: a hand-off is no writeback.
    assert_eq!(t.downgrade_writebacks + t.eviction_writebacks, 0);
}

#[test]
fn false_sharing_read_modify_writes_count_invalidations() {
    // Cores 0 and 1 update different words of one line, core 2 a line of its own.
    let mut d = dir(3);
    for _round in 0..4 {
        for c in 0..2 {
            let a = X + 8 * c as u32;
            acc(&mut d, c, a, false);
            acc(&mut d, c, a, true);
        }
        acc(&mut d, 2, Y, false);
        acc(&mut d, 2, Y, true);
    }
    let s = d.per_core();
    // Core 0: a cold read and a silent E→M, then three rounds of (read from core 1's M
    // copy with a writeback, upgrade invalidating core 1).
    assert_eq!((s[0].read_misses, s[0].reads_from_owner), (1, 3));
    assert_eq!((s[0].upgrades, s[0].hits), (3, 1));
    assert_eq!((s[0].coherence_misses, s[0].other_misses), (3, 1));
    assert_eq!(
        (s[0].invalidations_sent, s[0].invalidations_received),
        (3, 4)
    );
    assert_eq!((s[0].transfers_supplied, s[0].downgrade_writebacks), (4, 4));
    assert_eq!(s[0].cycles, 3 + 3 * ((3 + 20 + 11) + (3 + 5 + 7)));
    // Core 1: four rounds of the same, the first read being cold.
    assert_eq!((s[1].reads_from_owner, s[1].upgrades), (4, 4));
    assert_eq!((s[1].coherence_misses, s[1].other_misses), (3, 1));
    assert_eq!(
        (s[1].invalidations_sent, s[1].invalidations_received),
        (4, 3)
    );
    assert_eq!((s[1].transfers_supplied, s[1].downgrade_writebacks), (3, 3));
    assert_eq!(s[1].cycles, 4 * ((3 + 20 + 11) + (3 + 5 + 7)));
    // Core 2 pays once and never again.
    assert_eq!((s[2].read_misses, s[2].hits, s[2].cycles), (1, 7, 3));
    assert_eq!(s[2].invalidations_received, 0);
    assert_eq!(states(&d, X), "IMI");
    d.check().unwrap();
}

#[test]
fn evicting_a_dirty_line_writes_it_back_and_clears_the_sharer() {
    let mut d = dir(2);
    acc(&mut d, 0, X, true);
    assert!(d.evict(0, X + 4, true));
    let s = &d.per_core()[0];
    assert_eq!((s.evictions, s.eviction_writebacks), (1, 1));
    assert_eq!(d.holders(X), 0);
    assert_eq!(d.state_of(0, X), Mesi::Invalid);
    assert_eq!(d.tracked_lines(), 0);
    // A clean E line leaves without a writeback.
    acc(&mut d, 1, X, false);
    assert!(!d.evict(1, X, false));
    assert_eq!(d.per_core()[1].eviction_writebacks, 0);
    // Coming back after an eviction is not a coherence miss.
    assert_eq!(
        acc(&mut d, 0, X, false),
        tx(TxKind::ReadMiss, 3, 0, None, true)
    );
    assert_eq!(d.per_core()[0].coherence_misses, 0);
    assert_eq!(d.per_core()[0].other_misses, 2);
    d.check().unwrap();
}

#[test]
fn coherence_misses_follow_invalidations_only() {
    let mut d = dir(2);
    acc(&mut d, 0, X, false); // cold
    acc(&mut d, 1, X, true); // cold; invalidates core 0
    assert_eq!(d.per_core()[0].coherence_misses, 0);
    assert_eq!(
        acc(&mut d, 0, X, false),
        tx(TxKind::ReadFromOwner, 3 + 20 + 11, 0, Some(1), false)
    );
    assert_eq!(d.per_core()[0].coherence_misses, 1);
    // Both evict (core 1's L1 still calls it dirty: downgraded, so no writeback), then
    // core 0 comes back: a capacity miss, not a coherence one.
    assert!(!d.evict(0, X, false));
    assert!(!d.evict(1, X, true));
    acc(&mut d, 0, X, false);
    let s = &d.per_core()[0];
    assert_eq!((s.coherence_misses, s.other_misses), (1, 2));
    assert_eq!(d.per_core()[1].other_misses, 1);
    assert_eq!(d.tracked_lines(), 1);
}

#[test]
fn the_directory_wins_over_a_stale_l1() {
    let mut d = dir(2);
    acc(&mut d, 0, X, false);
    assert_eq!(acc(&mut d, 1, X, true).invalidate, 0b01);
    // The caller forgot to drop core 0's copy: its L1 hit is a coherence miss.
    assert_eq!(
        d.access(0, X, false, true),
        tx(TxKind::ReadFromOwner, 3 + 20 + 11, 0, Some(1), false)
    );
    let s = &d.per_core()[0];
    assert_eq!((s.stale_hits, s.coherence_misses), (1, 1));
    // Core 0's L1 replaced the line without saying so: it is a miss again, from L2
    // (core 1 holds it S).
    assert_eq!(
        d.access(0, X, false, false),
        tx(TxKind::ReadMiss, 3, 0, None, true)
    );
    assert_eq!(d.per_core()[0].unreported_evictions, 1);
    assert_eq!(states(&d, X), "SS");
    // Evicting a line the core does not hold changes nothing.
    assert!(!d.evict(1, Y, true));
    assert_eq!(d.per_core()[1].stale_evictions, 1);
    assert_eq!(d.holders(X), 0b11);
    d.check().unwrap();
}

#[test]
fn bad_requests_do_not_panic_and_are_reported() {
    let mut d = dir(2);
    assert_eq!(d.access(5, X, true, false), Transaction::HIT);
    assert!(!d.evict(64, X, true));
    assert_eq!(d.state_of(9, X), Mesi::Invalid);
    assert_eq!(d.tracked_lines(), 0);
    assert_eq!(
        d.check(),
        Err("2 requests named a core >= 2 (ignored)".to_string())
    );
    // Sizes are clamped; extreme addresses are fine.
    assert_eq!(Directory::new(0, 6, &cfg()).cores(), 1);
    let mut big = Directory::new(1000, 40, &cfg());
    assert_eq!((big.cores(), big.line_shift()), (64, 31));
    acc(&mut big, 63, u32::MAX, true);
    acc(&mut big, 0, 0x8000_0000, false);
    assert_eq!(big.holders(u32::MAX), 1 << 63 | 1);
    assert_eq!(big.state_of(63, u32::MAX), Mesi::Shared);
    big.check().unwrap();
}

#[test]
fn one_core_pays_no_coherence_costs() {
    let mut d = Directory::new(1, 6, &cfg()).with_jitter(100, 5);
    assert_eq!(
        acc(&mut d, 0, X, false),
        tx(TxKind::ReadMiss, 0, 0, None, true)
    );
    assert_eq!(acc(&mut d, 0, X, true), Transaction::HIT);
    assert_eq!(
        acc(&mut d, 0, Y, true),
        tx(TxKind::WriteMiss, 0, 0, None, true)
    );
    assert_eq!(states(&d, X) + &states(&d, Y), "MM");
    assert_eq!(d.total().cycles, 0);
}

#[test]
fn jitter_is_deterministic_per_seed_and_bounded() {
    // Ping-pong writes (each a 30-cycle hand-off) then a read hit, many times.
    let run = |seed| {
        let mut d = dir(4).with_jitter(9, seed);
        acc(&mut d, 0, X, true);
        let mut out = Vec::new();
        for i in 1..=60 {
            let t = acc(&mut d, i % 2, X, true);
            assert_eq!(acc(&mut d, i % 2, X, false), Transaction::HIT);
            out.push(t.latency);
        }
        out
    };
    let a = run(1);
    assert_eq!(a, run(1));
    assert_ne!(a, run(2));
    assert!(a.iter().all(|&l| (30..=39).contains(&l)), "{a:?}");
    let distinct: std::collections::BTreeSet<_> = a.iter().collect();
    assert!(distinct.len() >= 5, "{a:?}");
    // No jitter: exactly the configured cost.
    let mut d = dir(2).with_jitter(0, 1);
    acc(&mut d, 0, X, true);
    assert_eq!(acc(&mut d, 1, X, true).latency, 30);
}

#[test]
fn check_catches_broken_states() {
    let mut d = dir(2);
    acc(&mut d, 0, X, false);
    acc(&mut d, 1, Y, true);
    d.check().unwrap();
    let mut bad = d.clone();
    bad.lines.get_mut(&(Y >> 6)).unwrap().sharers.set(0, true);
    assert_eq!(
        bad.check(),
        Err("line 0x2000: core 1 holds it M but the sharers are 0x3".to_string())
    );
    // Several broken lines: the lowest is reported.
    bad.lines.get_mut(&(X >> 6)).unwrap().sharers.set(5, true);
    assert_eq!(
        bad.check(),
        Err("line 0x1000: sharers 0x21 name cores >= 2".to_string())
    );
    let mut bad = d.clone();
    let e = bad.lines.get_mut(&(X >> 6)).unwrap();
    e.owner = None;
    e.modified = true;
    assert_eq!(
        bad.check(),
        Err("line 0x1000: Modified without an owner".to_string())
    );
    let mut bad = d.clone();
    bad.lines.get_mut(&(X >> 6)).unwrap().lost.set(0, true);
    assert!(bad
        .check()
        .unwrap_err()
        .contains("both hold the line and lost it"));
}

#[test]
fn states_print_as_one_letter() {
    let all = [Mesi::Modified, Mesi::Exclusive, Mesi::Shared, Mesi::Invalid];
    assert_eq!(all.map(|m| m.to_string()).concat(), "MESI");
    assert_eq!(Cores(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
    assert_eq!(Cores(1 << 63).collect::<Vec<_>>(), [63]);
}

/// The counters' identities, which hold whatever the caller did.
fn balanced(d: &Directory, accesses: u64) -> Result<(), TestCaseError> {
    let t = d.total();
    prop_assert_eq!(t.invalidations_sent, t.invalidations_received);
    prop_assert_eq!(t.transfers_supplied, t.transfers_received);
    prop_assert_eq!(t.misses(), t.coherence_misses + t.other_misses);
    prop_assert_eq!(t.hits + t.misses() + t.upgrades, accesses);
    prop_assert!(t.downgrade_writebacks <= t.downgrades);
    Ok(())
}

proptest! {
    /// Any sequence of accesses and evictions, even ones no consistent L1 would make
    /// (arbitrary hit flags, evictions of lines not held), keeps the invariants.
    #[test]
    fn arbitrary_requests_keep_single_writer(
        cores in 1usize..=8,
        ops in prop::collection::vec(
            (0usize..8, 0u32..6, any::<bool>(), any::<bool>(), 0u8..4, any::<bool>()),
            0..300,
        ),
        jitter in 0u32..5,
        seed in any::<u64>(),
    ) {
        let mut d = Directory::new(cores, 6, &cfg()).with_jitter(jitter, seed);
        let mut accesses = 0;
        for (core, line, write, l1_hit, op, dirty) in ops {
            let core = core % cores;
            let addr = line * 64 + (line * 4) % 64;
            if op == 0 {
                d.evict(core, addr, dirty);
            } else {
                let t = d.access(core, addr, write, l1_hit);
                accesses += 1;
                prop_assert_eq!(t.invalidate & (1 << core), 0);
                if cores > 1 {
                    // Only a hit is free (one core pays nothing at all).
                    prop_assert_eq!(t.kind == TxKind::Hit, t.latency == 0);
                }
                prop_assert_ne!(d.state_of(core, addr), Mesi::Invalid);
                if write {
                    prop_assert_eq!(d.state_of(core, addr), Mesi::Modified);
                    prop_assert_eq!(d.holders(addr), 1 << core);
                }
            }
            if let Err(e) = d.check() {
                prop_assert!(false, "{}", e);
            }
        }
        balanced(&d, accesses)?;
    }

    /// Tiny real L1Ds driven the way the multi-core engine will drive them: the
    /// directory's holders always match the L1 tags, and a version model of the data
    /// shows every read sees the latest write (the protocol is coherent).
    #[test]
    fn real_l1s_stay_in_sync_and_coherent(
        cores in 1usize..=8,
        plru in any::<bool>(),
        ops in prop::collection::vec((0usize..8, 0u32..12, 0u32..64, any::<bool>()), 0..300),
    ) {
        const LINES: u32 = 12;
        let mut d = Directory::new(cores, 6, &cfg());
        let geo = CacheGeometry {
            size: 256,
            assoc: 2,
            line: 64,
            replacement: if plru { Replacement::Plru } else { Replacement::Lru },
            write_back: true,
        };
        let mut l1: Vec<Cache> =
            (0..cores).map(|k| Cache::new(geo.clone(), k as u64)).collect();
        // Versions of each line: the newest written, L2's, and each core's copy.
        let mut latest = [0u64; LINES as usize];
        let mut mem = [0u64; LINES as usize];
        let mut copy = vec![[None::<u64>; LINES as usize]; cores];
        let resident = |c: &Cache| -> u32 {
            (0..LINES).filter(|&l| c.contains(l * 64)).fold(0, |m, l| m | 1 << l)
        };
        for (core, line, offset, write) in ops.iter().copied() {
            let core = core % cores;
            let (addr, li) = (line * 64 + offset, line as usize);
            let before = resident(&l1[core]);
            let a = l1[core].access(addr, write);
            let gone = before & !resident(&l1[core]);
            prop_assert!(gone.count_ones() <= 1);
            for v in Cores(gone as u64) {
                let dirty = a.writeback == Some(v as u32 * 64);
                if d.evict(core, v as u32 * 64, dirty) {
                    mem[v] = copy[core][v].unwrap_or(0);
                }
                copy[core][v] = None;
            }
            let t = d.access(core, addr, write, a.hit);
            // Where the data came from, before anyone's copy changes.
            let source = if t.from_memory {
                Some(mem[li])
            } else if let Some(o) = t.downgrade {
                mem[li] = copy[o][li].unwrap_or(0); // written back (or clean already)
                copy[o][li]
            } else if t.kind == TxKind::WriteMiss {
                prop_assert_eq!(t.invalidate.count_ones(), 1);
                copy[t.invalidate.trailing_zeros() as usize][li]
            } else {
                copy[core][li]
            };
            prop_assert_eq!(source, Some(latest[li]), "{:?}", t);
            for k in t.invalidated() {
                prop_assert!(l1[k].invalidate(addr).is_some());
                copy[k][li] = None;
            }
            if write {
                latest[li] += 1;
            }
            copy[core][li] = Some(latest[li]);
            for l in 0..LINES {
                let held = (0..cores)
                    .filter(|&k| l1[k].contains(l * 64))
                    .fold(0u64, |m, k| m | 1 << k);
                prop_assert_eq!(d.holders(l * 64), held, "line {}", l);
            }
            if let Err(e) = d.check() {
                prop_assert!(false, "{}", e);
            }
        }
        let t = d.total();
        prop_assert_eq!(t.stale_hits + t.unreported_evictions + t.stale_evictions, 0);
        balanced(&d, ops.len() as u64)?;
    }
}

/// The debug check compares the directory with the L1Ds: it holds while they agree, and
/// names the line and core when an L1D lacks a line the directory gives it, or when an
/// access found them disagreeing.
#[test]
fn check_against_the_l1ds_names_a_disagreement() {
    let mut d = dir(2);
    acc(&mut d, 0, X, false);
    acc(&mut d, 1, X, false);
    acc(&mut d, 1, Y, true);
    let holds = |core: usize, addr: u32| {
        let line = addr >> 6;
        (core == 0 && line == X >> 6) || (core == 1 && (line == X >> 6 || line == Y >> 6))
    };
    assert_eq!(d.check_against(holds), Ok(()));
    // Core 1's L1D lost Y without telling the directory.
    let lost_y = |core: usize, addr: u32| holds(core, addr) && addr >> 6 != Y >> 6;
    let e = d.check_against(lost_y).unwrap_err();
    assert!(e.contains("0x2000") && e.contains("core 1"), "{e}");
    // An L1D hit on a line the directory never gave that core.
    d.access(0, Y, false, true);
    let e = d.check_against(|_, _| true).unwrap_err();
    assert!(e.contains("stale"), "{e}");
}
