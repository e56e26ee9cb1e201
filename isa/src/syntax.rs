//! The text shape of each opcode: what follows the mnemonic in ASCII MAPLE IR.
//!
//! The assembler's parser and printer dispatch on [`Syntax`], so adding an opcode with an
//! existing shape is one row of the opcode table and nothing else. In the comments, `<pt>` is a
//! primitive type, `<type>` any type, `[fid]` an optional field id, `(e, ...)` the expression
//! operands.

use serde::Serialize;

/// How a call names its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Callee {
    /// `&func (e, ...)`: call, virtualcall, superclasscall, interfacecall, customcall.
    Func,
    /// `&func <{!T=<type>, ...}> (e, ...)`: the *instant family.
    FuncInstant,
    /// `(fptr, e, ...)`: icall, virtualicall, interfaceicall.
    Indirect,
    /// `<functype> (fptr, e, ...)`: icallproto.
    IndirectProto,
    /// `<functype> &func (e, ...)`: polymorphiccall.
    Polymorphic,
    /// `NAME (e, ...)`: intrinsiccall.
    Intrinsic,
    /// `<type> NAME (e, ...)`: intrinsiccallwithtype.
    IntrinsicWithType,
    /// `INDEX (e, ...)`: xintrinsiccall.
    XIntrinsic,
}

/// The operand shape of an opcode in the text form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase", tag = "shape")]
pub enum Syntax {
    // ---- expressions ----
    /// `<pt> <var> [fid]`: dread, addrof.
    VarRef,
    /// `<pt> <reg>`: regread.
    RegRead,
    /// `<pt> <type> [fid] (addr)`: iread, iaddrof.
    IndirectRef,
    /// `<pt> <offset> (addr)`: ireadoff.
    OffsetRead,
    /// `<pt> <offset>`: ireadfpoff, ireadpcoff, addroffpc and the flat frame/global forms.
    BaseOffset,
    /// `<pt> <label>`: addroflabel.
    LabelRef,
    /// `<pt> <func>`: addroffunc.
    FuncRef,
    /// `<pt> "string"`: conststr, conststr16.
    StringConst,
    /// `<pt> <constant>`: constval.
    Constant,
    /// `<pt> <type>`: sizeoftype, gcmalloc, gcpermalloc, stackmalloc.
    TypeOperand,
    /// `<pt> <type> <fid> <fid>`: fieldsdist.
    FieldsDist,
    /// `<pt> (e)`: abs, neg, sqrt, alloca, malloc, ...
    Unary,
    /// `<pt> <boffset> <bsize> (e)`: extractbits.
    ExtractBits,
    /// `<pt> <bsize> (e)`: sext, zext.
    ExtendBits,
    /// `<pt> <from-pt> (e)`: cvt, ceil, floor, round, trunc.
    Convert,
    /// `<pt> <type> (e)`: retype, gcmallocjarray and friends.
    TypedUnary,
    /// `<pt> (e, e)`: add, sub, band, ...
    Binary,
    /// `<pt> <opnd-pt> (e, e)`: eq, lt, cmp, ...
    Compare,
    /// `<pt> <boffset> <bsize> (e, e)`: depositbits.
    DepositBits,
    /// `<pt> (e, e, e)`: select.
    Ternary,
    /// `<check> <pt> <type> (base, index, ...)`: array.
    Array,
    /// `<pt> NAME (e, ...)`: intrinsicop.
    IntrinsicOp,
    /// `<pt> <type> NAME (e, ...)`: intrinsicopwithtype.
    IntrinsicOpWithType,
    /// `<pt> <var> <offset>`: dreadoff, addrofoff (a byte offset into the variable).
    VarOffset,
    /// `<pt> <func> (base, offset)`: resolveinterfacefunc, resolvevirtualfunc.
    ResolveFunc,

