//! `check`: what sparkpods reports about its inputs, whatever their kind, as [`Finding`]s that
//! each name their rule, file, line and column. One input's findings (`one_input.rs`: a conf
//! or a spark-submit command line, or a SparkApplication, on the resource's fields); which
//! files are Spark's (`inputs.rs`); many inputs at once, with the configuration file and the
//! suppressions in the files (`run.rs`, `config.rs`, `suppress.rs`); and the report in each
//! format (`report/`).

mod config;
mod finding;
mod inputs;
mod one_input;
pub mod report;
mod run;
mod settings;
mod suppress;

pub use config::{CONFIG_FILE, Config, ConfigError, FailOn, RuleLevel};
pub use finding::{Finding, Subject};
pub use inputs::{Contents, classify};
pub use one_input::{check_app, check_conf, example_profile};
pub use run::{Input, Outcome, Unreadable, check_inputs};
pub use settings::{InputError, Settings};
