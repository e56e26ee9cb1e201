//! One module per `maple` subcommand. Each exposes `Args` (clap) and `run`.

pub mod isa;
