//! bytes -> decode: never panics, and whatever decodes re-encodes to the same bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for (at, instr) in maple_isa::decode_all(data).flatten() {
        let mut again = Vec::new();
        instr.encode_into(&mut again);
        assert_eq!(
            &again[..],
            &data[at..at + instr.len()],
            "re-encode differs at {at:#x}"
        );
        // The printer must cope with every decodable instruction too.
        let _ = instr.to_string();
        // And the checked encoder must accept what the decoder accepted.
        let ext: Vec<u32> = instr.ext_words().collect();
        let mut checked = Vec::new();
        maple_isa::encode(instr.opcode, instr.ty, instr.param, &ext, &mut checked)
            .expect("encode accepts what decode accepted");
        assert_eq!(checked, again);
    }
});
