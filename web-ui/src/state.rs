//! The playground's state and the reducer every UI event goes through. Pure: the Yew app
//! dispatches [`Action`]s and renders [`State`]; what is derived from the inputs (pods,
//! problems) is recomputed from [`State::inputs`] by `session::evaluate`.

use std::rc::Rc;

use builder_core::SparkVersion;
use sparkpods_convert::Target;

use crate::admission_view::DEFAULT_SETTINGS;
use crate::examples::{EXAMPLES, by_id};
use crate::preview::Doc;
use crate::session::{Inputs, VirtualFile};
use crate::share::Saved;

/// The preview's tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tab {
    Doc(Doc),
    Admission,
    /// The same inputs with another Spark release.
    Compare,
    /// What a pasted cluster profile's admission chain and nodes do to the pods.
    Cluster,
    /// The inputs written as another form (a conf, a command line, either operator's
    /// SparkApplication), with the pod fields that still differ.
    Convert,
}

impl Tab {
    pub const ALL: [Tab; 8] = [
        Tab::Doc(Doc::Driver),
        Tab::Doc(Doc::Executor),
        Tab::Doc(Doc::Resources),
        Tab::Doc(Doc::Submitted),
        Tab::Admission,
        Tab::Cluster,
        Tab::Compare,
        Tab::Convert,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Tab::Doc(d) => d.label(),
            Tab::Admission => "Admission",
            Tab::Compare => "Compare releases",
            Tab::Cluster => "Cluster",
            Tab::Convert => "Convert to…",
        }
    }

    /// A stable id for tests and anchors.
    pub fn id(self) -> &'static str {
        match self {
            Tab::Doc(Doc::Driver) => "driver",
            Tab::Doc(Doc::Executor) => "executor",
            Tab::Doc(Doc::Resources) => "resources",
            Tab::Doc(Doc::Submitted) => "submitted",
            Tab::Admission => "admission",
            Tab::Compare => "compare",
            Tab::Cluster => "cluster",
            Tab::Convert => "convert",
        }
    }
}

/// Everything the UI shows that is not derived.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    pub inputs: Inputs,
    /// Admission policy settings (JSON text).
    pub policy: String,
    pub tab: Tab,
    /// The release the Compare tab compares the selected one with.
    pub compare_with: SparkVersion,
    /// What the Convert tab writes the inputs as.
    pub convert_to: Target,
    /// The conf key under the editor's cursor: its effects light up in the preview.
    pub focused_key: Option<String>,
    /// The preview line the user clicked (index into the tab's lines): explained in a panel.
    pub selected_line: Option<usize>,
    /// A one-off message (link restored, link refused, copied...).
    pub notice: Option<String>,
    /// Bumped when the conf text changes from outside the editor (example, restore), so the
    /// editor replaces its document; typing does not bump it.
    pub doc_generation: u32,
    /// The cluster profile the Cluster tab checks against (what `kubectl get ... -o yaml`
    /// prints). Kept in this browser's storage, never in share links: it names a company's
    /// nodes. Shared, not copied, on every state change (a 500-node profile is ~0.5 MB).
    pub cluster_profile: Rc<str>,
}

/// Everything the user can do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    EditConf(String),
    SetVersion(SparkVersion),
    /// spark-submit's release; `None`: the image's.
    SetSubmitVersion(Option<SparkVersion>),
    SetCompareWith(SparkVersion),
    /// The Convert tab's target.
    SetConvertTo(Target),
    SetMainResource(String),
    SetMainClass(String),
    SetAppArgs(String),
    AddFile,
    SetFilePath(usize, String),
    SetFileContent(usize, String),
    RemoveFile(usize),
    LoadExample(String),
    SetPolicy(String),
    ResetPolicy,
    SelectTab(Tab),
    FocusKey(Option<String>),
    SelectLine(Option<usize>),
    SetClusterProfile(String),
    Restore(Box<Saved>),
    Notice(Option<String>),
}

