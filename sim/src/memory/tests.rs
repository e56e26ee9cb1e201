use super::*;

#[test]
fn null_guard_and_unmapped() {
    let mem = Memory::new();
    assert_eq!(mem.read_u32(8), Err(FaultKind::NullAccess { addr: 8 }));
    assert_eq!(
        mem.read_u32(0x2_0000),
        Err(FaultKind::Unmapped { addr: 0x2_0000 })
    );
    assert_eq!(
        mem.read_u8(1 << 40),
        Err(FaultKind::Unmapped { addr: 1 << 40 })
    );
}

#[test]
fn typed_round_trip_and_page_crossing() {
    let mut mem = Memory::new();
    mem.map(0x2_0000, 0x2000, Perms::RW).unwrap();
    mem.write_u64(0x2_0ffc, 0x1122_3344_5566_7788).unwrap();
    assert_eq!(mem.read_u64(0x2_0ffc), Ok(0x1122_3344_5566_7788));
    assert_eq!(mem.read_u8(0x2_0ffc), Ok(0x88));
    mem.write_u128(0x2_0100, u128::MAX - 5).unwrap();
    assert_eq!(mem.read_u128(0x2_0100), Ok(u128::MAX - 5));
    assert_eq!(
        mem.read_u64(0x2_1ffc),
        Err(FaultKind::Unmapped { addr: 0x2_2000 })
    );
}

#[test]
fn read_only_and_misaligned() {
    let mut mem = Memory::new();
    mem.map_init(0x1_0000, 4, &[1, 2, 3, 4], Perms::RX).unwrap();
    assert_eq!(mem.read_u32(0x1_0000), Ok(0x0403_0201));
    assert_eq!(
        mem.write_u8(0x1_0001, 0),
        Err(FaultKind::ReadOnly { addr: 0x1_0001 })
    );
    mem.trap_misaligned = true;
    assert_eq!(
        mem.read_u32(0x1_0002),
        Err(FaultKind::Misaligned {
            addr: 0x1_0002,
            size: 4
        })
    );
}

#[test]
fn a_clone_is_an_independent_copy_with_the_same_mappings() {
    let mut mem = Memory::new();
    mem.map_init(0x1_0000, 8, &[1, 2, 3, 4], Perms::RX).unwrap();
    mem.map(0x2000_0000, 3 * 4096, Perms::RW).unwrap();
    mem.write_u32(0x2000_1ffe, 0xAABB_CCDD).unwrap();
    let mut copy = mem.clone();
    assert_eq!(copy.read_u32(0x1_0000), Ok(0x0403_0201));
    assert_eq!(copy.read_u32(0x2000_1ffe), Ok(0xAABB_CCDD));
    // Permissions and holes are copied too.
    assert_eq!(
        copy.write_u8(0x1_0000, 0),
        Err(FaultKind::ReadOnly { addr: 0x1_0000 })
    );
    assert_eq!(
        copy.read_u8(0x2000_3000),
        Err(FaultKind::Unmapped { addr: 0x2000_3000 })
    );
    copy.write_u32(0x2000_0000, 7).unwrap();
    assert_eq!(mem.read_u32(0x2000_0000), Ok(0));
    // Both go on mapping frames of their own.
    copy.map(0x3000_0000, 4096, Perms::RW).unwrap();
    assert!(mem.read_u8(0x3000_0000).is_err());
    assert_eq!(copy.read_u8(0x3000_0000), Ok(0));
}

#[test]
fn a_snapshot_copies_only_the_pages_written_since_the_last_one() {
    let base = 0x10000u64;
    let mut m = Memory::new();
    m.map(base as u32, 64 * PAGE as u32, Perms::RW).unwrap();
    for page in 0..64 {
        m.write_u8(base + page * PAGE as u64, 0).unwrap();
    }
    m.map_init(0x100000, PAGE as u32, b"ro", Perms::R).unwrap();
    let first = m.snapshot();
    assert_eq!((first.copied_pages(), first.pages()), (65, 65));
    assert_eq!(m.dirty_pages(), 0);
    m.write_u32(base + 5 * PAGE as u64 + 8, 7).unwrap();
    m.write_u32(base + 5 * PAGE as u64 + 100, 3).unwrap();
    m.write_bytes(base + 10 * PAGE as u64 - 2, &[1, 2, 3, 4])
        .unwrap();
    m.fill(base + 20 * PAGE as u64, 0xAB, 16).unwrap();
    assert_eq!(m.dirty_pages(), 4, "pages 5, 9, 10 and 20");
    let second = m.snapshot();
    assert_eq!(second.copied_pages(), 4);
    // Frame f + 1 backs page f of the range (frame 0 is the zero frame).
    assert!(
        Arc::ptr_eq(&first.pages[1], &second.pages[1]),
        "unchanged pages are shared"
    );
    assert!(!Arc::ptr_eq(&first.pages[6], &second.pages[6]));

    // Each snapshot gives its own contents back, permissions included.
    let r1 = Memory::restore(&first);
    assert_eq!(r1.read_u32(base + 5 * PAGE as u64 + 8), Ok(0));
    let mut r2 = Memory::restore(&second);
    assert_eq!(r2.read_u32(base + 5 * PAGE as u64 + 8), Ok(7));
    assert_eq!(r2.read_u8(base + 20 * PAGE as u64 + 15), Ok(0xAB));
    let mut ro = [0u8; 2];
    r2.read_bytes(0x100000, &mut ro).unwrap();
    assert_eq!(&ro, b"ro");
    assert_eq!(r2.perms(0x100000), Some(Perms::R));
    assert_eq!(r2.perms(base as u32), Some(Perms::RW));
    assert!(matches!(
        r2.write_u8(0x100000, 1),
        Err(FaultKind::ReadOnly { .. })
    ));
    // A restored memory logs writes against the snapshot it came from.
    r2.write_u8(base + 63 * PAGE as u64, 1).unwrap();
    let third = r2.snapshot();
    assert_eq!(third.copied_pages(), 1);
    assert!(Arc::ptr_eq(&second.pages[6], &third.pages[6]));
    // The live memory was not disturbed by any of it.
    assert_eq!(m.read_u32(base + 5 * PAGE as u64 + 8), Ok(7));
    assert_eq!(m.read_u8(base + 63 * PAGE as u64), Ok(0));
}

