//! The Avro object container format: the header (magic, metadata map, sync marker) and the data
//! blocks (object count, byte size, data, sync marker), parsed with bounds on every length.

use super::{Fault, MAGIC, MAX_DATA};
use apache_avro::{Codec, DeflateSettings};
use std::borrow::Cow;

/// A parsed container.
pub(super) struct Container<'a> {
    /// The metadata's `avro.schema`.
    pub schema_json: &'a [u8],
    blocks: Vec<Block<'a>>,
    deflated: bool,
}

struct Block<'a> {
    /// The file offset of the block's (possibly compressed) data.
    offset: usize,
    count: u64,
    data: Cow<'a, [u8]>,
}

/// Where a datum is, to turn a position in it into a phrase naming the file offset.
pub(super) struct DatumAt {
    offset: usize,
    deflated: bool,
}

impl DatumAt {
    pub fn describe(&self, pos: usize) -> String {
        if self.deflated {
            format!(
                "byte {pos} of the block decompressed from byte {}",
                self.offset
            )
        } else {
            format!("byte {}", self.offset.saturating_add(pos))
        }
    }

    pub fn describe_block(&self) -> String {
        format!("the data block at byte {}", self.offset)
    }
}

impl<'a> Container<'a> {
    /// The one object the file holds, and where it is.
    pub fn datum(&self) -> Result<(&[u8], DatumAt), Fault> {
        let total: u64 = self
            .blocks
            .iter()
            .map(|b| b.count)
            .fold(0, u64::saturating_add);
        if total != 1 {
            let what = if total == 0 {
                "holds no module (no object in any data block)".to_string()
            } else {
                format!("holds {total} objects, where a module file holds one")
            };
            return Err(Fault::new(format!("the file {what}")));
        }
        for b in &self.blocks {
            if b.count == 0 && !b.data.is_empty() {
                return Err(Fault::new(format!(
                    "a data block of no objects holds {} bytes",
                    b.data.len()
                ))
                .at_byte(b.offset));
            }
        }
        let Some(block) = self.blocks.iter().find(|b| b.count == 1) else {
            return Err(Fault::new("internal error: the module's block is missing"));
        };
        let at = DatumAt {
            offset: block.offset,
            deflated: self.deflated,
        };
        Ok((&block.data, at))
    }
}

/// Parse the container's header and blocks (decompressing them).
pub(super) fn parse(bytes: &[u8]) -> Result<Container<'_>, Fault> {
    parse_file(bytes).map_err(|mut f| {
        if let Some(pos) = f.pos.take() {
            f.at = Some(format!("byte {pos}"));
        }
        f
    })
}