impl Default for State {
    fn default() -> Self {
        let inputs = EXAMPLES
            .first()
            .map(|e| e.inputs(SparkVersion::DEFAULT))
            .unwrap_or_default();
        State {
            inputs,
            policy: DEFAULT_SETTINGS.to_string(),
            tab: Tab::Doc(Doc::Executor),
            compare_with: SparkVersion::NEWEST,
            convert_to: Target::Kubeflow,
            focused_key: None,
            selected_line: None,
            notice: None,
            doc_generation: 0,
            cluster_profile: Rc::from(""),
        }
    }
}

impl State {
    /// The state a page load starts with: the share link in the URL fragment if there is one,
    /// else what localStorage kept, else the first example. A link that cannot be read is
    /// reported in the notice rather than silently dropped.
    pub fn initial(fragment: Option<&str>, stored: Option<serde_json::Value>) -> State {
        let base = State::default();
        if let Some(f) = fragment.filter(|f| !f.is_empty() && *f != "#") {
            return match Saved::from_fragment(f) {
                Ok(saved) => State {
                    notice: Some("Restored the shared state from the link.".to_string()),
                    ..base.reduce(Action::Restore(Box::new(saved)))
                },
                Err(e) => State {
                    notice: Some(format!("Could not open the shared link: {e}.")),
                    ..base
                },
            };
        }
        match stored.map(Saved::from_value) {
            Some(Ok(saved)) => base.reduce(Action::Restore(Box::new(saved))),
            _ => base,
        }
    }

    /// What a share link and localStorage keep.
    pub fn saved(&self) -> Saved {
        Saved::new(
            self.inputs.clone(),
            self.policy.clone(),
            Some(self.compare_with),
        )
    }

