//! Decode `.text` once into a flat array the engines index by `(pc - text_base) / 4`.
//!
//! Every 32-bit word of `.text` gets one [`Decoded`] entry. Entries at instruction starts
//! carry the instruction with its operands resolved: immediates as integers, branch targets
//! as entry indices, callees as function indices, tables (rangegoto, array bounds, wide
//! constants) as ranges of side tables in [`Code`]. Every other entry is a *trap entry*.
//!
//! **Decode errors never fail the load**: the word that does not decode becomes a trap entry
//! holding the error, and decoding resumes at the next word. Executing a trap entry raises a
//! fault (`BadInstruction`, or `BadJump` for a word inside an instruction), so a program with
//! a bad word in dead code still runs, and a fuzzer's image is run rather than refused.
//! [`Code::decode_errors`] lists them for a loader that wants to be strict. Static branches to
//! addresses that are not instruction starts are likewise turned into trap entries *at the
//! branch*, so the fault names the branch, not its target.
//!
//! Trap entries are their own kind, [`Op::Trap`], never an opcode: the dispatch `match`
//! handles them as one more arm at no cost to the others ([`Op`] is the opcode table's
//! variants plus `Trap`, one byte), and nothing that prints or counts opcodes can mistake one
//! for an instruction. One extra trap entry past the last word catches execution running
//! off the end of `.text`.

use crate::fault::FaultKind;
use crate::program::{Formal, Program};
use crate::runtime::intrinsics::Intrinsic;
use crate::runtime::objects::Classes;
use crate::value::Canon;
use maple_isa::{decode, Callee, Flow, Format, Opcode, PrimType, Syntax, WORD_BYTES};
use std::collections::HashMap;

/// Declares [`Op`] from the opcode table's variant names (`maple_isa::for_each_opcode!`).
macro_rules! entry_op {
    ($( $variant:ident )*) => {
        /// What a pre-decoded entry executes: an instruction of the opcode of the same name
        /// (and the same discriminant as [`Opcode`], so converting costs nothing), or
        /// [`Op::Trap`]. One byte, every value one arm of the execute `match`: the trap kind
        /// adds no test to the dispatch of real instructions.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Op {
            $( $variant = Opcode::$variant as u8, )*
            /// No instruction starts here (a word inside one, a word that does not decode, a
            /// branch to an address that is no instruction start, the end of `.text`):
            /// executing it faults with the reason its `aux` names.
            Trap,
        }

        impl Op {
            /// The entry of an instruction of opcode `op`.
            pub const fn of(op: Opcode) -> Op {
                match op {
                    $( Opcode::$variant => Op::$variant, )*
                }
            }

            /// The opcode, unless this is a trap entry.
            pub const fn opcode(self) -> Option<Opcode> {
                match self {
                    $( Op::$variant => Some(Opcode::$variant), )*
                    Op::Trap => None,
                }
            }
        }
    };
}
maple_isa::for_each_opcode!(entry_op);

impl Op {
    /// The opcode's mnemonic, or `(trap)`.
    pub fn mnemonic(self) -> &'static str {
        self.opcode().map_or("(trap)", Opcode::mnemonic)
    }

    /// The opcode's number, or 0 (never an opcode's) for a trap entry: how traces that record
    /// numbers show it.
    pub fn number(self) -> u8 {
        self.opcode().map_or(0, Opcode::number)
    }
}

impl std::fmt::Display for Op {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.mnemonic())
    }
}

/// One pre-decoded instruction (24 bytes).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decoded {
    pub op: Op,
    pub ty: PrimType,
    /// The second type of `Format::FromType` instructions (operand/source type); else `void`.
    pub from: PrimType,
    /// Canonical form of `ty`.
    pub canon: Canon,
    /// The raw param field.
    pub param: u16,
    /// Entry index of the next instruction.
    pub next: u32,
    /// Resolved operand: branch target index, function index, side-table start, string
    /// index, trap reason index.
    pub aux: u32,
    /// Immediate: sign-extended offset, absolute address, the constant's bits, or the
    /// resolved intrinsic.
    pub imm: u64,
}

