//! The whole oracle document for a [`Case`]: [`rendered_json`](crate::rendered_json)'s `driver`, `executor`
//! and `error` members with the case's `inputs` and releases, optionally with the random parts
//! masked ([`normalize`]), or with a real run's random parts ([`randomize`]). What `sparkpods
//! render` prints and the JavaScript package returns, built in one place so that the two cannot
//! drift apart.

mod normalize;

pub(crate) use normalize::Masks;
pub use normalize::{Drawn, normalize, replace_drawn_uuids, replace_uuids};

use serde_json::{Map, Value};

use crate::builder::{Rendered, Submission};
use crate::case::{Case, RoleSel};
pub use crate::fabric8_json::WriteError;
use crate::fabric8_json::{JsonWriter, MaskStrings, Shape};
use crate::features::user_steps::UserSteps;
use crate::inputs::IdSource;
use crate::kubernetes_conf::Role;
use crate::rendered_json::{Member, Pairs, write_member};
use crate::rendered_memory::{rendered_memory, rendered_memory_as_built};
use crate::template::TemplateReader;

/// Give `case` a real run's random parts, as spark-submit draws them: the submission time
/// `now_millis` (milliseconds since the epoch), and, when `random_app_id` (the caller names no
/// application id), an id `spark-<uuid without dashes>` drawn from `ids` before the render
/// draws the rest. `sparkpods render --random-ids` and the JavaScript package's `randomIds`.
pub fn randomize(case: &mut Case, ids: &mut dyn IdSource, now_millis: u64, random_app_id: bool) {
    if random_app_id {
        case.options.app_id = format!("spark-{}", ids.uuid().replace('-', ""));
    }
    case.set_submit_time(i64::try_from(now_millis).unwrap_or(i64::MAX));
}

/// [`render_document`]'s `normalize_with`: mask the random parts (and the working directory
/// `cwd`) when `normalize` asks for it, never random ids, which are drawn to be seen.
pub fn normalize_with(
    normalize: bool,
    random_ids: bool,
    cwd: Option<&str>,
) -> Option<Option<&str>> {
    (normalize && !random_ids).then_some(cwd)
}

/// Why a document could not be written: never expected (every key is a string), kept typed
/// rather than panicking.
#[derive(Debug, thiserror::Error)]
pub enum DocumentError {
    /// A value serde could not write as JSON.
    #[error("the document could not be written: {0}")]
    Write(#[from] WriteError),
    /// The written text did not read back as JSON.
    #[error("the document could not be read back: {0}")]
    Read(#[from] serde_json::Error),
}

/// Render a case into the oracle's document as text (`pretty`: indented as
/// `serde_json::to_string_pretty`), written straight from the typed objects: `driver`,
/// `executor`, `error`, `inputs`, `sparkVersion`, and `submitVersion` when spark-submit's
/// release differs, then `memory`; random parts masked like the oracle when `normalize_with`
/// gives the working directory to mask (or `Some(None)` to normalize without one). What
/// `sparkpods render` prints, the JavaScript package returns and the language server shows.
pub fn render_document_text(
    case: &Case,
    user_steps: &UserSteps,
    ids: &mut dyn IdSource,
    normalize_with: Option<Option<&str>>,
    pretty: bool,
) -> Result<(String, Rendered), DocumentError> {
    let secret = ids.auth_secret();
    let sub = case.submission(user_steps, TemplateReader::BUILT_IN);
    let mut rendered = crate::render(&sub, ids);
    let masks = normalize_with.map(|cwd| Masks::new(drawn(&secret, &rendered), cwd));
    let text = write_document(
        case,
        &sub,
        &mut rendered,
        masks.as_ref(),
        pretty,
        WithMemory::Yes,
    )?;
    Ok((text, rendered))
}

/// [`render_document_text`] as values.
pub fn render_document(
    case: &Case,
    user_steps: &UserSteps,
    ids: &mut dyn IdSource,
    normalize_with: Option<Option<&str>>,
) -> Result<(Value, Rendered), DocumentError> {
    let (text, rendered) = render_document_text(case, user_steps, ids, normalize_with, false)?;
    Ok((serde_json::from_str(&text)?, rendered))
}

/// [`render_document`], with `then` changing the document before it is normalized (it sees
/// the submission and the render: `--cluster` puts the pods as admitted there); the `memory`
/// member reads the pods as `then` left them.
pub fn render_document_then(
    case: &Case,
    user_steps: &UserSteps,
    ids: &mut dyn IdSource,
    normalize_with: Option<Option<&str>>,
    then: impl FnOnce(&mut Value, &Submission, &Rendered),
) -> Result<(Value, Rendered), DocumentError> {
    let secret = ids.auth_secret();
    let sub = case.submission(user_steps, TemplateReader::BUILT_IN);
    let mut rendered = crate::render(&sub, ids);
    let text = write_document(case, &sub, &mut rendered, None, false, WithMemory::No)?;
    let mut doc: Value = serde_json::from_str(&text)?;
    then(&mut doc, &sub, &rendered);
    let memory = memory_json(&sub, &rendered, |role| {
        doc.pointer(pod_pointer(role)).filter(|p| p.is_object())
    });
    if let Value::Object(m) = &mut doc
        && !memory.is_empty()
    {
        m.insert("memory".into(), Value::Object(memory));
    }
    if let Some(cwd) = normalize_with {
        normalize::normalize(&mut doc, drawn(&secret, &rendered), cwd);
    }
    Ok((doc, rendered))
}

/// What the render drew that a normalized document masks.
fn drawn<'a>(secret: &'a str, rendered: &Rendered) -> Drawn<'a> {
    Drawn {
        auth_secret: Some(secret),
        bound_port: rendered.executor.as_ref().and_then(|e| e.drawn.bound_port),
    }
}

