//! Evaluating [`Expr`]s against a stopped machine in the scope of one frame, and printing the
//! typed values DWARF describes (C-like, as gdb prints them). Every failure is a message;
//! nothing here can panic on a bad address, a bad type or bad arithmetic.

use super::expr::{BinOp, Expr};
use super::frames::Frame;
use maple_image::dwarf::{DebugTables, Encoding, Location, Type, TypeId};
use maple_sim::Machine;

mod print;
pub use print::{format, quote, PRINT_ELEMENTS};

/// Where a value is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Place {
    /// In simulated memory (an lvalue).
    Memory(u64),
    /// In a register or computed: the bits, canonical for the type.
    Bits(u128),
    /// A computed floating-point value.
    Float(f64),
}

/// A typed value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Value {
    pub ty: Option<TypeId>,
    pub place: Place,
}

/// What an expression is evaluated against.
pub struct Scope<'a> {
    pub machine: &'a Machine,
    /// The hart whose registers and view of memory (its buffered stores included) are read.
    pub hart: usize,
    pub frame: &'a Frame,
    /// Values printed so far (`$1`, `$2`, ...).
    pub history: &'a [Value],
    /// The cycle engine's clock (`$cycle`), when one is attached.
    pub clock: Option<u64>,
}

impl Scope<'_> {
    /// The hart the scope reads (the running one if `hart` names none).
    pub fn viewed_hart(&self) -> &maple_sim::state::Hart {
        self.machine
            .hart_at(self.hart)
            .unwrap_or_else(|| self.machine.hart())
    }
}

/// The id of a type equal to `ty`, adding it if the tables have none (computed types:
/// `&x`, literals, sub-arrays).
pub fn intern(tables: &mut DebugTables, ty: Type) -> TypeId {
    if let Some(i) = tables.types.iter().position(|t| *t == ty) {
        return i;
    }
    tables.types.push(ty);
    tables.types.len() - 1
}

/// A base type by name, added if missing.
pub fn base(tables: &mut DebugTables, name: &str, size: u64, encoding: Encoding) -> TypeId {
    intern(
        tables,
        Type::Base {
            name: name.into(),
            size,
            encoding,
        },
    )
}

fn long(t: &mut DebugTables) -> TypeId {
    base(t, "i64", 8, Encoding::Signed)
}
fn address(t: &mut DebugTables) -> TypeId {
    base(t, "a64", 8, Encoding::Address)
}