    // ---- statements ----
    /// `<var> [fid] (e)`: dassign.
    DAssign,
    /// `<type> [fid] (addr, e)`: iassign.
    IAssign,
    /// `<pt> <offset> (addr, e)`: iassignoff.
    IAssignOff,
    /// `<pt> <offset> (e)`: iassignfpoff, iassignpcoff, iassigngpoff.
    BaseOffsetAssign,
    /// `<pt> <reg> (e)`: regassign.
    RegAssign,
    /// `<pt> <var> <offset> (e)`: dassignoff.
    DAssignOff,
    /// `<offset> <align> <size> (dest, src)`: blkassignoff.
    BlockCopy,
    /// `[volatile] [inline] [goto] { "template" : outputs : inputs : clobbers : labels }`.
    Asm,
    /// `[<&func>] (e, ...)`, or with `call`, `<&callee, index, &caller> (e, ...)`: the
    /// assert family (the bracketed names say where the check stands, for diagnostics).
    Assert { call: bool },
    /// `<do-var> (start, cond, incr) { ... }`.
    DoLoop,
    /// `{ ... } (cond)`.
    DoWhile,
    /// `<elem-var> <collection-var> { ... }`.
    ForEachElem,
    /// `(cond) { ... } [else { ... }]`.
    If,
    /// `(cond) { ... }`.
    While,
    /// `<label> (e)`: brtrue, brfalse.
    CondBranch,
    /// `<label>`: goto, gosub.
    Jump,
    /// `(e, ...)`: return, eval, free, throw, igoto, assert*, sync*, incref, decref...
    Operands,
    /// `(e) <default-label> { <int>: goto <label> ... }`.
    Switch,
    /// `(e) <default-label> { (e): goto <label> ... }`.
    MultiWay,
    /// `(e) <tag-offset> { <int>: goto <label> ... }`.
    RangeGoto,
    /// `(e) <var>`: indexgoto.
    IndexGoto,
    /// Every call flavour; `assigned` calls end with `{ dassign ... }`.
    Call { callee: Callee, assigned: bool },
    /// `<label|0> <label|0>`: jstry.
    JsTry,
    /// `{ <label> ... }`: javatry, cpptry.
    Try,
    /// `{ <type> ... }` (older files omit the braces): javacatch.
    JavaCatch,
    /// `<type>`: cppcatch.
    CppCatch,
    /// Nothing: membars, jscatch, finally, endtry, retsub, nop, ...
    Bare,
    /// `<action>`: checkpoint.
    Checkpoint,
}

impl Syntax {
    /// True when the opcode forms an expression (yields a value), false for statements.
    pub const fn is_expr(self) -> bool {
        use Syntax::*;
        matches!(
            self,
            VarRef
                | RegRead
                | IndirectRef
                | OffsetRead
                | BaseOffset
                | LabelRef
                | FuncRef
                | StringConst
                | Constant
                | TypeOperand
                | FieldsDist
                | Unary
                | ExtractBits
                | ExtendBits
                | Convert
                | TypedUnary
                | Binary
                | Compare
                | DepositBits
                | Ternary
                | Array
                | IntrinsicOp
                | IntrinsicOpWithType
                | VarOffset
                | ResolveFunc
        )
    }

