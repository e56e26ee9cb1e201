//! The Avro binary form: modules built by hand covering every node kind survive a write and a
//! read; truncated, corrupted and foreign files are errors (never panics).

use apache_avro::types::Value;
use maple_asm::source::Span;
use maple_corevm::ast::*;
use maple_corevm::avro;
use maple_corevm::codes;
use maple_corevm::ops::{Op, FUNCTION_OPTIONS};

fn sp() -> Span {
    Span::new(7, 0, 0)
}
fn n(s: &str) -> Name {
    Name::new(s, sp())
}
fn val(t: ValueType) -> TypeRef {
    TypeRef::value(t, sp())
}
fn named(s: &str) -> TypeRef {
    TypeRef {
        kind: TypeKind::Named(s.into()),
        pointer: false,
        span: sp(),
    }
}
fn arr(len: u32, elem: TypeRef) -> TypeRef {
    TypeRef {
        kind: TypeKind::Array {
            len,
            elem: Box::new(elem),
        },
        pointer: false,
        span: sp(),
    }
}
fn konst(ty: ValueType, value: Literal) -> Operand {
    Operand::Const(Constant {
        ty,
        value,
        span: sp(),
    })
}
fn r(s: &str) -> Operand {
    Operand::Ref(n(s))
}
fn param(ty: TypeRef, name: &str) -> Param {
    Param { ty, name: n(name) }
}

/// A literal of every value type that has one, at its edges.
fn constants() -> Vec<Operand> {
    use ValueType as T;
    vec![
        konst(T::Bool, Literal::Bool(true)),
        konst(T::Bool, Literal::Bool(false)),
        konst(T::I8, Literal::Int(-128)),
        konst(T::U8, Literal::Int(255)),
        konst(T::I16, Literal::Int(-32768)),
        konst(T::U16, Literal::Int(65535)),
        konst(T::I32, Literal::Int(i32::MIN)),
        konst(T::U32, Literal::Int(-1)),
        konst(T::I64, Literal::Long(i64::MIN)),
        konst(T::U64, Literal::Long(-1)),
        konst(T::Spf, Literal::Float(-0.0)),
        konst(T::Spf, Literal::Float(f32::from_bits(0x7fc0_1234))),
        konst(T::Dpf, Literal::Double(f64::MAX)),
        konst(
            T::Dpf,
            Literal::Double(f64::from_bits(0x7ff8_0000_dead_beef)),
        ),
        konst(T::String, Literal::Str(b"x = %d\n\0\xc3\xa9".to_vec())),
        konst(T::String, Literal::Str(Vec::new())),
    ]
}

