//! A walk of the datum's bytes against the file's (writer) schema before apache-avro decodes
//! it. apache-avro's decoder recurses once per nested value and reserves an array's claimed
//! length up front; this walk, recursive too but bounded and with small frames, rejects a datum
//! nested deeper than [`MAX_DEPTH`], holding more than [`MAX_VALUES`] values, or malformed
//! (a length past the end, a bad union or enum index, a string that is not UTF-8, trailing
//! bytes), naming the record path and the offset. What passes decodes in bounded stack and
//! memory.

use super::container::Cursor;
use super::{At, Fault, MAX_DEPTH, MAX_VALUES};
use apache_avro::schema::{Name, NamesRef, NamespaceRef, ResolvedSchema};
use apache_avro::Schema;

/// Check that `data` is exactly one datum of `schema`.
pub(super) fn check(schema: &Schema, data: &[u8]) -> Result<(), Fault> {
    let resolved = ResolvedSchema::try_from(schema)
        .map_err(|e| Fault::new(format!("the file's schema does not resolve: {e}")))?;
    let mut walk = Walk {
        names: resolved.get_names(),
        cur: Cursor {
            bytes: data,
            pos: 0,
        },
        values: 0,
    };
    walk.value(schema, None, 0)?;
    if walk.cur.remaining() > 0 {
        return Err(Fault::new(format!(
            "{} bytes follow the module in its data block",
            walk.cur.remaining()
        ))
        .at_pos(walk.cur.pos));
    }
    Ok(())
}

struct Walk<'s, 'd> {
    names: &'s NamesRef<'s>,
    cur: Cursor<'d>,
    values: usize,
}

impl Walk<'_, '_> {
    fn value(&mut self, schema: &Schema, ns: NamespaceRef, depth: usize) -> Result<(), Fault> {
        self.values += 1;
        if self.values > MAX_VALUES {
            return Err(
                Fault::new(format!("the module holds more than {MAX_VALUES} values"))
                    .at_pos(self.cur.pos),
            );
        }
        if depth > MAX_DEPTH {
            return Err(
                Fault::new(format!("values nest deeper than {MAX_DEPTH} levels"))
                    .at_pos(self.cur.pos),
            );
        }
        let start = self.cur.pos;
        match schema {
            Schema::Null => {}
            Schema::Boolean => {
                let b = self.cur.take(1, "a boolean")?[0];
                if b > 1 {
                    return Err(
                        Fault::new(format!("a boolean byte {b} (not 0 or 1)")).at_pos(start)
                    );
                }
            }
            Schema::Int => {
                let v = self.cur.long("an int")?;
                if i32::try_from(v).is_err() {
                    return Err(Fault::new(format!("an int {v} beyond 32 bits")).at_pos(start));
                }
            }
            Schema::Long => {
                self.cur.long("a long")?;
            }
            Schema::Float => {
                self.cur.take(4, "a float")?;
            }
            Schema::Double => {
                self.cur.take(8, "a double")?;
            }
            Schema::Bytes => {
                self.cur.bytes("a bytes value")?;
            }
            Schema::String => {
                let s = self.cur.bytes("a string")?;
                if std::str::from_utf8(s).is_err() {
                    return Err(Fault::new("a string that is not UTF-8").at_pos(start));
                }
            }
            Schema::Fixed(fixed) => {
                self.cur.take(fixed.size as u64, "a fixed value")?;
            }
            Schema::Enum(e) => {
                let i = self.cur.long("an enum index")?;
                if i < 0 || i >= e.symbols.len() as i64 {
                    return Err(Fault::new(format!(
                        "enum `{}` index {i} is not one of its {} symbols",
                        e.name.name(),
                        e.symbols.len()
                    ))
                    .at_pos(start));
                }
            }
            Schema::Union(u) => {
                let i = self.cur.long("a union branch index")?;
                let variants = u.variants();
                let Some(variant) = usize::try_from(i).ok().and_then(|i| variants.get(i)) else {
                    return Err(Fault::new(format!(
                        "union branch {i} does not exist (the union has {})",
                        variants.len()
                    ))
                    .at_pos(start));
                };
                self.value(variant, ns, depth + 1)?;
            }
            Schema::Array(a) => {
                self.blocks(|w, i| w.value(&a.items, ns, depth + 1).index(i))?;
            }
            Schema::Map(m) => {
                self.blocks(|w, i| {
                    let key_at = w.cur.pos;
                    let key = w.cur.bytes("a map key")?;
                    let key = std::str::from_utf8(key)
                        .map_err(|_| Fault::new("a map key that is not UTF-8").at_pos(key_at))?
                        .to_string();
                    w.value(&m.types, ns, depth + 1).index(i).field(&key)
                })?;
            }
            Schema::Record(r) => {
                let full = r.name.fully_qualified_name(ns);
                for field in &r.fields {
                    self.value(&field.schema, full.namespace(), depth + 1)
                        .field(&field.name)?;
                }
            }
            Schema::Ref { name } => self.named(name, ns, depth)?,
            other => {
                return Err(Fault::new(format!(
                    "the file's schema uses `{}`, which the coreVM schema has no use for",
                    kind(other)
                ))
                .at_pos(start))
            }
        }
        Ok(())
    }

    fn named(&mut self, name: &Name, ns: NamespaceRef, depth: usize) -> Result<(), Fault> {
        let full = name.fully_qualified_name(ns);
        let names = self.names;
        let Some(schema) = names.get(full.as_ref()) else {
            return Err(Fault::new(format!(
                "the file's schema names `{}`, which it does not define",
                full.fullname(None)
            )));
        };
        // A reference costs a level too, so a schema that refers to itself without consuming
        // bytes (a record whose only field is itself) stops at the depth limit.
        self.value(schema, full.namespace(), depth + 1)
    }

    /// The blocks of an array or map: each a count (negative: followed by a byte size) and
    /// that many items, until a count of 0.
    fn blocks(
        &mut self,
        mut item: impl FnMut(&mut Self, usize) -> Result<(), Fault>,
    ) -> Result<(), Fault> {
        let mut index = 0usize;
        loop {
            let start = self.cur.pos;
            let count = self.cur.long("an array or map block count")?;
            if count == 0 {
                return Ok(());
            }
            if count < 0 {
                let size = self.cur.long("an array or map block size")?;
                if size < 0 {
                    return Err(
                        Fault::new(format!("a block with a negative size {size}")).at_pos(start)
                    );
                }
            }
            for _ in 0..count.unsigned_abs() {
                // Each item counts as a value, so a claimed count of items that take no bytes
                // ends at the value limit.
                item(self, index)?;
                index += 1;
            }
        }
    }
}

/// The name of a schema kind the walk does not accept.
fn kind(schema: &Schema) -> String {
    let json = schema.canonical_form();
    let short: String = json.chars().take(60).collect();
    if short.len() < json.len() {
        format!("{short}…")
    } else {
        short
    }
}
