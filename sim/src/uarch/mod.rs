//! Microarchitecture building blocks of the cycle-level core: the configuration (`maple
//! config`, `--config`), set-associative caches with the L1I/L1D/L2/DRAM hierarchy, the MESI
//! coherence directory of a multi-core run, and branch prediction (static, bimodal, gshare;
//! BTB; return-address stack). Each is a plain model with its own counters and tests; the
//! pipeline that drives them is built on top.

pub mod cache;
pub mod coherence;
pub mod config;
pub mod predictor;

pub use config::Replacement;
pub use config::{
    default_toml, parse_size, CoherenceConfig, ConfigError, MemoryModel, PerturbConfig,
    RuntimeConfig, UarchConfig, KEYS,
};
pub use predictor::PredictorKind;

/// The state of a component's own random stream, derived from the run's `seed` and a `salt`
/// naming the component (which cache of which core): splitmix64's finalizer over both, so
/// neighbouring seeds (1 and 2, 2 and 3) and neighbouring components give unrelated
/// streams — never `seed | 1`, which made seeds 2k and 2k+1 the same. Never zero (an
/// xorshift state must not be).
pub fn stream_seed(seed: u64, salt: u64) -> u64 {
    let mix = |mut z: u64| {
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let z =
        mix(seed.wrapping_add(0x9E37_79B9_7F4A_7C15)
            ^ mix(salt.wrapping_add(0xD1B5_4A32_D192_ED03)));
    if z == 0 {
        0x2545_F491_4F6C_DD1D
    } else {
        z
    }
}

/// The salt of a cache's stream: core `core`'s `level` (1 L1I, 2 L1D; the shared L2 is 3).
pub fn cache_salt(core: usize, level: u64) -> u64 {
    ((core as u64) << 8) | level
}