/// Whether [`write_document`] writes the `memory` member (from the pods as rendered).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum WithMemory {
    Yes,
    No,
}

/// Where each role's pod as created is in the document (the driver pod as spark-submit creates
/// it, with the conf volume mounted).
fn pod_pointer(role: Role) -> &'static str {
    match role {
        Role::Driver => "/driver/submitted/pod",
        Role::Executor => "/executor/pod",
    }
}

/// Room for the document per byte of the conf ([`write_document`]): the indented document of
/// 20 000 volumes is 6.7 times its conf (10.8 MB).
const CONF_COPIES: usize = 8;

/// The document's text: its members in Java `String` order (the oracle's canonical form), then
/// `memory`.
fn write_document(
    case: &Case,
    sub: &Submission,
    rendered: &mut Rendered,
    masks: Option<&Masks<'_>>,
    pretty: bool,
    with_memory: WithMemory,
) -> Result<String, WriteError> {
    let role = case.options.role;
    let mut w = JsonWriter::new(pretty, masks.map(|m| m as &dyn MaskStrings));
    // Every entry of the conf is written several times (`inputs`, the system properties, the
    // two `spark.properties`, what it makes of the pods): room for that up front, so that a
    // conf of thousands of keys does not copy its document each time the buffer doubles.
    w.reserve(
        CONF_COPIES
            * case
                .conf
                .iter()
                .map(|(k, v)| k.len() + v.len() + 8)
                .sum::<usize>(),
    );
    let mut doc = w.open();
    if role != RoleSel::Executor {
        write_member(&mut w, &mut doc, rendered, Member::Driver)?;
    }
    write_member(&mut w, &mut doc, rendered, Member::Error)?;
    if role != RoleSel::Driver {
        write_member(&mut w, &mut doc, rendered, Member::Executor)?;
    }
    w.member(&mut doc, "inputs", &case.inputs(), Shape::AsIs)?;
    w.member(
        &mut doc,
        "sparkVersion",
        case.options.version.as_str(),
        Shape::AsIs,
    )?;
    if let Some(submit) = case
        .options
        .submit_version
        .filter(|s| *s != case.options.version)
    {
        w.member(&mut doc, "submitVersion", submit.as_str(), Shape::AsIs)?;
    }
    if with_memory == WithMemory::Yes {
        // The pods as the document shows them ([`pod_pointer`]).
        let memory = rendered_memory_as_built(sub, rendered, |shown| match shown {
            Role::Driver => role != RoleSel::Executor,
            Role::Executor => role != RoleSel::Driver,
        });
        if !memory.is_empty() {
            let by_role = Pairs(memory.iter().map(|a| (a.role.as_str(), a)).collect());
            w.member(&mut doc, "memory", &by_role, Shape::AsIs)?;
        }
    }
    w.close(doc);
    w.finish()
}