/// Evaluate an expression.
pub fn eval(e: &Expr, s: &Scope<'_>, t: &mut DebugTables) -> Result<Value, String> {
    match e {
        Expr::Int(v) => Ok(Value {
            ty: Some(long(t)),
            place: Place::Bits(*v as u128),
        }),
        Expr::Float(v) => Ok(Value {
            ty: Some(base(t, "f64", 8, Encoding::Float)),
            place: Place::Float(*v),
        }),
        Expr::Var { name, global } => variable(name, *global, s, t),
        Expr::Preg(n) => preg(*n, s, t),
        Expr::Special(name) => special(name, s, t),
        Expr::History(n) => {
            let i = match n {
                Some(0) | None => s.history.len(),
                Some(n) => *n,
            };
            i.checked_sub(1)
                .and_then(|i| s.history.get(i))
                .copied()
                .ok_or_else(|| "History has not yet reached that value.".to_string())
        }
        Expr::Field(b, f) => {
            let v = eval(b, s, t)?;
            field(v, f, s, t)
        }
        Expr::Arrow(b, f) => {
            let v = eval(b, s, t)?;
            let v = deref(v, s, t)?;
            field(v, f, s, t)
        }
        Expr::Index(b, i) => {
            let v = eval(b, s, t)?;
            let i = eval(i, s, t)?;
            let i = as_int(i, s, t)?;
            index(v, i, s, t)
        }
        Expr::Deref(b) => {
            let v = eval(b, s, t)?;
            deref(v, s, t)
        }
        Expr::AddrOf(b) => match eval(b, s, t)? {
            Value {
                ty,
                place: Place::Memory(a),
            } => {
                let ty = intern(t, Type::Pointer { target: ty });
                Ok(Value {
                    ty: Some(ty),
                    place: Place::Bits(a as u128),
                })
            }
            _ => Err("Attempt to take address of value not located in memory.".into()),
        },
        Expr::Neg(b) => {
            let v = eval(b, s, t)?;
            if is_float(v, t) {
                let f = as_f64(v, s, t)?;
                let ty = base(t, "f64", 8, Encoding::Float);
                return Ok(Value {
                    ty: Some(ty),
                    place: Place::Float(-f),
                });
            }
            let i = as_int(v, s, t)?;
            Ok(Value {
                ty: Some(long(t)),
                place: Place::Bits(i.wrapping_neg() as u128),
            })
        }
        Expr::Not(b) => {
            let v = eval(b, s, t)?;
            let z = truthy(v, s, t)?;
            Ok(int_value(t, (!z) as i128))
        }
        Expr::Binary(op, l, r) => {
            let l = eval(l, s, t)?;
            // `&&` and `||` short-circuit, so `p && p->x` is safe.
            match op {
                BinOp::And if !truthy(l, s, t)? => return Ok(int_value(t, 0)),
                BinOp::Or if truthy(l, s, t)? => return Ok(int_value(t, 1)),
                _ => {}
            }
            let r = eval(r, s, t)?;
            binary(*op, l, r, s, t)
        }
    }
}

fn int_value(t: &mut DebugTables, v: i128) -> Value {
    Value {
        ty: Some(base(t, "i32", 4, Encoding::Signed)),
        place: Place::Bits(v as u128),
    }
}

fn variable(name: &str, global: bool, s: &Scope<'_>, t: &mut DebugTables) -> Result<Value, String> {
    let pc = s.frame.lookup_pc();
    let local = if global {
        None
    } else {
        t.function_at(pc).and_then(|f| {
            f.locals
                .iter()
                .chain(&f.params)
                .find(|v| v.name == name)
                .cloned()
        })
    };
    let var = match local {
        Some(v) => v,
        None => t
            .globals
            .iter()
            .find(|v| v.name == name)
            .cloned()
            .ok_or_else(|| format!("No symbol \"{name}\" in current context."))?,
    };
    let place = match var.location {
        Location::FrameOffset(o) => Place::Memory(s.frame.fp.wrapping_add(o as u64)),
        Location::Address(a) => Place::Memory(a),
        Location::Preg(n) => return preg_in(n, s, var.ty),
    };
    let ty = match var.ty {
        Some(ty) => Some(ty),
        // Globals carry no type in maple's DWARF yet: use the symbol's size.
        None => match t.global_sizes.get(name).copied() {
            Some(1) => Some(base(t, "u8", 1, Encoding::Unsigned)),
            Some(2) => Some(base(t, "i16", 2, Encoding::Signed)),
            Some(4) => Some(base(t, "i32", 4, Encoding::Signed)),
            Some(8) => Some(long(t)),
            _ => None,
        },
    };
    Ok(Value { ty, place })
}

fn preg_in(n: u16, s: &Scope<'_>, ty: Option<TypeId>) -> Result<Value, String> {
    if s.frame.level != 0 {
        return Err(format!(
            "%{n} of frame {} is not saved in memory (pseudo-registers live in the callee's \
             register window)",
            s.frame.level
        ));
    }
    let bits = s
        .viewed_hart()
        .pregs()
        .get((n as usize).wrapping_sub(1))
        .copied()
        .ok_or_else(|| format!("no pseudo-register %{n} in this frame"))?;
    Ok(Value {
        ty,
        place: Place::Bits(bits),
    })
}

