//! Layout: sizes, offsets and field ids of nested structs, classes, unions, bitfields and
//! arrays, against values computed by hand (and, for the C-like cases, what GCC gives).

use maple_asm::layout::{LayoutError, Layouts};
use maple_asm::types::{Type, TypeName};

fn module(text: &str) -> maple_asm::Module {
    let (m, diags) = maple_asm::parse_str("layout.mpl", text);
    assert!(!diags.has_errors(), "{}", diags.render(false));
    m.expect("module")
}

fn named(name: &str) -> Type {
    Type::Named(TypeName {
        global: true,
        name: name.into(),
    })
}

/// A field as the tests compare it: (id, offset, bitfield position and width).
type FieldRow = (u32, u64, Option<(u32, u32)>);

/// Size, alignment and every field of a type.
fn fields(text: &str, ty: &str) -> (u64, u64, Vec<FieldRow>) {
    let m = module(text);
    let mut l = Layouts::new(&m);
    let lay = l.layout(&named(ty)).unwrap();
    let mut out = Vec::new();
    for id in 1..=lay.field_count() {
        let f = lay.field(id as i32).unwrap();
        out.push((f.id, f.offset, f.bits));
    }
    (lay.size, lay.align, out)
}

#[test]
fn c_struct_padding() {
    let (size, align, f) = fields("type $s <struct {@a i8, @b i32, @c i16}>\n", "s");
    assert_eq!((size, align), (12, 4));
    assert_eq!(f, vec![(1, 0, None), (2, 4, None), (3, 8, None)]);
}

#[test]
fn nested_struct_ids_continue_inside() {
    let text =
        "type $SS <struct {@g1 f64, @g2 f64}>\ntype $T <struct {@f1 i32, @f2 <$SS>, @f3:4 i32}>\n";
    let (size, align, f) = fields(text, "T");
    assert_eq!((size, align), (32, 8));
    assert_eq!(
        f,
        vec![
            (1, 0, None),
            (2, 8, None),
            (3, 8, None),
            (4, 16, None),
            (5, 24, Some((0, 4)))
        ]
    );
}

#[test]
fn union_overlaps_and_rounds() {
    let (size, align, f) = fields("type $u <union {@a i8, @b f64, @c <[3] i32>}>\n", "u");
    assert_eq!((size, align), (16, 8));
    assert!(f.iter().all(|(_, off, _)| *off == 0));
}

#[test]
fn bitfields_pack_like_gcc() {
    // struct { int a:3; int b:30; char c:2; }: sizeof 8 with GCC on x86-64.
    let (size, _, f) = fields("type $b <struct {@a:3 i32, @b:30 i32, @c:2 i8}>\n", "b");
    assert_eq!(size, 8);
    assert_eq!(
        f,
        vec![
            (1, 0, Some((0, 3))),
            (2, 4, Some((0, 30))),
            (3, 7, Some((6, 2)))
        ]
    );
    // A zero-width bitfield closes the unit: struct { int a:1; int :0; int b:1; } is 8 bytes.
    let (size, _, f) = fields("type $z <struct {@a:1 i32, @pad:0 i32, @b:1 i32}>\n", "z");
    assert_eq!(size, 8);
    assert_eq!(f[2], (3, 4, Some((0, 1))));
}

#[test]
fn a_class_parent_takes_one_id_then_its_fields_then_the_own_fields() {
    let text = "type $RR <class {@e1 i32, @e2 f32, @e3 f64}>\ntype $SS <class <$RR> {@f1 i32, @f2 i8, @f3 i8}>\n";
    let (size, align, f) = fields(text, "SS");
    assert_eq!((size, align), (24, 8));
    let ids: Vec<(u32, u64)> = f.iter().map(|(id, off, _)| (*id, *off)).collect();
    assert_eq!(
        ids,
        vec![(1, 0), (2, 0), (3, 4), (4, 8), (5, 16), (6, 20), (7, 21)]
    );
    // jbc2mpl's numbering (OpenArk's MIRClassType::TraverseToFieldRef): Base extends Object
    // {klass, monitor} writes its own `a` as id 4, Derived extends Base its own `a` as id 6;
    // own fields start after the parent's data (Object's 12 bytes), not its tail padding.
    let text = "type $O <class {@klass <* void>, @monitor i32}>\ntype $B <class <$O> {@a i32}>\ntype $D <class <$B> {@a i32}>\n";
    let (size, _, f) = fields(text, "B");
    assert_eq!((size, f[3]), (16, (4, 12, None)));
    let (size, _, f) = fields(text, "D");
    assert_eq!((size, f[5]), (24, (6, 16, None)));
    // A parent without fields still takes its id.
    let text = "type $E <class {}>\ntype $S <class <$E> {@go <* <$E>>, @waiters i32}>\n";
    let (_, _, f) = fields(text, "S");
    assert_eq!(f, vec![(1, 0, None), (2, 0, None), (3, 8, None)]);
}

