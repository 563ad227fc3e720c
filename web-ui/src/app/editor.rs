//! The conf editor: CodeMirror 6 (the bundle from `tools/web`, loaded at run time from
//! `vendor/editor.bundle.js`) or, when that bundle is missing or fails, a plain textarea with
//! the same behaviour minus highlighting and squiggles.

use crate::completions::Completion;
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[wasm_bindgen(inline_js = "export function load_module(url) { return import(url); }
export function base_url(path) { return new URL(path, document.baseURI).href; }")]
extern "C" {
    #[wasm_bindgen(catch)]
    fn load_module(url: &str) -> Result<js_sys::Promise, JsValue>;
    fn base_url(path: &str) -> String;
}

#[wasm_bindgen]
extern "C" {
    /// The handle `createEditor` returns (tools/web/editor/editor.js).
    pub type EditorHandle;
    #[wasm_bindgen(method, js_name = setDoc)]
    fn set_doc(this: &EditorHandle, text: &str);
    #[wasm_bindgen(method, js_name = setDiagnostics)]
    fn set_diagnostics(this: &EditorHandle, list: &JsValue);
    #[wasm_bindgen(method, js_name = setCompletions)]
    fn set_completions(this: &EditorHandle, list: &JsValue);
    #[wasm_bindgen(method, js_name = setTheme)]
    fn set_theme(this: &EditorHandle, dark: bool);
    #[wasm_bindgen(method, js_name = setLanguage)]
    fn set_language(this: &EditorHandle, name: &str);
    #[wasm_bindgen(method, js_name = highlightLines)]
    fn highlight_lines(this: &EditorHandle, lines: &JsValue);
    #[wasm_bindgen(method, js_name = goToLine)]
    fn go_to_line(this: &EditorHandle, line: u32);
    #[wasm_bindgen(method)]
    fn destroy(this: &EditorHandle);
}

/// A problem in the editor bundle's shape.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct EditorDiagnostic {
    pub line: u32,
    pub from_col: Option<u32>,
    pub to_col: Option<u32>,
    pub severity: &'static str,
    pub message: String,
}

/// Data for the bundle as JS values (serde-wasm-bindgen: no JSON text to build and parse);
/// what cannot be converted is an empty list there.
fn to_js<T: serde::Serialize + ?Sized>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

#[derive(Properties, PartialEq, Clone)]
pub struct EditorProps {
    pub text: String,
    /// Bumped when `text` changes from outside the editor (examples, restores).
    pub generation: u32,
    pub completions: Rc<Vec<Completion>>,
    pub diagnostics: Rc<Vec<EditorDiagnostic>>,
    /// 1-based lines to highlight.
    pub highlight: Rc<Vec<u32>>,
    pub dark: bool,
    /// `conf` (spark-defaults.conf) or `yaml` (a SparkApplication).
    pub language: &'static str,
    pub on_change: Callback<String>,
    pub on_key_focus: Callback<Option<String>>,
    /// A request to put the cursor on a line (from the problems list); the counter makes
    /// the same line requestable twice.
    pub go_to: Option<(u32, u32)>,
}

/// What the editor mount holds between renders.
#[derive(Default)]
struct Mount {
    handle: Option<EditorHandle>,
    // Kept alive while the editor may call them.
    on_change: Option<Closure<dyn FnMut(String)>>,
    on_key: Option<Closure<dyn FnMut(JsValue)>>,
    /// Latest props, for an editor that finishes loading after they changed.
    latest: Option<EditorProps>,
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Loading,
    CodeMirror,
    Textarea,
}

#[component]
pub fn ConfEditor(props: &EditorProps) -> Html {
    let host = use_node_ref();
    let mount = use_mut_ref(Mount::default);
    let mode = use_state(|| Mode::Loading);
    mount.borrow_mut().latest = Some(props.clone());

    {
        let host = host.clone();
        let mount = mount.clone();
        let mode = mode.clone();
        use_effect_with((), move |_| {
            let m2 = mount.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match create(&host, &m2).await {
                    Ok(()) => mode.set(Mode::CodeMirror),
                    Err(e) => {
                        web_sys::console::warn_2(
                            &JsValue::from_str("code editor unavailable, using a plain textarea:"),
                            &e,
                        );
                        mode.set(Mode::Textarea);
                    }
                }
            });
            move || {
                let mut m = mount.borrow_mut();
                if let Some(h) = m.handle.take() {
                    h.destroy();
                }
                m.on_change = None;
                m.on_key = None;
            }
        });
    }
    {
        let mount = mount.clone();
        use_effect_with((props.generation, *mode), move |_| {
            let m = mount.borrow();
            if let (Some(h), Some(p)) = (&m.handle, &m.latest) {
                h.set_doc(&p.text);
            }
        });
    }
    {
        let mount = mount.clone();
        use_effect_with((props.diagnostics.clone(), *mode), move |(d, _)| {
            if let Some(h) = &mount.borrow().handle {
                h.set_diagnostics(&to_js(&**d));
            }
        });
    }
    {
        let mount = mount.clone();
        use_effect_with((props.completions.clone(), *mode), move |(c, _)| {
            if let Some(h) = &mount.borrow().handle {
                h.set_completions(&to_js(&**c));
            }
        });
    }
    {
        let mount = mount.clone();
        use_effect_with((props.highlight.clone(), *mode), move |(l, _)| {
            if let Some(h) = &mount.borrow().handle {
                h.highlight_lines(&to_js(&**l));
            }
        });
    }
    {
        let mount = mount.clone();
        let host = host.clone();
        use_effect_with((props.go_to, *mode), move |(go_to, mode)| {
            let Some((line, _)) = *go_to else { return };
            if let Some(h) = &mount.borrow().handle {
                h.go_to_line(line);
            } else if *mode == Mode::Textarea {
                focus_textarea_line(&host, line);
            }
        });
    }
    {
        let mount = mount.clone();
        use_effect_with((props.language, *mode), move |(language, _)| {
            if let Some(h) = &mount.borrow().handle {
                h.set_language(language);
            }
        });
    }
    {
        let mount = mount.clone();
        use_effect_with((props.dark, *mode), move |(dark, _)| {
            if let Some(h) = &mount.borrow().handle {
                h.set_theme(*dark);
            }
        });
    }

    let textarea = if *mode == Mode::Textarea {
        let on_change = props.on_change.clone();
        let on_key = props.on_key_focus.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                on_change.emit(t.value());
            }
        });
        let report_key = Callback::from(move |e: Event| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                let pos = t.selection_start().ok().flatten().unwrap_or(0) as usize;
                on_key.emit(key_at(&t.value(), pos));
            }
        });
        let onclick = {
            let r = report_key.clone();
            Callback::from(move |e: MouseEvent| r.emit(e.into()))
        };
        let onkeyup = Callback::from(move |e: KeyboardEvent| report_key.emit(e.into()));
        html! {
            <textarea class="conf-textarea" data-testid="conf-textarea" spellcheck="false"
                aria-label="Spark configuration" value={props.text.clone()}
                {oninput} {onclick} {onkeyup} />
        }
    } else {
        html! {}
    };
    html! {
        <div class="editor-wrap">
            <div class="editor-host" ref={host} hidden={*mode == Mode::Textarea} />
            { textarea }
        </div>
    }
}

