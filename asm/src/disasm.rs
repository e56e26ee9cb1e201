//! The disassembler: an image back to MAPLE IR text that `maple asm` accepts and that
//! reassembles to the same `.text` and `.data` bytes.
//!
//! It decodes each function with the ISA decoder and rebuilds the expression trees with the
//! opcode table's operand-stack effects (the code generator keeps the stack empty between
//! statements). Branch targets become labels. Global data is printed as one blob per section
//! whose address-valued words (from `.maple.relocs`) are printed symbolically, so strings and
//! function addresses land where they were. Named types the type table mentions are declared
//! with their sizes.

use crate::ast::Const;
use crate::codegen::data::PAD;
use crate::image::{
    ClassEntry, DataReloc, DebugInfo, FormalEntry, FunctionEntry, Home, Image, RelocTarget,
};
use crate::printer::{constant, quote};
use maple_isa::{
    decode, Callee, Format, Instr, OpClass, Opcode, Pops, PrimType, SpecialReg, Syntax,
};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write;

/// Why an image cannot be printed as MAPLE IR.
#[derive(Debug, thiserror::Error)]
pub enum DisasmError {
    #[error("cannot disassemble {function} at {addr:#x}: {reason}")]
    Code {
        function: String,
        addr: u32,
        reason: String,
    },
    #[error("cannot disassemble: {0}")]
    Image(String),
}

/// Looks up a source file's text by name.
pub type SourceFetch<'a> = &'a dyn Fn(&str) -> Option<String>;

/// Options for printing.
#[derive(Default)]
pub struct Options<'a> {
    /// Source text by file name, to interleave source lines as comments.
    pub sources: Option<SourceFetch<'a>>,
}

/// Print the image as MAPLE IR.
pub fn disassemble(image: &Image, options: &Options<'_>) -> Result<String, DisasmError> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# maple disassembly of {} (reassembles to the same .text and .data)",
        image.source_name
    );
    let mut names = Symbols::new(&image.functions);
    names.string_starts = string_starts(image);
    if let Some(name) = names.by_addr.get(&image.entry).filter(|_| image.entry != 0) {
        let _ = writeln!(out, "entryfunc &{name}");
    }
    declare_types(image, &names, &mut out);
    print_data(image, &mut names, &mut out)?;
    for f in image.functions.iter().filter(|f| f.external) {
        let _ = writeln!(
            out,
            "func &{} {}({}) {}",
            names.name(f),
            varargs_attr(f),
            external_params(f),
            returns(f)
        );
    }
    let mut sources = SourceCache {
        fetch: options.sources,
        files: HashMap::new(),
    };
    // A function with a body but no code is a generic template (its instances have the code);
    // it is printed as one, at its place in entry order, so it gets the same table entry.
    let mut functions: Vec<&FunctionEntry> =
        image.functions.iter().filter(|f| !f.external).collect();
    functions.sort_by_key(|f| f.entry);
    let mut bodies = String::new();
    let mut methods = BTreeSet::new();
    for f in functions {
        bodies.push('\n');
        if f.size == 0 {
            let dots = if f.varargs { ", ..." } else { "" };
            let name = names.name(f);
            let _ = writeln!(bodies, "func &{name} (var %generic <!T>{dots}) void {{\n}}");
            continue;
        }
        print_function(
            image,
            f,
            &names,
            &image.debug,
            &mut sources,
            &mut methods,
            &mut bodies,
        )?;
    }
    // Methods called by name (virtualcall and friends) that are not functions of the image:
    // declared last so the externals above keep their addresses.
    let class_methods: BTreeSet<&str> = image
        .classes
        .iter()
        .flat_map(|c| c.methods.iter().map(|(m, _)| m.as_str()))
        .collect();
    for m in methods {
        if !names.by_name.values().any(|n| *n == m) && !class_methods.contains(m.as_str()) {
            let _ = writeln!(out, "func &{m} varargs (...) void");
        }
    }
    out.push_str(&bodies);
    Ok(out)
}

fn varargs_attr(f: &FunctionEntry) -> &'static str {
    if f.varargs {
        "varargs "
    } else {
        ""
    }
}

