//! What the evaluation itself loads when it is first needed, not with the page.
//!
//! The pod template readers (YAML with each release's scalar rules, Jackson's coercions into
//! the k8s-openapi types: the `sparkpods-yaml` crate, builder-core's `template` module and
//! `sparkpods_kube::from_value_as`) are a sixth of the playground's code and most confs never
//! name a template. The browser build splits them into a module of their own (the
//! `pod_templates` split point, cut out by `tools/web/build-wasm.mjs`), fetched the first time
//! a render asks for a template. Until then renders get [`template_reader`]'s stand-in, which
//! reads nothing and records that it was asked: [`unless_templates_pending`] tells the session
//! and the Compare tab to show "loading" rather than the stand-in's result, and the app to
//! [`load_templates`] and evaluate again. Natively (tests, profilers) the readers are linked in
//! and there from the start.
//!
//! Every key every release declares (builder-core's key catalog, `keys.tsv`: 128 KB gzip, as
//! much as a fifth of the first load) is data, not code: the page fetches it as a file the
//! first time the editor holds a key sparkpods' registry does not list ([`awaiting_keys`],
//! [`load_declared_keys`]); until then `check` knows the registry's keys and the completions
//! are the registry's. Natively it is read from the source tree.

use std::cell::Cell;

use builder_core::Release;
use builder_core::{MisreadFileMode, ReadTemplate, TemplateReader, UndeclaredField};

thread_local! {
    static LOADED: Cell<Option<TemplateReader>> = Cell::new(initially_loaded());
    static REQUESTED: Cell<bool> = const { Cell::new(false) };
}

#[cfg(not(target_arch = "wasm32"))]
fn initially_loaded() -> Option<TemplateReader> {
    Some(TemplateReader::BUILT_IN)
}

#[cfg(target_arch = "wasm32")]
fn initially_loaded() -> Option<TemplateReader> {
    None
}

/// The reader renders use: the loaded one, else the stand-in.
pub fn template_reader() -> TemplateReader {
    LOADED.with(Cell::get).unwrap_or(STAND_IN)
}

/// Whether the template readers are loaded.
pub fn templates_loaded() -> bool {
    LOADED.with(Cell::get).is_some()
}

/// Whether a render asked the stand-in for a template since the last call (and reset).
fn take_template_request() -> bool {
    REQUESTED.with(|r| r.replace(false))
}

/// `f` (renders with [`template_reader`]), or `None` if it asked for a template the reader of
/// which is still loading: its result is the stand-in's, not the inputs'.
pub fn unless_templates_pending<T>(f: impl FnOnce() -> T) -> Option<T> {
    take_template_request();
    let out = f();
    (!take_template_request()).then_some(out)
}

/// Reads nothing; a render that needs templates is evaluated again once they are loaded.
const STAND_IN: TemplateReader = TemplateReader {
    read: stand_in_read,
    misread_file_modes: stand_in_file_modes,
    undeclared_fields: stand_in_undeclared,
    value: stand_in_value,
};

fn stand_in_value(_: &str, _: Release) -> Result<serde_json::Value, String> {
    REQUESTED.with(|r| r.set(true));
    Err("the pod template reader is still loading".to_string())
}

fn stand_in_read(_: &str, _: Release) -> ReadTemplate {
    REQUESTED.with(|r| r.set(true));
    Err("the pod template reader is still loading".to_string())
}

fn stand_in_file_modes(_: &str, _: Release) -> Vec<MisreadFileMode> {
    REQUESTED.with(|r| r.set(true));
    Vec::new()
}

fn stand_in_undeclared(_: &str, _: Release) -> Vec<UndeclaredField> {
    REQUESTED.with(|r| r.set(true));
    Vec::new()
}

/// Whether the key catalog is loaded.
pub fn declared_keys_loaded() -> bool {
    builder_core::declared::loaded_catalog().is_some()
}

/// Whether `case` names a key the registry does not list while the catalog is not loaded: what
/// `check` says of it waits for [`load_declared_keys`].
pub fn awaiting_keys(case: &builder_core::Case) -> bool {
    !declared_keys_loaded()
        && case
            .conf
            .iter()
            .any(|(k, _)| builder_core::registry::lookup(k).is_none())
}

/// Fetch and read the key catalog (once; later calls return at once).
pub async fn load_declared_keys() -> Result<(), LoadError> {
    if declared_keys_loaded() {
        return Ok(());
    }
    let text = keys_text().await.map_err(|why| LoadError {
        what: "key catalog (keys.tsv)",
        why,
    })?;
    // Read once for the page's lifetime: the catalog borrows from it.
    builder_core::declared::load_catalog(Box::leak(text.into_boxed_str()));
    Ok(())
}

/// The catalog as served next to the page (index.html copies it into the build).
#[cfg(target_arch = "wasm32")]
async fn keys_text() -> Result<String, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let js = |e: wasm_bindgen::JsValue| format!("{e:?}");
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str("keys.tsv"))
        .await
        .map_err(js)?
        .dyn_into()
        .map_err(js)?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    JsFuture::from(response.text().map_err(js)?)
        .await
        .map_err(js)?
        .as_string()
        .ok_or_else(|| "not text".to_string())
}