#[test]
fn arrays_take_one_id_and_multiply_out() {
    let (size, _, f) = fields("type $a <struct {@x <[10] f64>, @y i8}>\n", "a");
    assert_eq!(size, 88);
    assert_eq!(f, vec![(1, 0, None), (2, 80, None)]);
    let m = module("type $m <[4] [4] i32>\n");
    assert_eq!(Layouts::new(&m).layout(&named("m")).unwrap().size, 64);
}

#[test]
fn flexible_array_and_alignment_attribute() {
    let (size, _, f) = fields("type $f <struct {@n i32, @data <[] u16>}>\n", "f");
    assert_eq!((size, f[1].1), (4, 4));
    let (size, align, f) = fields("type $al <struct {@a i8, @b i32 align(16)}>\n", "al");
    assert_eq!((size, align, f[1].1), (32, 16, 16));
}

#[test]
fn generics_lay_out_once_instantiated() {
    let m = module("type $apair <struct {@f1 <!T>, @f2 <!T>}>\nvar $x <$apair{!T=f64}>\n");
    let mut l = Layouts::new(&m);
    let x = &m.global("x").unwrap().ty;
    let lay = l.layout(x).unwrap();
    assert_eq!((lay.size, lay.field(2).unwrap().offset), (16, 8));
    assert_eq!(
        l.layout(&named("apair")),
        Err(LayoutError::Generic("T".into()))
    );
}

#[test]
fn self_reference_through_a_pointer_is_fine_by_value_is_not() {
    let m = module("type $L <struct {@next <* <$L>>, @v i32}>\ntype $Bad <struct {@x <$Bad>}>\n");
    let mut l = Layouts::new(&m);
    assert_eq!(l.layout(&named("L")).unwrap().size, 16);
    assert!(matches!(
        l.layout(&named("Bad")),
        Err(LayoutError::Recursive(_))
    ));
    assert!(matches!(
        l.layout(&named("Nope")),
        Err(LayoutError::UnknownType(_))
    ));
}

/// One `align(N)` rule for fields, globals and formals (`layout::align_attr`): an N that is
/// not a power of two is rounded up to the next one (the checker warns), a zero N asks for
/// nothing. Fields and formals used to drop such an N while globals rounded it up.
#[test]
fn one_align_rule_for_fields_globals_and_formals() {
    let text = "type $s <struct {@a i8, @b i8 align(3), @c i8 align(0)}>
var $pad i8 = 1
var $g i8 align(3) = 2
var $z i8 align(0) = 3
func &f (var %p i8, var %q i8 align(6)) i8 {
  return (dread i8 %q)
}
";
    let (size, align, f) = fields(text, "s");
    assert_eq!((size, align), (8, 4));
    assert_eq!(f, vec![(1, 0, None), (2, 4, None), (3, 5, None)]);
    let image = maple_asm::codegen::assemble(&module(text), "layout.mpl").unwrap();
    let offset = |name: &str| {
        let g = image.globals.iter().find(|g| g.name == name).unwrap();
        g.addr - image.data.addr
    };
    assert_eq!((offset("pad"), offset("g"), offset("z")), (0, 4, 5));
    let f = image.functions.iter().find(|f| f.name == "f").unwrap();
    let homes: Vec<_> = f.formals.iter().map(|p| p.home).collect();
    // Frame alignment is reckoned from FP + 16 (the linkage record): %p at FP - 1, %q
    // 8-aligned below it (align(6) rounds up to 8).
    assert_eq!(
        homes,
        [
            maple_asm::image::Home::Frame(-1),
            maple_asm::image::Home::Frame(-8)
        ]
    );
}