    /// A one-line template of the text form, for the reference card.
    pub const fn template(self) -> &'static str {
        use Syntax::*;
        match self {
            VarRef => "<pt> <var> [<field-id>]",
            RegRead => "<pt> <reg>",
            IndirectRef => "<pt> <ptr-type> [<field-id>] (<addr>)",
            OffsetRead => "<pt> <offset> (<addr>)",
            BaseOffset => "<pt> <offset>",
            LabelRef => "<pt> <label>",
            FuncRef => "<pt> <func>",
            StringConst => "<pt> \"<string>\"",
            Constant => "<pt> <constant>",
            TypeOperand => "<pt> <type>",
            FieldsDist => "<pt> <type> <field-id> <field-id>",
            Unary => "<pt> (<opnd0>)",
            ExtractBits => "<pt> <boffset> <bsize> (<opnd0>)",
            ExtendBits => "<pt> <bsize> (<opnd0>)",
            Convert => "<to-pt> <from-pt> (<opnd0>)",
            TypedUnary => "<pt> <type> (<opnd0>)",
            Binary => "<pt> (<opnd0>, <opnd1>)",
            Compare => "<pt> <opnd-pt> (<opnd0>, <opnd1>)",
            DepositBits => "<pt> <boffset> <bsize> (<opnd0>, <opnd1>)",
            Ternary => "<pt> (<opnd0>, <opnd1>, <opnd2>)",
            Array => "<check-flag> <addr-pt> <array-ptr-type> (<base>, <index>, ...)",
            IntrinsicOp => "<pt> <intrinsic> (<opnd0>, ...)",
            IntrinsicOpWithType => "<pt> <type> <intrinsic> (<opnd0>, ...)",
            VarOffset => "<pt> <var> <byte-offset>",
            ResolveFunc => "<pt> <func> (<table-base>, <offset>)",
            DAssignOff => "<pt> <var> <byte-offset> (<rhs>)",
            BlockCopy => "<dest-offset> <align> <size> (<dest-addr>, <src-addr>)",
            Asm => "[volatile] [inline] [goto] { \"<template>\" : <outputs> : <inputs> : <clobbers> : <labels> }",
            Assert { call: false } => "[<<func>>] (<opnd0>, ...)",
            Assert { call: true } => "<<callee>, <arg-index>, <caller>> (<opnd0>, ...)",
            DAssign => "<var> [<field-id>] (<rhs>)",
            IAssign => "<ptr-type> [<field-id>] (<addr>, <rhs>)",
            IAssignOff => "<pt> <offset> (<addr>, <rhs>)",
            BaseOffsetAssign => "<pt> <offset> (<rhs>)",
            RegAssign => "<pt> <reg> (<rhs>)",
            DoLoop => "<do-var> (<start>, <cond>, <incr>) { <stmts> }",
            DoWhile => "{ <stmts> } (<cond>)",
            ForEachElem => "<elem-var> <collection-var> { <stmts> }",
            If => "(<cond>) { <stmts> } [else { <stmts> }]",
            While => "(<cond>) { <stmts> }",
            CondBranch => "<label> (<opnd0>)",
            Jump => "<label>",
            Operands => "(<opnd0>, ...)",
            Switch => "(<opnd0>) <default-label> { <int>: goto <label> ... }",
            MultiWay => "(<opnd0>) <default-label> { (<expr>): goto <label> ... }",
            RangeGoto => "(<opnd0>) <tag-offset> { <int>: goto <label> ... }",
            IndexGoto => "(<opnd0>) <var>",
            Call { callee, assigned } => match (callee, assigned) {
                (Callee::Func, false) => "<func> (<opnd0>, ...)",
                (Callee::Func, true) => "<func> (<opnd0>, ...) { dassign <var> <field-id> ... }",
                (Callee::FuncInstant, false) => "<func> <{<inst-vector>}> (<opnd0>, ...)",
                (Callee::FuncInstant, true) => {
                    "<func> <{<inst-vector>}> (<opnd0>, ...) { dassign <var> <field-id> ... }"
                }
                (Callee::Indirect, false) => "(<fptr>, <opnd0>, ...)",
                (Callee::Indirect, true) => {
                    "(<fptr>, <opnd0>, ...) { dassign <var> <field-id> ... }"
                }
                (Callee::IndirectProto, false) => "<func-type> (<fptr>, <opnd0>, ...)",
                (Callee::IndirectProto, true) => {
                    "<func-type> (<fptr>, <opnd0>, ...) { dassign <var> <field-id> ... }"
                }
                (Callee::Polymorphic, false) => "<func-type> <func> (<opnd0>, ...)",
                (Callee::Polymorphic, true) => {
                    "<func-type> <func> (<opnd0>, ...) { dassign <var> <field-id> ... }"
                }
                (Callee::Intrinsic, false) => "<intrinsic> (<opnd0>, ...)",
                (Callee::Intrinsic, true) => {
                    "<intrinsic> (<opnd0>, ...) { dassign <var> <field-id> ... }"
                }
                (Callee::IntrinsicWithType, false) => "<type> <intrinsic> (<opnd0>, ...)",
                (Callee::IntrinsicWithType, true) => {
                    "<type> <intrinsic> (<opnd0>, ...) { dassign <var> <field-id> ... }"
                }
                (Callee::XIntrinsic, false) => "<index> (<opnd0>, ...)",
                (Callee::XIntrinsic, true) => {
                    "<index> (<opnd0>, ...) { dassign <var> <field-id> ... }"
                }
            },
            JsTry => "<handler-label|0> <finally-label|0>",
            Try => "{ <handler-label> ... }",
            JavaCatch => "{ <type> ... }",
            CppCatch => "<type>",
            Bare => "",
            Checkpoint => "<action>",
        }
    }
}
