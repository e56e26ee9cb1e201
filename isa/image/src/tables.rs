//! Byte layout of the `.maple.*` tables: little-endian, 4-byte aligned records, each section
//! starting with a magic word and a count. Reading validates every length, so a corrupt image
//! is an error naming the table and the byte offset, never a panic.

use crate::model::{
    ClassEntry, DataReloc, FormalEntry, FunctionEntry, Home, RelocTarget, TypeEntry,
};
use crate::ImageError;
use maple_isa::PrimType;

const FUNCTIONS_MAGIC: u32 = u32::from_le_bytes(*b"MFN1");
const STRINGS_MAGIC: u32 = u32::from_le_bytes(*b"MST1");
const TYPES_MAGIC: u32 = u32::from_le_bytes(*b"MTY1");
const RELOCS_MAGIC: u32 = u32::from_le_bytes(*b"MRL1");
const CLASSES_MAGIC: u32 = u32::from_le_bytes(*b"MCL1");

const FLAG_VARARGS: u32 = 1;
const FLAG_EXTERNAL: u32 = 2;

const HOME_FRAME: u8 = 0;
const HOME_PREG: u8 = 1;
const HOME_GLOBAL: u8 = 2;

fn put_u32(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_u32(out, s.len() as u32);
    out.extend_from_slice(s.as_bytes());
    while !out.len().is_multiple_of(4) {
        out.push(0);
    }
}

/// Encode the function table.
pub fn encode_functions(functions: &[FunctionEntry]) -> Vec<u8> {
    let mut out = Vec::new();
    put_u32(&mut out, FUNCTIONS_MAGIC);
    put_u32(&mut out, functions.len() as u32);
    for f in functions {
        put_str(&mut out, &f.name);
        put_u32(&mut out, f.entry);
        put_u32(&mut out, f.size);
        put_u32(&mut out, f.frame_size);
        put_u32(&mut out, f.npregs as u32 | (f.formals.len() as u32) << 16);
        let flags =
            if f.varargs { FLAG_VARARGS } else { 0 } | if f.external { FLAG_EXTERNAL } else { 0 };
        put_u32(&mut out, flags);
        for formal in &f.formals {
            let (kind, value) = match formal.home {
                Home::Frame(off) => (HOME_FRAME, off as u32),
                Home::Preg(n) => (HOME_PREG, n as u32),
                Home::Global(a) => (HOME_GLOBAL, a),
            };
            put_u32(&mut out, formal.ty as u32 | (kind as u32) << 8);
            put_u32(&mut out, value);
            put_u32(&mut out, formal.size);
        }
        put_u32(&mut out, f.returns.len() as u32);
        for r in &f.returns {
            put_u32(&mut out, *r as u32);
        }
    }
    out
}

/// Encode the string table.
pub fn encode_strings(strings: &[String]) -> Vec<u8> {
    let mut out = Vec::new();
    put_u32(&mut out, STRINGS_MAGIC);
    put_u32(&mut out, strings.len() as u32);
    for s in strings {
        put_str(&mut out, s);
    }
    out
}

/// A bounds-checked little-endian reader over one table.
struct Cursor<'a> {
    table: &'static str,
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn corrupt(&self, what: &str) -> ImageError {
        ImageError::CorruptTable {
            table: self.table,
            offset: self.pos,
            what: what.to_string(),
        }
    }

    fn u32(&mut self, what: &str) -> Result<u32, ImageError> {
        let b = self
            .bytes
            .get(self.pos..self.pos + 4)
            .ok_or_else(|| self.corrupt(&format!("truncated {what}")))?;
        self.pos += 4;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn string(&mut self, what: &str) -> Result<String, ImageError> {
        let len = self.u32(what)? as usize;
        let end = self.pos.checked_add(len).filter(|e| *e <= self.bytes.len());
        let end =
            end.ok_or_else(|| self.corrupt(&format!("{what} length {len} runs past the table")))?;
        let s = std::str::from_utf8(&self.bytes[self.pos..end])
            .map_err(|_| self.corrupt(&format!("{what} is not UTF-8")))?;
        self.pos = (end + 3) & !3;
        Ok(s.to_string())
    }

    fn header(&mut self, magic: u32) -> Result<usize, ImageError> {
        if self.u32("magic")? != magic {
            return Err(self.corrupt("bad magic word"));
        }
        let count = self.u32("count")? as usize;
        // Every record is at least 8 bytes: reject absurd counts before allocating.
        if count > self.bytes.len() / 8 + 1 {
            return Err(self.corrupt(&format!("count {count} exceeds what the table can hold")));
        }
        Ok(count)
    }
}

