//! The atomic intrinsics of OpenArkCompiler's `intrinsic_c.def`: GCC's `__sync_*` builtins
//! (`C___sync_fetch_and_add_4`, ...: the size is in the name) and `__atomic_*` builtins
//! (`C___atomic_fetch_add`, ...: the size is that of the type an `intrinsiccallwithtype <T>`
//! gives; without one, a sized operation faults saying so).
//!
//! Like the `__atomic_*_N` libcall shims, each runs as one instruction, and harts interleave
//! whole instructions, so each is atomic; the core makes the hart's buffered stores visible
//! and applies its pending invalidations before it (`exec::misc::intrinsic`), so each is also
//! a full barrier, at least as strong as any order it names. Results are zero-extended to
//! the size (the destination reads them in its own type).

use super::guest::Guest;
use crate::fault::FaultKind;

/// The read-modify-write operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rmw {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Nand,
    /// Exchange: the new value is the operand.
    Xchg,
}

impl Rmw {
    fn by_name(name: &str) -> Option<Rmw> {
        Some(match name {
            "add" => Rmw::Add,
            "sub" => Rmw::Sub,
            "and" => Rmw::And,
            "or" => Rmw::Or,
            "xor" => Rmw::Xor,
            "nand" => Rmw::Nand,
            _ => return None,
        })
    }

    fn apply(self, old: u128, v: u128) -> u128 {
        match self {
            Rmw::Add => old.wrapping_add(v),
            Rmw::Sub => old.wrapping_sub(v),
            Rmw::And => old & v,
            Rmw::Or => old | v,
            Rmw::Xor => old ^ v,
            Rmw::Nand => !(old & v),
            Rmw::Xchg => v,
        }
    }
}

/// What an atomic intrinsic does (operands as in GCC's builtins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicFn {
    /// `(p, v)`: `*p = *p OP v`, returning the old value (`fetch_OP`) or the new (`OP_fetch`).
    Rmw { op: Rmw, new: bool },
    /// `__sync_{bool,val}_compare_and_swap(p, old, new)`: whether it swapped, or the value
    /// found.
    SyncCas { bool_result: bool },
    /// `__sync_lock_release(p)`: `*p = 0`.
    Release,
    /// `__atomic_load_n(p, order)`.
    Load,
    /// `__atomic_load(p, ret, order)`: `*ret = *p`.
    LoadInto,
    /// `__atomic_store_n(p, v, order)`.
    Store,
    /// `__atomic_store(p, val, order)`: `*p = *val`.
    StoreFrom,
    /// `__atomic_exchange(p, val, ret, order)`: `*ret = *p; *p = *val`.
    ExchangeVia,
    /// `__atomic_compare_exchange{_n,}(p, expected, desired, weak, success, failure)`:
    /// `desired` is a value (`_n`) or a pointer to one; on failure `*expected` gets `*p`.
    CompareExchange { desired_by_pointer: bool },
    /// `__atomic_test_and_set(p, order)`: sets the byte, returns whether it was set.
    TestAndSet,
    /// `__atomic_clear(p, order)`: clears the byte.
    Clear,
    /// `__sync_synchronize`, `__atomic_thread_fence`, `__atomic_signal_fence`.
    Fence,
    /// `__atomic_always_lock_free(size, p)`, `__atomic_is_lock_free(size, p)`: sizes 1, 2, 4
    /// and 8 are.
    LockFree,
}

/// An atomic intrinsic: what it does and on how many bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtomicIntrinsic {
    pub f: AtomicFn,
    /// Bytes of the atomic location; 0 when the instruction's type gives it.
    pub size: u8,
    /// The type index of an `intrinsiccallwithtype <T>` (set at pre-decode).
    pub type_index: Option<u32>,
}

