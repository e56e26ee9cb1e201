//! The Avro binary form against another implementation: Python's `avro` package (Apache's)
//! writes a module from the schema file that maple reads, and reads back one maple writes.
//! Skipped with a note when the package is missing, except under CI (`CI=true`), which
//! installs it.

use maple_asm::source::Span;
use maple_corevm::ast::*;
use maple_corevm::avro;
use maple_corevm::ops::Op;
use std::path::{Path, PathBuf};
use std::process::Command;

const SCHEMA_FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/src/avro/corevm_ir_schema.json"
);

/// Whether Python's avro package is there (under CI it must be).
fn python_avro() -> bool {
    let ok = Command::new("python3")
        .args(["-c", "import avro"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI installs Python's avro package (pip install avro), but `import avro` fails"
        );
        println!("skipped: Python's avro package is not installed (pip install avro)");
    }
    ok
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("maple-corevm-{}-{name}", std::process::id()))
}

fn python(script: &str, args: &[&Path]) -> String {
    let out = Command::new("python3")
        .arg("-c")
        .arg(script)
        .args(args)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "python3 failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Writes a module with every union branch chosen explicitly (Python's DatumWriter picks the
/// last branch a value validates against, which would put every number in `double`).
const PY_WRITE: &str = r#"
import sys, avro.schema, avro.io, avro.datafile

class U:
    def __init__(self, i, v):
        self.i, self.v = i, v

class Writer(avro.io.DatumWriter):
    def write(self, datum, encoder):
        self.write_data(self.writers_schema, datum, encoder)
    def write_union(self, schema, datum, encoder):
        encoder.write_long(datum.i)
        self.write_data(schema.schemas[datum.i], datum.v, encoder)

def ty(kind, value, ptr=False):
    return {"type": kind, "ref_type": "pointer" if ptr else "value", "value": value}
def vt(sym, ptr=False):
    return ty("IdentifierType_ValueType", U(2, sym), ptr)
def named(name, ptr=False):
    return ty("IdentifierType_Identifier", U(0, name), ptr)
def arr(elem, n, ptr=False):
    return ty("IdentifierType_Array", U(1, {"type": elem, "len": n}), ptr)
def ref(name):
    return {"type": "ref", "value": U(0, name)}
def const(t, branch, v):
    return {"type": "constant", "value": U(1, {"type": t, "value": U(branch, v)})}
def inst(target, op, t, oprds, labels=None):
    return {
        "target": U(0, None) if target is None else U(1, target),
        "opcode": op,
        "type": U(0, None) if t is None else U(1, t),
        "options": [],
        "oprds": oprds,
        "labels": U(0, None) if labels is None else U(1, [{"name": l} for l in labels]),
    }

module = {
    "meta": {"name": "from python", "format_version": 1, "target_version": 2,
             "path": "p.ir", "author": "python", "timestamp": 1700000000},
    "types": [{
        "attributes": [{"name": "align", "value": "8"}],
        "name": "Point",
        "fields": [
            {"identifier": "x", "type": vt("i32")},
            {"identifier": "next", "type": named("Point", True)},
            {"identifier": "grid", "type": arr(vt("dpf"), 3, True)},
        ],
    }],
    "closures": [{
        "name": "main", "parent": "", "rettype": vt("i32"), "options": 2,
        "parameters": [{"identifier": "argc", "type": vt("i32")}],
        "positional_args": "", "keyword_args": "",
        "blocks": [{"label": "entry", "body": [
            inst("a", "add", vt("i32"), [const("i32", 2, 5), const("i32", 2, -7)]),
            inst("b", "add", vt("i64"), [const("i64", 3, 5000000000), ref("a")]),
            inst("c", "mul", vt("dpf"), [const("dpf", 5, 0.1), const("dpf", 5, 2.5)]),
            inst("d", "neg", vt("spf"), [const("spf", 4, 1.5)]),
            inst("p", "call", vt("i32"), [const("string", 6, "printf"),
                 const("string", 6, "x = %d\n"), const("boolean", 1, True)]),
            inst(None, "br", None, [ref("c")], ["entry", "exit"]),
            inst(None, "ret", vt("i32"), [ref("a")], []),
        ]}],
    }],
    "intrinsic_decls": [{
        "name": "printf", "rettype": vt("i32"),
        "parameters": [{"identifier": "format", "type": vt("i8", True)},
                       {"identifier": "*args", "type": vt("voidtype")}],
    }],
}

schema = avro.schema.parse(open(sys.argv[1]).read())
with open(sys.argv[2], "wb") as out:
    w = avro.datafile.DataFileWriter(out, Writer(), schema)
    w.append(module)
    w.close()
"#;

/// Reads a module file and prints its one record as JSON.
const PY_READ: &str = r#"
import sys, json, avro.io, avro.datafile
with open(sys.argv[1], "rb") as f:
    records = list(avro.datafile.DataFileReader(f, avro.io.DatumReader()))
print(json.dumps(records))
"#;

fn sp() -> Span {
    Span::new(0, 0, 0)
}

fn name(s: &str) -> Name {
    Name::new(s, sp())
}

fn constant(o: &Operand) -> (ValueType, &Literal) {
    match o {
        Operand::Const(c) => (c.ty, &c.value),
        Operand::Ref(n) => panic!("a ref %{} where a constant belongs", n.name),
    }
}

#[test]
fn python_writes_and_maple_reads() {
    if !python_avro() {
        return;
    }
    let path = temp("from-python.avro");
    python(PY_WRITE, &[Path::new(SCHEMA_FILE), &path]);
    let bytes = std::fs::read(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(avro::is_avro(&bytes));
    let m = avro::read(&bytes, 0).unwrap_or_else(|d| panic!("{}", d.message));

    assert_eq!(m.meta.name, "from python");
    assert_eq!((m.meta.format_version, m.meta.target_version), (1, 2));
    assert_eq!(m.meta.timestamp, 1_700_000_000);
    let point = m.type_def("Point").unwrap();
    assert_eq!(point.attributes[0].name.name, "align");
    assert_eq!(point.attributes[0].value.name, "8");
    let fields: Vec<String> = point
        .fields
        .iter()
        .map(|f| format!("{} {}", f.ty, f.name.name))
        .collect();
    assert_eq!(fields, ["i32 x", "Point* next", "array [ 3 * dpf ]* grid"]);

    let main = m.func("main").unwrap();
    assert_eq!(main.parent, None);
    assert_eq!(main.options, [name("inline")]);
    assert_eq!(main.params.params[0].name.name, "argc");
    let insts = &main.blocks[0].insts;
    let ops: Vec<Op> = insts.iter().map(|i| i.op).collect();
    assert_eq!(
        ops,
        [
            Op::Plus,
            Op::Plus,
            Op::Times,
            Op::Neg,
            Op::Call,
            Op::Br,
            Op::Ret
        ]
    );
    assert_eq!(
        constant(&insts[0].operands[0]),
        (ValueType::I32, &Literal::Int(5))
    );
    assert_eq!(
        constant(&insts[0].operands[1]),
        (ValueType::I32, &Literal::Int(-7))
    );
    assert_eq!(
        constant(&insts[1].operands[0]),
        (ValueType::I64, &Literal::Long(5_000_000_000))
    );
    assert_eq!(insts[1].operands[1], Operand::Ref(name("a")));
    assert_eq!(
        constant(&insts[2].operands[0]),
        (ValueType::Dpf, &Literal::Double(0.1))
    );
    assert_eq!(
        constant(&insts[3].operands[0]),
        (ValueType::Spf, &Literal::Float(1.5))
    );
    assert_eq!(insts[4].target, Some(name("p")));
    assert_eq!(insts[4].operands[0].as_str(), Some(&b"printf"[..]));
    assert_eq!(insts[4].operands[1].as_str(), Some(&b"x = %d\n"[..]));
    assert_eq!(
        constant(&insts[4].operands[2]),
        (ValueType::Bool, &Literal::Bool(true))
    );
    assert_eq!((&insts[5].target, &insts[5].ty), (&None, &None));
    assert_eq!(insts[5].labels, Some(vec![name("entry"), name("exit")]));
    assert_eq!(insts[6].labels, Some(Vec::new()));
    assert_eq!(insts[0].labels, None);

    let printf = m.declare("printf").unwrap();
    assert_eq!(printf.params.params.len(), 1);
    assert_eq!(printf.params.params[0].ty.to_string(), "i8*");
    assert_eq!(printf.params.args, Some(name("args")));
    assert_eq!(printf.params.kwargs, None);
}

/// A module maple writes for Python to read.
fn module_for_python() -> Module {
    let i32t = TypeRef::value(ValueType::I32, sp());
    let konst = |ty, value| {
        Operand::Const(Constant {
            ty,
            value,
            span: sp(),
        })
    };
    let inst = |target: Option<&str>, op, ty: Option<TypeRef>, operands, labels| Inst {
        target: target.map(name),
        op,
        options: Vec::new(),
        ty,
        operands,
        labels,
        span: sp(),
    };
    Module {
        meta: Meta {
            name: "from maple".into(),
            format_version: 3,
            target_version: 4,
            path: "m.ir".into(),
            author: "maple".into(),
            timestamp: -1,
        },
        types: Vec::new(),
        declares: vec![Declare {
            ret: i32t.clone(),
            name: name("printf"),
            params: Params {
                params: vec![Param {
                    ty: TypeRef::value(ValueType::I8, sp()).to_pointer(),
                    name: name("format"),
                }],
                args: Some(name("args")),
                kwargs: None,
                leading: false,
            },
            span: sp(),
        }],
        funcs: vec![Func {
            ret: i32t.clone(),
            name: name("main"),
            params: Params::default(),
            parent: None,
            options: vec![name("constexpr"), name("tailduplication")],
            blocks: vec![Block {
                label: name("entry"),
                insts: vec![
                    inst(
                        Some("x"),
                        Op::Plus,
                        Some(TypeRef::value(ValueType::I64, sp())),
                        vec![
                            konst(ValueType::I64, Literal::Long(1 << 40)),
                            konst(ValueType::I64, Literal::Long(-3)),
                        ],
                        None,
                    ),
                    inst(
                        Some("p"),
                        Op::Call,
                        Some(i32t.clone()),
                        vec![
                            konst(ValueType::String, Literal::Str(b"printf".to_vec())),
                            konst(ValueType::String, Literal::Str(b"%ld\n".to_vec())),
                            Operand::Ref(name("x")),
                            konst(ValueType::Dpf, Literal::Double(0.25)),
                            konst(ValueType::Bool, Literal::Bool(false)),
                            konst(ValueType::I32, Literal::Int(-9)),
                        ],
                        None,
                    ),
                    inst(
                        None,
                        Op::Ret,
                        Some(i32t),
                        vec![konst(ValueType::I32, Literal::Int(0))],
                        Some(vec![name("entry")]),
                    ),
                ],
            }],
            span: sp(),
        }],
    }
}

#[test]
fn maple_writes_and_python_reads() {
    if !python_avro() {
        return;
    }
    let m = module_for_python();
    let path = temp("from-maple.avro");
    std::fs::write(&path, avro::write(&m).unwrap()).unwrap();
    let out = python(PY_READ, &[&path]);
    let _ = std::fs::remove_file(&path);
    let records: serde_json::Value = serde_json::from_str(&out).unwrap();
    let records = records.as_array().unwrap();
    assert_eq!(records.len(), 1);
    let r = &records[0];
    assert_eq!(r["meta"]["name"], "from maple");
    assert_eq!(r["meta"]["timestamp"], -1);
    assert_eq!(r["types"], serde_json::json!([]));

    let printf = &r["intrinsic_decls"][0];
    assert_eq!(printf["name"], "printf");
    let params: Vec<&str> = printf["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["identifier"].as_str().unwrap())
        .collect();
    assert_eq!(params, ["format", "*args"]);
    assert_eq!(printf["parameters"][0]["type"]["ref_type"], "pointer");
    assert_eq!(printf["parameters"][0]["type"]["value"], "i8");
    assert_eq!(printf["parameters"][1]["type"]["value"], "voidtype");

    let main = &r["closures"][0];
    assert_eq!(main["name"], "main");
    assert_eq!(main["parent"], "");
    assert_eq!(main["options"], 1 | 4);
    assert_eq!(main["positional_args"], "");
    let body = &main["blocks"][0]["body"];
    assert_eq!(body[0]["target"], "x");
    assert_eq!(body[0]["opcode"], "add");
    assert_eq!(body[0]["type"]["type"], "IdentifierType_ValueType");
    assert_eq!(body[0]["type"]["value"], "i64");
    assert_eq!(body[0]["oprds"][0]["type"], "constant");
    assert_eq!(body[0]["oprds"][0]["value"]["value"], 1i64 << 40);
    assert_eq!(body[0]["labels"], serde_json::Value::Null);
    let call = &body[1]["oprds"];
    assert_eq!(call[0]["value"]["value"], "printf");
    assert_eq!(call[1]["value"]["value"], "%ld\n");
    assert_eq!(call[2]["type"], "ref");
    assert_eq!(call[2]["value"], "x");
    assert_eq!(call[3]["value"]["type"], "dpf");
    assert_eq!(call[3]["value"]["value"], 0.25);
    assert_eq!(call[4]["value"]["value"], false);
    assert_eq!(call[5]["value"]["value"], -9);
    assert_eq!(body[2]["opcode"], "ret");
    assert_eq!(body[2]["target"], serde_json::Value::Null);
    assert_eq!(body[2]["labels"], serde_json::json!([{"name": "entry"}]));
}

/// A program Python writes from the schema: a loop summing 1..10 through an `alloca` cell,
/// printed with `printf`, its status the sum's low byte.
const PY_PROGRAM: &str = r#"
import sys, avro.schema, avro.io, avro.datafile
from_lib = {}
exec(open(sys.argv[3]).read(), from_lib)
U, Writer, vt, ref, const, inst = (from_lib[k] for k in ["U", "Writer", "vt", "ref", "const", "inst"])
body = lambda label, insts: {"label": label, "body": insts}
module = {
    "meta": {"name": "sum", "format_version": 1000, "target_version": 10,
             "path": "sum.ir", "author": "python", "timestamp": 0},
    "types": [],
    "closures": [{
        "name": "main", "parent": "", "rettype": vt("i32"), "options": 0,
        "parameters": [], "positional_args": "", "keyword_args": "",
        "blocks": [
            body("entry", [
                {**inst("acc", "alloca", vt("i32"), []), "options": ["auto"]},
                inst(None, "store", vt("i32"), [const("i32", 2, 0), ref("acc")]),
                {**inst("i", "alloca", vt("i32"), []), "options": ["auto"]},
                inst(None, "store", vt("i32"), [const("i32", 2, 1), ref("i")]),
            ]),
            body("head", [
                inst("iv", "load", vt("i32"), [ref("i")]),
                inst("more", "lte", None, [ref("iv"), const("i32", 2, 10)]),
                inst(None, "br", None, [ref("more")], ["loop", "done"]),
            ]),
            body("loop", [
                inst("a", "load", vt("i32"), [ref("acc")]),
                inst("a1", "add", vt("i32"), [ref("a"), ref("iv")]),
                inst(None, "store", vt("i32"), [ref("a1"), ref("acc")]),
                inst("iv1", "inc", vt("i32"), [ref("iv")]),
                inst(None, "store", vt("i32"), [ref("iv1"), ref("i")]),
                inst(None, "br", None, [], ["head"]),
            ]),
            body("done", [
                inst("s", "load", vt("i32"), [ref("acc")]),
                inst("p", "call", vt("i32"), [const("string", 6, "printf"),
                     const("string", 6, "sum = %d\n"), ref("s")]),
                inst(None, "ret", vt("i32"), [ref("s")]),
            ]),
        ],
    }],
    "intrinsic_decls": [{
        "name": "printf", "rettype": vt("i32"),
        "parameters": [{"identifier": "format", "type": vt("i8", True)},
                       {"identifier": "*args", "type": vt("voidtype")}],
    }],
}
schema = avro.schema.parse(open(sys.argv[1]).read())
with open(sys.argv[2], "wb") as out:
    w = avro.datafile.DataFileWriter(out, Writer(), schema)
    w.append(module)
    w.close()
"#;

#[test]
fn a_program_python_writes_runs() {
    if !python_avro() {
        return;
    }
    // The helpers of PY_WRITE (its classes and constructors, not its module) as a library.
    let lib = temp("lib.py");
    let helpers = PY_WRITE.split("module = {").next().expect("helpers");
    std::fs::write(&lib, helpers).unwrap();
    let path = temp("sum.irb");
    python(PY_PROGRAM, &[Path::new(SCHEMA_FILE), &path, &lib]);
    let bytes = std::fs::read(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_file(&lib);
    let m = avro::read(&bytes, 0).unwrap_or_else(|d| panic!("{}", d.message));
    let mut sources = maple_asm::source::SourceMap::default();
    sources.add("sum.irb", String::new());
    let (module, d) = maple_corevm::compile_module(&m, sources);
    let module = module.unwrap_or_else(|| panic!("{}", d.render(false)));
    let image = maple_asm::codegen::assemble(&module, "sum.irb").expect("assembles");
    let capture = maple_sim::Capture::new();
    let mut machine = maple_sim::loader::machine(&image, maple_sim::RunConfig::default())
        .expect("loads")
        .with_output(Box::new(capture.clone()));
    let outcome = machine.run(Some(1_000_000));
    assert_eq!(capture.text(), "sum = 55\n");
    assert!(
        matches!(outcome, maple_sim::Outcome::Exited(55)),
        "{outcome:?}"
    );
}
