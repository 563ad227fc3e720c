//! The Yew UI (browser only): the editor on the left, the preview on the right, everything
//! derived from [`State`] through the pure modules of this crate.

mod browser;
mod cluster_panel;
mod editor;
mod preview;

use std::rc::Rc;

use builder_core::Severity;
use builder_core::SparkVersion;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::application;
use crate::completions::completions;
use crate::examples::EXAMPLES;
use crate::explain::{
    Field, KeyEffect, KeyEffects, Steps, describe_step, fields, key_effect, line_field,
};
use crate::lazy;
use crate::on_demand;
use crate::preview::{Preview, Problem};
use crate::session::{Inputs, evaluate};
use crate::share::{CLUSTER_PROFILE_KEY, STORAGE_KEY};
use crate::state::{Action, State, Tab};
use crate::yaml;
use editor::ConfEditor;
use preview::{PreviewPane, ProblemsList};

/// How long typing must pause before the state is saved (URL + localStorage).
const SAVE_DELAY_MS: u32 = 300;
/// How long typing must pause before "what did this key change" is computed.
const EXPLAIN_DELAY_MS: u32 = 150;

/// Mount the app on `<body>`.
pub fn start() {
    yew::Renderer::<App>::new().render();
}

/// [`State`] behind Yew's reducer hook.
#[derive(PartialEq)]
struct Store(State);

impl Reducible for Store {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(Store(self.0.clone().reduce(action)))
    }
}

/// What explains the selected preview line.
#[derive(Debug, Clone, PartialEq)]
pub struct Explained {
    pub field: Field,
    /// Conf keys that change it.
    pub keys: Vec<String>,
    /// Feature steps that set it.
    pub steps: Vec<&'static str>,
    /// With a SparkApplication in the editor: the SparkApplication field behind each of `keys`.
    pub key_fields: Vec<String>,
    /// With a SparkApplication: the fields the operator's pod webhook set it from.
    pub webhook_fields: Vec<String>,
}

/// Where loading a module of [`lazy`] (the pod template reader, the operators) stands.
#[derive(Debug, Clone, PartialEq)]
pub enum ModuleLoad {
    NotLoaded,
    Loading,
    Loaded,
    /// Why it could not be loaded.
    Failed(Rc<str>),
}

/// The evaluation of one set of inputs, with how long it took.
pub struct Evaluated {
    pub preview: Preview,
    pub millis: f64,
}

impl Evaluated {
    /// Evaluate `inputs`, publishing when it started and how long it took (the browser bench
    /// reads them).
    fn of(inputs: &Inputs) -> Evaluated {
        let t0 = browser::now_ms();
        browser::publish_metric("evalStartedAt", t0);
        let preview = evaluate(inputs);
        let millis = browser::now_ms() - t0;
        browser::publish_metric("evalMs", millis);
        Evaluated { preview, millis }
    }
}

/// What an evaluation is keyed on: the inputs, and whether the pod template reader, the
/// operators and the key catalog are loaded.
type EvalKey = (Inputs, bool, bool, bool);

/// A SparkApplication's completions, compared by identity (one list per operator evaluation).
#[derive(Clone)]
struct CompletionsRef(Rc<Vec<crate::completions::Completion>>);

