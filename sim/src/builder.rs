//! A small assembler-in-Rust for tests and benchmarks: build a [`Program`] instruction by
//! instruction with [`maple_isa::encode`], with labels, calls by name and string literals.
//!
//! Layout follows `maple_isa::abi`: `.text` at `TEXT_BASE`, then `.rodata` and `.data` on
//! page boundaries; `%%GP` is the start of `.data`. External functions get entry addresses in
//! an unmapped range (`EXTERNAL_BASE + 16 * i`), which calls recognise through the function
//! table.
//!
//! ```ignore
//! let mut b = Builder::new();
//! b.func("main", 0, 0, &[], false);
//! b.constval(PrimType::I32, 42).ret(1);
//! let program = b.build();
//! ```

use crate::program::{Formal, Function, Program, Segment};
use maple_isa::{abi, encode, Opcode, PrimType, SpecialReg};
use std::collections::HashMap;

/// Where external functions' entry addresses start.
pub const EXTERNAL_BASE: u32 = 0xE000_0000;

#[derive(Clone, Debug)]
enum Fix {
    /// Branch offset to a label, relative to the instruction at `instr`.
    Rel { instr: usize, label: String },
    /// Absolute address of a label.
    Label(String),
    /// Entry address of a function.
    Func(String),
    /// Address of `.rodata` + offset.
    Rodata(u32),
    /// Address of `.data` + offset.
    Data(u32),
}

/// Builds a [`Program`].
#[derive(Clone, Debug, Default)]
pub struct Builder {
    text: Vec<u8>,
    functions: Vec<Function>,
    rodata: Vec<u8>,
    data: Vec<u8>,
    labels: HashMap<String, u32>,
    /// (byte offset in text of the word to patch, fix).
    fixes: Vec<(usize, Fix)>,
    strings: Vec<String>,
    entry: Option<String>,
}

impl Builder {
    pub fn new() -> Builder {
        Builder::default()
    }

    /// Start a function with a body here.
    pub fn func(
        &mut self,
        name: &str,
        frame_size: u32,
        npregs: u16,
        formals: &[Formal],
        varargs: bool,
    ) -> &mut Self {
        self.functions.push(Function {
            name: name.into(),
            entry: abi::TEXT_BASE + self.text.len() as u32,
            size: 0,
            frame_size,
            npregs,
            formals: formals.to_vec(),
            varargs,
            external: false,
        });
        self
    }

    /// Declare an external function (resolved to a runtime shim).
    pub fn external(&mut self, name: &str) -> &mut Self {
        let n = self.functions.iter().filter(|f| f.external).count() as u32;
        self.functions.push(Function {
            name: name.into(),
            entry: EXTERNAL_BASE + 16 * n,
            size: 0,
            frame_size: 0,
            npregs: 0,
            formals: Vec::new(),
            varargs: true,
            external: true,
        });
        self
    }

    /// Make `name` the entry function (default: `main`, else the first function).
    pub fn entry(&mut self, name: &str) -> &mut Self {
        self.entry = Some(name.into());
        self
    }

    /// Address `.text` offset of the next instruction.
    pub fn here(&self) -> u32 {
        abi::TEXT_BASE + self.text.len() as u32
    }

    /// Emit one instruction; panics if it does not encode (a bug in the test).
    pub fn op(&mut self, op: Opcode, ty: PrimType, param: u16, ext: &[u32]) -> &mut Self {
        if let Err(e) = encode(op, ty, param, ext, &mut self.text) {
            panic!("builder: {op} {ty} {param:#x} {ext:?}: {e}");
        }
        self
    }

    /// Emit raw words (for decode-error tests).
    pub fn raw(&mut self, words: &[u32]) -> &mut Self {
        for w in words {
            self.text.extend_from_slice(&w.to_le_bytes());
        }
        self
    }

    /// A plain operator (`add`, `eval`, `nop`, ...).
    pub fn o(&mut self, op: Opcode, ty: PrimType) -> &mut Self {
        self.op(op, ty, 0, &[])
    }

    /// A compare or conversion with its operand/source type.
    pub fn typed(&mut self, op: Opcode, ty: PrimType, from: PrimType) -> &mut Self {
        self.op(op, ty, from as u16, &[])
    }