impl Decoded {
    /// How control leaves this entry, from the ISA table (`None` for a trap entry: it
    /// faults).
    #[inline]
    pub fn flow(&self) -> Option<Flow> {
        self.op.opcode().map(|op| op.info().flow(self.param))
    }

    /// Whether this entry is an instruction of opcode `op`.
    #[inline(always)]
    pub fn is(&self, op: Opcode) -> bool {
        self.op == Op::of(op)
    }
}

/// What the engines need of a function at a call.
#[derive(Clone, Debug)]
pub struct FnInfo {
    pub name: String,
    pub entry: u32,
    /// Entry index of the first instruction (meaningless for externals).
    pub entry_index: u32,
    pub frame_size: u32,
    pub npregs: u16,
    /// Range of [`Code::formals`].
    pub formals: (u32, u32),
    pub varargs: bool,
    pub external: bool,
}

/// The pre-decoded program text.
#[derive(Clone, Debug)]
pub struct Code {
    pub text_base: u32,
    /// One entry per word of `.text`, plus the end sentinel.
    pub entries: Vec<Decoded>,
    /// Resolved targets of `rangegoto` tables.
    pub jump_tables: Vec<u32>,
    /// Element size then bounds of `array` instructions.
    pub array_dims: Vec<u32>,
    /// Constants wider than 64 bits.
    pub wide_consts: Vec<u128>,
    /// Why each trap entry traps.
    pub trap_reasons: Vec<FaultKind>,
    pub functions: Vec<FnInfo>,
    pub formals: Vec<Formal>,
    /// Function index by entry address.
    pub fn_by_entry: HashMap<u32, u32>,
    /// Decode errors found, by byte address.
    pub decode_errors: Vec<(u32, String)>,
    /// The program's string table (checkpoint and intrinsic names).
    pub strings: Vec<String>,
    /// Intrinsics the text names, resolved (`Decoded::imm` of an intrinsic instruction
    /// indexes this, or is `u64::MAX` for a name the runtime does not implement).
    pub intrinsics: Vec<Intrinsic>,
    /// Type indices of `javacatch` lists (`Decoded::aux` is the start, `param` the count).
    pub catch_types: Vec<u32>,
    /// The class table, resolved ([`crate::runtime::objects`]).
    pub classes: Classes,
}

const REASON_MID_INSTRUCTION: u32 = 0;
const REASON_END_OF_TEXT: u32 = 1;

fn trap(reason: u32, next: u32) -> Decoded {
    Decoded {
        op: Op::Trap,
        ty: PrimType::Void,
        from: PrimType::Void,
        canon: Canon::default(),
        param: 0,
        next,
        aux: reason,
        imm: 0,
    }
}