#[cfg(not(target_arch = "wasm32"))]
async fn keys_text() -> Result<String, String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../builder-core/src/conf/declared/keys.tsv"
    );
    std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))
}

/// Why a module loaded on demand (here or in [`crate::lazy`]) could not be loaded.
#[derive(Debug, thiserror::Error)]
#[error("could not load the {what} ({why}); reload the page to try again")]
pub struct LoadError {
    /// What was being loaded (`pod template reader`).
    pub(crate) what: &'static str,
    /// The loader's error.
    pub(crate) why: String,
}

/// Load the template readers (once; later calls return at once).
pub async fn load_templates() -> Result<(), LoadError> {
    if templates_loaded() {
        return Ok(());
    }
    let reader = built_in_templates().await.map_err(|e| LoadError {
        what: "pod template reader",
        why: e.to_string(),
    })?;
    LOADED.with(|l| l.set(Some(reader)));
    Ok(())
}

/// The split point: everything only this function reaches goes to the `pod_templates` module.
#[cfg(target_arch = "wasm32")]
#[wasm_split_helpers::wasm_split(pod_templates, fallible)]
fn built_in_templates() -> Result<TemplateReader, wasm_split_helpers::SplitLoaderError> {
    Ok(TemplateReader::BUILT_IN)
}

#[cfg(not(target_arch = "wasm32"))]
async fn built_in_templates() -> Result<TemplateReader, std::convert::Infallible> {
    Ok(TemplateReader::BUILT_IN)
}

#[cfg(test)]
mod tests {
    use std::pin::pin;
    use std::task::{Context, Poll, Waker};

    use builder_core::SparkVersion;

    use super::*;
    use crate::examples::by_id;
    use crate::session::{Inputs, evaluate};

    /// As the browser starts: nothing loaded (natively the readers are linked in).
    fn unload() {
        LOADED.with(|l| l.set(None));
        REQUESTED.with(|r| r.set(false));
    }

    /// `load_templates` natively completes without waiting.
    fn load_now() -> Result<(), LoadError> {
        let mut cx = Context::from_waker(Waker::noop());
        match pin!(load_templates()).as_mut().poll(&mut cx) {
            Poll::Ready(r) => r,
            Poll::Pending => panic!("loading natively never waits"),
        }
    }

    fn example(id: &str) -> Inputs {
        by_id(id).unwrap().inputs(SparkVersion::DEFAULT)
    }

    #[test]
    fn a_conf_naming_a_template_waits_for_the_reader_then_renders_with_it() {
        unload();
        let waiting = evaluate(&example("sidecar-template"));
        assert!(waiting.awaiting_templates);
        assert!(waiting.driver_pod.is_none() && waiting.failure.is_none());
        assert!(waiting.problems.is_empty(), "no findings from the stand-in");

        load_now().unwrap();
        assert!(templates_loaded());
        let p = evaluate(&example("sidecar-template"));
        assert!(!p.awaiting_templates);
        let driver = p.driver_pod.unwrap().to_string();
        assert!(driver.contains("fluent-bit"), "{driver}");
    }

    #[test]
    fn confs_without_templates_never_wait() {
        unload();
        let p = evaluate(&example("basic-jvm"));
        assert!(!p.awaiting_templates);
        assert!(p.driver_pod.is_some());
        assert!(!take_template_request());
    }

    #[test]
    fn a_key_outside_the_registry_loads_the_catalog_then_check_and_completion_know_it() {
        let mut inputs = example("basic-jvm");
        assert!(!evaluate(&inputs).awaiting_keys, "registry keys only");
        inputs.conf.push_str("\nspark.eventLog.enable true\n");
        // Natively with `declared-keys` (the workspace's tests) the catalog is built in.
        assert_eq!(evaluate(&inputs).awaiting_keys, !declared_keys_loaded());
        let mut cx = Context::from_waker(Waker::noop());
        match pin!(load_declared_keys()).as_mut().poll(&mut cx) {
            Poll::Ready(r) => r.unwrap(),
            Poll::Pending => panic!("loading natively never waits"),
        }
        let p = evaluate(&inputs);
        assert!(!p.awaiting_keys);
        let typo = p
            .problems
            .iter()
            .find(|d| d.key.as_deref() == Some("spark.eventLog.enable"))
            .unwrap();
        assert_eq!(typo.rule.id, "unknown-key");
        assert!(
            typo.hint
                .as_deref()
                .unwrap_or("")
                .contains("spark.eventLog.enabled"),
            "{typo:?}"
        );
        let offered = crate::completions::completions(SparkVersion::DEFAULT);
        let partitions = offered
            .iter()
            .find(|c| c.label == "spark.sql.shuffle.partitions")
            .unwrap();
        assert!(partitions.detail.contains("default 200"), "{partitions:?}");
    }

    #[test]
    fn an_earlier_request_does_not_make_the_next_evaluation_wait() {
        unload();
        let _ = (template_reader().read)("spec: {}", Release::of(SparkVersion::DEFAULT));
        assert!(!evaluate(&example("basic-jvm")).awaiting_templates);
    }
}