    /// `constval ty value` (the value truncated to the type).
    pub fn constval(&mut self, ty: PrimType, value: i128) -> &mut Self {
        let bits = value as u128;
        let size = ty.size();
        let masked = if ty == PrimType::U1 {
            bits & 1
        } else if size >= 16 {
            bits
        } else {
            bits & ((1u128 << (8 * size)) - 1)
        };
        let words: Vec<u32> = (0..maple_isa::const_words(ty))
            .map(|i| (masked >> (32 * i)) as u32)
            .collect();
        self.op(Opcode::Constval, ty, 0, &words)
    }

    pub fn f64c(&mut self, x: f64) -> &mut Self {
        self.constval(PrimType::F64, x.to_bits() as i128)
    }

    pub fn f32c(&mut self, x: f32) -> &mut Self {
        self.constval(PrimType::F32, x.to_bits() as i128)
    }

    pub fn regread(&mut self, ty: PrimType, reg: u16) -> &mut Self {
        self.op(Opcode::Regread, ty, reg, &[])
    }

    pub fn regassign(&mut self, ty: PrimType, reg: u16) -> &mut Self {
        self.op(Opcode::Regassign, ty, reg, &[])
    }

    /// `regread ty %%retvalN`.
    pub fn retval(&mut self, ty: PrimType, n: u8) -> &mut Self {
        self.regread(ty, SpecialReg::RetVal(n).param())
    }

    /// An `Offset`-format instruction (`ireadfpoff`, `iassignoff`, ...).
    pub fn off(&mut self, op: Opcode, ty: PrimType, offset: i32) -> &mut Self {
        self.op(op, ty, 0, &[offset as u32])
    }

    pub fn ret(&mut self, n: u16) -> &mut Self {
        self.op(Opcode::Return, PrimType::Void, n, &[])
    }

    /// Define a label at the next instruction.
    pub fn label(&mut self, name: &str) -> &mut Self {
        self.labels.insert(name.into(), self.here());
        self
    }

    /// `brtrue`/`brfalse`/`goto` to a label.
    pub fn br(&mut self, op: Opcode, label: &str) -> &mut Self {
        let at = self.text.len();
        self.fixes.push((
            at + 4,
            Fix::Rel {
                instr: at,
                label: label.into(),
            },
        ));
        self.op(op, PrimType::Void, 0, &[0])
    }

    /// `jstry` with optional catch and finally labels.
    pub fn jstry(&mut self, catch: Option<&str>, finally: Option<&str>) -> &mut Self {
        let at = self.text.len();
        for (k, l) in [catch, finally].into_iter().enumerate() {
            if let Some(l) = l {
                self.fixes.push((
                    at + 4 + 4 * k,
                    Fix::Rel {
                        instr: at,
                        label: l.into(),
                    },
                ));
            }
        }
        self.op(Opcode::Jstry, PrimType::Void, 0, &[0, 0])
    }

    /// `rangegoto` with tag offset `tag` and one label per consecutive value.
    pub fn rangegoto(&mut self, tag: i32, labels: &[&str]) -> &mut Self {
        let at = self.text.len();
        let mut ext = vec![tag as u32];
        for (k, l) in labels.iter().enumerate() {
            self.fixes.push((
                at + 8 + 4 * k,
                Fix::Rel {
                    instr: at,
                    label: (*l).into(),
                },
            ));
            ext.push(0);
        }
        self.op(Opcode::Rangegoto, PrimType::Void, labels.len() as u16, &ext)
    }

    /// `addroflabel ty label`.
    pub fn addroflabel(&mut self, ty: PrimType, label: &str) -> &mut Self {
        self.fixes
            .push((self.text.len() + 4, Fix::Label(label.into())));
        self.op(Opcode::Addroflabel, ty, 0, &[0])
    }

    /// `call name` with `nargs` arguments already pushed.
    pub fn call(&mut self, name: &str, nargs: u16) -> &mut Self {
        self.fixes
            .push((self.text.len() + 4, Fix::Func(name.into())));
        self.op(Opcode::Call, PrimType::Void, nargs, &[0])
    }

    /// `addroffunc ty name`.
    pub fn addroffunc(&mut self, ty: PrimType, name: &str) -> &mut Self {
        self.fixes
            .push((self.text.len() + 4, Fix::Func(name.into())));
        self.op(Opcode::Addroffunc, ty, 0, &[0])
    }

    /// `conststr ptr "s"` (NUL-terminated in `.rodata`).
    pub fn conststr(&mut self, s: &str) -> &mut Self {
        let off = self.rodata.len() as u32;
        self.rodata.extend_from_slice(s.as_bytes());
        self.rodata.push(0);
        self.fixes.push((self.text.len() + 4, Fix::Rodata(off)));
        self.op(Opcode::Conststr, PrimType::Ptr, 0, &[0])
    }