/// The declared return types; aggregates (returned by address) print as `ptr`-sized bytes.
fn returns(f: &FunctionEntry) -> String {
    if f.returns.is_empty() {
        return "void".into();
    }
    f.returns
        .iter()
        .map(|r| match r {
            PrimType::Agg => "<[8] u8>".to_string(),
            r => r.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn external_params(f: &FunctionEntry) -> String {
    f.formals
        .iter()
        .enumerate()
        .map(|(i, p)| match p.ty {
            PrimType::Agg => format!("var %a{i} <[{}] u8>", p.size.max(1)),
            ty => format!("var %a{i} {ty}"),
        })
        .chain(f.varargs.then(|| "...".to_string()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the printer resolves addresses to: function names the assembler accepts
/// (instantiated generics have `<{...}>` in theirs) and where `.rodata` strings start.
struct Symbols {
    by_addr: HashMap<u32, String>,
    by_name: HashMap<String, String>,
    string_starts: BTreeSet<u32>,
    /// The data variable printed at each address (for `indexgoto`'s table).
    data_vars: HashMap<u32, String>,
}

/// A name the lexer reads as one name: other characters become `_`. An instance of a generic
/// function (`foo<{!T=i32}>`) keeps its name: the parser reads it back as that instance.
fn printable(name: &str) -> String {
    if let Some((base, _)) = name.split_once("<{") {
        if name.ends_with("}>") && !base.is_empty() && printable(base) == base {
            return name.to_string();
        }
    }
    let mut out: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "_.;/|$".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit() || ";/|.$".contains(c)) {
        out.insert(0, 'f');
    }
    out
}

impl Symbols {
    fn new(functions: &[FunctionEntry]) -> Self {
        let mut used = BTreeSet::new();
        let mut by_addr = HashMap::new();
        let mut by_name = HashMap::new();
        for f in functions {
            let mut name = printable(&f.name);
            let base = name.clone();
            let mut n = 1;
            while !used.insert(name.clone()) {
                name = format!("{base}_{n}");
                n += 1;
            }
            if f.size != 0 || f.external {
                by_addr.insert(f.entry, name.clone());
            }
            by_name.insert(f.name.clone(), name);
        }
        Symbols {
            by_addr,
            by_name,
            string_starts: BTreeSet::new(),
            data_vars: HashMap::new(),
        }
    }

    fn name<'a>(&'a self, f: &'a FunctionEntry) -> &'a str {
        self.by_name
            .get(&f.name)
            .map_or(f.name.as_str(), String::as_str)
    }
}

/// Declare the named types the type table refers to, with the sizes the table records, and
/// every class and interface of the class table (parents, interfaces, methods), so the
/// reassembled image has the same `.maple.types` and `.maple.classes`.
fn declare_types(image: &Image, names: &Symbols, out: &mut String) {
    let mut sizes: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut mentioned: BTreeSet<String> = BTreeSet::new();
    for t in &image.types {
        if let Some(name) = t.name.strip_prefix("<$").and_then(|n| n.strip_suffix('>')) {
            if !name.contains(['<', '>', '{', ' ']) {
                sizes.insert(name.to_string(), (t.size, t.align));
            }
        }
        let mut rest = t.name.as_str();
        while let Some(i) = rest.find("<$") {
            let tail = &rest[i + 2..];
            let end = tail.find(['>', '{', ' ', ',']).unwrap_or(tail.len());
            mentioned.insert(tail[..end].to_string());
            rest = &tail[end..];
        }
    }
    let classes: BTreeSet<&str> = image.classes.iter().map(|c| c.name.as_str()).collect();
    for c in &image.classes {
        mentioned.extend(c.parents.iter().chain(&c.implements).cloned());
    }
    for name in mentioned.iter().filter(|n| !classes.contains(n.as_str())) {
        match sizes.get(name) {
            Some(&(size, align)) if size > 0 => {
                let _ = writeln!(
                    out,
                    "type ${name} <struct {{@bytes <[{size}] u8> align({})}}>",
                    align.max(1)
                );
            }
            _ => {
                let _ = writeln!(out, "type ${name} <struct {{}}>");
            }
        }
    }
    for c in &image.classes {
        let _ = writeln!(out, "type ${} {}", c.name, class_type(image, c, names));
    }
}

/// A class-table entry as a class or interface type. The instance's bytes are one field after
/// the parent's (a class lays its parent out first), aligned so the size and alignment are the
/// table's; a class that had no layout (a generic one) gets a field of a type parameter, which
/// has none either.
fn class_type(image: &Image, c: &ClassEntry, names: &Symbols) -> String {
    let type_of = |name: &str| {
        let wanted = format!("<${name}>");
        image.types.iter().find(|t| t.name == wanted)
    };
    let mut members = Vec::new();
    match c.type_index.and_then(|i| image.types.get(i as usize)) {
        // An empty class has alignment 0, and so has its reassembly without a field.
        Some(t) if t.align == 0 => {}
        Some(t) => {
            let parent = if c.interface { None } else { c.parents.first() };
            let parent_size = parent.and_then(|p| type_of(p)).map_or(0, |p| p.size);
            let align = t.align.max(1);
            // (A corrupt image may give any sizes: no arithmetic that can overflow.)
            let start = parent_size.div_ceil(align).saturating_mul(align);
            let own = t.size.saturating_sub(start);
            members.push(format!("@bytes <[{own}] u8> align({align})"));
        }
        None => members.push("@generic <!T>".to_string()),
    }
    for (method, entry) in &c.methods {
        let name = names
            .by_addr
            .get(entry)
            .filter(|_| *entry != 0)
            .cloned()
            .unwrap_or_else(|| printable(method));
        members.push(format!("&{name} ()"));
    }
    members.extend(c.implements.iter().map(|i| format!("${i}")));
    let parents: String = c.parents.iter().map(|p| format!(" <${p}>")).collect();
    let kind = if c.interface { "interface" } else { "class" };
    format!("<{kind}{parents} {{{}}}>", members.join(", "))
}

/// Print `.data` and `.bss` as runs of bytes, one variable per run, split wherever a word holds
/// an address (printed symbolically) or an address points. Byte arrays align to 1 and address
/// words sit at their natural alignment, so every run lands at its original offset.
fn print_data(image: &Image, names: &mut Symbols, out: &mut String) -> Result<(), DisasmError> {
    let data_len = image.data.bytes.len() as u32;
    let bss_start = image.bss_addr.saturating_sub(image.data.addr);
    let mut data_cuts: BTreeSet<u32> = BTreeSet::new();
    let mut bss_cuts: BTreeSet<u32> = BTreeSet::new();
    for r in &image.data_relocs {
        if r.offset
            .checked_add(r.width as u32)
            .is_none_or(|end| end > data_len)
        {
            return Err(DisasmError::Image(format!(
                "relocation at .data+{:#x} runs past .data",
                r.offset
            )));
        }
        data_cuts.insert(r.offset);
        data_cuts.insert(r.offset + r.width as u32);
        if let RelocTarget::Global(off) = r.target {
            if off < data_len {
                data_cuts.insert(off);
            } else if off >= bss_start && off - bss_start < image.bss_size {
                bss_cuts.insert(off - bss_start);
            }
        }
    }
    // An `indexgoto` names its table as a variable, so each table starts a variable of its
    // own, in `.data` (a table of label addresses) or in `.bss` (one filled at run time).
    for addr in indexgoto_tables(image) {
        let off = addr.wrapping_sub(image.data.addr);
        let inside_word = |r: &DataReloc| off > r.offset && off < r.offset + r.width as u32;
        if off < data_len && !image.data_relocs.iter().any(inside_word) {
            data_cuts.insert(off);
        } else if off >= bss_start && off - bss_start < image.bss_size {
            bss_cuts.insert(off - bss_start);
        }
    }
    let data_fields = fields(data_len, &data_cuts, &image.data_relocs);
    let bss_fields = fields(image.bss_size, &bss_cuts, &[]);
    let piece_at =
        |fields: &[Field], off: u32| fields.iter().position(|f| f.start == off).unwrap_or(0);
    for (i, f) in data_fields.iter().enumerate() {
        let (ty, value) = match &f.reloc {
            None => {
                let bytes = &image.data.bytes[f.start as usize..(f.start + f.len) as usize];
                let used = bytes.iter().rposition(|b| *b != 0).map_or(1, |p| p + 1);
                let list: Vec<String> = bytes[..used].iter().map(|b| b.to_string()).collect();
                (
                    format!("<[{}] u8>", f.len),
                    format!("[{}]", list.join(", ")),
                )
            }
            Some(r) => {
                let ty = if r.width == 4 { "a32" } else { "ptr" };
                let value = match &r.target {
                    RelocTarget::Rodata(off) => {
                        format!(
                            "conststr {ty} {}",
                            quote(&rodata_string(image, &names.string_starts, *off)?)
                        )
                    }
                    RelocTarget::Function(name) => {
                        let shown = names
                            .by_name
                            .get(name)
                            .cloned()
                            .unwrap_or_else(|| name.clone());
                        format!("addroffunc {ty} &{shown}")
                    }
                    RelocTarget::Global(off) if *off < data_len => {
                        format!("addrof {ty} $__d{}", piece_at(&data_fields, *off))
                    }
                    RelocTarget::Global(off) => {
                        format!(
                            "addrof {ty} $__b{}",
                            piece_at(&bss_fields, off.saturating_sub(bss_start))
                        )
                    }
                    // A label's address (a jump table): code addresses reproduce exactly, so
                    // the number itself reassembles to the same bytes.
                    RelocTarget::Text(off) => format!("{}", image.text.addr as u64 + *off as u64),
                };
                (ty.to_string(), value)
            }
        };
        let _ = writeln!(out, "var $__d{i} {ty} = {value}");
        names
            .data_vars
            .insert(image.data.addr + f.start, format!("__d{i}"));
    }
    for (i, f) in bss_fields.iter().enumerate() {
        let _ = writeln!(out, "var $__b{i} <[{}] u8>", f.len);
        names
            .data_vars
            .insert(image.bss_addr + f.start, format!("__b{i}"));
    }
    Ok(())
}

/// The addresses of the tables `indexgoto` instructions jump through.
fn indexgoto_tables(image: &Image) -> BTreeSet<u32> {
    maple_isa::decode_all(&image.text.bytes)
        .flatten()
        .filter(|(_, instr)| instr.info().syntax == Syntax::IndexGoto)
        .map(|(_, instr)| instr.ext(0))
        .collect()
}

struct Field<'a> {
    start: u32,
    len: u32,
    reloc: Option<&'a DataReloc>,
}

fn fields<'a>(len: u32, cuts: &BTreeSet<u32>, relocs: &'a [DataReloc]) -> Vec<Field<'a>> {
    let mut points: Vec<u32> = cuts.iter().copied().filter(|c| *c < len).collect();
    points.insert(0, 0);
    points.push(len);
    points.dedup();
    points
        .windows(2)
        .filter(|w| w[1] > w[0])
        .map(|w| Field {
            start: w[0],
            len: w[1] - w[0],
            reloc: relocs.iter().find(|r| r.offset == w[0]),
        })
        .collect()
}

/// Offsets in `.rodata` where strings start: every `conststr` target and every string
/// relocation. A string runs to the next start, so embedded NULs survive the round trip.
fn string_starts(image: &Image) -> BTreeSet<u32> {
    let mut starts: BTreeSet<u32> = image
        .data_relocs
        .iter()
        .filter_map(|r| match r.target {
            RelocTarget::Rodata(off) => Some(off),
            _ => None,
        })
        .collect();
    for (_, instr) in maple_isa::decode_all(&image.text.bytes).flatten() {
        if matches!(instr.opcode, Opcode::Conststr | Opcode::Conststr16) {
            starts.insert(instr.ext(0).wrapping_sub(image.rodata.addr));
        }
    }
    starts
}

/// The bytes of `.rodata` from offset `off` to the next string start: one string with its
/// terminator (and any padding after it).
fn string_run<'i>(
    image: &'i Image,
    starts: &BTreeSet<u32>,
    off: u32,
) -> Result<&'i [u8], DisasmError> {
    let len = image.rodata.bytes.len() as u32;
    let next = starts
        .range(off + 1..)
        .next()
        .copied()
        .unwrap_or(len)
        .min(len);
    image
        .rodata
        .bytes
        .get(off as usize..next as usize)
        .ok_or_else(|| DisasmError::Image(format!("string at .rodata+{off:#x} is outside .rodata")))
}