impl PartialEq for CompletionsRef {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Step attributions, compared by identity (each belongs to one evaluation).
#[derive(Clone)]
struct StepsRef(Rc<Steps>);

impl PartialEq for StepsRef {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Evaluations are compared by identity: a new one is, by construction, for new inputs.
impl PartialEq for Evaluated {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

#[component]
fn App() -> Html {
    let store = use_reducer(|| {
        let hash = browser::location_hash();
        let stored = browser::storage_get(STORAGE_KEY);
        let mut state = State::initial(hash.as_deref(), stored);
        if let Some(profile) = browser::storage_get::<String>(CLUSTER_PROFILE_KEY) {
            state.cluster_profile = Rc::from(profile);
        }
        Store(state)
    });
    let state = &store.0;
    let dark = use_state(browser::prefers_dark);
    {
        let dark = dark.clone();
        use_effect_with((), move |_| {
            browser::on_theme_change(move |d| dark.set(d));
        });
    }

    // The pod template reader loads the first time an evaluation asks for it (crate::lazy);
    // evaluations are keyed on it, so the inputs are evaluated again once it is there.
    let templates = use_state(|| {
        if on_demand::templates_loaded() {
            ModuleLoad::Loaded
        } else {
            ModuleLoad::NotLoaded
        }
    });
    // The same for the operators' module, the first time the editor holds a SparkApplication.
    let operators = use_state(|| {
        if lazy::operators().is_some() {
            ModuleLoad::Loaded
        } else {
            ModuleLoad::NotLoaded
        }
    });
    // The key catalog, fetched the first time the inputs name a key the registry does not list.
    let keys = use_state(|| {
        if on_demand::declared_keys_loaded() {
            ModuleLoad::Loaded
        } else {
            ModuleLoad::NotLoaded
        }
    });
    // An evaluation is keyed on the inputs and on which on-demand modules are there.
    let eval_key: EvalKey = (
        state.inputs.clone(),
        *templates == ModuleLoad::Loaded,
        *operators == ModuleLoad::Loaded,
        *keys == ModuleLoad::Loaded,
    );
    // The key this render evaluates, for the editor's callback to evaluate the next edit ahead.
    let latest_key = use_mut_ref(|| eval_key.clone());
    *latest_key.borrow_mut() = eval_key.clone();
    let ahead = use_mut_ref(|| None::<(EvalKey, Evaluated)>);
    let evaluated = use_memo(eval_key, {
        let ahead = ahead.clone();
        move |key| match ahead.borrow_mut().take() {
            Some((made_for, evaluated)) if made_for == *key => evaluated,
            _ => Evaluated::of(&key.0),
        }
    });

    // The state a share link holds, read when the link is copied (not rendered with the header).
    let latest_saved = use_mut_ref(|| state.saved());
    *latest_saved.borrow_mut() = state.saved();
    // Keep the share link and localStorage current, once typing pauses.
    {
        let saved = state.saved();
        use_effect_with(saved, |saved| {
            let saved = saved.clone();
            let pending = Timeout::new(SAVE_DELAY_MS, move || {
                browser::replace_hash(&saved.to_fragment());
                browser::storage_set(STORAGE_KEY, &saved);
            });
            move || drop(pending)
        });
    }
    // The cluster profile stays in this browser (not in links), saved once typing pauses; a
    // profile too large for the storage says so rather than vanish on the next visit.
    {
        let store = store.dispatcher();
        use_effect_with(state.cluster_profile.clone(), move |profile| {
            let profile = profile.clone();
            let pending = Timeout::new(SAVE_DELAY_MS, move || {
                if !browser::storage_set(CLUSTER_PROFILE_KEY, &*profile) && !profile.is_empty() {
                    store.dispatch(Action::Notice(Some(format!(
                        "This browser's storage did not keep the cluster profile ({} KB): it is gone after a reload; paste it again then.",
                        profile.len().div_ceil(1024)
                    ))));
                }
            });
            move || drop(pending)
        });
    }
    {
        use_effect_with(evaluated.clone(), |_| {
            browser::publish_metric("renderedAt", browser::now_ms());
        });
    }
    {
        // A conf that names a template, or the Convert tab (the operators write templates).
        let templates = templates.clone();
        let wants = evaluated.preview.awaiting_templates || state.tab == Tab::Convert;
        use_effect_with(wants, move |awaiting| {
            if *awaiting && *templates == ModuleLoad::NotLoaded {
                templates.set(ModuleLoad::Loading);
                wasm_bindgen_futures::spawn_local(async move {
                    templates.set(match on_demand::load_templates().await {
                        Ok(()) => ModuleLoad::Loaded,
                        Err(e) => ModuleLoad::Failed(Rc::from(e.to_string())),
                    });
                });
            }
        });
    }

    {
        // A SparkApplication in the editor, or the Convert tab (its targets are the operators').
        let operators = operators.clone();
        let wants = evaluated.preview.awaiting_operators || state.tab == Tab::Convert;
        use_effect_with(wants, move |awaiting| {
            if *awaiting && *operators == ModuleLoad::NotLoaded {
                operators.set(ModuleLoad::Loading);
                wasm_bindgen_futures::spawn_local(async move {
                    operators.set(match lazy::load_operators().await {
                        Ok(()) => ModuleLoad::Loaded,
                        Err(e) => ModuleLoad::Failed(Rc::from(e.to_string())),
                    });
                });
            }
        });
    }

    {
        // Without it the findings stay the registry's: the notice says so.
        let keys = keys.clone();
        let store = store.dispatcher();
        use_effect_with(evaluated.preview.awaiting_keys, move |awaiting| {
            if *awaiting && *keys == ModuleLoad::NotLoaded {
                keys.set(ModuleLoad::Loading);
                wasm_bindgen_futures::spawn_local(async move {
                    keys.set(match on_demand::load_declared_keys().await {
                        Ok(()) => ModuleLoad::Loaded,
                        Err(e) => {
                            store.dispatch(Action::Notice(Some(format!(
                                "{e}: only the keys sparkpods reads are checked and completed"
                            ))));
                            ModuleLoad::Failed(Rc::from(e.to_string()))
                        }
                    });
                });
            }
        });
    }

    // A SparkApplication is edited as YAML, with its fields (and the conf keys) completed.
    let language = if application::looks_like_application(&state.inputs.conf) {
        "yaml"
    } else {
        "conf"
    };
    // The SparkApplication's last completions stay while its text is edited (a half-typed field is
    // not YAML, and then there is no SparkApplication to take them from).
    let last_application_completions = use_mut_ref(|| None::<CompletionsRef>);
    if let Some(r) = &evaluated.preview.application {
        *last_application_completions.borrow_mut() = Some(CompletionsRef(r.completions.clone()));
    }
    let application_completions = if language == "yaml" {
        last_application_completions.borrow().clone()
    } else {
        None
    };
    let completions = use_memo(
        (
            state.inputs.version,
            application_completions,
            *keys == ModuleLoad::Loaded,
        ),
        |(v, application, _)| match application {
            Some(CompletionsRef(list)) => list.clone(),
            None => Rc::new(completions(*v)),
        },
    );
    let diagnostics = use_memo(evaluated.clone(), |e| {
        Rc::new(editor_diagnostics(&e.preview.problems))
    });
    // What the key under the cursor changed: one extra render, once typing pauses (while the
    // user types on that line the last result stays).
    let focused_effect = use_state(|| None::<(String, Rc<KeyEffect>)>);
    {
        let focused_effect = focused_effect.clone();
        use_effect_with(
            (evaluated.clone(), state.focused_key.clone()),
            move |(e, key)| {
                let e = e.clone();
                let key = key.clone();
                if focused_effect.as_ref().map(|(k, _)| Some(k)) != Some(key.as_ref()) {
                    focused_effect.set(None);
                }
                let pending = Timeout::new(EXPLAIN_DELAY_MS, move || {
                    let effect =
                        key.as_ref()
                            .zip(e.preview.case.as_ref())
                            .and_then(|(key, case)| {
                                case.conf.iter().any(|(k, _)| k == key).then(|| {
                                    (
                                        key.clone(),
                                        Rc::new(key_effect(
                                            case,
                                            &e.preview,
                                            &fields(&e.preview),
                                            key,
                                        )),
                                    )
                                })
                            });
                    focused_effect.set(effect);
                });
                move || drop(pending)
            },
        );
    }
    // The YAML lines of the open tab, and what explains the selected one.
    let lines = use_memo((evaluated.clone(), state.tab), |(e, tab)| match tab {
        Tab::Doc(doc) => yaml::documents(&e.preview.documents(*doc)),
        Tab::Admission | Tab::Compare | Tab::Cluster | Tab::Convert => Vec::new(),
    });
    // What a keystroke replaces is freed after its frame, not before it.
    use_free_replaced_after_frame(&evaluated);
    use_free_replaced_after_frame(&lines);
    // The field each line shows (what "explain" and highlighting address).
    let line_fields = use_memo(
        (evaluated.clone(), lines.clone(), state.tab),
        |(e, lines, tab)| {
            let Tab::Doc(doc) = tab else {
                return Vec::new();
            };
            lines
                .iter()
                .map(|l| line_field(&e.preview, *doc, l.doc, &l.path))
                .collect::<Vec<Field>>()
        },
    );
    let effects = use_memo(
        (evaluated.clone(), state.selected_line.is_some()),
        |(e, wanted)| match (wanted, e.preview.case.as_ref()) {
            (true, Some(case)) => Some(KeyEffects::compute(case, &e.preview)),
            _ => None,
        },
    );
    // Which step set each field. Attributing fields to steps flattens every step's pod, so it
    // waits for a pause in typing (a click before that computes it on the spot).
    let steps = use_state(|| None::<(Rc<Evaluated>, Rc<Steps>)>);
    {
        let steps = steps.clone();
        use_effect_with(evaluated.clone(), move |e| {
            let e = e.clone();
            let pending = Timeout::new(EXPLAIN_DELAY_MS, move || {
                let s = Rc::new(Steps::of(&e.preview));
                steps.set(Some((e, s)));
            });
            move || drop(pending)
        });
    }
    // The steps of the current evaluation, if computed.
    let current_steps = (*steps)
        .as_ref()
        .filter(|(e, _)| Rc::ptr_eq(e, &evaluated))
        .map(|(_, s)| s.clone());
    // Hover text of each line: the field and its step. Until the steps of this evaluation are
    // known, the last titles stay when the lines show the same fields (an edit of a value):
    // replacing every line's title on each keystroke and again after the pause re-rendered
    // the whole preview twice per keystroke of anyone typing slower than EXPLAIN_DELAY_MS.
    let last_titles = use_mut_ref(|| (Rc::new(Vec::<Field>::new()), Rc::new(Vec::<String>::new())));
    let line_titles = use_memo(
        (current_steps.clone().map(StepsRef), line_fields.clone()),
        |(steps, fields)| {
            let Some(StepsRef(steps)) = steps else {
                let (shown_for, shown) = &*last_titles.borrow();
                return if shown_for == fields {
                    shown.clone()
                } else {
                    Rc::new(Vec::new())
                };
            };
            let titles: Rc<Vec<String>> = Rc::new(
                fields
                    .iter()
                    .map(|f| {
                        let by: Vec<&str> = steps
                            .for_field(f)
                            .into_iter()
                            .map(|s| describe_step(s).0)
                            .collect();
                        if by.is_empty() {
                            f.path.to_string()
                        } else {
                            format!("{} — set by {} (click to explain)", f.path, by.join(", "))
                        }
                    })
                    .collect(),
            );
            *last_titles.borrow_mut() = (fields.clone(), titles.clone());
            titles
        },
    );
    let explained = use_memo(
        (
            evaluated.clone(),
            line_fields.clone(),
            effects.clone(),
            current_steps.map(StepsRef),
            state.selected_line,
        ),
        |(e, line_fields, effects, steps, selected)| {
            let field = line_fields.get((*selected)?)?.clone();
            let keys: Vec<String> = (**effects)
                .as_ref()
                .map(|fx| {
                    fx.keys_for(&field)
                        .into_iter()
                        .map(str::to_string)
                        .collect()
                })
                .unwrap_or_default();
            let steps = match steps {
                Some(StepsRef(s)) => s.for_field(&field),
                None => Steps::of(&e.preview).for_field(&field),
            };
            let (key_fields, webhook_fields) = match &e.preview.application {
                Some(r) => (
                    keys.iter().map(|k| r.field_of(k)).collect(),
                    r.patched(field.doc, &field.path)
                        .into_iter()
                        .map(str::to_string)
                        .collect(),
                ),
                None => (Vec::new(), Vec::new()),
            };
            Some(Explained {
                field,
                keys,
                steps,
                key_fields,
                webhook_fields,
            })
        },
    );
    let highlight = use_memo((evaluated.clone(), explained.clone()), |(e, x)| {
        let lines: Vec<u32> = match ((**x).as_ref(), e.preview.case.as_ref()) {
            (Some(x), Some(_)) if e.preview.application.is_some() => {
                let line_of = e.preview.application.as_ref().map(|r| r.line_of.clone());
                x.key_fields
                    .iter()
                    .chain(x.webhook_fields.iter())
                    .filter_map(|f| line_of.as_ref().and_then(|l| l(f)))
                    .collect()
            }
            (Some(x), Some(case)) => x
                .keys
                .iter()
                .filter_map(|k| case.lines.get(k).copied())
                .collect(),
            _ => Vec::new(),
        };
        Rc::new(lines)
    });

    // Callbacks made once: a new one on every render would re-render every component given it.
    let dispatch = (*use_memo((), {
        let store = store.dispatcher();
        move |_| Callback::from(move |a: Action| store.dispatch(a))
    }))
    .clone();
    // An edit is evaluated in the editor's change callback, before the edit is dispatched:
    // Yew's scheduler, which then renders it, yields to the browser (a frame, CodeMirror's own
    // frame work) once it has run 16 ms, and with the evaluation inside it a slow CPU passed
    // that mark before the preview was patched, a frame late. The render takes the evaluation
    // when it is for the same key (anything else changed since: evaluated again there).
    let on_change = (*use_memo((), {
        let dispatch = dispatch.clone();
        let latest_key = latest_key.clone();
        let ahead = ahead.clone();
        move |_| {
            Callback::from(move |text: String| {
                browser::publish_metric("changedAt", browser::now_ms());
                let (inputs, templates, operators, keys) = latest_key.borrow().clone();
                let key = (
                    Inputs {
                        conf: text.clone(),
                        ..inputs
                    },
                    templates,
                    operators,
                    keys,
                );
                let evaluated = Evaluated::of(&key.0);
                *ahead.borrow_mut() = Some((key, evaluated));
                dispatch.emit(Action::EditConf(text));
            })
        }
    }))
    .clone();
    let on_key_focus = (*use_memo((), {
        let dispatch = dispatch.clone();
        move |_| dispatch.reform(Action::FocusKey)
    }))
    .clone();
    // Problems list → editor cursor (line, request number).
    let go_to = use_state(|| None::<(u32, u32)>);
    let on_go_to = {
        let go_to = go_to.clone();
        Callback::from(move |line: u32| {
            let n = go_to.map_or(0, |(_, n)| n.wrapping_add(1));
            go_to.set(Some((line, n)));
        })
    };

    let e = &*evaluated;
    html! {
        <div class={classes!("app", if *dark { "dark" } else { "light" })}>
            <Header version={state.inputs.version} submit_version={state.inputs.submit_version}
                application={language == "yaml"}
                saved={LatestSaved(latest_saved.clone())} dispatch={dispatch.clone()} />
            if let Some(n) = &state.notice {
                <div class="notice" role="status" data-testid="notice">
                    <span>{ n.clone() }</span>
                    <button class="link" onclick={dispatch.reform(|_| Action::Notice(None))} aria-label="Dismiss">{ "×" }</button>
                </div>
            }
            <main class="panes">
                <section class="left" aria-label="Configuration">
                    if language == "conf" {
                        <InputsBar state={state.clone()} dispatch={dispatch.clone()} />
                    }
                    <ConfEditor
                        text={state.inputs.conf.clone()}
                        generation={state.doc_generation}
                        completions={(*completions).clone()}
                        diagnostics={(*diagnostics).clone()}
                        highlight={(*highlight).clone()}
                        dark={*dark}
                        {language}
                        {on_change}
                        {on_key_focus}
                        go_to={*go_to}
                    />
                    <ProblemsList problems={e.preview.problems.clone()} on_go_to={on_go_to} />
                    <preview::FilesPanel files={state.inputs.files.clone()} dispatch={dispatch.clone()} />
                </section>
                <section class="right" aria-label="Preview">
                    <PreviewPane
                        state={state.clone()}
                        evaluated={evaluated.clone()}
                        lines={lines.clone()}
                        line_fields={line_fields.clone()}
                        line_titles={(*line_titles).clone()}
                        explained={explained.clone()}
                        focused_effect={(*focused_effect).as_ref().map(|(_, e)| e.clone())}
                        templates={(*templates).clone()}
                        operators={(*operators).clone()}
                        dispatch={dispatch.clone()}
                    />
                </section>
            </main>
            <footer class="status" data-testid="status">
                { format!("{} · rendered in {:.1} ms in your browser · nothing leaves this page",
                    e.preview.application.as_ref().map_or_else(
                        || format!("Spark {}", state.inputs.version.as_str()),
                        |r| format!("SparkApplication ({})", r.operator)),
                    e.millis) }
            </footer>
        </div>
    }
}

/// Problems in the editor bundle's diagnostics shape.
fn editor_diagnostics(problems: &[Problem]) -> Vec<editor::EditorDiagnostic> {
    problems
        .iter()
        .filter_map(|p| {
            let line = p.line?;
            let mut message = p.located_message().into_owned();
            if let Some(h) = &p.hint {
                message.push_str(" — ");
                message.push_str(h);
            }
            Some(editor::EditorDiagnostic {
                line,
                from_col: None,
                to_col: None,
                severity: match p.severity {
                    Severity::Error => "error",
                    Severity::Warning => "warning",
                    Severity::Info => "info",
                },
                message,
            })
        })
        .collect()
}

#[derive(Properties, PartialEq)]
struct BarProps {
    state: State,
    dispatch: Callback<Action>,
}

/// The latest state to share, compared by identity (its content changes with every keystroke,
/// which must not re-render the header).
#[derive(Clone)]
struct LatestSaved(Rc<std::cell::RefCell<crate::share::Saved>>);

impl PartialEq for LatestSaved {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

#[derive(Properties, PartialEq)]
struct HeaderProps {
    version: SparkVersion,
    /// A SparkApplication is in the editor: it sets the releases.
    application: bool,
    submit_version: Option<SparkVersion>,
    saved: LatestSaved,
    dispatch: Callback<Action>,
}

#[component]
fn Header(props: &HeaderProps) -> Html {
    let gallery_open = use_state(|| false);
    let copied = use_state(|| false);
    let toggle = {
        let g = gallery_open.clone();
        Callback::from(move |_| g.set(!*g))
    };
    let share = {
        let copied = copied.clone();
        let dispatch = props.dispatch.clone();
        let saved = props.saved.clone();
        Callback::from(move |_| {
            browser::replace_hash(&saved.0.borrow().to_fragment());
            let url = browser::location_href().unwrap_or_default();
            let copied = copied.clone();
            let dispatch = dispatch.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let ok = browser::copy_text(&url).await;
                copied.set(ok);
                if !ok {
                    dispatch.emit(Action::Notice(Some(
                        "Could not write to the clipboard: copy the address bar instead (it holds the whole state).".to_string(),
                    )));
                }
            });
        })
    };
    let close_on_escape = {
        let g = gallery_open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                g.set(false);
            }
        })
    };
    let on_version = props.dispatch.reform(|e: Event| {
        let v = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .and_then(|s| s.parse::<SparkVersion>().ok())
            .unwrap_or(SparkVersion::DEFAULT);
        Action::SetVersion(v)
    });
    let on_submit_version = props.dispatch.reform(|e: Event| {
        let v = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .and_then(|s| s.value().parse::<SparkVersion>().ok());
        Action::SetSubmitVersion(v)
    });
    let (version, submit_version) = (props.version, props.submit_version);
    html! {
        <header class="top">
            <h1><span class="logo" aria-hidden="true">{ "⎈" }</span>{ " sparkpods" }<small>{ " playground" }</small></h1>
            <label class="version">
                { "Spark " }
                <select data-testid="version" onchange={on_version} aria-label="Spark version of the image"
                    disabled={props.application} title={props.application.then_some("The SparkApplication sets the releases: its Spark version and its operator's")}>
                    { preview::release_options(Some(version)) }
                </select>
            </label>
            <label class="version" title="The spark-submit that builds the driver pod (an operator's bundled Spark, say) can be another release than the image's, which builds the executors">
                { "spark-submit " }
                <select data-testid="submit-version" onchange={on_submit_version} aria-label="Spark version of spark-submit"
                    disabled={props.application}>
                    <option value="" selected={submit_version.is_none()}>{ "same release" }</option>
                    { preview::release_options(submit_version) }
                </select>
            </label>
            <button data-testid="examples-button" aria-expanded={(*gallery_open).to_string()} onclick={toggle.clone()}>{ "Examples" }</button>
            <button data-testid="share" onclick={share} title="Copy a link that restores this exact state">
                { if *copied { "Link copied ✓" } else { "Copy share link" } }
            </button>
            if *gallery_open {
                <div class="gallery" role="dialog" aria-label="Examples" data-testid="gallery" onkeydown={close_on_escape}>
                    { for EXAMPLES.iter().map(|ex| {
                        let id = ex.id.to_string();
                        let dispatch = props.dispatch.clone();
                        let g = gallery_open.clone();
                        let onclick = Callback::from(move |_| {
                            dispatch.emit(Action::LoadExample(id.clone()));
                            g.set(false);
                        });
                        html! {
                            <button class="card" data-example={ex.id} {onclick}>
                                <strong>{ ex.title }</strong>
                                <span>{ ex.blurb }</span>
                            </button>
                        }
                    }) }
                </div>
            }
        </header>
    }
}

