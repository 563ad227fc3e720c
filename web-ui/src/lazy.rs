//! The playground's feature modules, loaded when first needed, not with the page. The
//! operators' translations ([`crate::operators`]: a `SparkApplication` submitted as its
//! operator would) are fetched the first time the editor holds a SparkApplication ([`operators`],
//! [`load_operators`]); code they share with the template readers (the YAML reader) goes into
//! a chunk either one loads. The cluster checks ([`crate::cluster`]: a pasted profile read, the
//! pods taken through its admission chain and nodes) are fetched with the first profile
//! ([`cluster`], [`load_cluster`]). The admission policy's library (the Admission tab's
//! verdicts, [`crate::admission_view`]) is fetched when that tab is first opened
//! ([`admission`], [`load_admission`]). The Compare tab's release diff (every release between
//! two rendered, each change attributed) is fetched when that tab is first opened
//! ([`compare`], [`load_compare`]).
//!
//! Each is a `wasm_split_helpers` split point (cut out by `tools/web/build-wasm.mjs`), named
//! here and nowhere else. What the evaluation itself loads on demand (the template readers, the
//! key catalog) is [`crate::on_demand`], below the modules these split points reach.

use std::cell::Cell;
use std::future::Future;
use std::rc::Rc;
use std::thread::LocalKey;

use sparkpods_kube::cluster::ClusterProfile;

use builder_core::{Case, SparkVersion};

use crate::admission_view::AdmissionView;
use crate::comparison::Comparison;
use crate::inputs::Inputs;
use crate::on_demand::LoadError;
use crate::preview::{ConversionView, Preview, Problem, Submitted};
use sparkpods_convert::Target;

/// A module's functions before it is loaded: natively linked in (`split::…_now`), in the
/// browser not fetched yet (the path is not compiled there, so the code stays in its module).
macro_rules! initially {
    ($now:path) => {{
        #[cfg(not(target_arch = "wasm32"))]
        let loaded = Some($now());
        #[cfg(target_arch = "wasm32")]
        let loaded = None;
        loaded
    }};
}

thread_local! {
    static OPERATORS: Cell<Option<Operators>> = const { Cell::new(initially!(split::built_in_operators_now)) };
    static CLUSTER: Cell<Option<Cluster>> = const { Cell::new(initially!(split::built_in_cluster_now)) };
    static ADMISSION: Cell<Option<Admission>> = const { Cell::new(initially!(split::built_in_admission_now)) };
    static COMPARE: Cell<Option<Compare>> = const { Cell::new(initially!(split::built_in_compare_now)) };
}

/// Where a loaded module's functions are kept.
type Slot<T> = LocalKey<Cell<Option<T>>>;

/// The module in `slot`, if loaded.
fn loaded<T: Copy + 'static>(slot: &'static Slot<T>) -> Option<T> {
    slot.with(Cell::get)
}

/// Load the module into `slot` with `fetch` (once; later calls return at once; `fetch` is not
/// started then), naming it `what` if it fails.
async fn load<T: Copy + 'static, E: std::fmt::Display>(
    slot: &'static Slot<T>,
    what: &'static str,
    fetch: impl Future<Output = Result<T, E>>,
) -> Result<(), LoadError> {
    if loaded(slot).is_some() {
        return Ok(());
    }
    let module = fetch.await.map_err(|e| LoadError {
        what,
        why: e.to_string(),
    })?;
    slot.with(|s| s.set(Some(module)));
    Ok(())
}

/// What the compare module provides.
#[derive(Debug, Clone, Copy)]
pub struct Compare {
    /// A case on its release against another ([`crate::compare::compare`]).
    pub compare: fn(&Case, SparkVersion, SparkVersion) -> Result<Comparison, String>,
}

/// The release diff, if loaded.
pub fn compare() -> Option<Compare> {
    loaded(&COMPARE)
}

/// Load the compare module (once; later calls return at once).
pub async fn load_compare() -> Result<(), LoadError> {
    load(&COMPARE, "release comparison", split::built_in_compare()).await
}

/// What the admission module provides.
#[derive(Debug, Clone, Copy)]
pub struct Admission {
    /// The policy's verdicts on the preview's pods ([`crate::admission_view::evaluate`]).
    pub evaluate: fn(&str, &Preview) -> AdmissionView,
}

/// The admission policy's library, if loaded.
pub fn admission() -> Option<Admission> {
    loaded(&ADMISSION)
}

/// Load the admission policy's module (once; later calls return at once).
pub async fn load_admission() -> Result<(), LoadError> {
    load(&ADMISSION, "admission policy", split::built_in_admission()).await
}