    /// Append bytes to `.data`; returns their GP-relative offset.
    pub fn data(&mut self, bytes: &[u8]) -> i32 {
        while self.data.len() & 15 != 0 {
            self.data.push(0);
        }
        let off = self.data.len() as i32;
        self.data.extend_from_slice(bytes);
        off
    }

    /// An `Address`-format instruction whose extension is the address of `.data + offset`
    /// (e.g. `indexgoto`).
    pub fn data_addr(&mut self, op: Opcode, ty: PrimType, offset: u32) -> &mut Self {
        self.fixes.push((self.text.len() + 4, Fix::Data(offset)));
        self.op(op, ty, 0, &[0])
    }

    /// Add a string to the string table; returns its index (for `checkpoint`).
    pub fn string(&mut self, s: &str) -> u32 {
        self.strings.push(s.into());
        (self.strings.len() - 1) as u32
    }

    /// Store the address of `label` as 8 bytes at `.data + offset` (jump tables).
    pub fn data_label(&mut self, offset: u32, label: &str) -> &mut Self {
        self.fixes
            .push((usize::MAX - offset as usize, Fix::Label(label.into())));
        self
    }

    /// Lay out and resolve everything.
    pub fn build(&self) -> Program {
        let mut text = self.text.clone();
        let text_end = abi::TEXT_BASE + text.len() as u32;
        let rodata_addr =
            abi::align_up(text_end, abi::PAGE_SIZE).max(abi::TEXT_BASE + abi::PAGE_SIZE);
        let data_addr = abi::align_up(rodata_addr + self.rodata.len() as u32 + 1, abi::PAGE_SIZE);
        let mut data = self.data.clone();
        let func_addr = |name: &str| {
            self.functions
                .iter()
                .find(|f| f.name == name)
                .unwrap_or_else(|| panic!("builder: no function `{name}`"))
                .entry
        };
        let label = |name: &str| {
            *self
                .labels
                .get(name)
                .unwrap_or_else(|| panic!("builder: no label `{name}`"))
        };
        for (at, fix) in &self.fixes {
            let value = match fix {
                Fix::Rel { instr, label: l } => {
                    label(l).wrapping_sub(abi::TEXT_BASE + *instr as u32)
                }
                Fix::Label(l) => label(l),
                Fix::Func(f) => func_addr(f),
                Fix::Rodata(off) => rodata_addr + off,
                Fix::Data(off) => data_addr + off,
            };
            if *at > usize::MAX / 2 {
                let off = usize::MAX - *at;
                if data.len() < off + 8 {
                    data.resize(off + 8, 0);
                }
                data[off..off + 8].copy_from_slice(&(value as u64).to_le_bytes());
            } else {
                text[*at..*at + 4].copy_from_slice(&value.to_le_bytes());
            }
        }
        let mut functions = self.functions.clone();
        functions.sort_by_key(|f| f.entry);
        let n = functions.len();
        for i in 0..n {
            if !functions[i].external {
                let end = functions[i + 1..]
                    .iter()
                    .find(|f| !f.external)
                    .map_or(text_end, |f| f.entry);
                functions[i].size = end - functions[i].entry;
            }
        }
        let entry_name = self.entry.clone().unwrap_or_else(|| {
            if functions.iter().any(|f| f.name == "main") {
                "main".into()
            } else {
                functions
                    .first()
                    .map(|f| f.name.clone())
                    .unwrap_or_default()
            }
        });
        let entry = functions
            .iter()
            .position(|f| f.name == entry_name)
            .unwrap_or(0);
        let data_size = abi::align_up(data.len().max(1) as u32, 16);
        Program {
            text_base: abi::TEXT_BASE,
            text,
            segments: vec![
                Segment {
                    name: ".rodata".into(),
                    addr: rodata_addr,
                    bytes: self.rodata.clone(),
                    size: self.rodata.len().max(1) as u32,
                    writable: false,
                },
                Segment {
                    name: ".data".into(),
                    addr: data_addr,
                    bytes: data,
                    size: data_size,
                    writable: true,
                },
            ],
            gp: data_addr,
            heap_base: abi::align_up(data_addr + data_size, abi::PAGE_SIZE),
            functions,
            entry,
            strings: self.strings.clone(),
            lines: Vec::new(),
            ..Program::default()
        }
    }
}