fn parse_file(bytes: &[u8]) -> Result<Container<'_>, Fault> {
    if !bytes.starts_with(MAGIC) {
        return Err(Fault::new(
            "not an Avro object container file (it does not start with `Obj\\x01`)",
        ));
    }
    let mut cur = Cursor { bytes, pos: 4 };
    let mut schema_json = None;
    let mut codec = None;
    loop {
        let start = cur.pos;
        let count = cur.long("the metadata map's block count")?;
        if count == 0 {
            break;
        }
        if count < 0 {
            cur.long("the metadata map's block size")?;
        }
        let n = count.unsigned_abs();
        if n > cur.remaining() as u64 {
            return Err(Fault::new(format!(
                "the metadata map claims {n} entries in a {}-byte file",
                bytes.len()
            ))
            .at_pos(start));
        }
        for _ in 0..n {
            let key_at = cur.pos;
            let key = cur.bytes("a metadata key")?;
            let value = cur.bytes("a metadata value")?;
            let slot = match key {
                b"avro.schema" => &mut schema_json,
                b"avro.codec" => &mut codec,
                _ => continue,
            };
            if slot.replace(value).is_some() {
                return Err(Fault::new(format!(
                    "the metadata holds `{}` twice",
                    String::from_utf8_lossy(key)
                ))
                .at_pos(key_at));
            }
        }
    }
    let Some(schema_json) = schema_json else {
        return Err(Fault::new("the file's metadata has no `avro.schema`"));
    };
    let deflated = match codec {
        None | Some(b"null") => false,
        Some(b"deflate") => true,
        Some(other) => {
            return Err(Fault::new(format!(
                "the file's codec `{}` is not supported (only `null` and `deflate`)",
                String::from_utf8_lossy(other)
            )))
        }
    };
    let sync = cur.take(16, "the header's sync marker")?;
    let mut blocks = Vec::new();
    let mut total = 0usize;
    while cur.remaining() > 0 {
        let start = cur.pos;
        let count = cur.long("a data block's object count")?;
        let size = cur.long("a data block's byte size")?;
        if count < 0 || size < 0 {
            return Err(Fault::new(format!(
                "a data block with a negative object count ({count}) or size ({size})"
            ))
            .at_pos(start));
        }
        let offset = cur.pos;
        let raw = cur.take(size as u64, "a data block's data")?;
        let data = if deflated {
            let mut buf = raw.to_vec();
            if let Err(e) = Codec::Deflate(DeflateSettings::default()).decompress(&mut buf) {
                return Err(
                    Fault::new(format!("a deflate block does not decompress: {e}")).at_pos(offset),
                );
            }
            Cow::Owned(buf)
        } else {
            Cow::Borrowed(raw)
        };
        total = total.saturating_add(data.len());
        if total > MAX_DATA {
            return Err(Fault::new(format!(
                "the data blocks hold more than {} MiB",
                MAX_DATA >> 20
            ))
            .at_pos(offset));
        }
        let marker_at = cur.pos;
        if cur.take(16, "a data block's sync marker")? != sync {
            return Err(
                Fault::new("a data block's sync marker differs from the header's")
                    .at_pos(marker_at),
            );
        }
        blocks.push(Block {
            offset,
            count: count as u64,
            data,
        });
    }
    Ok(Container {
        schema_json,
        blocks,
        deflated,
    })
}

/// Reading the container's primitives from a byte slice.
pub(super) struct Cursor<'a> {
    pub bytes: &'a [u8],
    pub pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn remaining(&self) -> usize {
        self.bytes.len().saturating_sub(self.pos)
    }

    /// `n` bytes, or an error naming `what` when the data ends first.
    pub fn take(&mut self, n: u64, what: &str) -> Result<&'a [u8], Fault> {
        if n > self.remaining() as u64 {
            return Err(Fault::new(format!(
                "the data ends inside {what} ({n} bytes wanted, {} left)",
                self.remaining()
            ))
            .at_pos(self.pos));
        }
        let start = self.pos;
        self.pos += n as usize;
        Ok(&self.bytes[start..self.pos])
    }

    /// A zigzag variable-length `long`.
    pub fn long(&mut self, what: &str) -> Result<i64, Fault> {
        let start = self.pos;
        let mut raw: u64 = 0;
        for i in 0..10 {
            let Some(&b) = self.bytes.get(self.pos) else {
                return Err(Fault::new(format!("the data ends inside {what}")).at_pos(start));
            };
            self.pos += 1;
            if i == 9 && b > 1 {
                break;
            }
            raw |= u64::from(b & 0x7f) << (7 * i);
            if b & 0x80 == 0 {
                return Ok(((raw >> 1) as i64) ^ -((raw & 1) as i64));
            }
        }
        Err(Fault::new(format!(
            "{what} is a variable-length integer of more than 64 bits"
        ))
        .at_pos(start))
    }

    /// A length-prefixed byte string.
    pub fn bytes(&mut self, what: &str) -> Result<&'a [u8], Fault> {
        let start = self.pos;
        let len = self.long(what)?;
        if len < 0 {
            return Err(Fault::new(format!("{what} has a negative length ({len})")).at_pos(start));
        }
        self.take(len as u64, what)
    }
}