impl Code {
    /// Pre-decode a program's text and function table.
    pub fn new(program: &Program) -> Code {
        let text = &program.text;
        let words = text.len() / WORD_BYTES;
        let mut code = Code {
            text_base: program.text_base,
            entries: Vec::with_capacity(words + 1),
            jump_tables: Vec::new(),
            array_dims: Vec::new(),
            wide_consts: Vec::new(),
            trap_reasons: vec![
                FaultKind::BadJump { addr: 0 },
                FaultKind::BadInstruction("execution ran off the end of .text".into()),
            ],
            functions: Vec::new(),
            formals: Vec::new(),
            fn_by_entry: HashMap::new(),
            decode_errors: Vec::new(),
            strings: program.strings.clone(),
            intrinsics: Vec::new(),
            catch_types: Vec::new(),
            classes: Classes::new(program),
        };
        for (i, f) in program.functions.iter().enumerate() {
            let start = code.formals.len() as u32;
            code.formals.extend_from_slice(&f.formals);
            code.fn_by_entry.insert(f.entry, i as u32);
            code.functions.push(FnInfo {
                name: f.name.clone(),
                entry: f.entry,
                entry_index: code.index_of(f.entry as u64).unwrap_or(words as u32),
                frame_size: f.frame_size,
                npregs: f.npregs,
                formals: (start, code.formals.len() as u32),
                varargs: f.varargs,
                external: f.external,
            });
        }
        // Pass 1: decode at every reachable boundary; everything else is a trap.
        let mut starts = vec![false; words];
        let mut offset = 0;
        while offset + WORD_BYTES <= text.len() {
            let index = offset / WORD_BYTES;
            match decode(text, offset) {
                Ok(instr) => {
                    let n = instr.len() / WORD_BYTES;
                    starts[index] = true;
                    let next = (index + n) as u32;
                    let d = code.lower(&instr, index as u32, next);
                    code.entries.push(d);
                    for k in 1..n {
                        code.entries
                            .push(trap(REASON_MID_INSTRUCTION, (index + k + 1) as u32));
                    }
                    offset += instr.len();
                }
                Err(e) => {
                    let addr = program.text_base.wrapping_add(offset as u32);
                    let msg = e.to_string();
                    code.decode_errors.push((addr, msg.clone()));
                    let reason = code.reason(FaultKind::BadInstruction(msg));
                    code.entries.push(trap(reason, index as u32 + 1));
                    offset += WORD_BYTES;
                }
            }
        }
        let end = code.entries.len() as u32;
        code.entries.push(trap(REASON_END_OF_TEXT, end));
        // Pass 2: static targets must be instruction starts.
        let is_start = |i: u32| (i as usize) < words && starts[i as usize];
        for (i, _) in starts.iter().enumerate().filter(|(_, &s)| s) {
            let d = code.entries[i];
            let Some(opcode) = d.op.opcode() else {
                continue;
            };
            let bad_target = match opcode.info().format {
                Format::Target => !is_start(d.aux),
                Format::TwoTargets => [d.aux, d.imm as u32]
                    .iter()
                    .any(|&t| t != crate::state::NO_TARGET && !is_start(t)),
                Format::RangeTable | Format::TargetList => {
                    let (s, n) = (d.aux as usize, d.param as usize);
                    code.jump_tables[s..s + n].iter().any(|&t| !is_start(t))
                }
                _ => false,
            };
            if bad_target {
                let reason = code.reason(FaultKind::BadInstruction(format!(
                    "`{}` branches to an address that is not an instruction start",
                    d.op
                )));
                code.entries[i] = trap(reason, d.next);
            } else if opcode == Opcode::Call && d.aux == u32::MAX {
                let reason = code.reason(FaultKind::BadCallTarget { addr: d.imm });
                code.entries[i] = trap(reason, d.next);
            }
        }
        code.pair_tries(&starts);
        code
    }

    /// Pair each `endtry` with the `javatry`/`cpptry`/`jstry` it closes (text order, nesting
    /// within a function): an `endtry` closing a `javatry`/`cpptry` gets the try's entry
    /// index in `aux`; every other `endtry` gets [`crate::state::NO_TARGET`].
    fn pair_tries(&mut self, starts: &[bool]) {
        let entries: std::collections::HashSet<u32> =
            self.functions.iter().map(|f| f.entry_index).collect();
        let mut open: Vec<u32> = Vec::new();
        for i in (0..starts.len()).filter(|&i| starts[i]) {
            if entries.contains(&(i as u32)) {
                open.clear();
            }
            let d = &mut self.entries[i];
            let Some(opcode) = d.op.opcode() else {
                continue;
            };
            if matches!(opcode.info().syntax, Syntax::Try | Syntax::JsTry) {
                open.push(i as u32);
            }
            if opcode == Opcode::Endtry {
                d.aux = crate::state::NO_TARGET;
                if let Some(t) = open.pop() {
                    if !self.entries[t as usize].is(Opcode::Jstry) {
                        self.entries[i].aux = t;
                    }
                }
            }
        }
    }