fn rodata_string(
    image: &Image,
    starts: &BTreeSet<u32>,
    addr_or_off: u32,
) -> Result<Vec<u8>, DisasmError> {
    let off = if addr_or_off >= image.rodata.addr && image.rodata.addr != 0 {
        addr_or_off - image.rodata.addr
    } else {
        addr_or_off
    };
    let bytes = string_run(image, starts, off)?;
    // The string is followed by its NUL, and maybe by a padding byte before a wide string.
    let bytes = match bytes {
        [.., 0, PAD] => &bytes[..bytes.len() - 1],
        _ => bytes,
    };
    match bytes.split_last() {
        Some((0, content)) => Ok(content.to_vec()),
        _ => Err(DisasmError::Image(format!(
            "unterminated string at .rodata+{off:#x}"
        ))),
    }
}

/// A wide string: its 16-bit units up to the next string start (so explicit trailing NULs
/// survive), less the terminating NUL unit.
fn rodata_string16(
    image: &Image,
    starts: &BTreeSet<u32>,
    addr: u32,
) -> Result<Vec<u8>, DisasmError> {
    let off = addr.wrapping_sub(image.rodata.addr);
    let units: Vec<u16> = string_run(image, starts, off)?
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    match units.split_last() {
        Some((0, content)) => Ok(String::from_utf16_lossy(content).into_bytes()),
        _ => Err(DisasmError::Image(format!(
            "unterminated wide string at {addr:#x}"
        ))),
    }
}

