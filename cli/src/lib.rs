//! The `sparkpods` command line tool's library: load a conf file the way the Spark oracle does
//! (directives, files from disk, environment), render it with builder-core, and print the
//! oracle's JSON document (built by [`builder_core::document`], which the JavaScript package
//! shares).

pub mod app;
pub mod case;
pub mod check;
pub mod cluster;
pub mod convert;
pub mod diagnose;
pub mod ids;
pub mod normalize;
pub mod rules;
pub mod webhook_diff;

pub use builder_core::document::{render_document, render_document_text, render_document_then};