fn preg(n: u16, s: &Scope<'_>, t: &mut DebugTables) -> Result<Value, String> {
    let ty = long(t);
    preg_in(n, s, Some(ty))
}

fn special(name: &str, s: &Scope<'_>, t: &mut DebugTables) -> Result<Value, String> {
    let hart = s.viewed_hart();
    let f = s.frame;
    let (bits, addr) = match name {
        "SP" => (f.sp as u128, true),
        "FP" => (f.fp as u128, true),
        "GP" => (hart.gp as u128, true),
        "PC" => (f.pc as u128, true),
        "THROWNVAL" => (hart.thrownval, false),
        "CYCLE" => match s.clock {
            Some(c) => (c as u128, false),
            None => {
                return Err(
                    "$cycle needs the cycle engine (this session runs the functional engine)"
                        .into(),
                )
            }
        },
        r if r.starts_with("RETVAL") => {
            let n: usize = r[6..]
                .parse()
                .map_err(|_| format!("no register %%{name}"))?;
            let v = hart
                .retvals
                .get(n)
                .copied()
                .ok_or_else(|| format!("no register %%{name}"))?;
            (v, false)
        }
        _ => return Err(format!("no register %%{name}")),
    };
    let ty = if addr { address(t) } else { long(t) };
    Ok(Value {
        ty: Some(ty),
        place: Place::Bits(bits),
    })
}

fn field(v: Value, name: &str, s: &Scope<'_>, t: &mut DebugTables) -> Result<Value, String> {
    let Some(Type::Struct { members, .. }) = v.ty.and_then(|ty| t.types.get(ty)) else {
        return Err(format!(
            "Attempt to extract a component of a value that is not a structure ({}).",
            t.type_name(v.ty)
        ));
    };
    let m = members
        .iter()
        .find(|m| m.name == name)
        .cloned()
        .ok_or_else(|| format!("There is no member named {name}."))?;
    let Place::Memory(a) = v.place else {
        return Err("the structure is not in memory".into());
    };
    if let Some((bit, width)) = m.bits {
        let bits = read_bits(s, a + m.offset, 8)?;
        let raw = (bits >> bit) & mask(width);
        let signed = matches!(
            m.ty.and_then(|ty| t.types.get(ty)),
            Some(Type::Base {
                encoding: Encoding::Signed,
                ..
            })
        );
        let v = if signed && width > 0 && width < 128 && raw >> (width - 1) & 1 == 1 {
            raw | !mask(width)
        } else {
            raw
        };
        return Ok(Value {
            ty: m.ty,
            place: Place::Bits(v),
        });
    }
    Ok(Value {
        ty: m.ty,
        place: Place::Memory(a.wrapping_add(m.offset)),
    })
}

fn mask(width: u64) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

fn index(v: Value, i: i128, s: &Scope<'_>, t: &mut DebugTables) -> Result<Value, String> {
    match v.ty.and_then(|ty| t.types.get(ty)).cloned() {
        Some(Type::Array { element, dims }) => {
            let Place::Memory(a) = v.place else {
                return Err("the array is not in memory".into());
            };
            let (ty, stride) = if dims.len() > 1 {
                let sub = Type::Array {
                    element,
                    dims: dims[1..].to_vec(),
                };
                let id = intern(t, sub);
                (Some(id), t.type_size(Some(id)))
            } else {
                (element, t.type_size(element))
            };
            if let Some(&n) = dims.first() {
                if n != 0 && (i < 0 || i as u64 >= n) {
                    return Err(format!("index {i} is out of bounds 0..{n}"));
                }
            }
            Ok(Value {
                ty,
                place: Place::Memory(a.wrapping_add((i as i64 as u64).wrapping_mul(stride))),
            })
        }
        Some(Type::Pointer { target }) => {
            let p = as_int(v, s, t)? as u64;
            let stride = t.type_size(target).max(1);
            Ok(Value {
                ty: target,
                place: Place::Memory(p.wrapping_add((i as i64 as u64).wrapping_mul(stride))),
            })
        }
        _ => Err(format!(
            "cannot subscript something of type `{}`",
            t.type_name(v.ty)
        )),
    }
}