impl AtomicIntrinsic {
    /// The intrinsic named `name` (`C___sync_...`, `C___atomic_...`).
    pub fn by_name(name: &str) -> Option<AtomicIntrinsic> {
        let (f, size) = if let Some(rest) = name.strip_prefix("C___sync_") {
            if rest == "synchronize" {
                (AtomicFn::Fence, 0)
            } else {
                let (body, n) = rest.rsplit_once('_')?;
                let n: u8 = n.parse().ok().filter(|n| matches!(n, 1 | 2 | 4 | 8))?;
                let f = match body {
                    "bool_compare_and_swap" => AtomicFn::SyncCas { bool_result: true },
                    "val_compare_and_swap" => AtomicFn::SyncCas { bool_result: false },
                    "lock_test_and_set" => AtomicFn::Rmw {
                        op: Rmw::Xchg,
                        new: false,
                    },
                    "lock_release" => AtomicFn::Release,
                    _ => rmw(body, "fetch_and_", "_and_fetch")?,
                };
                (f, n)
            }
        } else {
            let rest = name.strip_prefix("C___atomic_")?;
            let f = match rest {
                "load_n" => AtomicFn::Load,
                "load" => AtomicFn::LoadInto,
                "store_n" => AtomicFn::Store,
                "store" => AtomicFn::StoreFrom,
                "exchange_n" => AtomicFn::Rmw {
                    op: Rmw::Xchg,
                    new: false,
                },
                "exchange" => AtomicFn::ExchangeVia,
                "compare_exchange_n" => AtomicFn::CompareExchange {
                    desired_by_pointer: false,
                },
                "compare_exchange" => AtomicFn::CompareExchange {
                    desired_by_pointer: true,
                },
                "test_and_set" => return Some(AtomicIntrinsic::sized(AtomicFn::TestAndSet, 1)),
                "clear" => return Some(AtomicIntrinsic::sized(AtomicFn::Clear, 1)),
                "thread_fence" | "signal_fence" => AtomicFn::Fence,
                "always_lock_free" | "is_lock_free" => AtomicFn::LockFree,
                _ => rmw(rest, "fetch_", "_fetch")?,
            };
            (f, 0)
        };
        Some(AtomicIntrinsic::sized(f, size))
    }

    fn sized(f: AtomicFn, size: u8) -> AtomicIntrinsic {
        AtomicIntrinsic {
            f,
            size,
            type_index: None,
        }
    }

    /// Whether it touches memory (fences and lock-free queries do not).
    pub fn touches_memory(self) -> bool {
        !matches!(self.f, AtomicFn::Fence | AtomicFn::LockFree)
    }

    /// Run it on `args` with the location's size `size` (this intrinsic's own, or its type's):
    /// the result.
    pub fn eval(self, size: u32, args: &[u128], mem: &mut Guest<'_>) -> Result<u128, FaultKind> {
        let a = |i: usize| args.get(i).copied().unwrap_or(0);
        let p = a(0) as u64;
        // (Fences and lock-free queries have size 0: no location, no mask.)
        let mask = match size {
            0 => 0,
            16.. => u128::MAX,
            n => (1u128 << (8 * n)) - 1,
        };
        Ok(match self.f {
            AtomicFn::Fence => 0,
            AtomicFn::LockFree => matches!(a(0), 1 | 2 | 4 | 8) as u128,
            AtomicFn::Rmw { op, new } => {
                let old = mem.load_sized(p, size)?;
                let next = op.apply(old, a(1)) & mask;
                mem.store_sized(p, size, next)?;
                if new {
                    next
                } else {
                    old
                }
            }
            AtomicFn::SyncCas { bool_result } => {
                let old = mem.load_sized(p, size)?;
                let swap = old == a(1) & mask;
                if swap {
                    mem.store_sized(p, size, a(2) & mask)?;
                }
                if bool_result {
                    swap as u128
                } else {
                    old
                }
            }
            AtomicFn::Release => {
                mem.store_sized(p, size, 0)?;
                0
            }
            AtomicFn::Load => mem.load_sized(p, size)?,
            AtomicFn::LoadInto => {
                let v = mem.load_sized(p, size)?;
                mem.store_sized(a(1) as u64, size, v)?;
                0
            }
            AtomicFn::Store => {
                mem.store_sized(p, size, a(1) & mask)?;
                0
            }
            AtomicFn::StoreFrom => {
                let v = mem.load_sized(a(1) as u64, size)?;
                mem.store_sized(p, size, v)?;
                0
            }
            AtomicFn::ExchangeVia => {
                let v = mem.load_sized(a(1) as u64, size)?;
                let old = mem.load_sized(p, size)?;
                mem.store_sized(p, size, v)?;
                mem.store_sized(a(2) as u64, size, old)?;
                0
            }
            AtomicFn::CompareExchange { desired_by_pointer } => {
                let desired = if desired_by_pointer {
                    mem.load_sized(a(2) as u64, size)?
                } else {
                    a(2) & mask
                };
                let expected_at = a(1) as u64;
                let old = mem.load_sized(p, size)?;
                if old == mem.load_sized(expected_at, size)? {
                    mem.store_sized(p, size, desired)?;
                    1
                } else {
                    mem.store_sized(expected_at, size, old)?;
                    0
                }
            }
            AtomicFn::TestAndSet => {
                let old = mem.load_sized(p, 1)?;
                mem.store_sized(p, 1, 1)?;
                (old != 0) as u128
            }
            AtomicFn::Clear => {
                mem.store_sized(p, 1, 0)?;
                0
            }
        })
    }
}

