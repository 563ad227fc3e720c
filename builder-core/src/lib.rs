//! sparkpods builder core: Spark conf in, Kubernetes objects out, exactly as Spark builds them.
//!
//! Pure: no I/O, no clock, no randomness. Everything Spark would read from the outside world
//! (files, environment, random ids, the clock) comes in through the [`Case`] (its [`FileSet`],
//! [`Environment`]) and an [`IdSource`].
//!
//! The root is the API: a [`Case`] (a conf and the options of a run) makes a [`Submission`],
//! [`render`] builds what Spark builds from it ([`Rendered`]), [`check`] says what a user should
//! know about it ([`Diagnostic`]s), and [`document`] writes the whole document `sparkpods render`
//! prints. [`registry`] lists every conf key sparkpods reads; [`declared`] every key a release
//! declares. [`submit_client`] is spark-submit's `Client`, which the operators reuse.

#![deny(missing_docs)]

mod admission;
mod builder;
mod case;
mod conf;
mod conf_dir;
mod custom_resources;
mod diagnostics;
pub mod document;
mod driver_process;
mod error;
mod executor_count;
mod fabric8_json;
mod features;
mod inputs;
mod kubernetes_conf;
mod memory;
mod names;
mod pod;
mod provenance;
mod random_ids;
mod release;
mod release_diff;
mod rendered_json;
mod rendered_memory;
mod resource_profile;
pub mod rules;
mod spark_properties;
pub mod submit_client;
mod suggest;
mod template;
mod utc;
mod volumes;

// Rendering: a case's submission in, Spark's objects out.
pub use builder::{
    ExecutorSpec, Rendered, StepSnapshot, Submission, TEMPLATE_STEP, Trace, render,
    render_executor, render_pods, render_traced,
};
pub use case::{
    Case, CaseError, CaseOptions, DEFAULT_APP_ID, DEFAULT_DRIVER_POD_UID, DEFAULT_MAIN_RESOURCE,
    RoleSel,
};
pub use error::{Phase, SparkError};
pub use kubernetes_conf::Role;

// What Spark reads from the outside world, and the ids it draws.
pub use driver_process::{DRIVER_POD_IP, SUBMITTING_HOST};
pub use inputs::{
    DeployMode, DeterministicIds, DriverArgs, Environment, FileSet, IdSource, MainResource,
};
pub use random_ids::SeededIds;
pub use utc::UtcTime;

// Releases.
pub use release::{
    Behaviour, Fabric8, Release, Resolution, SparkVersion, UnknownSparkVersion, supported_list,
    supported_range,
};

// The conf: Spark's readers, the registry of the keys sparkpods reads, the catalog of every key
// a release declares.
pub use conf::bytes::{ByteUnit, byte_string_as};
pub use conf::directives::parse_directives;
pub use conf::properties::{PropEntry, PropertiesError, last_wins, parse_properties};
pub use conf::submit_environment::{
    SubmitInputs, looks_like_spark_submit, spark_submit_commands, submit_inputs,
};
pub use conf::submit_line::{
    ShellWord, SubmitCommand, SubmitParseError, default_app_name, parse_spark_submit,
    parse_spark_submit_args,
};
pub use conf::{SparkConf, declared, registry};
pub use inputs::SUBMIT_TIME_MS;
pub use spark_properties::{store_escape_value, store_line};

// Pod templates, user feature steps.
pub use features::user_steps::{UserSteps, oracle_examples};
pub use template::{
    MisreadFileMode, ReadTemplate, TemplateReader, UndeclaredField, misread_file_modes,
    parse_template, prune_undeclared,
};

// What `check` says, and why a key has the effect it has.
pub use diagnostics::{Diagnostic, Fix, TemplateSpot, check, line_start_column};
pub use executor_count::{ExecutorCount, executor_count, initial_executors};
pub use provenance::{KeyEffect, compute_key, key_effect};
pub use release_diff::{diff_json, explain_steps, release_diff};
pub use rules::{Example, InputKind, Rule, Severity};
pub use suggest::closest;

// Each pod's memory, part by part (the render document's `memory` member).
pub use memory::{
    CreatedPod, HeapFrom, MemoryAnatomy, OverheadFactor, OverheadFrom, PodMemory, TmpfsVolume,
};

// Spark's objects as JSON, as fabric8 sends them.
pub use fabric8_json::{canonical, config_map_json, kube_json, object_json, pod_json};
pub use rendered_json::{rendered_json, unknown_fields};
pub use rendered_memory::{rendered_memory, rendered_memory_as_built};

// The admission policy's additions to a pod.
pub use admission::{PodAdditions, PodIdentity, check_cluster_key, cluster_additions};

/// The README's example runs as a doctest, so the crate page cannot show code that does not
/// build.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