/// Put the fallback textarea's caret at the start of a 1-based line.
fn focus_textarea_line(host: &NodeRef, line: u32) {
    let Some(ta) = host
        .cast::<web_sys::Element>()
        .and_then(|h| h.next_element_sibling())
        .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
    else {
        return;
    };
    let text = ta.value();
    let offset: usize = text
        .split('\n')
        .take(line.saturating_sub(1) as usize)
        .map(|l| l.encode_utf16().count() + 1)
        .sum();
    let offset = u32::try_from(offset).unwrap_or(u32::MAX);
    let _ = ta.focus();
    let _ = ta.set_selection_range(offset, offset);
}

/// Load the bundle and create the editor in `host`.
async fn create(host: &NodeRef, mount: &Rc<RefCell<Mount>>) -> Result<(), JsValue> {
    let promise = load_module(&base_url("vendor/editor.bundle.js"))?;
    let module = wasm_bindgen_futures::JsFuture::from(promise).await?;
    let create = js_sys::Reflect::get(&module, &JsValue::from_str("createEditor"))?
        .dyn_into::<js_sys::Function>()?;
    let parent = host
        .cast::<web_sys::Element>()
        .ok_or_else(|| JsValue::from_str("editor host is not mounted"))?;
    let props = mount
        .borrow()
        .latest
        .clone()
        .ok_or_else(|| JsValue::from_str("no props"))?;
    let on_change = {
        let cb = props.on_change.clone();
        Closure::<dyn FnMut(String)>::new(move |text: String| cb.emit(text))
    };
    let on_key = {
        let cb = props.on_key_focus.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |k: JsValue| cb.emit(k.as_string()))
    };
    let opts = js_sys::Object::new();
    let set = |k: &str, v: &JsValue| js_sys::Reflect::set(&opts, &JsValue::from_str(k), v);
    set("doc", &JsValue::from_str(&props.text))?;
    set("dark", &JsValue::from_bool(props.dark))?;
    set("completions", &to_js(&*props.completions))?;
    set("onChange", on_change.as_ref())?;
    set("onKeyFocus", on_key.as_ref())?;
    let handle: EditorHandle = create
        .call2(&JsValue::NULL, &parent, &opts)?
        .unchecked_into();
    // Props may have moved on while the bundle loaded.
    if let Some(latest) = mount.borrow().latest.clone() {
        handle.set_doc(&latest.text);
        handle.set_diagnostics(&to_js(&*latest.diagnostics));
        handle.highlight_lines(&to_js(&*latest.highlight));
    }
    let mut m = mount.borrow_mut();
    m.handle = Some(handle);
    m.on_change = Some(on_change);
    m.on_key = Some(on_key);
    Ok(())
}

/// The conf key on the line containing byte `pos` (the textarea's caret), as the editor
/// bundle reports it: the text before the first separator, `None` on blank/comment lines.
pub fn key_at(text: &str, pos: usize) -> Option<String> {
    let pos = pos.min(text.len());
    let start = text
        .get(..pos)
        .and_then(|s| s.rfind('\n'))
        .map_or(0, |i| i + 1);
    let line = text.get(start..)?.split('\n').next()?.trim_start();
    if line.is_empty() || line.starts_with('#') || line.starts_with('!') {
        return None;
    }
    let end = line
        .find(|c: char| c == '=' || c == ':' || c.is_whitespace())
        .unwrap_or(line.len());
    line.get(..end)
        .map(str::to_string)
        .filter(|k| !k.is_empty())
}