/// A module with every node kind: every opcode, every value type, arrays of pointers,
/// attributes, `*args`/`**kwargs`, a parent, every option, labels null, empty and some.
fn full_module() -> Module {
    let mut insts = Vec::new();
    let consts = constants();
    for (i, &op) in Op::ALL.iter().enumerate() {
        let labels = match i % 3 {
            0 => None,
            1 => Some(Vec::new()),
            _ => Some(vec![n("entry"), n("next"), n("entry")]),
        };
        let ty = match i % 4 {
            0 => None,
            1 => Some(val(ValueType::ALL[i % ValueType::ALL.len()])),
            2 => Some(arr(3, val(ValueType::I32).to_pointer()).to_pointer()),
            _ => Some(named("Point").to_pointer()),
        };
        let mut operands = vec![r(&format!("v{i}"))];
        operands.push(consts[i % consts.len()].clone());
        if i == 0 {
            operands = consts.clone();
        }
        insts.push(Inst {
            target: (i % 2 == 0).then(|| n(&format!("t{i}"))),
            op,
            options: if op == Op::Alloca {
                vec![n("auto")]
            } else {
                Vec::new()
            },
            ty,
            operands,
            labels,
            span: sp(),
        });
    }
    let every_type: Vec<Param> = ValueType::ALL
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let ty = if i % 2 == 0 {
                val(t)
            } else {
                val(t).to_pointer()
            };
            param(ty, &format!("p{i}"))
        })
        .collect();
    Module {
        meta: Meta {
            name: "every node".into(),
            format_version: 1000,
            target_version: -7,
            path: "/tmp/x.ir".into(),
            author: "maple".into(),
            timestamp: i64::MAX,
        },
        types: vec![
            TypeDef {
                attributes: vec![
                    Attribute {
                        name: n("align"),
                        value: n("8"),
                    },
                    Attribute {
                        name: n("packed"),
                        value: n(""),
                    },
                ],
                name: n("Point"),
                fields: vec![
                    Field {
                        ty: val(ValueType::I32),
                        name: n("x"),
                    },
                    Field {
                        ty: named("Point").to_pointer(),
                        name: n("next"),
                    },
                    Field {
                        ty: arr(4, val(ValueType::U8).to_pointer()),
                        name: n("bytes"),
                    },
                    Field {
                        ty: arr(2, arr(3, val(ValueType::Dpf))).to_pointer(),
                        name: n("grid"),
                    },
                    Field {
                        ty: arr(0, named("Point").to_pointer()),
                        name: n("none"),
                    },
                ],
                span: sp(),
            },
            TypeDef {
                attributes: Vec::new(),
                name: n("Empty"),
                fields: Vec::new(),
                span: sp(),
            },
        ],
        declares: vec![
            Declare {
                ret: val(ValueType::I32),
                name: n("printf"),
                params: Params {
                    params: vec![param(val(ValueType::I8).to_pointer(), "format")],
                    args: Some(n("args")),
                    kwargs: None,
                    leading: false,
                },
                span: sp(),
            },
            Declare {
                ret: val(ValueType::Void),
                name: n("corevm.reflection.hasmember"),
                params: Params {
                    params: every_type.clone(),
                    args: Some(n("a")),
                    kwargs: Some(n("kw")),
                    leading: true,
                },
                span: sp(),
            },
            Declare {
                ret: named("Point").to_pointer(),
                name: n("only_kwargs"),
                params: Params {
                    params: Vec::new(),
                    args: None,
                    kwargs: Some(n("k")),
                    leading: false,
                },
                span: sp(),
            },
        ],
        funcs: vec![
            Func {
                ret: val(ValueType::I32),
                name: n("main"),
                params: Params::default(),
                parent: None,
                options: Vec::new(),
                blocks: vec![
                    Block {
                        label: n("entry"),
                        insts,
                    },
                    Block {
                        label: n("next"),
                        insts: Vec::new(),
                    },
                ],
                span: sp(),
            },
            Func {
                ret: arr(10, val(ValueType::I32)).to_pointer(),
                name: n("helper"),
                params: Params {
                    params: every_type,
                    args: Some(n("rest")),
                    kwargs: Some(n("named")),
                    leading: false,
                },
                parent: Some(n("main")),
                options: FUNCTION_OPTIONS.iter().map(|(o, _)| n(o)).collect(),
                blocks: Vec::new(),
                span: sp(),
            },
            Func {
                ret: val(ValueType::Void),
                name: n("inline_only"),
                params: Params::default(),
                parent: None,
                options: vec![n("inline"), n("loopsimplify")],
                blocks: Vec::new(),
                span: sp(),
            },
        ],
    }
}

fn write(m: &Module) -> Vec<u8> {
    avro::write(m).expect("the module writes")
}

#[allow(clippy::result_large_err)]
fn read(bytes: &[u8]) -> Result<Module, maple_asm::Diagnostic> {
    avro::read(bytes, 7)
}

/// Read a file that must be rejected; the message.
fn rejected(bytes: &[u8]) -> String {
    match read(bytes) {
        Ok(_) => panic!("the file was accepted"),
        Err(d) => {
            assert_eq!(d.code, codes::BAD_AVRO);
            assert_eq!(d.span, Span::new(7, 0, 0));
            assert!(!d.message.contains("panicked"), "{}", d.message);
            d.message
        }
    }
}

#[test]
fn every_node_kind_round_trips() {
    let m = full_module();
    let bytes = write(&m);
    assert!(avro::is_avro(&bytes));
    let back = read(&bytes).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(back, m);
    // Equality ignores spans: every one read is the empty span of the file.
    assert_eq!(back.funcs[0].blocks[0].insts[3].span, Span::new(7, 0, 0));
    assert_eq!(back.types[0].fields[1].ty.span, Span::new(7, 0, 0));
    // Writing is deterministic, and writing what was read gives the same bytes.
    assert_eq!(write(&back), bytes);
}