/// `fetch_OP` (`fetch` prefix: the old value) or `OP_fetch` (the new) of `body`.
fn rmw(body: &str, fetch_prefix: &str, fetch_suffix: &str) -> Option<AtomicFn> {
    if let Some(op) = body.strip_prefix(fetch_prefix) {
        return Some(AtomicFn::Rmw {
            op: Rmw::by_name(op)?,
            new: false,
        });
    }
    let op = body.strip_suffix(fetch_suffix)?;
    Some(AtomicFn::Rmw {
        op: Rmw::by_name(op)?,
        new: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Memory;
    use crate::memory::Perms;

    const P: u64 = 0x2000_0000;

    fn run(name: &str, size: u32, args: &[u128], mem: &mut Guest<'_>) -> u128 {
        let i = AtomicIntrinsic::by_name(name).unwrap_or_else(|| panic!("{name} unknown"));
        i.eval(size, args, mem).unwrap()
    }

    /// Each family against what GCC's builtins give (old or new value, CAS results, the
    /// byte of test-and-set).
    #[test]
    fn families_behave_like_gccs_builtins() {
        let mut backing = Memory::new();
        let mut mem = Guest::untimed(&mut backing);
        mem.map(P as u32, 0x1000, Perms::RW).unwrap();
        let m = &mut mem;
        m.store_sized(P, 4, 10).unwrap();
        assert_eq!(run("C___sync_fetch_and_add_4", 4, &[P as u128, 5], m), 10);
        assert_eq!(run("C___sync_add_and_fetch_4", 4, &[P as u128, 5], m), 20);
        assert_eq!(
            run("C___sync_nand_and_fetch_4", 4, &[P as u128, 6], m),
            0xffff_fffb
        );
        assert_eq!(
            run("C___sync_val_compare_and_swap_4", 4, &[P as u128, 1, 2], m),
            0xffff_fffb
        );
        assert_eq!(
            run(
                "C___sync_bool_compare_and_swap_4",
                4,
                &[P as u128, 0xffff_fffb, 7],
                m
            ),
            1
        );
        assert_eq!(
            run("C___sync_lock_test_and_set_4", 4, &[P as u128, 9], m),
            7
        );
        run("C___sync_lock_release_4", 4, &[P as u128], m);
        assert_eq!(m.load_sized(P, 4).unwrap(), 0);
        assert_eq!(run("C___atomic_fetch_sub", 8, &[P as u128, 1, 5], m), 0);
        assert_eq!(m.load_sized(P, 8).unwrap(), u64::MAX as u128);
        assert_eq!(
            run("C___atomic_and_fetch", 2, &[P as u128, 0x0ff0, 5], m),
            0x0ff0
        );
        // compare_exchange_n: a failure writes the current value to *expected.
        let e = P + 64;
        m.store_sized(e, 2, 1).unwrap();
        assert_eq!(
            run(
                "C___atomic_compare_exchange_n",
                2,
                &[P as u128, e as u128, 3, 0, 5, 5],
                m
            ),
            0
        );
        assert_eq!(m.load_sized(e, 2).unwrap(), 0x0ff0);
        assert_eq!(
            run(
                "C___atomic_compare_exchange_n",
                2,
                &[P as u128, e as u128, 3, 0, 5, 5],
                m
            ),
            1
        );
        assert_eq!(m.load_sized(P, 2).unwrap(), 3);
        assert_eq!(
            run("C___atomic_test_and_set", 1, &[P as u128 + 100, 5], m),
            0
        );
        assert_eq!(
            run("C___atomic_test_and_set", 1, &[P as u128 + 100, 5], m),
            1
        );
        run("C___atomic_clear", 1, &[P as u128 + 100, 5], m);
        assert_eq!(m.load_sized(P + 100, 1).unwrap(), 0);
        assert_eq!(run("C___atomic_always_lock_free", 0, &[8, 0], m), 1);
        assert_eq!(run("C___atomic_is_lock_free", 0, &[16, 0], m), 0);
        assert_eq!(
            AtomicIntrinsic::by_name("C___sync_synchronize").map(|a| a.f),
            Some(AtomicFn::Fence)
        );
        assert_eq!(AtomicIntrinsic::by_name("C___sync_fetch_and_add_3"), None);
        assert_eq!(AtomicIntrinsic::by_name("C___atomic_fetch_mul"), None);
        // A bad pointer faults with its address.
        let bad = AtomicIntrinsic::by_name("C___atomic_load_n").unwrap();
        assert_eq!(
            bad.eval(4, &[8, 5], m),
            Err(FaultKind::NullAccess { addr: 8 })
        );
    }
}