struct SourceCache<'a> {
    fetch: Option<SourceFetch<'a>>,
    files: HashMap<String, Option<Vec<String>>>,
}

impl SourceCache<'_> {
    fn line(&mut self, file: &str, line: u32) -> Option<String> {
        let fetch = self.fetch?;
        let lines = self
            .files
            .entry(file.to_string())
            .or_insert_with(|| fetch(file).map(|t| t.lines().map(str::to_string).collect()));
        lines.as_ref()?.get(line.checked_sub(1)? as usize).cloned()
    }
}

fn formal_decl(i: usize, f: &FormalEntry, name: Option<&str>) -> String {
    let name = name
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .map_or_else(|| format!("a{i}"), str::to_string);
    match f.home {
        Home::Preg(n) => format!("reg %{n} {}", f.ty),
        Home::Frame(off) if f.ty == PrimType::Agg => {
            // An aggregate formal: its size, aligned so it lands at the same offset. A struct
            // of bytes, not an array: an array formal would be received by reference.
            let align = (off.unsigned_abs().trailing_zeros()).min(4);
            format!(
                "var %{name} <struct {{@bytes <[{}] u8>}}> align({})",
                f.size,
                1u32 << align
            )
        }
        _ => format!("var %{name} {}", f.ty),
    }
}

