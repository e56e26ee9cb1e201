//! The in-memory model of a maple image: what the assembler produces and what the loader and
//! the disassembler read back. `write_image` serializes it to ELF + DWARF in one step;
//! `read_image` parses it back, validating everything.

use maple_isa::PrimType;

/// A complete executable image.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Image {
    /// Name of the source file the image was assembled from (DWARF compile unit name).
    pub source_name: String,
    /// Directory the source file was in (DWARF comp_dir).
    pub source_dir: String,
    /// Address of the entry function.
    pub entry: u32,
    /// Instruction words.
    pub text: Segment,
    /// String literals and other read-only data.
    pub rodata: Segment,
    /// Initialized globals. `%%GP` points at `data.addr`.
    pub data: Segment,
    /// Zero-initialized globals, right after `.data`.
    pub bss_addr: u32,
    pub bss_size: u32,
    /// The function table, sorted by entry address.
    pub functions: Vec<FunctionEntry>,
    /// Global variables (for the symbol table).
    pub globals: Vec<GlobalEntry>,
    /// Names the instruction stream refers to by index.
    pub strings: Vec<String>,
    /// Type descriptors the instruction stream refers to by index (gcmalloc, javacatch, ...).
    pub types: Vec<TypeEntry>,
    /// Address-valued words in `.data`, so tools can print them symbolically.
    pub data_relocs: Vec<DataReloc>,
    /// Classes and interfaces: parents, implemented interfaces and methods, for the runtime's
    /// virtual and interface dispatch.
    pub classes: Vec<ClassEntry>,
    /// Debug information.
    pub debug: DebugInfo,
}

/// Bytes at an address.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Segment {
    pub addr: u32,
    pub bytes: Vec<u8>,
}

impl Segment {
    /// First address past the segment.
    pub fn end(&self) -> u32 {
        self.addr.saturating_add(self.bytes.len() as u32)
    }
}

/// One function of the function table (`.maple.functions`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionEntry {
    pub name: String,
    pub entry: u32,
    pub size: u32,
    pub frame_size: u32,
    pub npregs: u16,
    pub formals: Vec<FormalEntry>,
    pub varargs: bool,
    /// The declared return types (primitive view; `agg` for aggregates).
    pub returns: Vec<PrimType>,
    /// Declared without a body: the runtime supplies it by name.
    pub external: bool,
}

/// A formal parameter and its home.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormalEntry {
    pub ty: PrimType,
    pub home: Home,
    /// Bytes copied into the home: the type's size, or an aggregate's size (`ty` is `agg`, and
    /// the caller passes the aggregate's address).
    pub size: u32,
}

/// A type descriptor (`.maple.types`): what allocation and exception matching need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeEntry {
    /// The type as MAPLE IR prints it.
    pub name: String,
    pub size: u32,
    pub align: u32,
    /// For array types: the element size (gcmallocjarray).
    pub elem_size: u32,
}

/// Where a value lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Home {
    /// `%%FP + offset`.
    Frame(i32),
    /// Pseudo-register `%n`.
    Preg(u16),
    /// An absolute address (globals).
    Global(u32),
}

/// A global variable symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalEntry {
    pub name: String,
    pub addr: u32,
    pub size: u32,
}

/// Debug information, serialized as DWARF.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DebugInfo {
    /// Source files; index 0 is the `.mpl` file itself, others come from `#LINE file:N`.
    pub files: Vec<String>,
    /// Address to source line, sorted by address.
    pub lines: Vec<LineEntry>,
    /// Types referred to by variables.
    pub types: Vec<DebugType>,
    /// One per function with a body.
    pub functions: Vec<DebugFunction>,
    /// Global variables.
    pub globals: Vec<DebugVariable>,
}

/// Instructions from `addr` on come from `files[file]:line`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineEntry {
    pub addr: u32,
    pub file: u32,
    pub line: u32,
    pub column: u32,
    /// DWARF's `is_stmt`: the row begins a statement, where a breakpoint on the line is set
    /// and stepping stops. A row that only attributes code to a line (a loop's back-edge,
    /// charged to the loop's header line) is not one.
    pub is_stmt: bool,
}

/// An index into `DebugInfo::types`.
pub type TypeRef = usize;

/// A type as the debugger shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum DebugType {
    /// A primitive type.
    Base(PrimType),
    /// A pointer; `None` for `void *` / unknown pointee.
    Pointer(Option<TypeRef>),
    /// An array with one bound per dimension (0 for a flexible `[]`).
    Array { element: TypeRef, dims: Vec<u32> },
    /// A struct, union or class.
    Struct {
        name: String,
        size: u32,
        is_union: bool,
        members: Vec<DebugMember>,
    },
}

/// A member of a struct type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugMember {
    pub name: String,
    pub ty: TypeRef,
    pub offset: u32,
    /// For bitfields: width and offset in bits from `offset`.
    pub bits: Option<(u8, u8)>,
}

/// A function's debug entry.
#[derive(Clone, Debug, PartialEq)]
pub struct DebugFunction {
    pub name: String,
    pub low_pc: u32,
    pub high_pc: u32,
    pub line: u32,
    pub params: Vec<DebugVariable>,
    pub locals: Vec<DebugVariable>,
}

/// A named variable and where it lives.
#[derive(Clone, Debug, PartialEq)]
pub struct DebugVariable {
    pub name: String,
    pub ty: Option<TypeRef>,
    pub home: Home,
    pub line: u32,
}

/// An address stored in `.data` by an initializer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataReloc {
    /// Offset of the word in `.data`.
    pub offset: u32,
    /// 4 or 8 bytes.
    pub width: u8,
    pub target: RelocTarget,
}

/// What a relocated word points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelocTarget {
    /// An offset in `.rodata`.
    Rodata(u32),
    /// A function's entry, by name.
    Function(String),
    /// An offset from `%%GP` (into `.data` or `.bss`).
    Global(u32),
    /// An offset in `.text` (a label's address: jump tables).
    Text(u32),
}

/// A class or interface (`.maple.classes`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassEntry {
    pub name: String,
    pub interface: bool,
    /// The parent class, or the extended interfaces.
    pub parents: Vec<String>,
    /// Implemented interfaces.
    pub implements: Vec<String>,
    /// Methods by name, with the entry of the function of that name (0 when the module has no
    /// body for it: abstract, or defined elsewhere).
    pub methods: Vec<(String, u32)>,
    /// Index of the class's type in `.maple.types` (its instance size), if it has a layout.
    pub type_index: Option<u32>,
}
