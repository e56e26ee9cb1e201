//! Java calls: `virtualcall`/`superclasscall`/`interfacecall`/`polymorphiccall` (and
//! `virtualicall`/`interfaceicall`, which are `icall`s), and `resolvevirtualfunc`/
//! `resolveinterfacefunc`.
//!
//! A Java call pops its operands (the object first), finds the object's class from its
//! header, resolves the method by selector ([`crate::runtime::objects::Classes::resolve`],
//! cached per class, method and call kind) and calls it with all the operands, the object as
//! the first argument. The search walks the class and its parents first (the first method
//! with a body wins: the override), then, for `virtualcall`/`interfacecall`, the interfaces
//! of that chain breadth first (default methods). `superclasscall` searches from the parent
//! of the class that declares the *calling* function as a method (failing that, of the class
//! declaring the named method; failing that, of the object's class).

use super::objects::class_of;
use super::{control, Cpu, Observer};
use crate::fault::{ExecResult, FaultKind, Trap};
use crate::predecode::Decoded;
use crate::runtime::objects::{CallKind, NO_CLASS, TYPE_WORD};

/// `virtualcall` & co.
#[inline(never)]
pub fn java_call<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, kind: CallKind) -> ExecResult {
    let n = d.param as usize;
    if n == 0 {
        return Err(FaultKind::OperandStackUnderflow.into());
    }
    cpu.hart.drop_n(n)?;
    let obj = cpu.hart.popped(0) as u64;
    let func = method_of(cpu, d, kind, obj)?;
    let ret_addr = cpu.code.addr_of(d.next) as u128;
    control::invoke(cpu, func, 0, n, ret_addr)
}

/// `resolvevirtualfunc`/`resolveinterfacefunc <pt> &m (base, offset)`: the address of the
/// method `m` as a virtual or interface call on `base` would run it. maple keeps no vtables
/// in memory: `base` is the object itself (its header names the class) and methods resolve by
/// name, so `offset` is not used.
pub fn resolve_func<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, kind: CallKind) -> ExecResult {
    let (obj, _offset) = cpu.hart.pop2()?;
    let func = method_of(cpu, d, kind, obj as u64)?;
    let entry = cpu.code.functions.get(func as usize).map_or(0, |f| f.entry);
    cpu.hart.push(d.canon.apply(entry as u128))
}

/// The function a `kind` call of the method named by `d` on object `obj` runs (cached per
/// class, method and caller).
fn method_of<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    d: &Decoded,
    kind: CallKind,
    obj: u64,
) -> Result<u32, Trap> {
    if obj == 0 {
        return Err(FaultKind::NullAccess { addr: 0 }.into());
    }
    let class = class_of(cpu, obj, d.op.mnemonic())?;
    let caller = match kind {
        CallKind::Super => cpu.hart.frames().last().map_or(u32::MAX, |f| f.func),
        _ => 0,
    };
    let key = (class, d.aux, kind, caller);
    let func = match cpu.rt.dispatch.get(&key) {
        Some(&f) => f,
        None => {
            let code = cpu.code;
            let name = code.strings.get(d.aux as usize).map_or("", String::as_str);
            let found = (class != NO_CLASS)
                .then(|| code.classes.resolve(kind, class, name, caller))
                .flatten();
            let Some(f) = found else {
                let t = cpu.load(obj.wrapping_add(TYPE_WORD), 4)? as u32;
                let class = if class != NO_CLASS {
                    code.classes.name(class).to_string()
                } else {
                    format!(
                        "<none: the object's type {} is no class>",
                        code.classes.type_name(t)
                    )
                };
                return Err(FaultKind::NoSuchMethod {
                    method: name.to_string(),
                    class,
                }
                .into());
            };
            cpu.rt.dispatch.insert(key, f);
            f
        }
    };
    Ok(func)
}