/// Decode the function table.
pub fn decode_functions(bytes: &[u8]) -> Result<Vec<FunctionEntry>, ImageError> {
    let mut c = Cursor {
        table: maple_isa::abi::sections::FUNCTIONS,
        bytes,
        pos: 0,
    };
    let count = c.header(FUNCTIONS_MAGIC)?;
    let mut functions = Vec::with_capacity(count);
    for _ in 0..count {
        let name = c.string("function name")?;
        let entry = c.u32("entry")?;
        let size = c.u32("size")?;
        let frame_size = c.u32("frame size")?;
        let counts = c.u32("counts")?;
        let flags = c.u32("flags")?;
        if flags & !(FLAG_VARARGS | FLAG_EXTERNAL) != 0 {
            return Err(c.corrupt(&format!("unknown flags {flags:#x} for function {name}")));
        }
        let nformals = (counts >> 16) as usize;
        let mut formals = Vec::with_capacity(nformals.min(bytes.len() / 8));
        for _ in 0..nformals {
            let kind_ty = c.u32("formal")?;
            let value = c.u32("formal home")?;
            let size = c.u32("formal size")?;
            let ty = PrimType::from_code(kind_ty as u8).ok_or_else(|| {
                c.corrupt(&format!(
                    "formal of {name} has bad type code {}",
                    kind_ty as u8
                ))
            })?;
            let home = match (kind_ty >> 8) as u8 {
                HOME_FRAME => Home::Frame(value as i32),
                HOME_PREG => Home::Preg(
                    u16::try_from(value).map_err(|_| c.corrupt("preg number out of range"))?,
                ),
                HOME_GLOBAL => Home::Global(value),
                k => return Err(c.corrupt(&format!("formal of {name} has bad home kind {k}"))),
            };
            formals.push(FormalEntry { ty, home, size });
        }
        let nreturns = c.u32("return count")? as usize;
        if nreturns > maple_isa::SpecialReg::MAX_RETVALS as usize {
            return Err(c.corrupt(&format!("{name} returns {nreturns} values")));
        }
        let mut returns = Vec::with_capacity(nreturns);
        for _ in 0..nreturns {
            let code = c.u32("return type")?;
            let ty = u8::try_from(code)
                .ok()
                .and_then(PrimType::from_code)
                .ok_or_else(|| c.corrupt(&format!("{name} has bad return type code {code}")))?;
            returns.push(ty);
        }
        functions.push(FunctionEntry {
            returns,
            name,
            entry,
            size,
            frame_size,
            npregs: counts as u16,
            formals,
            varargs: flags & FLAG_VARARGS != 0,
            external: flags & FLAG_EXTERNAL != 0,
        });
    }
    Ok(functions)
}

/// Decode the string table.
pub fn decode_strings(bytes: &[u8]) -> Result<Vec<String>, ImageError> {
    let mut c = Cursor {
        table: maple_isa::abi::sections::STRINGS,
        bytes,
        pos: 0,
    };
    let count = c.header(STRINGS_MAGIC)?;
    (0..count).map(|_| c.string("string")).collect()
}

/// Encode the type table.
pub fn encode_types(types: &[TypeEntry]) -> Vec<u8> {
    let mut out = Vec::new();
    put_u32(&mut out, TYPES_MAGIC);
    put_u32(&mut out, types.len() as u32);
    for t in types {
        put_str(&mut out, &t.name);
        put_u32(&mut out, t.size);
        put_u32(&mut out, t.align);
        put_u32(&mut out, t.elem_size);
    }
    out
}

/// Decode the type table.
pub fn decode_types(bytes: &[u8]) -> Result<Vec<TypeEntry>, ImageError> {
    let mut c = Cursor {
        table: maple_isa::abi::sections::TYPES,
        bytes,
        pos: 0,
    };
    let count = c.header(TYPES_MAGIC)?;
    (0..count)
        .map(|_| {
            Ok(TypeEntry {
                name: c.string("type name")?,
                size: c.u32("type size")?,
                align: c.u32("type align")?,
                elem_size: c.u32("element size")?,
            })
        })
        .collect()
}