fn deref(v: Value, s: &Scope<'_>, t: &mut DebugTables) -> Result<Value, String> {
    match v.ty.and_then(|ty| t.types.get(ty)).cloned() {
        Some(Type::Pointer { target }) => {
            if target.is_none() {
                return Err("Attempt to take contents of a non-pointer value (void *).".into());
            }
            let p = as_int(v, s, t)? as u64;
            Ok(Value {
                ty: target,
                place: Place::Memory(p),
            })
        }
        Some(Type::Array { .. }) => index(v, 0, s, t),
        Some(Type::Base {
            encoding: Encoding::Address,
            ..
        }) => {
            let p = as_int(v, s, t)? as u64;
            let ty = long(t);
            Ok(Value {
                ty: Some(ty),
                place: Place::Memory(p),
            })
        }
        _ => Err("Attempt to take contents of a non-pointer value.".into()),
    }
}

/// `size` bytes at `addr` as the scope's hart sees them.
fn read_bits(s: &Scope<'_>, addr: u64, size: u64) -> Result<u128, String> {
    let size = size.min(16) as usize;
    let mut buf = [0u8; 16];
    s.machine
        .read_bytes_seen_by(s.hart, addr, &mut buf[..size])
        .map_err(|_| format!("Cannot access memory at address {addr:#x}"))?;
    Ok(u128::from_le_bytes(buf))
}

fn is_float(v: Value, t: &DebugTables) -> bool {
    matches!(v.place, Place::Float(_))
        || matches!(
            v.ty.and_then(|ty| t.types.get(ty)),
            Some(Type::Base {
                encoding: Encoding::Float,
                ..
            })
        )
}

fn is_pointer(v: Value, t: &DebugTables) -> Option<Option<TypeId>> {
    match v.ty.and_then(|ty| t.types.get(ty)) {
        Some(Type::Pointer { target }) => Some(*target),
        _ => None,
    }
}

/// The raw scalar bits of a value, sign-extended when its type is signed.
fn scalar(v: Value, s: &Scope<'_>, t: &DebugTables) -> Result<u128, String> {
    let ty = v.ty.and_then(|ty| t.types.get(ty));
    let size = match ty {
        Some(Type::Base { size, .. }) => *size,
        Some(Type::Pointer { .. }) | None => 8,
        Some(Type::Array { .. }) => {
            // An array decays to its address.
            if let Place::Memory(a) = v.place {
                return Ok(a as u128);
            }
            8
        }
        _ => return Err(format!("`{}` is not a scalar", t.type_name(v.ty))),
    };
    let raw = match v.place {
        Place::Memory(a) => read_bits(s, a, size)?,
        Place::Bits(b) => b,
        Place::Float(f) => return Ok(f as i128 as u128),
    };
    let bits = (size.clamp(1, 16) * 8) as u32;
    let raw = if bits >= 128 {
        raw
    } else {
        raw & ((1u128 << bits) - 1)
    };
    let signed = matches!(
        ty,
        Some(Type::Base {
            encoding: Encoding::Signed,
            ..
        })
    );
    Ok(if signed && bits < 128 && (raw >> (bits - 1)) & 1 == 1 {
        raw | !((1u128 << bits) - 1)
    } else {
        raw
    })
}

/// A value as an integer (floats truncate).
pub fn as_int(v: Value, s: &Scope<'_>, t: &DebugTables) -> Result<i128, String> {
    if is_float(v, t) {
        return as_f64(v, s, t).map(|f| f as i128);
    }
    scalar(v, s, t).map(|b| b as i128)
}