/// The document's `memory` member: each pod's [`MemoryAnatomy`](crate::MemoryAnatomy), by
/// role, read from the pod as created that `pod` gives (none: the role is not shown).
fn memory_json<'v>(
    sub: &Submission,
    rendered: &Rendered,
    pod: impl Fn(Role) -> Option<&'v Value>,
) -> Map<String, Value> {
    rendered_memory(sub, rendered, pod)
        .into_iter()
        .map(|a| (a.role.as_str().to_string(), a.to_json()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::CaseOptions;
    use crate::inputs::DeterministicIds;
    use crate::random_ids::SeededIds;

    const SUBMIT: &str = "spark-submit --master k8s://https://k8s:443 --deploy-mode cluster \
                          --conf spark.kubernetes.container.image=apache/spark:3.5.5 \
                          --class org.apache.spark.examples.SparkPi local:///opt/app.jar";

    fn case(text: &str) -> Case {
        Case::parse("conf", text, None, CaseOptions::default(), &[]).unwrap()
    }

    fn submit_time(case: &Case) -> Option<&str> {
        case.conf
            .iter()
            .find(|(k, _)| k == crate::conf::registry::APP_SUBMIT_TIME.key)
            .map(|(_, v)| v.as_str())
    }

    /// The `inputs` member written straight to text is the values the reference builds, with
    /// and without a proxy user, for a command line and a conf, and for a conf a caller set a
    /// key of twice (a map keeps the last value).
    #[test]
    fn the_inputs_member_is_its_values() {
        let mut cases = vec![
            case(SUBMIT),
            case(&format!(
                "{} a1 a2",
                SUBMIT.replace("--class", "--proxy-user alice --class")
            )),
            case("spark.master k8s://https://k:443\nspark.app.name a\n"),
        ];
        let mut twice = case("spark.master k8s://https://k:443\nspark.b 1\n");
        twice.conf.insert(0, ("spark.b".into(), "0".into()));
        cases.push(twice);
        for c in &cases {
            let written = serde_json::to_value(c.inputs()).unwrap();
            assert_eq!(written, c.inputs_json());
            assert_eq!(
                serde_json::to_string(&c.inputs()).unwrap(),
                serde_json::to_string(&c.inputs_json()).unwrap()
            );
        }
        assert_eq!(cases[1].inputs_json()["proxyUser"], "alice");
        assert_eq!(cases[3].inputs_json()["conf"]["spark.b"], "1");
    }

    /// Client mode: executors only, the driver reached at the submitting host and the port it
    /// bound, masked as the oracle masks them (and drawn, unmasked, for a real run).
    #[test]
    fn a_client_mode_document_has_the_executor_only() {
        let conf = "spark.master k8s://https://k:443\nspark.app.name a\n\
                    spark.kubernetes.container.image i\nspark.submit.deployMode client\n";
        let c = case(conf);
        let steps = UserSteps::new();
        let url = |doc: &Value| {
            doc["executor"]["pod"]["spec"]["containers"][0]["env"]
                .as_array()
                .unwrap()
                .iter()
                .find(|e| e["name"] == "SPARK_DRIVER_URL")
                .unwrap()["value"]
                .as_str()
                .unwrap()
                .to_string()
        };
        let (doc, _) =
            render_document(&c, &steps, &mut DeterministicIds::default(), Some(None)).unwrap();
        assert!(doc.get("driver").is_none());
        assert_eq!(doc["inputs"]["deployMode"], "client");
        assert_eq!(
            url(&doc),
            "spark://CoarseGrainedScheduler@<SUBMITTING-HOST>:<DRIVER-PORT>"
        );
        let (doc, _) =
            render_document(&c, &steps, &mut SeededIds::new(7, 1_700_000_000_000), None).unwrap();
        let port = url(&doc)
            .rsplit(':')
            .next()
            .unwrap()
            .parse::<u16>()
            .unwrap();
        assert!((32768..61000).contains(&port), "{port}");
    }

    #[test]
    fn randomize_draws_the_app_id_first_and_records_the_clock() {
        let mut randomized = case(SUBMIT);
        let fixed_id = randomized.options.app_id.clone();
        randomize(
            &mut randomized,
            &mut SeededIds::new(7, 0),
            1_764_447_480_000,
            true,
        );
        let expected = format!("spark-{}", SeededIds::new(7, 0).uuid().replace('-', ""));
        assert_eq!(randomized.options.app_id, expected);
        assert_ne!(randomized.options.app_id, fixed_id);
        assert_eq!(submit_time(&randomized), Some("1764447480000"));

        // An application id the caller names is kept; the clock is still recorded.
        let mut named = case(SUBMIT);
        randomize(&mut named, &mut SeededIds::new(7, 0), 5, false);
        assert_eq!(named.options.app_id, fixed_id);
        assert_eq!(submit_time(&named), Some("5"));
    }

    #[test]
    fn a_properties_conf_has_no_submit_time_to_set() {
        let mut props = case("spark.app.name pi\n");
        randomize(&mut props, &mut DeterministicIds::default(), 5, true);
        assert_eq!(submit_time(&props), None);
        assert!(props.options.app_id.starts_with("spark-"));
    }

    #[test]
    fn random_ids_are_never_masked() {
        assert_eq!(normalize_with(true, false, Some("/w")), Some(Some("/w")));
        assert_eq!(normalize_with(true, false, None), Some(None));
        assert_eq!(normalize_with(true, true, Some("/w")), None);
        assert_eq!(normalize_with(false, false, Some("/w")), None);
    }
}
