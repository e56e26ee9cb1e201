//! The attribute words MAPLE IR knows: OpenArkCompiler's `all_attributes.def` (type, function,
//! field and statement attributes, across its releases), its memory-order attributes, and
//! `align(N)`/`pack(N)`. An attribute outside this list is kept (real files carry words from
//! other versions) but warned about, so a misspelled `volatile` does not pass in silence.

/// Every attribute word, sorted.
pub const KNOWN: &[&str] = &[
    "abstract",
    "alias",
    "align",
    "aligned",
    "always_inline",
    "annotation",
    "asmattr",
    "bridge",
    "called_once",
    "callersensitive",
    "const",
    "constructor",
    "constructor_priority",
    "critical_native",
    "declared_synchronized",
    "default",
    "delete",
    "destructor",
    "destructor_priority",
    "enum",
    "extern",
    "fast_native",
    "final",
    "final_boundary_size",
    "firstarg_return",
    "generic",
    "global_dynamic",
    "gnu_inline",
    "hiddenapiblack",
    "hiddenapigrey",
    "implicit",
    "incomplete_array",
    "initial_exec",
    "inline",
    "insaferegion",
    "interface",
    "ipaseen",
    "local",
    "local_dynamic",
    "local_exec",
    "localrefvar",
    "mayTailcall",
    "may_alias",
    "memory_order_acq_rel",
    "memory_order_acquire",
    "memory_order_consume",
    "memory_order_relaxed",
    "memory_order_release",
    "memory_order_seq_cst",
    "native",
    "nodefargeffect",
    "nodefeffect",
    "noexcept",
    "noinline",
    "nonnull",
    "noprivate_defeffect",
    "noprivate_useeffect",
    "noret_newly_alloc_obj",
    "noretarg",
    "noretglobal",
    "noreturn",
    "nosideeffect",
    "nothrow_exception",
    "nouseeffect",
    "oneelem_simd",
    "optimized",
    "pack",
    "packed",
    "private",
    "protected",
    "public",
    "pure",
    "rclocalunowned",
    "rcunowned",
    "rcunownedthis",
    "rcweak",
    "readonly",
    "restrict",
    "safed",
    "section",
    "static",
    "static_init_zero",
    "strict",
    "synchronized",
    "synthetic",
    "tls_dynamic",
    "tls_static",
    "transient",
    "unsafed",
    "used",
    "varargs",
    "verified",
    "virtual",
    "visibility_default",
    "visibility_hidden",
    "visibility_protected",
    "volatile",
    "weak",
    "weakref",
];

/// Storage classes: they go between a variable's name and its type (`var $x pstatic i32`).
pub const STORAGE_CLASSES: &[&str] = &["extern", "fstatic", "pstatic", "static", "auto", "global"];

/// True for an attribute word MAPLE IR defines.
pub fn is_known(word: &str) -> bool {
    KNOWN.binary_search(&word).is_ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_list_is_sorted_for_binary_search() {
        assert!(super::KNOWN.windows(2).all(|w| w[0] < w[1]));
        assert!(super::is_known("volatile") && super::is_known("mayTailcall"));
        assert!(!super::is_known("volatil"));
    }
}