#[test]
fn the_empty_module_round_trips() {
    let m = Module::default();
    assert_eq!(read(&write(&m)).unwrap(), m);
}

#[test]
fn labels_null_empty_and_some_stay_apart() {
    let m = read(&write(&full_module())).unwrap();
    let insts = &m.funcs[0].blocks[0].insts;
    assert_eq!(insts[0].labels, None);
    assert_eq!(insts[1].labels, Some(Vec::new()));
    assert_eq!(insts[2].labels.as_ref().map(Vec::len), Some(3));
    assert_eq!(insts[1].target, None);
    assert_eq!(insts[0].ty, None);
}

#[test]
fn is_avro_is_the_magic() {
    assert!(avro::is_avro(b"Obj\x01rest"));
    assert!(!avro::is_avro(b"Obj\x02"));
    assert!(!avro::is_avro(b"Obj"));
    assert!(!avro::is_avro(b""));
    assert!(!avro::is_avro(b"\"module name\": \"x\""));
}

#[test]
fn unknown_function_options_are_skipped_and_options_come_back_in_table_order() {
    let mut m = Module::default();
    m.funcs.push(Func {
        ret: val(ValueType::Void),
        name: n("f"),
        params: Params::default(),
        parent: Some(n("")),
        options: vec![n("loopsimplify"), n("nosuch"), n("constexpr")],
        blocks: Vec::new(),
        span: sp(),
    });
    let back = read(&write(&m)).unwrap();
    let names: Vec<&str> = back.funcs[0]
        .options
        .iter()
        .map(|o| o.name.as_str())
        .collect();
    assert_eq!(names, ["constexpr", "loopsimplify"]);
    // An empty parent is none.
    assert_eq!(back.funcs[0].parent, None);
}

#[test]
fn strings_that_are_not_utf8_are_written_lossily() {
    let mut m = Module::default();
    m.funcs.push(Func {
        ret: val(ValueType::Void),
        name: n("f"),
        params: Params::default(),
        parent: None,
        options: Vec::new(),
        blocks: vec![Block {
            label: n("entry"),
            insts: vec![Inst {
                target: None,
                op: Op::Call,
                options: Vec::new(),
                ty: Some(val(ValueType::Void)),
                operands: vec![konst(ValueType::String, Literal::Str(b"a\xffb".to_vec()))],
                labels: None,
                span: sp(),
            }],
        }],
        span: sp(),
    });
    let back = read(&write(&m)).unwrap();
    assert_eq!(
        back.funcs[0].blocks[0].insts[0].operands[0].as_str(),
        Some("a\u{fffd}b".as_bytes())
    );
}

#[test]
fn array_types_nest_to_the_parsers_depth_and_no_further() {
    let deep = |levels: usize| {
        let mut t = val(ValueType::I32);
        for _ in 0..levels {
            t = arr(2, t);
        }
        let mut m = Module::default();
        m.types.push(TypeDef {
            attributes: Vec::new(),
            name: n("Deep"),
            fields: vec![Field {
                ty: t,
                name: n("f"),
            }],
            span: sp(),
        });
        m
    };
    let m = deep(64);
    assert_eq!(read(&write(&m)).unwrap(), m);
    let err = avro::write(&deep(65)).unwrap_err();
    assert!(err.contains("nest deeper than 64"), "{err}");
    // Read: 64 levels are a module, 65 an error naming the path.
    let m = read(&container(avro::SCHEMA_JSON, &deep_type_datum(64), 1)).unwrap();
    assert_eq!(m.types[0].fields[0].ty, deep(64).types[0].fields[0].ty);
    let msg = rejected(&container(avro::SCHEMA_JSON, &deep_type_datum(65), 1));
    assert!(msg.contains("nest deeper than 64"), "{msg}");
    assert!(
        msg.starts_with("types[0].fields[0].type.value.type"),
        "{msg}"
    );
}