/// A value as a float.
pub fn as_f64(v: Value, s: &Scope<'_>, t: &DebugTables) -> Result<f64, String> {
    if let Place::Float(f) = v.place {
        return Ok(f);
    }
    match v.ty.and_then(|ty| t.types.get(ty)) {
        Some(Type::Base {
            encoding: Encoding::Float,
            size,
            ..
        }) => {
            let b = scalar(v, s, t)?;
            Ok(if *size == 4 {
                f32::from_bits(b as u32) as f64
            } else {
                f64::from_bits(b as u64)
            })
        }
        _ => scalar(v, s, t).map(|b| b as i128 as f64),
    }
}

/// Whether a value is non-zero (conditions).
pub fn truthy(v: Value, s: &Scope<'_>, t: &DebugTables) -> Result<bool, String> {
    if is_float(v, t) {
        return Ok(as_f64(v, s, t)? != 0.0);
    }
    Ok(scalar(v, s, t)? != 0)
}

fn binary(
    op: BinOp,
    l: Value,
    r: Value,
    s: &Scope<'_>,
    t: &mut DebugTables,
) -> Result<Value, String> {
    use BinOp::*;
    if is_float(l, t) || is_float(r, t) {
        let (a, b) = (as_f64(l, s, t)?, as_f64(r, s, t)?);
        let v = match op {
            Add => a + b,
            Sub => a - b,
            Mul => a * b,
            Div => a / b,
            Rem => a % b,
            Eq => return Ok(int_value(t, (a == b) as i128)),
            Ne => return Ok(int_value(t, (a != b) as i128)),
            Lt => return Ok(int_value(t, (a < b) as i128)),
            Le => return Ok(int_value(t, (a <= b) as i128)),
            Gt => return Ok(int_value(t, (a > b) as i128)),
            Ge => return Ok(int_value(t, (a >= b) as i128)),
            And => return Ok(int_value(t, (a != 0.0 && b != 0.0) as i128)),
            Or => return Ok(int_value(t, (a != 0.0 || b != 0.0) as i128)),
        };
        let ty = base(t, "f64", 8, Encoding::Float);
        return Ok(Value {
            ty: Some(ty),
            place: Place::Float(v),
        });
    }
    let (a, b) = (as_int(l, s, t)?, as_int(r, s, t)?);
    // Pointer arithmetic scales by the pointee's size, as in C.
    if let (Some(target), Add | Sub) = (is_pointer(l, t), op) {
        let stride = t.type_size(target).max(1) as i128;
        let v = if op == Add {
            a.wrapping_add(b.wrapping_mul(stride))
        } else if is_pointer(r, t).is_some() {
            a.wrapping_sub(b) / stride
        } else {
            a.wrapping_sub(b.wrapping_mul(stride))
        };
        let ty = if op == Sub && is_pointer(r, t).is_some() {
            Some(long(t))
        } else {
            l.ty
        };
        return Ok(Value {
            ty,
            place: Place::Bits(v as u128),
        });
    }
    let v = match op {
        Add => a.wrapping_add(b),
        Sub => a.wrapping_sub(b),
        Mul => a.wrapping_mul(b),
        Div | Rem if b == 0 => return Err("Division by zero".into()),
        Div => a.wrapping_div(b),
        Rem => a.wrapping_rem(b),
        Eq => return Ok(int_value(t, (a == b) as i128)),
        Ne => return Ok(int_value(t, (a != b) as i128)),
        Lt => return Ok(int_value(t, (a < b) as i128)),
        Le => return Ok(int_value(t, (a <= b) as i128)),
        Gt => return Ok(int_value(t, (a > b) as i128)),
        Ge => return Ok(int_value(t, (a >= b) as i128)),
        And => return Ok(int_value(t, (a != 0 && b != 0) as i128)),
        Or => return Ok(int_value(t, (a != 0 || b != 0) as i128)),
    };
    Ok(Value {
        ty: Some(long(t)),
        place: Place::Bits(v as u128),
    })
}