#[test]
fn heap_and_stacks() {
    let mut mem = Memory::new();
    mem.set_heap_base(0x10_0000);
    assert_eq!(mem.sbrk(100), Some(0x10_0000));
    mem.write_u32(0x10_0060, 7).unwrap();
    assert_eq!(mem.brk(), 0x10_0064);
    let (top, limit) = mem.map_stack(0, abi::DEFAULT_STACK_SIZE).unwrap();
    assert_eq!(top, abi::STACK_TOP);
    mem.write_u64(top as u64 - 8, 1).unwrap();
    assert!(mem.write_u64(limit as u64 - 8, 1).is_err(), "guard page");
    let (top1, _) = mem.map_stack(1, abi::DEFAULT_STACK_SIZE).unwrap();
    assert_eq!(top1, limit - abi::PAGE_SIZE);
}

#[test]
fn mapped_pages_cost_nothing_until_written_and_the_limit_bounds_what_is_touched() {
    let mut m = Memory::new();
    m.set_limit(16 * PAGE as u64);
    // 64 MiB mapped: no frame until a store.
    m.map(0x100_0000, 64 << 20, Perms::RW).unwrap();
    assert_eq!((m.mapped_pages(), m.backed_pages()), (16384, 0));
    assert_eq!(m.read_u64(0x100_0000 + (32 << 20)), Ok(0));
    m.fill(0x100_0000, 0, 1 << 20).unwrap();
    assert_eq!(
        m.backed_pages(),
        0,
        "zeroing untouched pages leaves them unbacked"
    );
    for page in 0..16u64 {
        m.write_u32(0x100_0000 + page * 0x10_0000, page as u32 + 1)
            .unwrap();
    }
    assert_eq!(m.backed_pages(), 16);
    assert_eq!(m.read_u32(0x100_0000 + 3 * 0x10_0000), Ok(4));
    assert_eq!(
        m.write_u8(0x100_0000 + 16 * 0x10_0000, 1),
        Err(FaultKind::OutOfMemory {
            limit: 16 * PAGE as u64
        })
    );
    // Pages already backed are still written, and the heap's bookkeeping counts.
    m.write_u8(0x100_0000, 9).unwrap();
    m.set_heap_base(0x800_0000);
    assert_eq!(m.sbrk(16 * PAGE as u32), Some(0x800_0000));
    assert_eq!(m.sbrk(1), None, "the heap may not pass the limit");
    // A copy and a snapshot keep untouched mappings without backing them.
    let copy = m.clone();
    assert_eq!(copy.read_u32(0x100_0000 + 5 * 0x10_0000), Ok(6));
    assert_eq!(copy.read_u64(0x100_0000 + (40 << 20)), Ok(0));
    let snap = m.snapshot();
    let back = Memory::restore(&snap);
    assert_eq!(
        (back.mapped_pages(), back.backed_pages()),
        (m.mapped_pages(), 16)
    );
    assert_eq!(back.read_u64(0x100_0000 + (40 << 20)), Ok(0));
    assert_eq!(back.perms(0x100_0000 + (40 << 20)), Some(Perms::RW));
}

#[test]
fn a_poisoned_block_faults_every_access_that_touches_it_and_only_those() {
    let mut m = Memory::new();
    m.map(0x10_0000, 4 * PAGE as u32, Perms::RW).unwrap();
    m.write_u64(0x10_0ff0, 5).unwrap();
    m.write_u64(0x10_1100, 6).unwrap();
    m.poison(Freed {
        block: 0x10_1000,
        size: 0x100,
        site: 0x10040,
    });
    let uaf = |addr, size, write| {
        Err::<u32, _>(FaultKind::UseAfterFree {
            addr,
            size,
            write,
            block: 0x10_1000,
            block_size: 0x100,
            freed_at: 0x10040,
        })
    };
    assert_eq!(m.read_u64(0x10_0ff0), Ok(5), "the page before");
    assert_eq!(m.read_u64(0x10_1100), Ok(6), "same page, after the block");
    assert_eq!(m.read_u32(0x10_10fc), uaf(0x10_10fc, 4, false));
    assert_eq!(
        m.write_u8(0x10_1000, 1).err(),
        uaf(0x10_1000, 1, true).err()
    );
    assert_eq!(
        m.check_writable(0x10_1010, 8).err(),
        uaf(0x10_1010, 8, true).err()
    );
    assert!(m.read_u64(0x10_0ffc).is_err(), "straddling into the block");
    let mut buf = [0u8; 64];
    assert!(
        m.read_bytes(0x10_0fe0, &mut buf).is_err(),
        "a copy through it"
    );
    // Snapshots and copies keep the poison.
    let snap = m.snapshot();
    let restored = Memory::restore(&snap);
    assert_eq!(restored.read_u32(0x10_10fc), uaf(0x10_10fc, 4, false));
    assert_eq!(m.clone().read_u32(0x10_10fc), uaf(0x10_10fc, 4, false));
    m.unpoison(0x10_1000);
    assert_eq!(m.read_u32(0x10_10fc), Ok(0));
    m.write_u8(0x10_1000, 1).unwrap();
    assert_eq!(m.poisoned_blocks(), 0);
}