#[test]
fn an_array_length_beyond_int_cannot_be_written() {
    let mut m = Module::default();
    m.types.push(TypeDef {
        attributes: Vec::new(),
        name: n("Big"),
        fields: vec![Field {
            ty: arr(u32::MAX, val(ValueType::U8)),
            name: n("f"),
        }],
        span: sp(),
    });
    let err = avro::write(&m).unwrap_err();
    assert!(err.contains("4294967295"), "{err}");
}

#[test]
fn every_truncation_is_an_error() {
    let bytes = write(&full_module());
    for len in 0..bytes.len() {
        let msg = rejected(&bytes[..len]);
        assert!(!msg.is_empty());
    }
}

/// A deterministic xorshift64* generator.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_corruption_never_panics() {
    let bytes = write(&full_module());
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut accepted = 0;
    for round in 0..4000 {
        let mut b = bytes.clone();
        // Mostly the data (past the header's schema), sometimes anywhere.
        let from = if round % 4 == 0 { 0 } else { b.len() / 2 };
        for _ in 0..1 + rng.below(4) {
            let at = from + rng.below(b.len() - from);
            match rng.below(4) {
                0 => b[at] ^= 1 << rng.below(8),
                1 => b[at] = rng.next() as u8,
                2 => b[at] = [0x00, 0x01, 0x7f, 0x80, 0xff][rng.below(5)],
                _ => b[at] = b[at].wrapping_add(2),
            }
        }
        match read(&b) {
            Ok(_) => accepted += 1,
            Err(d) => {
                assert_eq!(d.code, codes::BAD_AVRO);
                assert!(!d.message.contains("panicked"), "{}", d.message);
            }
        }
    }
    // Flips inside strings or numbers still give modules; most flips give errors.
    assert!(accepted < 4000);
}

// ---- Files made by hand: a container around a datum of any schema. ----

const MARKER: [u8; 16] = *b"0123456789abcdef";

