//! The right pane (tabs of YAML, summary card, explain panel, admission tab) and the panels
//! under the editor (problems, files).

use std::ops::Range;
use std::rc::Rc;

use builder_core::Severity;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::{Evaluated, Explained, ModuleLoad, browser};
use builder_core::SparkVersion;

use crate::admission_view::AdmissionView;
use crate::comparison::Comparison;
use crate::diff::DiffLine;
use crate::explain::{Field, KeyEffect, describe_step, line_highlighted};
use crate::lazy;
use crate::preview::ApplicationView;
use crate::preview::{Doc, Problem};
use crate::session::{Inputs, VirtualFile, comparable_case};
use crate::state::{Action, State, Tab};
use crate::summary::{
    PodResources, Summary, format_cpu, format_mib, memory_notes, memory_segments,
};
use crate::yaml::{self, Line};
use builder_core::DeployMode;
use builder_core::ExecutorCount;
use builder_core::{MemoryAnatomy, Role};
use sparkpods_convert::Target;

#[derive(Properties, PartialEq)]
pub struct PaneProps {
    pub state: State,
    pub evaluated: Rc<Evaluated>,
    pub lines: Rc<Vec<Line>>,
    pub line_fields: Rc<Vec<Field>>,
    /// Hover text per line, one per line of `lines`, or empty until computed.
    pub line_titles: Rc<Vec<String>>,
    pub explained: Rc<Option<Explained>>,
    pub focused_effect: Option<Rc<KeyEffect>>,
    pub templates: ModuleLoad,
    pub operators: ModuleLoad,
    pub dispatch: Callback<Action>,
}