    fn reason(&mut self, kind: FaultKind) -> u32 {
        self.trap_reasons.push(kind);
        (self.trap_reasons.len() - 1) as u32
    }

    /// Number of words of `.text`.
    pub fn words(&self) -> usize {
        self.entries.len() - 1
    }

    /// The byte address of entry `index`.
    #[inline(always)]
    pub fn addr_of(&self, index: u32) -> u32 {
        self.text_base
            .wrapping_add(index.wrapping_mul(WORD_BYTES as u32))
    }

    /// The entry index of a word-aligned address inside `.text`.
    #[inline(always)]
    pub fn index_of(&self, addr: u64) -> Option<u32> {
        let off = addr.checked_sub(self.text_base as u64)?;
        if off % WORD_BYTES as u64 != 0 {
            return None;
        }
        // Not checked against the text size: callers compare with `words()` (calls check
        // function entries when they happen).
        let i = off / WORD_BYTES as u64;
        (i < u32::MAX as u64).then_some(i as u32)
    }

    /// The fault a trap entry raises when executed at `addr`.
    pub fn trap_fault(&self, d: &Decoded, addr: u32) -> FaultKind {
        match d.aux {
            REASON_MID_INSTRUCTION => FaultKind::BadJump { addr: addr as u64 },
            r => self.trap_reasons[r as usize].clone(),
        }
    }

    /// Resolve a branch's extension word to an entry index (`u32::MAX` when it leaves
    /// the text).
    fn target(&self, index: u32, rel: u32) -> u32 {
        let addr = self.addr_of(index) as i64 + rel as i32 as i64;
        let off = addr - self.text_base as i64;
        if off < 0 || off % WORD_BYTES as i64 != 0 {
            return u32::MAX;
        }
        (off / WORD_BYTES as i64).min(u32::MAX as i64) as u32
    }

