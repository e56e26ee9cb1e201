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
    default_toml, CoherenceConfig, ConfigError, MemoryModel, PerturbConfig, UarchConfig, KEYS,
};
pub use predictor::PredictorKind;