/// Encode the data relocations.
pub fn encode_relocs(relocs: &[DataReloc]) -> Vec<u8> {
    let mut out = Vec::new();
    put_u32(&mut out, RELOCS_MAGIC);
    put_u32(&mut out, relocs.len() as u32);
    for r in relocs {
        put_u32(&mut out, r.offset);
        let (kind, value) = match &r.target {
            RelocTarget::Rodata(off) => (0u32, *off),
            RelocTarget::Global(off) => (1, *off),
            RelocTarget::Function(_) => (2, 0),
            RelocTarget::Text(off) => (3, *off),
        };
        put_u32(&mut out, r.width as u32 | kind << 8);
        put_u32(&mut out, value);
        if let RelocTarget::Function(name) = &r.target {
            put_str(&mut out, name);
        }
    }
    out
}

/// Decode the data relocations.
pub fn decode_relocs(bytes: &[u8]) -> Result<Vec<DataReloc>, ImageError> {
    let mut c = Cursor {
        table: maple_isa::abi::sections::RELOCS,
        bytes,
        pos: 0,
    };
    let count = c.header(RELOCS_MAGIC)?;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let offset = c.u32("reloc offset")?;
        let kind_width = c.u32("reloc kind")?;
        let value = c.u32("reloc value")?;
        let width = kind_width as u8;
        if width != 4 && width != 8 {
            return Err(c.corrupt(&format!("reloc width {width}")));
        }
        let target = match kind_width >> 8 {
            0 => RelocTarget::Rodata(value),
            1 => RelocTarget::Global(value),
            2 => RelocTarget::Function(c.string("reloc function")?),
            3 => RelocTarget::Text(value),
            k => return Err(c.corrupt(&format!("reloc kind {k}"))),
        };
        out.push(DataReloc {
            offset,
            width,
            target,
        });
    }
    Ok(out)
}

/// Encode the class table.
pub fn encode_classes(classes: &[ClassEntry]) -> Vec<u8> {
    let mut out = Vec::new();
    put_u32(&mut out, CLASSES_MAGIC);
    put_u32(&mut out, classes.len() as u32);
    for c in classes {
        put_str(&mut out, &c.name);
        put_u32(&mut out, c.interface as u32);
        put_u32(&mut out, c.type_index.map_or(u32::MAX, |t| t));
        put_u32(&mut out, c.parents.len() as u32);
        for p in &c.parents {
            put_str(&mut out, p);
        }
        put_u32(&mut out, c.implements.len() as u32);
        for i in &c.implements {
            put_str(&mut out, i);
        }
        put_u32(&mut out, c.methods.len() as u32);
        for (m, addr) in &c.methods {
            put_str(&mut out, m);
            put_u32(&mut out, *addr);
        }
    }
    out
}

/// Decode the class table.
pub fn decode_classes(bytes: &[u8]) -> Result<Vec<ClassEntry>, ImageError> {
    let mut c = Cursor {
        table: maple_isa::abi::sections::CLASSES,
        bytes,
        pos: 0,
    };
    let count = c.header(CLASSES_MAGIC)?;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let name = c.string("class name")?;
        let interface = c.u32("class kind")? != 0;
        let type_index = Some(c.u32("class type")?).filter(|t| *t != u32::MAX);
        let names = |c: &mut Cursor<'_>, what: &str| -> Result<Vec<String>, ImageError> {
            let n = c.u32(what)? as usize;
            if n > bytes.len() / 4 {
                return Err(c.corrupt(&format!("{what} count {n} exceeds the table")));
            }
            (0..n).map(|_| c.string(what)).collect()
        };
        let parents = names(&mut c, "parent")?;
        let implements = names(&mut c, "interface")?;
        let n = c.u32("method count")? as usize;
        if n > bytes.len() / 8 {
            return Err(c.corrupt(&format!("method count {n} exceeds the table")));
        }
        let mut methods = Vec::with_capacity(n);
        for _ in 0..n {
            let m = c.string("method")?;
            let addr = c.u32("method address")?;
            methods.push((m, addr));
        }
        out.push(ClassEntry {
            name,
            interface,
            parents,
            implements,
            methods,
            type_index,
        });
    }
    Ok(out)
}
