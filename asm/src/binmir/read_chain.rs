//! Pointer and array records, and the chain of them a named aggregate's members may name
//! back into.
//!
//! OpenArk writes a type's record whole where the type is first used, so a class first
//! reached through a field's pointer (`@bb <* <$LTest__B_3B>>`) has its members written inside
//! the pointer's record; one of them may then name that very pointer type by its number
//! (`<* <$LTest__B_3B>>` again, as its constructor's `this`). OpenArk's importer reads the
//! members only after the outermost pointer of the chain is complete (`typeNeedsComplete`),
//! so the chain's types can be named; this reader reads the bytes in the order written and,
//! when a named aggregate's record begins inside a chain that holds a pointer, makes the
//! chain's types up to the outermost pointer (they are the aggregate's name wrapped in them)
//! before its members.

use super::read::Reader;
use super::tables::{measure, Link, Open, Shape, Slot, Ty};
use super::BinError;
use crate::types::{Attr, Type, TypeName};
use maple_isa::PrimType;

impl Reader<'_> {
    /// `kBinKindTypePointer`: `<* T>`, with its attributes (2021, before the pointee) as
    /// the pointee's.
    pub fn pointer(
        &mut self,
        prim_code: i64,
        at: usize,
        slot: usize,
        name: Option<TypeName>,
    ) -> Result<(Type, Shape), BinError> {
        let p = self.prim(prim_code, at)?;
        if !matches!(p, PrimType::Ptr | PrimType::Ref) {
            return Err(BinError::at(
                at,
                format!("a pointer type of primitive type `{}`", p.name()),
            ));
        }
        let attrs = if self.v.pointer_attrs {
            self.type_attrs()?
        } else {
            Vec::new()
        };
        let link = Link::Pointer(attrs);
        let elem = self.chain_elem(slot, name, link.clone(), "a pointer's pointee")?;
        Ok(build(&link, elem, Vec::new()))
    }

    /// `kBinKindTypeFArray` / `kBinKindTypeJarray`: `[] T`, a flexible (C) or Java array.
    pub fn flex_array(
        &mut self,
        slot: usize,
        name: Option<TypeName>,
    ) -> Result<(Type, Shape), BinError> {
        let elem = self.chain_elem(slot, name, Link::Flex, "an array's element")?;
        Ok(build(&Link::Flex, elem, Vec::new()))
    }

    /// `kBinKindTypeArray`: `[N]... T`, with its attributes (2021) after the element.
    pub fn fixed_array(
        &mut self,
        dims: Vec<Option<u64>>,
        slot: usize,
        name: Option<TypeName>,
    ) -> Result<(Type, Shape), BinError> {
        let link = Link::Fixed(dims, self.v.array_attrs);
        let elem = self.chain_elem(slot, name, link.clone(), "an array's element")?;
        let attrs = if self.v.array_attrs {
            self.type_attrs()?
        } else {
            Vec::new()
        };
        Ok(build(&link, elem, attrs))
    }

    /// The element of a chain record, read with the record open on the chain.
    fn chain_elem(
        &mut self,
        slot: usize,
        name: Option<TypeName>,
        link: Link,
        what: &str,
    ) -> Result<(Type, Shape), BinError> {
        let at = self.c.pos();
        self.chain.push(Open::Record { slot, name, link });
        let elem = self.read_type();
        self.chain.pop();
        match elem? {
            Ty::Type(t, shape) => Ok((t, shape)),
            Ty::None => Err(BinError::at(at, format!("{what}: no type"))),
            Ty::BitField(..) => Err(BinError::at(at, format!("{what}: a bit field type"))),
        }
    }

    /// A named aggregate's record begins: give the open chain records up to the outermost
    /// pointer their types, so its members may name them.
    pub fn finish_chain(&mut self, aggregate: TypeName) {
        let base = self
            .chain
            .iter()
            .rposition(|o| matches!(o, Open::Barrier))
            .map_or(0, |i| i + 1);
        let outermost_pointer = (base..self.chain.len()).find(|&i| {
            matches!(
                self.chain[i],
                Open::Record {
                    link: Link::Pointer(_),
                    ..
                }
            )
        });
        let Some(outer) = outermost_pointer else {
            return;
        };
        let mut child = (Type::Named(aggregate), Shape::Other);
        for i in (outer..self.chain.len()).rev() {
            let Open::Record { slot, name, link } = self.chain[i].clone() else {
                break;
            };
            if matches!(link, Link::Fixed(_, true)) {
                // Its attributes are not read yet.
                break;
            }
            if let Some(n) = name {
                child = (Type::Named(n), Shape::Other);
                continue;
            }
            let (ty, shape) = build(&link, child, Vec::new());
            let (nodes, depth) = measure(&ty);
            if let Some(s) = self.types.get_mut(slot) {
                *s = Slot::Ready {
                    ty: Ty::Type(ty.clone(), shape),
                    nodes,
                    depth,
                };
            }
            child = (ty, shape);
        }
    }
}

/// The type of a chain record from its element.
fn build(link: &Link, (elem, shape): (Type, Shape), attrs: Vec<Attr>) -> (Type, Shape) {
    match link {
        Link::Pointer(a) => {
            let pointee = if a.is_empty() {
                elem
            } else {
                Type::Qualified {
                    ty: Box::new(elem),
                    attrs: a.clone(),
                }
            };
            (Type::Pointer(Box::new(pointee)), Shape::Other)
        }
        // An unnamed array element is one the writer split off, so its dimensions continue
        // these (`<[] [4] T>`).
        Link::Flex => (
            merge(vec![None], elem, Vec::new(), shape != Shape::Other),
            Shape::Flex,
        ),
        // A flexible array element was split off (`<[2] [] T>`); a fixed one was written
        // nested (`<[2] <[3] T>>`).
        Link::Fixed(dims, _) => (
            merge(dims.clone(), elem, attrs, shape == Shape::Flex),
            Shape::Fixed,
        ),
    }
}

/// An array of `dims` with element `elem`: when the element is an array record the writer
/// split off (`continues`), its dimensions continue these.
fn merge(mut dims: Vec<Option<u64>>, elem: Type, attrs: Vec<Attr>, continues: bool) -> Type {
    match elem {
        Type::Array {
            dims: inner,
            elem,
            attrs: inner_attrs,
        } if continues && inner_attrs.is_empty() => {
            dims.extend(inner);
            Type::Array { dims, elem, attrs }
        }
        elem => Type::Array {
            dims,
            elem: Box::new(elem),
            attrs,
        },
    }
}