#[component]
fn InputsBar(props: &BarProps) -> Html {
    let input = |action: fn(String) -> Action| {
        props.dispatch.reform(move |e: InputEvent| {
            action(
                e.target_dyn_into::<web_sys::HtmlInputElement>()
                    .map(|i| i.value())
                    .unwrap_or_default(),
            )
        })
    };
    let i = &props.state.inputs;
    html! {
        <div class="inputs">
            <label>{ "Main resource" }
                <input data-testid="main-resource" value={i.main_resource.clone()} placeholder="local:///opt/spark/examples/jars/spark-examples.jar"
                    oninput={input(Action::SetMainResource)} spellcheck="false" />
            </label>
            <label>{ "Main class" }
                <input data-testid="main-class" value={i.main_class.clone()} placeholder="default for the resource"
                    oninput={input(Action::SetMainClass)} spellcheck="false" />
            </label>
            <label>{ "Arguments" }
                <input data-testid="app-args" value={i.app_args.clone()} placeholder="space-separated"
                    oninput={input(Action::SetAppArgs)} spellcheck="false" />
            </label>
        </div>
    }
}

/// Hold the value of this render and hand the one it replaces to
/// [`browser::free_after_frame`]: the last evaluation (its documents, summary and problems) and
/// its YAML lines are then freed after the frame that shows the new ones.
#[hook]
fn use_free_replaced_after_frame<T: 'static>(value: &Rc<T>) {
    let kept = use_mut_ref(|| Rc::clone(value));
    if !Rc::ptr_eq(&kept.borrow(), value) {
        let replaced = kept.replace(Rc::clone(value));
        browser::free_after_frame(Box::new(replaced));
    }
}
