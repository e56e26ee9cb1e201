//! The loaded program: what the loader makes of an image and what every engine runs.
//!
//! This is the boundary between the image format (ELF + `.maple.*` tables, written by the
//! assembler) and the machine. Engines never look at ELF; tests can build a `Program` by hand.

use maple_isa::PrimType;

/// A loaded program.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// Address of the first byte of `text`.
    pub text_base: u32,
    /// Instruction words.
    pub text: Vec<u8>,
    /// Data segments (`.rodata`, `.data`, `.bss`) with their addresses and permissions.
    pub segments: Vec<Segment>,
    /// Initial `%%GP`: the address of `.data`.
    pub gp: u32,
    /// First address past the loaded segments (page aligned): the heap starts here.
    pub heap_base: u32,
    /// Every function, sorted by entry address.
    pub functions: Vec<Function>,
    /// Index into `functions` of the entry function.
    pub entry: usize,
    /// Names the instruction stream refers to by index (`checkpoint`, intrinsics, methods).
    pub strings: Vec<String>,
    /// Address-to-source mapping, sorted by address.
    pub lines: Vec<LineRow>,
    /// The printed name of each type descriptor of `.maple.types` (by type index): what
    /// `javacatch`/`cppcatch` name and what maps an allocated object's type to its class.
    pub type_names: Vec<String>,
    /// Type descriptors (sizes) by type index. When non-empty, the machine starts with them
    /// (`Machine::with_types` still replaces them).
    pub types: Vec<TypeDesc>,
    /// Classes and interfaces, for virtual/interface dispatch and exception matching.
    pub classes: Vec<ClassDesc>,
}

/// A class or interface of the program (the image's class table).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassDesc {
    /// The class name as declared (without `$`), e.g. `Lcom_2Ffoo_3B` or `Puppy`.
    pub name: String,
    pub interface: bool,
    /// The parent class (a class has at most one), or the interfaces an interface extends.
    pub parents: Vec<String>,
    /// Implemented interfaces.
    pub implements: Vec<String>,
    /// Methods by function name, with the function's entry address (0 when abstract or
    /// defined elsewhere: never a dispatch target).
    pub methods: Vec<(String, u32)>,
    /// Index of the class's own type in the type table, if it has a layout.
    pub type_index: Option<u32>,
}

/// A contiguous mapped range of memory.
#[derive(Clone, Debug)]
pub struct Segment {
    pub name: String,
    pub addr: u32,
    /// Initial contents; bytes past `bytes.len()` up to `size` are zero.
    pub bytes: Vec<u8>,
    pub size: u32,
    pub writable: bool,
}

/// One function of the program.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    /// Entry address. For external functions, a unique address the core recognizes as the
    /// function (calls to it run the runtime's shim of the same name).
    pub entry: u32,
    /// Code size in bytes (0 for external functions).
    pub size: u32,
    /// Bytes of locals and formals below `%%FP` (a multiple of `abi::FRAME_ALIGN`).
    pub frame_size: u32,
    /// Pseudo-registers the frame's register window holds (`%1..=%npregs`).
    pub npregs: u16,
    /// Where each declared formal lives, in order.
    pub formals: Vec<Formal>,
    /// Declared with `...`: extra arguments go to the varargs area.
    pub varargs: bool,
    /// Declared without a body: resolved to a runtime shim at load time.
    pub external: bool,
}

/// A formal parameter's home in the callee's frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Formal {
    pub ty: PrimType,
    pub home: Home,
}

/// Where a value lives in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Home {
    /// At `%%FP + offset` (offset < 0).
    Frame(i32),
    /// In pseudo-register `%n`.
    Preg(u16),
    /// `size` bytes at `%%FP + offset`, copied at the call from the address the caller
    /// passes: an aggregate passed by value (the formal's type is `agg`).
    FrameCopy { offset: i32, size: u32 },
}

/// What allocation needs of a type from the image's type descriptors (`.maple.types`):
/// `gcmalloc`, `gcpermalloc` and `stackmalloc` name types by index into this table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TypeDesc {
    pub size: u32,
    pub align: u32,
    /// For array types: the element size.
    pub elem_size: u32,
}

/// One row of the line table: instructions from `addr` on come from `file:line`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineRow {
    pub addr: u32,
    pub file: String,
    pub line: u32,
}

impl Program {
    /// The function whose code contains `pc`, or whose entry is `pc`.
    pub fn function_at(&self, pc: u32) -> Option<&Function> {
        self.function_index_at(pc).map(|i| &self.functions[i])
    }

    /// The index of [`Program::function_at`]'s function.
    pub fn function_index_at(&self, pc: u32) -> Option<usize> {
        let i = self
            .functions
            .partition_point(|f| f.entry <= pc)
            .checked_sub(1)?;
        let f = &self.functions[i];
        (pc == f.entry || pc < f.entry.saturating_add(f.size)).then_some(i)
    }

    /// The source position of the instruction at `pc`: the image's line-table row covering
    /// it, found as the debugger's `DebugTables::row_at` finds it, so the profile, the
    /// report and fault locations name the line `stepi` shows. Outside a function's code (a
    /// runtime shim's address) there is none.
    pub fn line_at(&self, pc: u32) -> Option<&LineRow> {
        let f = self.function_at(pc)?;
        if pc >= f.entry.saturating_add(f.size) {
            return None;
        }
        let i = self
            .lines
            .partition_point(|r| r.addr <= pc)
            .checked_sub(1)?;
        self.lines.get(i)
    }
}
