//! `.debug_frame`: the unwind rule of every function.

use super::{Function, UnwindRule};
use gimli::{DebugFrame, LittleEndian, UnwindContext, UnwindSection};
use maple_isa::abi::dwarf_reg;

/// Evaluate the CFI of every function at its entry: maple's frames have one rule for the whole
/// body (set up by `call`), so one row per FDE is exact.
pub(super) fn read_unwind(
    section: &[u8],
    functions: &[Function],
) -> gimli::Result<Vec<(u32, u32, UnwindRule)>> {
    if section.is_empty() {
        return Ok(Vec::new());
    }
    let mut frame = DebugFrame::new(section, LittleEndian);
    frame.set_address_size(8);
    let bases = gimli::BaseAddresses::default();
    let mut ctx = Box::new(UnwindContext::new());
    let mut out = Vec::new();
    for f in functions {
        let row = match frame.unwind_info_for_address(
            &bases,
            &mut ctx,
            f.low_pc as u64,
            DebugFrame::cie_from_offset,
        ) {
            Ok(row) => row,
            Err(gimli::Error::NoUnwindInfoForAddress) => continue,
            Err(e) => return Err(e),
        };
        let gimli::CfaRule::RegisterAndOffset { register, offset } = *row.cfa() else {
            continue;
        };
        let saved = |reg: u16| match row.register(gimli::Register(reg)) {
            Some(gimli::RegisterRule::Offset(o)) => Some(o),
            _ => None,
        };
        let (Some(ra_offset), Some(fp_offset)) = (saved(dwarf_reg::PC), saved(dwarf_reg::FP))
        else {
            continue;
        };
        out.push((
            f.low_pc,
            f.high_pc,
            UnwindRule {
                cfa_register: register.0,
                cfa_offset: offset,
                ra_offset,
                fp_offset,
            },
        ));
    }
    Ok(out)
}
