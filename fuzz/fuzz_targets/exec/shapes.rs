//! Control shapes both statement generators build on: an if or if-else, a counted loop and a
//! subroutine, each around blocks that the caller's generator fills (`stmt.rs` for any
//! program, `private.rs` for thread bodies). Every shape ends: its blocks run a bounded
//! number of times.

use crate::generator::{Gen, INT_TYPES};
use maple_isa::{Opcode as Op, PrimType as T};

/// A generator of a block of statements at a nesting depth.
pub(crate) type Block<'a, 'b> = fn(&mut Gen<'a, 'b>, u32);

impl<'a, 'b> Gen<'a, 'b> {
    /// `if` or `if`-`else` on an integer condition, its blocks at `depth + 1`.
    pub(crate) fn if_else(&mut self, depth: u32, edepth: u32, block: Block<'a, 'b>) {
        let end = self.fresh();
        let c = self.pick(INT_TYPES);
        self.expr(c, edepth);
        let op = self.pick(&[Op::Brfalse, Op::Brtrue]);
        if self.chance(1, 2) {
            self.b.br(op, &end);
            block(self, depth + 1);
        } else {
            let els = self.fresh();
            self.b.br(op, &els);
            block(self, depth + 1);
            self.b.br(Op::Goto, &end);
            self.label(&els);
            block(self, depth + 1);
        }
        self.label(&end);
    }

    /// A loop of 1 to 12 turns counted down on a pseudo-register of its own (the first
    /// above the function's user registers, the second when nested).
    pub(crate) fn counted_loop(&mut self, depth: u32, block: Block<'a, 'b>) {
        let r = self.func().user_pregs + 1 + self.loop_depth;
        let n = self.int(1, 12);
        let ty = self.pick(&[T::I32, T::I64, T::U8, T::U32]);
        let top = self.fresh();
        self.b.constval(ty, n as i128).regassign(ty, r);
        self.label(&top);
        self.loop_depth += 1;
        block(self, depth + 1);
        self.loop_depth -= 1;
        self.b.regread(ty, r).constval(ty, 1);
        self.emit(Op::Sub, ty, 0, &[]);
        self.b.regassign(ty, r).regread(ty, r);
        self.b.br(Op::Brtrue, &top);
    }

    /// `gosub` to a subroutine placed after a jump over it.
    pub(crate) fn subroutine(&mut self, depth: u32, block: Block<'a, 'b>) {
        let sub = self.fresh();
        let over = self.fresh();
        self.b.br(Op::Gosub, &sub);
        self.b.br(Op::Goto, &over);
        self.label(&sub);
        if depth < 3 {
            block(self, depth + 1);
        }
        self.emit(Op::Retsub, T::Void, 0, &[]);
        self.label(&over);
    }
}