#[component]
pub fn PreviewPane(props: &PaneProps) -> Html {
    let state = &props.state;
    let e = &props.evaluated;
    let tabs = Tab::ALL.iter().map(|t| {
        let t = *t;
        let selected = state.tab == t;
        let onclick = props.dispatch.reform(move |_| Action::SelectTab(t));
        let count = match t {
            Tab::Doc(Doc::Resources) => format!(" ({})", e.preview.resource_count()),
            _ => String::new(),
        };
        html! {
            <button role="tab" id={format!("tab-{}", t.id())} data-testid={format!("tab-{}", t.id())}
                aria-selected={selected.to_string()} class={classes!("tab", selected.then_some("active"))} {onclick}>
                { t.label() }{ count }
            </button>
        }
    });
    let body = match state.tab {
        Tab::Doc(_) if e.preview.awaiting_operators => {
            let text = match &props.operators {
                ModuleLoad::Failed(why) => why.to_string(),
                _ => "Loading the Spark operators' translations (the first SparkApplication of this visit)…"
                    .to_string(),
            };
            html! { <p class="empty" role="status" data-testid="loading-operators">{ text }</p> }
        }
        Tab::Doc(_) if e.preview.awaiting_templates => {
            let text = match &props.templates {
                ModuleLoad::Failed(why) => why.to_string(),
                _ => "Loading the pod template reader (the first template of this visit)…"
                    .to_string(),
            };
            html! { <p class="empty" role="status" data-testid="loading-templates">{ text }</p> }
        }
        Tab::Doc(doc) => html! {
            <DocView doc={doc} failed={e.preview.failure.is_some()}
                client_mode={e.preview.case.as_ref().is_some_and(|c| c.deploy_mode() == DeployMode::Client)}
                lines={props.lines.clone()}
                line_fields={props.line_fields.clone()} line_titles={props.line_titles.clone()}
                selected={state.selected_line} focused_effect={props.focused_effect.clone()}
                focused_key={state.focused_key.clone()}
                dispatch={props.dispatch.clone()} />
        },
        Tab::Admission => html! {
            <AdmissionPanel policy={state.policy.clone()} evaluated={e.clone()} dispatch={props.dispatch.clone()} />
        },
        Tab::Compare => html! {
            <ComparePanel inputs={state.inputs.clone()} with={state.compare_with}
                templates_loaded={props.templates == ModuleLoad::Loaded} dispatch={props.dispatch.clone()} />
        },
        Tab::Cluster => html! {
            <super::cluster_panel::ClusterPanel profile={state.cluster_profile.clone()}
                evaluated={e.clone()} dispatch={props.dispatch.clone()} />
        },
        Tab::Convert => html! {
            <ConvertPanel inputs={state.inputs.clone()} to={state.convert_to}
                operators={props.operators.clone()} templates={props.templates.clone()}
                dispatch={props.dispatch.clone()} />
        },
    };
    html! {
        <>
            if let Some(r) = &e.preview.application {
                <p class="operator-note" data-testid="operator-note">
                    { format!("SparkApplication, submitted as the {} submits it.", r.operator) }
                </p>
            }
            if let Some(r) = e.preview.application.as_ref().filter(|r| !r.patches.is_empty()) {
                { webhook_fields(r) }
            }
            if !e.preview.awaiting_templates && !e.preview.awaiting_operators {
                <SummaryCard summary={e.preview.summary.clone()} />
            }
            if let Some(f) = &e.preview.failure {
                <div class="failure" role="alert" data-testid="failure">
                    <strong>{ format!("spark-submit fails ({} phase): ", f.phase) }</strong>
                    <code>{ f.class }</code>{ ": " }{ f.message.clone() }
                    if let Some(h) = &f.hint { <div class="hint">{ format!("Fix: {h}") }</div> }
                </div>
            }
            <div class="tabs" role="tablist">{ for tabs }</div>
            <div class="tab-body" role="tabpanel" aria-labelledby={format!("tab-{}", state.tab.id())}>{ body }</div>
            if let Some(x) = &*props.explained {
                <ExplainPanel explained={x.clone()} dispatch={props.dispatch.clone()} />
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct DocProps {
    doc: Doc,
    /// Spark failed (an empty tab says so).
    failed: bool,
    /// The driver runs in the spark-submit process: there is no driver pod.
    client_mode: bool,
    lines: Rc<Vec<Line>>,
    line_fields: Rc<Vec<Field>>,
    /// Hover text per line, one per line of `lines`, or empty until computed.
    line_titles: Rc<Vec<String>>,
    selected: Option<usize>,
    focused_effect: Option<Rc<KeyEffect>>,
    focused_key: Option<String>,
    dispatch: Callback<Action>,
}

#[component]
fn DocView(props: &DocProps) -> Html {
    let copied = use_state(|| false);
    if props.lines.is_empty() {
        let why = if props.failed {
            "Nothing to show: Spark fails before it creates this (see the error above)."
        } else if props.client_mode && matches!(props.doc, Doc::Driver | Doc::Submitted) {
            "Client mode (spark.submit.deployMode): the driver runs in the spark-submit process, \
             so Spark creates no driver pod; the Executor tab shows the executors it creates."
        } else {
            "Nothing here for this conf."
        };
        return html! { <p class="empty" data-testid="empty-doc">{ why }</p> };
    }
    let changed = match props.focused_effect.as_deref() {
        Some(KeyEffect::Changes(set)) => Some(set),
        _ => None,
    };
    // The text is made when a button asks for it, not on every keystroke.
    let copy = {
        let lines = props.lines.clone();
        let copied = copied.clone();
        Callback::from(move |_| {
            let text = yaml::to_text(&lines);
            let copied = copied.clone();
            wasm_bindgen_futures::spawn_local(async move {
                copied.set(browser::copy_text(&text).await);
            });
        })
    };
    let file = props.doc.file_name();
    let download = {
        let lines = props.lines.clone();
        Callback::from(move |_| browser::download(file, &yaml::to_text(&lines), "application/yaml"))
    };
    // The lines in chunks of `CHUNK_LINES`: a keystroke re-renders and re-lays out the chunk
    // whose lines it changed, and the browser skips the chunks out of view (CSS).
    let rows = Rows {
        lines: props.lines.clone(),
        fields: props.line_fields.clone(),
        titles: props.line_titles.clone(),
    };
    let chunks = (0..props.lines.len()).step_by(CHUNK_LINES).map(|start| {
        let end = (start + CHUNK_LINES).min(props.lines.len());
        let lit = (start..end).fold(0u64, |mask, index| {
            let on = changed.is_some_and(|c| {
                props
                    .line_fields
                    .get(index)
                    .is_some_and(|f| line_highlighted(f, c))
            });
            mask | (u64::from(on) << (index - start))
        });
        html! {
            <LineChunk rows={rows.clone()} {start} {end} {lit}
                selected={props.selected.filter(|s| (start..end).contains(s))}
                dispatch={props.dispatch.clone()} />
        }
    });
    let focus_note = match (
        props.focused_key.as_deref(),
        props.focused_effect.as_deref(),
    ) {
        (Some(k), Some(KeyEffect::Changes(set))) => Some(format!(
            "{k}: {} field{} changed (highlighted)",
            set.len(),
            if set.len() == 1 { "" } else { "s" }
        )),
        (Some(k), Some(KeyEffect::Required)) => {
            Some(format!("{k}: required — Spark fails without it"))
        }
        _ => None,
    };
    html! {
        <div class="doc">
            <div class="doc-tools">
                <button data-testid="copy-yaml" onclick={copy}>{ if *copied { "Copied ✓" } else { "Copy YAML" } }</button>
                <button data-testid="download-yaml" onclick={download}>{ format!("Download {file}") }</button>
                if let Some(n) = focus_note { <span class="focus-note" data-testid="focus-note">{ n }</span> }
                <span class="hint-text">{ "Click a line to see which step and key produced it." }</span>
            </div>
            <pre class="yaml" data-testid={format!("yaml-{}", props.doc_id())} aria-label={props.doc.label()}>{ for chunks }</pre>
        </div>
    }
}

impl DocProps {
    fn doc_id(&self) -> &'static str {
        Tab::Doc(self.doc).id()
    }
}

/// Lines a [`LineChunk`] holds: at most 64 (its `lit` lines are the bits of a `u64`). With 32
/// a keystroke's layout in the throttled benchmark fell by a third and the browser's hit test
/// after it by nine tenths (BENCHMARKS.md, "Playground").
const CHUNK_LINES: usize = 32;

/// A line's height, in `em`: the place a chunk holds before it is first laid out (then the
/// browser remembers its size; app.css makes a chunk out of view skip layout).
const LINE_EM: f64 = 1.45;

/// A YAML view's lines with what each shows: the lists of one evaluation, shared by its
/// chunks and rows (each compares only its own lines: the lists are new on every evaluation,
/// so a keystroke re-renders only the chunks and rows whose lines it changed).
#[derive(Clone)]
struct Rows {
    lines: Rc<Vec<Line>>,
    fields: Rc<Vec<Field>>,
    /// Hover text per line, or empty until computed.
    titles: Rc<Vec<String>>,
}

impl Rows {
    /// Whether lines `range` are the same in both, with their fields and titles.
    fn same_in(&self, other: &Rows, range: Range<usize>) -> bool {
        self.lines.get(range.clone()) == other.lines.get(range.clone())
            && self.fields.get(range.clone()) == other.fields.get(range.clone())
            && self.titles.get(range.clone()) == other.titles.get(range)
    }
}

/// A run of lines of a YAML view (`start..end`).
#[derive(Properties)]
struct ChunkProps {
    rows: Rows,
    start: usize,
    end: usize,
    /// Bit `i`: line `start + i` is changed by the key under the cursor.
    lit: u64,
    /// The selected line, when it is one of these.
    selected: Option<usize>,
    dispatch: Callback<Action>,
}

impl PartialEq for ChunkProps {
    fn eq(&self, other: &Self) -> bool {
        (self.start, self.end, self.lit, self.selected)
            == (other.start, other.end, other.lit, other.selected)
            && self.dispatch == other.dispatch
            && self.rows.same_in(&other.rows, self.start..self.end)
    }
}

#[component]
fn LineChunk(props: &ChunkProps) -> Html {
    let rows = (props.start..props.end).map(|index| {
        html! {
            <LineRow rows={props.rows.clone()} {index}
                lit={props.lit >> (index - props.start) & 1 == 1}
                selected={props.selected == Some(index)} dispatch={props.dispatch.clone()} />
        }
    });
    let lines = u32::try_from(props.end - props.start).unwrap_or(u32::MAX);
    let style = format!(
        "contain-intrinsic-block-size: auto {:.2}em",
        LINE_EM * f64::from(lines)
    );
    html! { <div class="chunk" {style}>{ for rows }</div> }
}

/// One line of a YAML view.
#[derive(Properties)]
struct LineProps {
    rows: Rows,
    index: usize,
    /// Changed by the key under the cursor.
    lit: bool,
    selected: bool,
    dispatch: Callback<Action>,
}

impl PartialEq for LineProps {
    fn eq(&self, other: &Self) -> bool {
        (self.index, self.lit, self.selected) == (other.index, other.lit, other.selected)
            && self.dispatch == other.dispatch
            && self.rows.same_in(&other.rows, self.index..self.index + 1)
    }
}

#[component]
fn LineRow(props: &LineProps) -> Html {
    let i = props.index;
    let Some(line) = props.rows.lines.get(i) else {
        return Html::default();
    };
    let onclick = props.dispatch.reform(move |_| Action::SelectLine(Some(i)));
    let title = match (props.rows.titles.get(i), props.rows.fields.get(i)) {
        (Some(t), _) => t.clone(),
        (None, Some(f)) => f.path.to_string(),
        (None, None) => String::new(),
    };
    html! {
        <div class={classes!("yl", props.lit.then_some("lit"), props.selected.then_some("sel"))}
            {title} {onclick}>
            <span class="ln" aria-hidden="true">{ i + 1 }</span>
            { for line.tokens().map(|(tok, t)| html! { <span class={tok.class()}>{ t.to_string() }</span> }) }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ExplainProps {
    explained: Explained,
    dispatch: Callback<Action>,
}

#[component]
fn ExplainPanel(props: &ExplainProps) -> Html {
    let x = &props.explained;
    let close = props.dispatch.reform(|_| Action::SelectLine(None));
    html! {
        <aside class="explain" data-testid="explain" aria-live="polite">
            <button class="link close" onclick={close} aria-label="Close">{ "×" }</button>
            <div><strong>{ "Field: " }</strong><code>{ x.field.path.to_string() }</code></div>
            <div>
                <strong>{ "Set by step: " }</strong>
                if x.steps.is_empty() { { "— (not a pod field: see the conf keys)" } }
                <ul>
                { for x.steps.iter().map(|s| { let (short, what) = describe_step(s); html! {
                    <li><code>{ short }</code>{ " — " }{ what }</li>
                }}) }
                </ul>
            </div>
            if x.key_fields.is_empty() && x.webhook_fields.is_empty() {
                <div data-testid="explain-keys">
                    <strong>{ "Changed by conf keys: " }</strong>
                    if x.keys.is_empty() {
                        { "none of yours — this is Spark's default or derived from the app id." }
                    } else {
                        { for x.keys.iter().map(|k| html! { <code class="key">{ k.clone() }</code> }) }
                        <span class="hint-text">{ " (highlighted in the editor)" }</span>
                    }
                </div>
            } else {
                <div data-testid="explain-fields">
                    <strong>{ "Set from the SparkApplication's fields: " }</strong>
                    { for x.key_fields.iter().zip(x.keys.iter()).map(|(f, k)| html! {
                        <span class="field-source"><code class="key">{ f.clone() }</code>{ format!(" (as {k})") }</span>
                    }) }
                    { for x.webhook_fields.iter().map(|f| html! {
                        <span class="field-source"><code class="key">{ f.clone() }</code>{ " (by the operator's pod webhook)" }</span>
                    }) }
                    <span class="hint-text">{ " (highlighted in the editor)" }</span>
                </div>
            }
        </aside>
    }
}

#[derive(Properties, PartialEq)]
struct SummaryProps {
    summary: Summary,
}

fn pod_row(name: &str, r: Option<&PodResources>, extended: &[(String, String)]) -> Html {
    let Some(r) = r else {
        return html! { <tr><th>{ name }</th><td colspan="4">{ "—" }</td></tr> };
    };
    let ext: Vec<String> = extended.iter().map(|(n, q)| format!("{n}: {q}")).collect();
    html! {
        <tr data-testid={format!("summary-{}", name.to_lowercase())}>
            <th>{ name }</th>
            <td class="mem-req">{ format_mib(r.memory_request_mib) }</td>
            <td>{ r.memory_limit_mib.map(format_mib).unwrap_or_else(|| "none".into()) }</td>
            <td>{ format_cpu(r.cpu_request) }</td>
            <td>{ r.cpu_limit.map(format_cpu).unwrap_or_else(|| "none".into()) }</td>
            <td>{ ext.join(", ") }</td>
        </tr>
    }
}

#[component]
fn SummaryCard(props: &SummaryProps) -> Html {
    let s = &props.summary;
    let count = match s.executors {
        Some(ExecutorCount::Fixed(n)) => format!("{n} executors (spark.executor.instances)"),
        Some(ExecutorCount::Dynamic { min, max }) => format!(
            "dynamic allocation: {min} to {} executors",
            max.map_or("unbounded".to_string(), |m| m.to_string())
        ),
        None => String::new(),
    };
    let totals = s.total_rows().into_iter().map(|t| {
        html! {
            <tr class="total">
                <th>{ format!("Driver + {} executors", t.executors) }</th>
                <td>{ format_mib(t.memory_request_mib) }</td>
                <td>{ t.memory_limit_mib.map(format_mib).unwrap_or_else(|| "—".into()) }</td>
                <td>{ format_cpu(t.cpu_request) }</td>
                <td>{ t.cpu_limit.map(format_cpu).unwrap_or_else(|| "—".into()) }</td>
                <td></td>
            </tr>
        }
    });
    html! {
        <div class="summary" data-testid="summary">
            <table>
                <thead><tr><th>{ "Pod" }</th><th>{ "Memory request" }</th><th>{ "Memory limit" }</th><th>{ "CPU request" }</th><th>{ "CPU limit" }</th><th>{ "Other" }</th></tr></thead>
                <tbody>
                    { pod_row("Driver", s.driver.as_ref(), &s.driver_extended) }
                    { pod_row("Executor", s.executor.as_ref(), &s.executor_extended) }
                    { for totals }
                </tbody>
            </table>
            <div class="hint-text">{ count }{ " · the totals are what the cluster must have free" }</div>
            if !s.memory.is_empty() {
                <details class="memory" data-testid="memory">
                    <summary>{ "Memory, part by part: what the JVM can use, and what counts towards an OOMKill" }</summary>
                    { for s.memory.iter().map(memory_pod) }
                </details>
            }
        </div>
    }
}

/// One pod's memory: a stacked bar of its parts, and what the bar does not show.
fn memory_pod(a: &MemoryAnatomy) -> Html {
    let segments = memory_segments(a);
    let total: i64 = segments.iter().map(|g| g.mib).sum();
    let role = a.role.as_str();
    let title = match a.role {
        Role::Driver => "Driver",
        Role::Executor => "Executor",
    };
    html! {
        <div class="memory-pod" data-testid={format!("memory-{role}")}>
            <div class="memory-head"><strong>{ title }</strong>{ format!(" · {total} MiB") }</div>
            <div class="memory-bar" role="img"
                aria-label={segments.iter().map(|g| g.label.clone()).collect::<Vec<_>>().join(", ")}>
                { for segments.iter().map(|g| html! {
                    <span class={classes!("seg", format!("seg-{}", g.part))} data-part={g.part}
                        style={format!("flex-grow: {}", g.mib)} title={g.label.clone()}>{ g.label.clone() }</span>
                }) }
            </div>
            <ul class="memory-notes">
                { for memory_notes(a).into_iter().map(|n| html! { <li>{ n }</li> }) }
            </ul>
        </div>
    }
}

/// What only the kubeflow operator's pod webhook sets, by pod (the operators' module writes it).
fn webhook_fields(app: &ApplicationView) -> Html {
    match &app.webhook_fields_html {
        Some(html) => Html::from_html_unchecked(AttrValue::from(html(&app.patches))),
        None => Html::default(),
    }
}

#[derive(Properties, PartialEq)]
struct ConvertProps {
    inputs: Inputs,
    to: Target,
    /// The operators' module (the targets are theirs) and the template readers (they write
    /// pod templates): converted once both are there.
    operators: ModuleLoad,
    templates: ModuleLoad,
    dispatch: Callback<Action>,
}

/// "Convert to…": the inputs written as another form, and every pod field that still differs.
#[component]
fn ConvertPanel(props: &ConvertProps) -> Html {
    let on_to = props.dispatch.reform(|e: Event| {
        let t = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .and_then(|s| s.value().parse::<Target>().ok())
            .unwrap_or(Target::Kubeflow);
        Action::SetConvertTo(t)
    });
    let ready = props.operators == ModuleLoad::Loaded && props.templates == ModuleLoad::Loaded;
    let result = use_memo(
        (props.inputs.clone(), props.to, ready),
        |(inputs, to, ready)| {
            crate::lazy::operators()
                .filter(|_| *ready)
                .map(|o| (o.convert)(inputs, *to, &crate::session::evaluate))
        },
    );
    let copied = use_state(|| false);
    let body = match &*result {
        None => match (&props.operators, &props.templates) {
            (ModuleLoad::Failed(why), _) | (_, ModuleLoad::Failed(why)) => {
                html! { <p class="empty">{ why.to_string() }</p> }
            }
            _ => {
                html! { <p class="empty" role="status" data-testid="convert-loading">{ "Loading the Spark operators' translations…" }</p> }
            }
        },
        Some(Err(why)) => {
            html! { <p class="empty" data-testid="convert-error">{ why.clone() }</p> }
        }
        Some(Ok(c)) => {
            let text = c.text.clone();
            let onclick = {
                let copied = copied.clone();
                Callback::from(move |_| {
                    let (text, copied) = (text.clone(), copied.clone());
                    wasm_bindgen_futures::spawn_local(async move {
                        copied.set(browser::copy_text(&text).await);
                    });
                })
            };
            // Written as HTML by the operators' module (`crate::conversion`).
            html! {
                <>
                    { Html::from_html_unchecked(AttrValue::from(c.html.choices.clone())) }
                    <div class="convert-output">
                        <button class="link" data-testid="convert-copy" {onclick}>{ if *copied { "Copied" } else { "Copy" } }</button>
                        { Html::from_html_unchecked(AttrValue::from(c.html.text.clone())) }
                    </div>
                    { Html::from_html_unchecked(AttrValue::from(c.html.rest.clone())) }
                </>
            }
        }
    };
    html! {
        <div class="convert" data-testid="convert">
            <label>{ "Convert to " }
                <select data-testid="convert-to" onchange={on_to} aria-label="Form to convert to">
                    { for Target::ALL.iter().map(|t| html! {
                        <option value={t.as_str()} selected={*t == props.to}>{ match t {
                            Target::Conf => "spark-defaults.conf",
                            Target::SparkSubmit => "spark-submit command line",
                            Target::Kubeflow => "kubeflow spark-operator SparkApplication",
                            Target::Apache => "Apache Spark operator SparkApplication",
                        } }</option>
                    }) }
                </select>
            </label>
            { body }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ProblemsProps {
    pub problems: Vec<Problem>,
    /// Put the editor's cursor on a line.
    pub on_go_to: Callback<u32>,
}

#[component]
pub fn ProblemsList(props: &ProblemsProps) -> Html {
    let n = props.problems.len();
    html! {
        <div class="problems" data-testid="problems" aria-label="Problems">
            <div class="problems-head">
                { if n == 0 { "No problems".to_string() } else { format!("Problems ({n})") } }
            </div>
            <ul>
            { for props.problems.iter().map(|p| {
                let sev = match p.severity { Severity::Error => "error", Severity::Warning => "warning", Severity::Info => "info" };
                html! {
                    <li class={classes!("problem", sev)} data-code={p.rule.id}>
                        <span class="sev">{ sev }</span>
                        if let Some(l) = p.line {
                            <button class="link where" data-testid="go-to-line" title="Show in the editor"
                                onclick={props.on_go_to.reform(move |_| l)}>{ format!("line {l}") }</button>
                        }
                        if let Some(k) = &p.key { <code class="key">{ k.clone() }</code> }
                        <span class="msg">{ p.located_message().into_owned() }</span>
                        if let Some(h) = &p.hint { <div class="hint">{ h.clone() }</div> }
                    </li>
                }
            }) }
            </ul>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct FilesProps {
    pub files: Vec<VirtualFile>,
    pub dispatch: Callback<Action>,
}

#[component]
pub fn FilesPanel(props: &FilesProps) -> Html {
    let add = props.dispatch.reform(|_| Action::AddFile);
    html! {
        <details class="files" data-testid="files" open={!props.files.is_empty()}>
            <summary>{ format!("Files ({}) — pod templates, krb5.conf, HADOOP_CONF_DIR… by the path your conf names", props.files.len()) }</summary>
            { for props.files.iter().enumerate().map(|(i, f)| {
                let path = props.dispatch.reform(move |e: InputEvent| Action::SetFilePath(i, e.target_dyn_into::<web_sys::HtmlInputElement>().map(|x| x.value()).unwrap_or_default()));
                let content = props.dispatch.reform(move |e: InputEvent| Action::SetFileContent(i, e.target_dyn_into::<web_sys::HtmlTextAreaElement>().map(|x| x.value()).unwrap_or_default()));
                let remove = props.dispatch.reform(move |_| Action::RemoveFile(i));
                html! {
                    <div class="file">
                        <div class="file-head">
                            <input value={f.path.clone()} oninput={path} aria-label="File path" spellcheck="false" />
                            <button onclick={remove} aria-label={format!("Remove {}", f.path)}>{ "Remove" }</button>
                        </div>
                        <textarea value={f.content.clone()} oninput={content} spellcheck="false" aria-label={format!("Content of {}", f.path)} />
                    </div>
                }
            }) }
            <button onclick={add}>{ "Add file" }</button>
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct AdmissionProps {
    policy: String,
    evaluated: Rc<Evaluated>,
    dispatch: Callback<Action>,
}

/// The policy's library loads the first time the tab opens ([`lazy::load_admission`]).
#[component]
fn AdmissionPanel(props: &AdmissionProps) -> Html {
    let load = use_state(|| {
        if lazy::admission().is_some() {
            ModuleLoad::Loaded
        } else {
            ModuleLoad::NotLoaded
        }
    });
    {
        let load = load.clone();
        use_effect_with((), move |_| {
            if *load == ModuleLoad::NotLoaded {
                load.set(ModuleLoad::Loading);
                wasm_bindgen_futures::spawn_local(async move {
                    load.set(match lazy::load_admission().await {
                        Ok(()) => ModuleLoad::Loaded,
                        Err(e) => ModuleLoad::Failed(Rc::from(e.to_string())),
                    });
                });
            }
        });
    }
    let loaded = *load == ModuleLoad::Loaded;
    let view = use_memo(
        (props.policy.clone(), props.evaluated.clone(), loaded),
        |(p, e, _)| lazy::admission().map(|a| (a.evaluate)(p, &e.preview)),
    );
    let oninput = props.dispatch.reform(|e: InputEvent| {
        Action::SetPolicy(
            e.target_dyn_into::<web_sys::HtmlTextAreaElement>()
                .map(|t| t.value())
                .unwrap_or_default(),
        )
    });
    let reset = props.dispatch.reform(|_| Action::ResetPolicy);
    let result = match &*view {
        None => html! {
            <p class="empty" role="status" data-testid="loading-admission">{
                match &*load {
                    ModuleLoad::Failed(why) => why.to_string(),
                    _ => "Loading the admission policy (the first time this tab opens)…".to_string(),
                }
            }</p>
        },
        Some(AdmissionView::BadSettings(m)) => html! {
            <div class="verdict rejected" data-testid="admission-settings-error">
                <strong>{ "The policy refuses these settings: " }</strong>{ m.clone() }
            </div>
        },
        Some(AdmissionView::Verdicts(vs)) => html! {
            { for vs.iter().map(|v| html! {
                <div class={classes!("verdict", if v.accepted { "accepted" } else { "rejected" })} data-testid={format!("verdict-{}", v.role)}>
                    <strong>{ format!("{} pod: {}", v.role, if v.accepted { "accepted" } else { "rejected" }) }</strong>
                    if let Some(m) = &v.message { <div class="msg">{ m.clone() }</div> }
                    { for v.warnings.iter().map(|w| html! { <div class="warning">{ w.clone() }</div> }) }
                    if let Some(d) = &v.diff {
                        <details open=true>
                            <summary>{ format!("Mutation: +{} −{} lines", d.iter().filter(|l| matches!(l, DiffLine::Added(_))).count(), d.iter().filter(|l| matches!(l, DiffLine::Removed(_))).count()) }</summary>
                            <pre class="diff">{ for diff_rows(d) }</pre>
                        </details>
                    } else {
                        <div class="hint-text">{ "No mutation." }</div>
                    }
                </div>
            }) }
        },
    };
    html! {
        <div class="admission">
            <p class="hint-text">{ "The Kubewarden policy's own library (admission-wasm) judges the previewed pods as a CREATE request. Settings (JSON):" }</p>
            <textarea class="policy" data-testid="policy" value={props.policy.clone()} {oninput} spellcheck="false" aria-label="Admission policy settings" />
            <button onclick={reset}>{ "Reset to the example settings" }</button>
            { result }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct CompareProps {
    inputs: Inputs,
    with: SparkVersion,
    templates_loaded: bool,
    dispatch: Callback<Action>,
}

/// The same inputs with another release: every field that differs, per object, with the
/// release that changes it and why. Rendering every release in between waits for a pause in
/// typing; the release diff's code is fetched the first time ([`lazy::load_compare`]).
#[component]
fn ComparePanel(props: &CompareProps) -> Html {
    let result = use_state(|| None::<(Inputs, SparkVersion, Rc<Result<Comparison, String>>)>);
    {
        let result = result.clone();
        // Compared again once the pod template reader is there (until then it says so).
        let key = (props.inputs.clone(), props.with, props.templates_loaded);
        use_effect_with(key, move |(inputs, with, _)| {
            let (inputs, with) = (inputs.clone(), *with);
            let pending = Timeout::new(super::EXPLAIN_DELAY_MS, move || {
                wasm_bindgen_futures::spawn_local(async move {
                    let c = match lazy::load_compare().await {
                        Ok(()) => lazy::compare().map_or_else(
                            || Err("The release comparison did not load.".to_string()),
                            |m| {
                                comparable_case(&inputs)
                                    .and_then(|case| (m.compare)(&case, inputs.version, with))
                            },
                        ),
                        Err(e) => Err(e.to_string()),
                    };
                    result.set(Some((inputs, with, Rc::new(c))));
                });
            });
            move || drop(pending)
        });
    }
    let on_with = props.dispatch.reform(|e: Event| {
        let v = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .and_then(|s| s.value().parse::<SparkVersion>().ok())
            .unwrap_or(SparkVersion::NEWEST);
        Action::SetCompareWith(v)
    });
    let current = result
        .as_ref()
        .filter(|(i, w, _)| *i == props.inputs && *w == props.with)
        .map(|(_, _, c)| c.clone());
    let body = match current.as_deref() {
        None => html! { <p class="hint-text" data-testid="compare-pending">{ "Comparing…" }</p> },
        Some(Err(m)) => html! { <p class="empty">{ m.clone() }</p> },
        Some(Ok(c)) if c.field_count() == 0 => html! {
            <p class="empty" data-testid="compare-empty">{ format!("Spark {} and {} create the same objects for these inputs.", c.from, c.to) }</p>
        },
        Some(Ok(c)) => html! {
            <>
                <p class="hint-text" data-testid="compare-summary">{ format!(
                    "Spark {} → {}: {} field(s) of {} object(s) differ.", c.from, c.to, c.field_count(), c.objects.len()) }</p>
                { for c.objects.iter().map(|o| html! {
                    <section class="compare-object" data-testid="compare-object">
                        <h3>{ o.title.clone() }</h3>
                        { for o.fields.iter().map(|f| html! {
                            <div class="compare-field">
                                <code class="path">{ f.path.clone() }</code>
                                <div class="change"><span class="d-del">{ f.from.clone() }</span>{ " → " }<span class="d-add">{ f.to.clone() }</span></div>
                                { for f.causes.iter().map(|(releases, why)| html! {
                                    <div class="cause"><strong>{ releases.clone() }</strong>{ ": " }{ why.clone() }</div>
                                }) }
                            </div>
                        }) }
                    </section>
                }) }
            </>
        },
    };
    html! {
        <div class="compare">
            <label>{ format!("Compare Spark {} with ", props.inputs.version) }
                <select data-testid="compare-with" onchange={on_with} aria-label="Release to compare with">
                    { release_options(Some(props.with)) }
                </select>
            </label>
            { body }
        </div>
    }
}

/// `<optgroup>` per release line, newest line first; `selected` is marked.
pub fn release_options(selected: Option<SparkVersion>) -> Html {
    let lines: Vec<_> = SparkVersion::lines().collect();
    html! {
        { for lines.into_iter().rev().map(|line| html! {
            <optgroup label={format!("Spark {line}")}>
                { for line.releases().collect::<Vec<_>>().into_iter().rev().map(|v| html! {
                    <option value={v.as_str()} selected={Some(v) == selected}>{ v.as_str() }</option>
                }) }
            </optgroup>
        }) }
    }
}

/// Changed lines with three lines of context; long unchanged runs fold to "…".
fn diff_rows(d: &[DiffLine]) -> Vec<Html> {
    const CONTEXT: usize = 3;
    let near_change = |i: usize| {
        let lo = i.saturating_sub(CONTEXT);
        let hi = (i + CONTEXT + 1).min(d.len());
        d.get(lo..hi)
            .is_some_and(|w| w.iter().any(|l| !matches!(l, DiffLine::Same(_))))
    };
    let mut out = Vec::new();
    let mut folded = false;
    for (i, l) in d.iter().enumerate() {
        match l {
            DiffLine::Same(s) if near_change(i) => {
                folded = false;
                out.push(html! { <div class="d-same">{ format!("  {s}") }</div> });
            }
            DiffLine::Same(_) => {
                if !folded {
                    out.push(html! { <div class="d-fold">{ "  …" }</div> });
                    folded = true;
                }
            }
            DiffLine::Added(s) => {
                folded = false;
                out.push(html! { <div class="d-add">{ format!("+ {s}") }</div> });
            }
            DiffLine::Removed(s) => {
                folded = false;
                out.push(html! { <div class="d-del">{ format!("- {s}") }</div> });
            }
        }
    }
    out
}