fn zigzag(v: i64, out: &mut Vec<u8>) {
    let mut z = ((v << 1) ^ (v >> 63)) as u64;
    loop {
        let b = (z & 0x7f) as u8;
        z >>= 7;
        if z == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn avro_bytes(b: &[u8], out: &mut Vec<u8>) {
    zigzag(b.len() as i64, out);
    out.extend_from_slice(b);
}

/// A container (codec null) of `objects` copies of `datum` with `schema` in its header.
fn container(schema: &str, datum: &[u8], objects: i64) -> Vec<u8> {
    let mut out = b"Obj\x01".to_vec();
    zigzag(1, &mut out);
    avro_bytes(b"avro.schema", &mut out);
    avro_bytes(schema.as_bytes(), &mut out);
    zigzag(0, &mut out);
    out.extend_from_slice(&MARKER);
    zigzag(objects, &mut out);
    let data: Vec<u8> = (0..objects).flat_map(|_| datum.iter().copied()).collect();
    avro_bytes(&data, &mut out);
    out.extend_from_slice(&MARKER);
    out
}

/// Write `value` of `schema` with apache-avro's own writer.
fn apache_write(schema: &str, value: Value, codec: apache_avro::Codec) -> Vec<u8> {
    let schema = apache_avro::Schema::parse_str(schema).unwrap();
    let mut w = apache_avro::Writer::with_codec(&schema, Vec::new(), codec).unwrap();
    w.append_value(value).unwrap();
    w.into_inner().unwrap()
}

/// The manual's schema, as a JSON value to edit.
fn schema_json() -> serde_json::Value {
    serde_json::from_str(avro::SCHEMA_JSON).unwrap()
}

/// The datum of `m` (the one object of the file `write` gives).
fn datum_of(m: &Module) -> Value {
    let bytes = write(m);
    let mut reader = apache_avro::Reader::new(&bytes[..]).unwrap();
    reader.next().unwrap().unwrap()
}

#[test]
fn the_embedded_schema_is_the_manuals() {
    let Some(path) = maple_tests::shared("spec/corevm_ir_schema.json") else {
        return;
    };
    let manual: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("the schema")).unwrap();
    assert_eq!(schema_json(), manual);
}

#[test]
fn a_file_of_another_record_is_rejected() {
    let schema = r#"{"type":"record","name":"Point","fields":[{"name":"x","type":"int"}]}"#;
    let bytes = apache_write(
        schema,
        Value::Record(vec![("x".into(), Value::Int(5))]),
        apache_avro::Codec::Null,
    );
    let msg = rejected(&bytes);
    assert!(msg.contains("not the coreVM module schema"), "{msg}");
    // A file of a plain int, and one whose schema is not JSON.
    let msg = rejected(&container(r#""int""#, &[0x0a], 1));
    assert!(msg.contains("not the coreVM module schema"), "{msg}");
    let msg = rejected(&container("{not json", &[0x0a], 1));
    assert!(msg.contains("does not parse"), "{msg}");
}

#[test]
fn a_deflated_file_reads() {
    let m = full_module();
    let bytes = apache_write(
        avro::SCHEMA_JSON,
        datum_of(&m),
        apache_avro::Codec::Deflate(apache_avro::DeflateSettings::default()),
    );
    assert_eq!(read(&bytes).unwrap(), m);
}

#[test]
fn a_schema_with_other_field_order_and_namespace_resolves() {
    let m = full_module();
    // The same datum, written by a schema whose IRModuleMeta fields come in reverse order.
    let mut s = schema_json();
    let meta = &mut s["fields"][0]["type"]["fields"];
    meta.as_array_mut().unwrap().reverse();
    let Value::Record(mut fields) = datum_of(&m) else {
        panic!()
    };
    if let Value::Record(meta) = &mut fields[0].1 {
        meta.reverse();
    }
    let bytes = apache_write(
        &s.to_string(),
        Value::Record(fields.clone()),
        apache_avro::Codec::Null,
    );
    assert_eq!(read(&bytes).unwrap(), m);
    // And one in another namespace.
    let other = avro::SCHEMA_JSON.replace("corevm.ir", "other.names");
    let bytes = apache_write(&other, Value::Record(fields), apache_avro::Codec::Null);
    assert_eq!(read(&bytes).unwrap_or_else(|d| panic!("{}", d.message)), m);
}

#[test]
fn a_schema_that_does_not_resolve_is_rejected() {
    // IRValueType with one more symbol, which the datum uses.
    let schema = avro::SCHEMA_JSON.replace("\"object\"\n", "\"object\", \"quad\"\n");
    assert_ne!(schema, avro::SCHEMA_JSON);
    let mut m = Module::default();
    m.types.push(TypeDef {
        attributes: Vec::new(),
        name: n("T"),
        fields: vec![Field {
            ty: val(ValueType::Object),
            name: n("f"),
        }],
        span: sp(),
    });
    let text = format!("{:?}", datum_of(&m));
    assert!(text.contains("object"));
    let datum = datum_of(&m);
    let mut bytes = apache_write(&schema, datum, apache_avro::Codec::Null);
    // The enum index of `object` (13, zigzag 26) becomes that of `quad` (14, zigzag 28).
    let at = bytes.len() - 16 - 5;
    assert_eq!(bytes[at], 26);
    bytes[at] = 28;
    let msg = rejected(&bytes);
    assert!(msg.contains("not the coreVM module schema"), "{msg}");
}

/// The datum of a module with one function whose first block's instruction is `inst`.
fn one_inst(inst: Inst) -> Module {
    let mut m = Module::default();
    m.funcs.push(Func {
        ret: val(ValueType::I32),
        name: n("main"),
        params: Params::default(),
        parent: None,
        options: Vec::new(),
        blocks: vec![Block {
            label: n("entry"),
            insts: vec![inst],
        }],
        span: sp(),
    });
    m
}

/// `m`'s datum with the `IRValue.value` of the first block's first instruction's operand
/// `oprd` replaced by `lit` (a union value).
fn with_literal(m: &Module, oprd: usize, lit: Value) -> Vec<u8> {
    fn rec<'a>(v: &'a mut Value, name: &str) -> &'a mut Value {
        let v = match v {
            Value::Union(_, inner) => &mut **inner,
            v => v,
        };
        let Value::Record(fields) = v else {
            panic!("{v:?}")
        };
        &mut fields.iter_mut().find(|(n, _)| n == name).unwrap().1
    }
    fn item(v: &mut Value, i: usize) -> &mut Value {
        let Value::Array(items) = v else { panic!() };
        &mut items[i]
    }
    let mut d = datum_of(m);
    let closures = rec(&mut d, "closures");
    let blocks = rec(item(closures, 0), "blocks");
    let body = rec(item(blocks, 0), "body");
    let oprds = rec(item(body, 0), "oprds");
    let value = rec(rec(item(oprds, oprd), "value"), "value");
    *value = lit;
    apache_write(avro::SCHEMA_JSON, d, apache_avro::Codec::Null)
}

fn ret_const(ty: ValueType, lit: Literal) -> Module {
    one_inst(Inst {
        target: None,
        op: Op::Ret,
        options: Vec::new(),
        ty: Some(val(ty)),
        operands: vec![r("x"), konst(ty, lit)],
        labels: None,
        span: sp(),
    })
}

#[test]
fn literals_in_other_branches_are_read_when_they_fit() {
    use ValueType as T;
    let cases = [
        (
            T::I64,
            Value::Union(2, Box::new(Value::Int(-5))),
            Literal::Long(-5),
        ),
        (
            T::U64,
            Value::Union(2, Box::new(Value::Int(5))),
            Literal::Long(5),
        ),
        (
            T::I8,
            Value::Union(3, Box::new(Value::Long(-128))),
            Literal::Int(-128),
        ),
        (
            T::U32,
            Value::Union(3, Box::new(Value::Long(4_294_967_295))),
            Literal::Int(-1),
        ),
        (
            T::Spf,
            Value::Union(5, Box::new(Value::Double(0.1))),
            Literal::Float(0.1),
        ),
        (
            T::Dpf,
            Value::Union(4, Box::new(Value::Float(0.5))),
            Literal::Double(0.5),
        ),
        (
            T::Bool,
            Value::Union(2, Box::new(Value::Int(1))),
            Literal::Bool(true),
        ),
    ];
    for (ty, lit, want) in cases {
        let m = ret_const(ty, Literal::Bool(false));
        let back = read(&with_literal(&m, 1, lit)).unwrap_or_else(|d| panic!("{}", d.message));
        let Operand::Const(c) = &back.funcs[0].blocks[0].insts[0].operands[1] else {
            panic!()
        };
        assert_eq!((c.ty, &c.value), (ty, &want));
    }
}

#[test]
fn literals_that_do_not_fit_their_type_are_rejected() {
    use ValueType as T;
    let cases = [
        (
            T::I32,
            Value::Union(6, Box::new(Value::String("5".into()))),
            "a string does not fit a `i32`",
        ),
        (
            T::I8,
            Value::Union(2, Box::new(Value::Int(128))),
            "an int 128 does not fit a `i8`",
        ),
        (
            T::U16,
            Value::Union(2, Box::new(Value::Int(-1))),
            "an int -1 does not fit a `ui16`",
        ),
        (
            T::U64,
            Value::Union(2, Box::new(Value::Int(-1))),
            "an int -1 does not fit a `ui64`",
        ),
        (
            T::I32,
            Value::Union(3, Box::new(Value::Long(1 << 40))),
            "does not fit a `i32`",
        ),
        (
            T::I32,
            Value::Union(5, Box::new(Value::Double(1.0))),
            "a double 1 does not fit",
        ),
        (
            T::String,
            Value::Union(2, Box::new(Value::Int(0))),
            "does not fit a `string`",
        ),
        (
            T::Bool,
            Value::Union(2, Box::new(Value::Int(2))),
            "an int 2 does not fit a `boolean`",
        ),
        (
            T::I32,
            Value::Union(0, Box::new(Value::Null)),
            "null does not fit a `i32`",
        ),
        (
            T::Void,
            Value::Union(2, Box::new(Value::Int(0))),
            "does not fit a `voidtype`",
        ),
        (
            T::Object,
            Value::Union(6, Box::new(Value::String("o".into()))),
            "`object`",
        ),
    ];
    for (ty, lit, want) in cases {
        let m = ret_const(ty, Literal::Bool(false));
        let msg = rejected(&with_literal(&m, 1, lit));
        assert!(msg.contains(want), "{msg}");
        assert!(
            msg.starts_with("closures[0].blocks[0].body[0].oprds[1].value.value: "),
            "{msg}"
        );
    }
}

#[test]
fn an_operand_in_the_wrong_branch_is_rejected() {
    let m = ret_const(ValueType::I32, Literal::Int(3));
    let Value::Record(mut d) = datum_of(&m) else {
        panic!()
    };
    // Swap the operand kinds: `ref` with an IRValue, `constant` with a name.
    let text = format!("{d:?}");
    assert!(text.contains("Enum(1, \"ref\")"));
    fn swap(v: &mut Value) {
        match v {
            Value::Enum(0, s) if s == "constant" => *v = Value::Enum(1, "ref".into()),
            Value::Enum(1, s) if s == "ref" => *v = Value::Enum(0, "constant".into()),
            Value::Record(fs) => fs.iter_mut().for_each(|(_, v)| swap(v)),
            Value::Array(items) => items.iter_mut().for_each(swap),
            Value::Union(_, inner) => swap(inner),
            _ => {}
        }
    }
    d.iter_mut().for_each(|(_, v)| swap(v));
    let msg = rejected(&apache_write(
        avro::SCHEMA_JSON,
        Value::Record(d),
        apache_avro::Codec::Null,
    ));
    assert!(
        msg.starts_with(
            "closures[0].blocks[0].body[0].oprds[0].value: a `constant` operand holds a string"
        ),
        "{msg}"
    );
}

#[test]
fn unknown_option_bits_are_rejected() {
    let mut m = Module::default();
    m.funcs.push(Func {
        ret: val(ValueType::Void),
        name: n("f"),
        params: Params::default(),
        parent: None,
        options: Vec::new(),
        blocks: Vec::new(),
        span: sp(),
    });
    let Value::Record(mut d) = datum_of(&m) else {
        panic!()
    };
    let Value::Array(closures) = &mut d[2].1 else {
        panic!()
    };
    let Value::Record(f) = &mut closures[0] else {
        panic!()
    };
    f[3].1 = Value::Long(16 | 2);
    let msg = rejected(&apache_write(
        avro::SCHEMA_JSON,
        Value::Record(d),
        apache_avro::Codec::Null,
    ));
    assert!(
        msg.starts_with("closures[0].options: options 0x12"),
        "{msg}"
    );
}

/// The datum bytes of a module with one type whose one field's type nests `levels` arrays
/// (encoded by hand: apache-avro's writer would recurse that deep itself).
fn deep_type_datum(levels: usize) -> Vec<u8> {
    let mut d = vec![0; 6]; // meta: two empty strings, ... six zero bytes
    d.extend([0x02, 0x00, 0x00, 0x02, 0x00]); // types: [ { attributes [], name "", fields: [ { identifier ""
    for _ in 0..levels {
        d.extend([0x02, 0x00, 0x02]); // IdentifierType_Array, value, branch IRArrayType
    }
    d.extend([0x04, 0x00, 0x04, 0x0c]); // IdentifierType_ValueType, value, branch IRValueType, i32
    d.extend(std::iter::repeat_n(0x04, levels)); // len 2
    d.extend([0x00, 0x00, 0x00, 0x00]); // fields end, types end, closures [], intrinsic_decls []
    d
}

#[test]
fn hand_made_files_read_and_nesting_is_bounded() {
    let ok = container(avro::SCHEMA_JSON, &deep_type_datum(3), 1);
    let m = read(&ok).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(
        m.types[0].fields[0].ty.to_string(),
        "array [ 2 * array [ 2 * array [ 2 * i32 ] ] ]"
    );
    // Far deeper than any stack would take: an error, not an overflow.
    let msg = rejected(&container(avro::SCHEMA_JSON, &deep_type_datum(200_000), 1));
    assert!(msg.contains("nest deeper than"), "{msg}");
    assert!(msg.contains("(at byte "), "{msg}");
    // Two objects, none, trailing bytes, a bad sync marker.
    let msg = rejected(&container(avro::SCHEMA_JSON, &deep_type_datum(1), 2));
    assert!(msg.contains("holds 2 objects"), "{msg}");
    let msg = rejected(&container(avro::SCHEMA_JSON, &[], 0));
    assert!(msg.contains("holds no module"), "{msg}");
    let mut extra = deep_type_datum(1);
    extra.push(0);
    let msg = rejected(&container(avro::SCHEMA_JSON, &extra, 1));
    assert!(msg.contains("1 bytes follow the module"), "{msg}");
    let mut bad_marker = ok.clone();
    let last = bad_marker.len() - 1;
    bad_marker[last] ^= 1;
    let msg = rejected(&bad_marker);
    assert!(msg.contains("sync marker"), "{msg}");
}

#[test]
fn huge_claimed_counts_are_bounded() {
    // An array claiming 2^62 items of a record with no fields (no bytes each).
    let schema = r#"{"type":"record","name":"IRModule","fields":[
        {"name":"xs","type":{"type":"array","items":{"type":"record","name":"E","fields":[]}}}]}"#;
    let mut d = Vec::new();
    zigzag(1 << 62, &mut d);
    let msg = rejected(&container(schema, &d, 1));
    assert!(msg.contains("more than"), "{msg}");
    // A string claiming more bytes than the file has.
    let mut d = Vec::new();
    zigzag(1 << 40, &mut d);
    let msg = rejected(&container(avro::SCHEMA_JSON, &d, 1));
    assert!(
        msg.contains("meta.name: the data ends inside a string"),
        "{msg}"
    );
    // A record that holds itself and nothing else.
    let schema = r#"{"type":"record","name":"R","fields":[{"name":"r","type":"R"}]}"#;
    let msg = rejected(&container(schema, &[], 1));
    assert!(msg.contains("nest deeper than"), "{msg}");
}