    /// Apply an action.
    pub fn reduce(mut self, action: Action) -> State {
        let inputs_changed = !matches!(
            action,
            Action::SelectTab(_)
                | Action::FocusKey(_)
                | Action::SelectLine(_)
                | Action::Notice(_)
                | Action::SetCompareWith(_)
                | Action::SetConvertTo(_)
                | Action::SetClusterProfile(_)
        );
        match action {
            Action::EditConf(text) => self.inputs.conf = text,
            Action::SetVersion(v) => self.inputs.version = v,
            Action::SetSubmitVersion(v) => {
                self.inputs.submit_version = v.filter(|s| *s != self.inputs.version)
            }
            Action::SetCompareWith(v) => self.compare_with = v,
            Action::SetConvertTo(t) => self.convert_to = t,
            Action::SetMainResource(s) => self.inputs.main_resource = s,
            Action::SetMainClass(s) => self.inputs.main_class = s,
            Action::SetAppArgs(s) => self.inputs.app_args = s,
            Action::AddFile => self.inputs.files.push(VirtualFile {
                path: format!("/templates/file-{}.yaml", self.inputs.files.len() + 1),
                content: "apiVersion: v1\nkind: Pod\nspec: {}\n".to_string(),
            }),
            Action::SetFilePath(i, p) => {
                if let Some(f) = self.inputs.files.get_mut(i) {
                    f.path = p;
                }
            }
            Action::SetFileContent(i, c) => {
                if let Some(f) = self.inputs.files.get_mut(i) {
                    f.content = c;
                }
            }
            Action::RemoveFile(i) => {
                if i < self.inputs.files.len() {
                    self.inputs.files.remove(i);
                }
            }
            Action::LoadExample(id) => match by_id(&id) {
                Some(e) => {
                    self.inputs = e.inputs(self.inputs.version);
                    self.doc_generation = self.doc_generation.wrapping_add(1);
                    self.notice = Some(format!("Loaded example: {}.", e.title));
                }
                None => self.notice = Some(format!("There is no example `{id}`.")),
            },
            Action::SetPolicy(s) => self.policy = s,
            Action::ResetPolicy => self.policy = DEFAULT_SETTINGS.to_string(),
            Action::SelectTab(t) => {
                self.tab = t;
                self.selected_line = None;
            }
            Action::FocusKey(k) => self.focused_key = k,
            Action::SelectLine(l) => self.selected_line = l,
            Action::SetClusterProfile(text) => self.cluster_profile = Rc::from(text),
            Action::Restore(saved) => {
                self.inputs = saved.inputs;
                if let Some(v) = saved.compare {
                    self.compare_with = v;
                }
                self.policy = if saved.policy.is_empty() {
                    DEFAULT_SETTINGS.to_string()
                } else {
                    saved.policy
                };
                self.doc_generation = self.doc_generation.wrapping_add(1);
            }
            Action::Notice(n) => self.notice = n,
        }
        if inputs_changed {
            // Line numbers of the old preview mean nothing in the new one.
            self.selected_line = None;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_with_the_first_example() {
        let s = State::initial(None, None);
        assert_eq!(s.inputs.conf, EXAMPLES[0].conf);
        assert_eq!(s.notice, None);
    }

    #[test]
    fn link_wins_over_storage_and_bad_links_are_reported() {
        let mut linked = State::default();
        linked.inputs.conf = "spark.app.name from-link\n".into();
        let mut stored = State::default();
        stored.inputs.conf = "spark.app.name from-storage\n".into();
        let s = State::initial(
            Some(&linked.saved().to_fragment()),
            serde_json::to_value(stored.saved()).ok(),
        );
        assert_eq!(s.inputs.conf, "spark.app.name from-link\n");
        assert!(s.notice.unwrap().contains("Restored"));
        let s = State::initial(None, serde_json::to_value(stored.saved()).ok());
        assert_eq!(s.inputs.conf, "spark.app.name from-storage\n");
        let s = State::initial(Some("#s=%%%"), serde_json::to_value(stored.saved()).ok());
        assert!(s.notice.unwrap().contains("Could not open"));
        assert_eq!(s.inputs.conf, EXAMPLES[0].conf);
    }

    #[test]
    fn examples_keep_the_version_and_bump_the_editor() {
        let s = State::default().reduce(Action::SetVersion(SparkVersion::V4_3_0));
        let s = s.reduce(Action::LoadExample("pyspark".into()));
        assert_eq!(s.inputs.version, SparkVersion::V4_3_0);
        assert_eq!(s.inputs.main_resource, "local:///opt/app/etl.py");
        assert_eq!(s.doc_generation, 1);
        let s = s.reduce(Action::EditConf("x".into()));
        assert_eq!(s.doc_generation, 1, "typing does not reset the editor");
        let s = s.reduce(Action::LoadExample("nope".into()));
        assert!(s.notice.unwrap().contains("nope"));
    }

    #[test]
    fn files_are_added_edited_removed() {
        let s = State::default()
            .reduce(Action::AddFile)
            .reduce(Action::SetFilePath(0, "/t.yaml".into()))
            .reduce(Action::SetFileContent(0, "kind: Pod\n".into()))
            .reduce(Action::RemoveFile(5));
        assert_eq!(s.inputs.files.len(), 1);
        assert_eq!(s.inputs.files[0].path, "/t.yaml");
        let s = s.reduce(Action::RemoveFile(0));
        assert!(s.inputs.files.is_empty());
    }

    #[test]
    fn selection_is_cleared_when_inputs_change() {
        let s = State::default().reduce(Action::SelectLine(Some(3)));
        assert_eq!(s.selected_line, Some(3));
        let s = s.reduce(Action::SelectTab(Tab::Doc(Doc::Driver)));
        assert_eq!(s.selected_line, None);
        let s = s
            .reduce(Action::SelectLine(Some(2)))
            .reduce(Action::EditConf("a b".into()));
        assert_eq!(s.selected_line, None);
    }
}