/// What the cluster module provides.
#[derive(Debug, Clone, Copy)]
pub struct Cluster {
    /// A profile's text read ([`crate::cluster::read`]).
    pub read: fn(&str) -> Result<Rc<ClusterProfile>, String>,
    /// A case checked against a profile, as the tab's HTML ([`crate::cluster::view_html`]).
    pub view_html: fn(&Preview, &ClusterProfile) -> Option<String>,
    /// Executor sizes for the profile's nodes, as HTML ([`crate::cluster::suggestions_html`]).
    pub suggestions_html: fn(&Preview, &ClusterProfile) -> String,
    /// An example profile's text ([`crate::cluster_view::example_profile`]).
    pub example: fn(&str) -> Option<&'static str>,
}

/// The cluster checks, if loaded.
pub fn cluster() -> Option<Cluster> {
    loaded(&CLUSTER)
}

/// Load the cluster checks' module (once; later calls return at once).
pub async fn load_cluster() -> Result<(), LoadError> {
    load(&CLUSTER, "cluster checks", split::built_in_cluster()).await
}

/// The editor's inputs written as `Target`, rendered by the evaluation given.
pub type Convert =
    fn(&Inputs, Target, &dyn Fn(&Inputs) -> Preview) -> Result<ConversionView, String>;

/// What the operators module provides.
#[derive(Debug, Clone, Copy)]
pub struct Operators {
    /// A SparkApplication's text submitted as its operator would ([`crate::operators::submit`]).
    pub submit: fn(&str) -> Result<Submitted, Box<Problem>>,
    /// The editor's inputs written as another form, with the parity report, rendered by the
    /// evaluation given ([`crate::conversion::convert`]).
    pub convert: Convert,
}

/// The operators, if loaded.
pub fn operators() -> Option<Operators> {
    loaded(&OPERATORS)
}

/// Load the operators' module (once; later calls return at once).
pub async fn load_operators() -> Result<(), LoadError> {
    load(
        &OPERATORS,
        "Spark operators' translations",
        split::built_in_operators(),
    )
    .await
}

#[cfg(target_arch = "wasm32")]
mod split {
    use wasm_split_helpers::{SplitLoaderError, wasm_split};

    use super::{Admission, Cluster, Compare, Operators};

    /// The split point of the `compare` module.
    #[wasm_split(compare, fallible)]
    pub fn built_in_compare() -> Result<Compare, SplitLoaderError> {
        Ok(Compare {
            compare: crate::compare::compare,
        })
    }

    /// The split point of the `operators` module.
    #[wasm_split(operators, fallible)]
    pub fn built_in_operators() -> Result<Operators, SplitLoaderError> {
        Ok(Operators {
            submit: crate::operators::submit,
            convert: crate::conversion::convert,
        })
    }

    /// The split point of the `admission` module.
    #[wasm_split(admission, fallible)]
    pub fn built_in_admission() -> Result<Admission, SplitLoaderError> {
        Ok(Admission {
            evaluate: crate::admission_view::evaluate,
        })
    }

    /// The split point of the `cluster` module.
    #[wasm_split(cluster, fallible)]
    pub fn built_in_cluster() -> Result<Cluster, SplitLoaderError> {
        Ok(Cluster {
            read: crate::cluster::read,
            view_html: crate::cluster::view_html,
            suggestions_html: crate::cluster::suggestions_html,
            example: crate::cluster_view::example_profile,
        })
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod split {

    use super::{Admission, Cluster, Compare, Operators};

    pub const fn built_in_compare_now() -> Compare {
        Compare {
            compare: crate::compare::compare,
        }
    }

    pub async fn built_in_compare() -> Result<Compare, std::convert::Infallible> {
        Ok(built_in_compare_now())
    }

    pub const fn built_in_operators_now() -> Operators {
        Operators {
            submit: crate::operators::submit,
            convert: crate::conversion::convert,
        }
    }

    pub async fn built_in_operators() -> Result<Operators, std::convert::Infallible> {
        Ok(built_in_operators_now())
    }

    pub const fn built_in_admission_now() -> Admission {
        Admission {
            evaluate: crate::admission_view::evaluate,
        }
    }

    pub async fn built_in_admission() -> Result<Admission, std::convert::Infallible> {
        Ok(built_in_admission_now())
    }

    pub const fn built_in_cluster_now() -> Cluster {
        Cluster {
            read: crate::cluster::read,
            view_html: crate::cluster::view_html,
            suggestions_html: crate::cluster::suggestions_html,
            example: crate::cluster_view::example_profile,
        }
    }

    pub async fn built_in_cluster() -> Result<Cluster, std::convert::Infallible> {
        Ok(built_in_cluster_now())
    }
}