#[test]
fn bad_enum_and_union_indices_name_the_path_and_offset() {
    let mut d = deep_type_datum(0);
    d[11] = 0x20; // the field's IRIdentifierTypeType: index 16 of 3
    let msg = rejected(&container(avro::SCHEMA_JSON, &d, 1));
    assert!(
        msg.starts_with("types[0].fields[0].type.type: enum `IRIdentifierTypeType` index 16"),
        "{msg}"
    );
    assert!(msg.contains("(at byte "), "{msg}");
    let mut d = deep_type_datum(0);
    d[13] = 0x09; // the value union's branch: -5
    let msg = rejected(&container(avro::SCHEMA_JSON, &d, 1));
    assert!(
        msg.starts_with("types[0].fields[0].type.value: union branch -5"),
        "{msg}"
    );
    let mut d = deep_type_datum(0);
    d[13] = 0x00; // IdentifierType_ValueType holding a string ...
    d[14] = 0x02; // ... of length 1
    d.insert(15, b'x');
    let msg = rejected(&container(avro::SCHEMA_JSON, &d, 1));
    assert!(
        msg.starts_with(
            "types[0].fields[0].type.value: a type of kind IdentifierType_ValueType holds a string"
        ),
        "{msg}"
    );
}

#[test]
fn nesting_just_inside_the_limit_decodes_without_overflow() {
    // Deep enough that apache-avro's recursion goes almost to the walk's limit: its own frames
    // are large, which is why it runs on a thread with a large stack.
    let msg = rejected(&container(avro::SCHEMA_JSON, &deep_type_datum(93), 1));
    assert!(msg.contains("array types nest deeper than 64"), "{msg}");
    // A recursive schema of another shape, decoded and then resolved against the manual's.
    let schema = r#"{"type":"record","name":"R","fields":[{"name":"next","type":["null","R"]}]}"#;
    let mut d = vec![0x02; 126];
    d.push(0x00);
    let msg = rejected(&container(schema, &d, 1));
    assert!(msg.contains("not the coreVM module schema"), "{msg}");
    let mut d = vec![0x02; 200];
    d.push(0x00);
    let msg = rejected(&container(schema, &d, 1));
    assert!(msg.contains("nest deeper than"), "{msg}");
}