fn print_function(
    image: &Image,
    f: &FunctionEntry,
    names: &Symbols,
    debug: &DebugInfo,
    sources: &mut SourceCache<'_>,
    methods: &mut BTreeSet<String>,
    out: &mut String,
) -> Result<(), DisasmError> {
    let fail = |addr: u32, reason: String| DisasmError::Code {
        function: f.name.clone(),
        addr,
        reason,
    };
    let dbg = debug.functions.iter().find(|d| d.low_pc == f.entry);
    let params: Vec<String> = f
        .formals
        .iter()
        .enumerate()
        .map(|(i, p)| {
            formal_decl(
                i,
                p,
                dbg.and_then(|d| d.params.get(i)).map(|v| v.name.as_str()),
            )
        })
        .chain(f.varargs.then(|| "...".to_string()))
        .collect();
    let _ = writeln!(
        out,
        "func &{} {}({}) {} {{",
        names.name(f),
        varargs_attr(f),
        params.join(", "),
        returns(f)
    );
    let _ = writeln!(out, "  framesize {}", f.frame_size);
    // The highest pseudo-register: the code may not mention every one the function declared.
    if f.npregs > 0 && !f.formals.iter().any(|p| p.home == Home::Preg(f.npregs)) {
        let _ = writeln!(out, "  reg %{} i64", f.npregs);
    }
    let start = f
        .entry
        .checked_sub(image.text.addr)
        .ok_or_else(|| fail(f.entry, "entry before .text".into()))? as usize;
    let end = start + f.size as usize;
    let code = image
        .text
        .bytes
        .get(..end)
        .ok_or_else(|| fail(f.entry, "function runs past .text".into()))?;
    // Pass 1: the instructions and every branch target.
    let mut instrs: Vec<(u32, Instr<'_>)> = Vec::new();
    let mut targets: BTreeSet<u32> = BTreeSet::new();
    let mut at = start;
    while at < end {
        let instr =
            decode(code, at).map_err(|e| fail(image.text.addr + at as u32, e.to_string()))?;
        let addr = image.text.addr + at as u32;
        for t in branch_targets(&instr, addr) {
            targets.insert(t);
        }
        if instr.opcode == Opcode::Addroflabel {
            targets.insert(instr.ext(0));
        }
        instrs.push((addr, instr));
        at += instr.len();
    }
    // Pass 2: rebuild trees.
    let mut stack: Vec<(String, PrimType)> = Vec::new();
    let mut last_line = None;
    let mut statement_start = true;
    for (addr, instr) in &instrs {
        if statement_start {
            if targets.contains(addr) {
                let _ = writeln!(out, "@L{addr:x}");
            }
            if let Some(row) = debug
                .lines
                .iter()
                .rev()
                .find(|r| r.addr <= *addr)
                .filter(|r| r.addr >= f.entry)
            {
                let file = debug
                    .files
                    .get(row.file as usize)
                    .cloned()
                    .unwrap_or_default();
                if last_line != Some((row.file, row.line)) {
                    last_line = Some((row.file, row.line));
                    match sources.line(&file, row.line) {
                        Some(text) => {
                            let _ = writeln!(out, "  # {file}:{}: {}", row.line, text.trim());
                        }
                        None => {
                            let _ = writeln!(out, "  # {file}:{}", row.line);
                        }
                    }
                }
            }
        } else if targets.contains(addr) {
            return Err(fail(
                *addr,
                "a branch target falls inside an expression".into(),
            ));
        }
        let info = instr.info();
        let pops = match info.pops {
            Pops::Fixed(n) => n as usize,
            Pops::Param(k) => instr.param as usize + k as usize,
            Pops::ParamLow(k) => (instr.param & 0xff) as usize + k as usize,
        };
        if stack.len() < pops {
            return Err(fail(
                *addr,
                format!(
                    "`{}` needs {pops} operands, {} available",
                    instr.opcode,
                    stack.len()
                ),
            ));
        }
        let args: Vec<(String, PrimType)> = stack.split_off(stack.len() - pops);
        let text =
            render(image, names, instr, *addr, &args, methods).map_err(|r| fail(*addr, r))?;
        if info.pushes == 1 {
            stack.push((text, instr.ty));
            statement_start = false;
        } else {
            if !stack.is_empty() {
                return Err(fail(
                    *addr,
                    "operands left on the stack between statements".into(),
                ));
            }
            let _ = writeln!(out, "  {text}");
            statement_start = true;
        }
    }
    if !stack.is_empty() {
        return Err(fail(
            f.entry + f.size,
            "the function ends inside an expression".into(),
        ));
    }
    if targets.contains(&(f.entry + f.size)) {
        let _ = writeln!(out, "@L{:x}", f.entry + f.size);
    }
    out.push_str("}\n");
    Ok(())
}

fn branch_targets(instr: &Instr<'_>, addr: u32) -> Vec<u32> {
    let rel = |w: u32| addr.wrapping_add(w);
    match instr.info().format {
        Format::Target => vec![rel(instr.ext(0))],
        Format::RangeTable => instr.ext_words().skip(1).map(rel).collect(),
        Format::TargetList => instr.ext_words().map(rel).collect(),
        Format::TwoTargets => instr.ext_words().filter(|w| *w != 0).map(rel).collect(),
        _ => vec![],
    }
}

fn reg(param: u16) -> String {
    match SpecialReg::from_param(param) {
        Some(s) => format!("%%{}", s.name()),
        None => format!("%{param}"),
    }
}

fn args_list(args: &[(String, PrimType)]) -> String {
    args.iter()
        .map(|a| a.0.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn const_text(instr: &Instr<'_>) -> String {
    let bits = instr.const_bits();
    let ty = instr.ty;
    let lane = |t: PrimType, b: u128| -> Const {
        match t {
            PrimType::F32 => Const::F32(f32::from_bits(b as u32)),
            PrimType::F64 => Const::F64(f64::from_bits(b as u64)),
            t if t.is_signed() => {
                let shift = 128 - t.size() * 8;
                Const::Int(((b << shift) as i128) >> shift)
            }
            _ => Const::Int(b as i128),
        }
    };
    let c = match ty {
        PrimType::C64 | PrimType::C128 => {
            let half = ty.size() * 4;
            let lt = if ty == PrimType::C64 {
                PrimType::F32
            } else {
                PrimType::F64
            };
            let mask = (1u128 << half) - 1;
            Const::List(vec![lane(lt, bits & mask), lane(lt, bits >> half)])
        }
        t if t.vector_lanes().is_some() => {
            let (lt, n) = t.vector_lanes().unwrap_or((PrimType::U8, 0));
            let w = lt.size() * 8;
            let mask = if w >= 128 {
                u128::MAX
            } else {
                (1u128 << w) - 1
            };
            Const::List((0..n).map(|i| lane(lt, (bits >> (w * i)) & mask)).collect())
        }
        t => lane(t, bits),
    };
    constant(&c)
}

fn type_name(image: &Image, index: u32) -> Result<String, String> {
    image
        .types
        .get(index as usize)
        .map(|t| t.name.clone())
        .ok_or_else(|| format!("type index {index} out of range"))
}

fn string(image: &Image, index: u32) -> Result<String, String> {
    image
        .strings
        .get(index as usize)
        .cloned()
        .ok_or_else(|| format!("string index {index} out of range"))
}

/// One instruction as MAPLE IR text, with its operands already rendered.
fn render(
    image: &Image,
    names: &Symbols,
    instr: &Instr<'_>,
    addr: u32,
    args: &[(String, PrimType)],
    methods: &mut BTreeSet<String>,
) -> Result<String, String> {
    let mut method = |index: u32| -> Result<String, String> {
        let name = printable(&string(image, index)?);
        methods.insert(name.clone());
        Ok(name)
    };
    let op = instr.opcode;
    let mn = op.mnemonic();
    let ty = instr.ty;
    let a = args_list(args);
    let label = |w: u32| format!("@L{:x}", addr.wrapping_add(w));
    let off = instr.ext(0) as i32;
    Ok(match instr.info().syntax {
        Syntax::BaseOffset => format!("{mn} {ty} {off}"),
        Syntax::OffsetRead => format!("{mn} {ty} {off} ({a})"),
        Syntax::BaseOffsetAssign => format!("{mn} {ty} {off} ({a})"),
        Syntax::IAssignOff => format!("{mn} {ty} {off} ({a})"),
        Syntax::RegRead => format!("{mn} {ty} {}", reg(instr.param)),
        Syntax::RegAssign => format!("{mn} {ty} {} ({a})", reg(instr.param)),
        Syntax::LabelRef => format!("{mn} {ty} @L{:x}", instr.ext(0)),
        Syntax::FuncRef => {
            let name = names
                .by_addr
                .get(&instr.ext(0))
                .ok_or_else(|| format!("no function at {:#x}", instr.ext(0)))?;
            format!("{mn} {ty} &{name}")
        }
        Syntax::StringConst => {
            let s = if op == Opcode::Conststr16 {
                rodata_string16(image, &names.string_starts, instr.ext(0))
            } else {
                rodata_string(image, &names.string_starts, instr.ext(0))
            }
            .map_err(|e| e.to_string())?;
            format!("{mn} {ty} {}", quote(&s))
        }
        Syntax::Constant => format!("{mn} {ty} {}", const_text(instr)),
        Syntax::TypeOperand => format!("{mn} {ty} {}", type_name(image, instr.ext(0))?),
        Syntax::Unary | Syntax::Binary | Syntax::Ternary => format!("{mn} {ty} ({a})"),
        Syntax::ExtractBits | Syntax::DepositBits => format!(
            "{mn} {ty} {} {} ({a})",
            instr.param & 0xff,
            instr.param >> 8
        ),
        Syntax::ExtendBits => format!("{mn} {ty} {} ({a})", instr.param),
        Syntax::Convert | Syntax::Compare => {
            let from = PrimType::from_code(instr.param as u8).ok_or("bad operand type")?;
            format!("{mn} {ty} {from} ({a})")
        }
        Syntax::TypedUnary if op == Opcode::Retype => {
            let from = PrimType::from_code(instr.param as u8).ok_or("bad operand type")?;
            format!("{mn} {ty} <{from}> ({a})")
        }
        Syntax::TypedUnary => format!("{mn} {ty} {} ({a})", type_name(image, instr.ext(0))?),
        Syntax::Array => {
            let dims: String = instr
                .ext_words()
                .skip(1)
                .map(|d| {
                    if d == 0 {
                        "[] ".to_string()
                    } else {
                        format!("[{d}] ")
                    }
                })
                .collect();
            format!(
                "{mn} {} {ty} <* {dims}<[{}] u8>> ({a})",
                instr.param >> 8,
                instr.ext(0)
            )
        }
        Syntax::IntrinsicOp => format!("{mn} {ty} {} ({a})", string(image, instr.ext(0))?),
        Syntax::IntrinsicOpWithType => {
            format!(
                "{mn} {ty} {} {} ({a})",
                type_name(image, instr.ext(1))?,
                string(image, instr.ext(0))?
            )
        }
        Syntax::CondBranch => format!("{mn} {} ({a})", label(instr.ext(0))),
        Syntax::Jump => format!("{mn} {}", label(instr.ext(0))),
        Syntax::Operands | Syntax::Assert { .. } => format!("{mn} ({a})"),
        Syntax::BlockCopy => format!(
            "{mn} {} {} {} ({a})",
            instr.ext(0) as i32,
            instr.param,
            instr.ext(1)
        ),
        Syntax::ResolveFunc => format!("{mn} {ty} &{} ({a})", method(instr.ext(0))?),
        Syntax::RangeGoto => {
            let table: Vec<String> = instr
                .ext_words()
                .skip(1)
                .enumerate()
                .map(|(i, w)| format!("{i}: goto {}", label(w)))
                .collect();
            format!(
                "{mn} ({a}) {} {{ {} }}",
                instr.ext(0) as i32,
                table.join(" ")
            )
        }
        Syntax::Call { callee, .. } => match callee {
            Callee::Func if op == Opcode::Call => {
                let name = names
                    .by_addr
                    .get(&instr.ext(0))
                    .ok_or_else(|| format!("no function at {:#x}", instr.ext(0)))?;
                format!("{mn} &{name} ({a})")
            }
            Callee::Func => format!("{mn} &{} ({a})", method(instr.ext(0))?),
            Callee::Indirect => format!("{mn} ({a})"),
            Callee::IndirectProto => format!("{mn} <func () void> ({a})"),
            Callee::Polymorphic => format!("{mn} <func () void> &{} ({a})", method(instr.ext(0))?),
            Callee::Intrinsic => format!("{mn} {} ({a})", string(image, instr.ext(0))?),
            Callee::IntrinsicWithType => {
                format!(
                    "{mn} {} {} ({a})",
                    type_name(image, instr.ext(1))?,
                    string(image, instr.ext(0))?
                )
            }
            Callee::XIntrinsic => format!("{mn} {} ({a})", instr.ext(0)),
            Callee::FuncInstant => return Err(format!("`{mn}` has no binary form")),
        },
        Syntax::JsTry => {
            let t = |w: u32| if w == 0 { "0".to_string() } else { label(w) };
            format!("{mn} {} {}", t(instr.ext(0)), t(instr.ext(1)))
        }
        Syntax::Try => format!(
            "{mn} {{ {} }}",
            instr.ext_words().map(label).collect::<Vec<_>>().join(" ")
        ),
        Syntax::JavaCatch => {
            let types: Vec<String> = instr
                .ext_words()
                .map(|i| type_name(image, i))
                .collect::<Result<_, _>>()?;
            format!("{mn} {{ {} }}", types.join(" "))
        }
        Syntax::CppCatch => format!("{mn} {}", type_name(image, instr.ext(0))?),
        Syntax::Checkpoint => format!("{mn} {}", string(image, instr.ext(0))?),
        Syntax::Bare => mn.to_string(),
        Syntax::IndexGoto => {
            let table = names.data_vars.get(&instr.ext(0)).ok_or_else(|| {
                format!(
                    "indexgoto table at {:#x} is not a data variable",
                    instr.ext(0)
                )
            })?;
            format!("{mn} ({a}) ${table}")
        }
        other if instr.info().class == OpClass::Flat => {
            return Err(format!("no text form for {other:?}"))
        }
        other => return Err(format!("`{mn}` ({other:?}) has no flat text form")),
    })
}
