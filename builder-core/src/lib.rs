//! sparkpods builder core: Spark conf in, Kubernetes objects out, exactly as Spark builds them.
//!
//! Pure: no I/O, no clock, no randomness. Everything Spark would read from the outside world
//! (files, environment, random ids, the clock) comes in through [`inputs`].

pub mod admission;
pub mod builder;
pub mod case;
pub mod conf;
pub mod conf_dir;
pub mod custom_resources;
pub mod diagnostics;
pub mod document;
pub mod driver_process;
pub mod error;
pub mod executor_count;
pub mod fabric8_json;
pub mod features;
pub mod inputs;
pub mod kconf;
pub mod memory;
pub mod names;
pub mod output;
pub mod pod;
pub mod provenance;
pub mod random_ids;
pub mod release;
pub mod release_diff;
pub mod resource_profile;
pub mod spark_properties;
pub mod submit_client;
pub mod suggest;
pub mod template;
pub mod utc;
pub mod volumes;

pub use builder::{Rendered, Submission, Trace, render, render_traced};
pub use error::{Phase, SparkError};
pub use release::{Behaviour, Release, SparkVersion};

/// The README's example runs as a doctest, so the crate page cannot show code that does not
/// build.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
