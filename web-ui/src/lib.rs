//! The sparkpods playground. Everything here but [`app`] is plain Rust, tested natively:
//! evaluating the inputs ([`session`]) into what one evaluation produces ([`preview`]), the
//! YAML view ([`yaml`]), "explain" ([`explain`]), the resource summary ([`summary`]), share
//! links and storage ([`share`]), the examples gallery, the admission verdicts
//! ([`admission_view`]), the release comparison ([`compare`]), the editor's completions,
//! SparkApplications of the Spark operators ([`application`], with [`operators`] and
//! "Convert to…" ([`conversion`]) loaded on demand), the Cluster tab ([`cluster_view`], with [`cluster`] loaded on demand). What loads
//! on demand: the template readers and the key catalog ([`on_demand`]), the feature modules'
//! split points ([`lazy`]). [`app`] is the Yew UI over them and exists only in the browser
//! build.

pub mod admission_view;
pub mod application;
pub mod cluster;
pub mod cluster_view;
pub mod compare;
pub mod comparison;
pub mod completions;
pub mod conversion;
pub mod diff;
pub mod examples;
pub mod explain;
pub mod html;
pub mod inputs;
pub mod lazy;
pub mod on_demand;
pub mod operators;
pub mod path;
pub mod preview;
pub mod rules;
pub mod session;
pub mod share;
pub mod state;
pub mod summary;
pub mod webhook_view;
pub mod yaml;

#[cfg(target_arch = "wasm32")]
pub mod app;