    fn lower(&mut self, instr: &maple_isa::Instr<'_>, index: u32, next: u32) -> Decoded {
        let info = instr.info();
        let mut d = Decoded {
            op: Op::of(instr.opcode),
            ty: instr.ty,
            from: PrimType::Void,
            canon: Canon::of(instr.ty),
            param: instr.param,
            next,
            aux: 0,
            imm: 0,
        };
        match info.format {
            Format::FromType => {
                d.from = PrimType::from_code(instr.param as u8).unwrap_or(PrimType::Void)
            }
            Format::Offset => d.imm = instr.ext(0) as i32 as i64 as u64,
            Format::Block => {
                d.imm = instr.ext(0) as i32 as i64 as u64;
                d.aux = instr.ext(1);
            }
            Format::Address | Format::Index => {
                d.imm = instr.ext(0) as u64;
                d.aux = instr.ext(0);
            }
            Format::Target => d.aux = self.target(index, instr.ext(0)),
            Format::TwoTargets => {
                let opt = |code: &Code, w: u32| {
                    if w == 0 {
                        crate::state::NO_TARGET
                    } else {
                        code.target(index, w)
                    }
                };
                d.aux = opt(self, instr.ext(0));
                d.imm = opt(self, instr.ext(1)) as u64;
            }
            Format::Const => {
                let bits = crate::value::canon(instr.ty, instr.const_bits());
                if bits == crate::value::sext_bits(bits, 64) {
                    d.imm = bits as u64;
                    d.aux = u32::MAX;
                } else {
                    d.aux = self.wide_consts.len() as u32;
                    self.wide_consts.push(bits);
                }
            }
            Format::CallAddr => {
                d.imm = instr.ext(0) as u64;
                d.aux = self
                    .fn_by_entry
                    .get(&instr.ext(0))
                    .copied()
                    .unwrap_or(u32::MAX);
            }
            Format::CallIndex | Format::CallIndexType => {
                d.aux = instr.ext(0);
                d.imm = u64::MAX;
                // Intrinsics by name (`xintrinsiccall` names a user-defined one: no lookup).
                let intrinsic_op = matches!(
                    info.syntax,
                    Syntax::IntrinsicOp
                        | Syntax::IntrinsicOpWithType
                        | Syntax::Call {
                            callee: Callee::Intrinsic | Callee::IntrinsicWithType,
                            ..
                        }
                );
                let resolved = self
                    .strings
                    .get(d.aux as usize)
                    .and_then(|name| Intrinsic::by_name(name));
                if let (true, Some(mut i)) = (intrinsic_op, resolved) {
                    // The `withtype` forms name a type (second extension word): the size of
                    // a generic `__atomic_*` builtin's location.
                    let typed = matches!(
                        info.syntax,
                        Syntax::IntrinsicOpWithType
                            | Syntax::Call {
                                callee: Callee::IntrinsicWithType,
                                ..
                            }
                    );
                    match (typed, &mut i) {
                        (true, Intrinsic::Atomic(a)) => a.type_index = Some(instr.ext(1)),
                        (true, Intrinsic::JavaInstanceOf(t)) => *t = instr.ext(1),
                        _ => {}
                    }
                    d.imm = self.intrinsics.len() as u64;
                    self.intrinsics.push(i);
                }
            }
            Format::Array => {
                d.aux = self.array_dims.len() as u32;
                self.array_dims.extend(instr.ext_words());
            }
            Format::TargetList => {
                d.aux = self.jump_tables.len() as u32;
                for k in 0..instr.param as usize {
                    let t = self.target(index, instr.ext(k));
                    self.jump_tables.push(t);
                }
            }
            Format::IndexList => {
                d.aux = self.catch_types.len() as u32;
                self.catch_types.extend(instr.ext_words());
            }
            Format::RangeTable => {
                d.imm = instr.ext(0) as i32 as i64 as u64;
                d.aux = self.jump_tables.len() as u32;
                for k in 0..instr.param as usize {
                    let t = self.target(index, instr.ext(1 + k));
                    self.jump_tables.push(t);
                }
            }
            _ => {}
        }
        d
    }

    /// A constant's value (canonical slot).
    #[inline(always)]
    pub fn const_value(&self, d: &Decoded) -> u128 {
        if d.aux == u32::MAX {
            d.imm as i64 as i128 as u128
        } else {
            self.wide_consts[d.aux as usize]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::Builder;
    use maple_isa::PrimType as T;

    #[test]
    fn entries_are_compact() {
        assert_eq!(std::mem::size_of::<Decoded>(), 24);
    }

    #[test]
    fn one_entry_per_word_with_traps_inside_instructions() {
        let mut b = Builder::new();
        b.func("main", 0, 0, &[], false);
        b.constval(T::I64, -5)
            .constval(T::U64, u64::MAX as i128)
            .ret(1);
        let code = Code::new(&b.build());
        // constval i64 (3 words), constval u64 (3 words), return (1 word), end sentinel.
        assert_eq!(code.entries.len(), 3 + 3 + 1 + 1);
        assert_eq!(code.entries[0].op, Op::Constval);
        assert_eq!(code.entries[0].next, 3);
        assert_eq!(code.entries[1].op, Op::Trap);
        assert_eq!(
            code.entries[1].op.to_string(),
            "(trap)",
            "never shown as an opcode"
        );
        assert_eq!(code.const_value(&code.entries[0]), (-5i128) as u128);
        assert_eq!(
            code.const_value(&code.entries[3]),
            u64::MAX as u128,
            "zero-extended"
        );
        assert!(code.decode_errors.is_empty());
        assert_eq!(code.index_of(code.addr_of(6) as u64), Some(6));
        assert_eq!(code.index_of(code.addr_of(6) as u64 + 2), None);
    }
}
