//! One conf document analyzed as `sparkpods check` analyzes a file: loaded as a case (the files
//! it names read from disk, or from the editor when it has them open, so an edited pod template
//! counts before it is saved), rendered, and checked. The analysis keeps which files it read, so
//! that an edit of one of them analyzes again the confs that read it, and only those.

use std::path::{Path, PathBuf};

use builder_core::DeterministicIds;
use builder_core::Diagnostic;
use builder_core::Rendered;
use builder_core::TemplateReader;
use builder_core::oracle_examples;
use builder_core::{PropEntry, parse_properties};
use builder_core::{Release, SparkVersion};
use lsp_types::Url;
use sparkpods::case::{Case, CaseOptions, LoadFromDisk};
use sparkpods::diagnose::load_problem;

use super::documents::{Document, Documents, file_path};
use super::settings::Settings;

/// A conf document at one version, analyzed.
pub struct Analysis {
    /// The document version analyzed.
    pub version: i32,
    /// The image's release the document is read with: its `#@spark-version`, else the
    /// setting, else sparkpods' default.
    pub release: Release,
    /// Where the conf's relative paths are read from.
    pub base_dir: PathBuf,
    /// The case, unless the text does not load (then `diagnostics` says why).
    pub case: Option<Case>,
    /// The render of the case (the submission's driver and one executor).
    pub rendered: Option<Rendered>,
    /// Everything `check` reports.
    pub diagnostics: Vec<Diagnostic>,
    /// The entries as written, with their spans (empty for a spark-submit command line).
    pub entries: Vec<PropEntry>,
    /// The files the case reads (pod templates, krb5.conf, ...) and the folders whose files it
    /// reads (`HADOOP_CONF_DIR`), resolved: what the analysis depends on besides the text.
    reads: Vec<PathBuf>,
    read_dirs: Vec<PathBuf>,
}

impl Analysis {
    /// The entry written on 1-based `line`.
    pub fn entry_on(&self, line: u32) -> Option<&PropEntry> {
        self.entries.iter().find(|e| e.line == line)
    }

    /// The entry whose text (key, separator, value) covers byte `offset`.
    pub fn entry_at(&self, offset: usize) -> Option<&PropEntry> {
        self.entries
            .iter()
            .find(|e| e.key_span.start <= offset && offset <= e.value_span.end.max(e.key_span.end))
    }

    /// Where a path the conf names is read from.
    pub fn resolve(&self, written: &str) -> PathBuf {
        resolve(&self.base_dir, written)
    }

    /// Whether the analysis read the document `uri` (a file it names, or a file of a folder it
    /// names): then an edit of that document changes it.
    pub fn reads(&self, uri: &Url) -> bool {
        self.reads
            .iter()
            .any(|p| Url::from_file_path(p).is_ok_and(|u| u == *uri))
            || file_path(uri).is_some_and(|path| self.read_dirs.iter().any(|d| path.starts_with(d)))
    }
}

/// A path as the conf writes it (`file://` allowed), from `base`.
pub fn resolve(base: &Path, written: &str) -> PathBuf {
    let raw = written.strip_prefix("file://").unwrap_or(written);
    if Path::new(raw).is_absolute() {
        PathBuf::from(raw)
    } else {
        base.join(raw)
    }
}

/// Where a conf's relative paths are read from: the setting, else the workspace root when the
/// conf is inside it, else the conf's folder.
pub fn base_dir(path: Option<&Path>, settings: &Settings, root: Option<&Path>) -> PathBuf {
    if let Some(dir) = &settings.base_dir {
        return dir.clone();
    }
    match (path, root) {
        (Some(p), Some(r)) if p.starts_with(r) => r.to_path_buf(),
        (Some(p), _) => p.parent().map(Path::to_path_buf).unwrap_or_default(),
        (None, Some(r)) => r.to_path_buf(),
        (None, None) => std::env::current_dir().unwrap_or_default(),
    }
}

/// Analyze `doc` (at `path` when it is a file), with `open` documents taking the place of the
/// files the conf names.
pub fn analyze(
    path: Option<&Path>,
    doc: &Document,
    settings: &Settings,
    base_dir: PathBuf,
    open: &Documents,
) -> Analysis {
    let entries = parse_properties(&doc.text).unwrap_or_default();
    let shown = path.map_or_else(|| "conf".to_string(), |p| p.display().to_string());
    let defaults = CaseOptions {
        version: settings.spark_version.unwrap_or(SparkVersion::DEFAULT),
        ..CaseOptions::default()
    };
    let mut analysis = Analysis {
        version: doc.version,
        release: Release::of(defaults.version),
        base_dir,
        case: None,
        rendered: None,
        diagnostics: Vec::new(),
        entries,
        reads: Vec::new(),
        read_dirs: Vec::new(),
    };
    let mut case = match Case::load(&shown, &doc.text, &analysis.base_dir, defaults, &[]) {
        Ok(case) => case,
        Err(e) => {
            analysis.diagnostics.push(load_problem(&doc.text, &e));
            return analysis;
        }
    };
    overlay_open_files(&mut case, &analysis.base_dir, open);
    let inputs = case.input_paths();
    analysis.reads = inputs.files.iter().map(|f| analysis.resolve(f)).collect();
    analysis.read_dirs = inputs.dirs.iter().map(|d| analysis.resolve(d)).collect();
    analysis.release = Release::of(case.options.version);
    let steps = oracle_examples();
    let sub = case.submission(&steps, TemplateReader::BUILT_IN);
    let rendered = builder_core::render(&sub, &mut DeterministicIds::default());
    analysis.diagnostics = case.diagnostics(&sub, &rendered);
    drop(sub);
    analysis.rendered = Some(rendered);
    analysis.case = Some(case);
    analysis
}

/// The files the conf names that the editor has open: their text as edited.
fn overlay_open_files(case: &mut Case, base: &Path, open: &Documents) {
    for written in case.input_paths().files {
        if let Some(doc) = open.by_path(&resolve(base, &written)) {
            let raw = written
                .strip_prefix("file://")
                .unwrap_or(&written)
                .to_string();
            case.env.files.insert(raw, doc.text.clone());
            case.env.files.insert(written, doc.text.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn analyzed(text: &str, settings: &Settings) -> Analysis {
        let doc = Document::new(text.to_string(), 1);
        analyze(
            None,
            &doc,
            settings,
            PathBuf::from("/"),
            &Documents::default(),
        )
    }

    #[test]
    fn a_bad_directive_is_reported_on_its_line() {
        let a = analyzed(
            "spark.app.name a\n#@spark-version 2.4.8\n",
            &Settings::default(),
        );
        assert!(a.case.is_none());
        assert_eq!(a.diagnostics.len(), 1);
        assert_eq!(a.diagnostics[0].line, Some(2), "{:?}", a.diagnostics);
    }

    #[test]
    fn the_directive_wins_over_the_setting() {
        let settings = Settings {
            spark_version: Some(SparkVersion::V4_1_0),
            ..Settings::default()
        };
        assert_eq!(
            analyzed("spark.app.name a\n", &settings).release.version(),
            SparkVersion::V4_1_0
        );
        let a = analyzed("#@spark-version 3.4\nspark.app.name a\n", &settings);
        assert_eq!(a.release.version().line(), SparkVersion::V3_4_4.line());
    }

    #[test]
    fn the_analysis_knows_the_files_and_folders_it_read() {
        let a = analyzed(
            "#@env HADOOP_CONF_DIR=hadoop\n\
             spark.kubernetes.container.image apache/spark:3.5.5\n\
             spark.kubernetes.executor.podTemplateFile file://templates/exec.yaml\n\
             spark.kubernetes.kerberos.krb5.path /etc/krb5.conf\n",
            &Settings::default(),
        );
        let reads = |path: &str| a.reads(&Url::parse(&format!("file://{path}")).unwrap());
        assert!(reads("/templates/exec.yaml"));
        assert!(reads("/etc/krb5.conf"));
        assert!(reads("/hadoop/core-site.xml"), "a file of the folder");
        assert!(!reads("/templates/driver.yaml"));
        assert!(!reads("/hadoop-site.xml"));
        // What the text no longer names is no longer read.
        let a = analyzed("spark.app.name a\n", &Settings::default());
        assert!(!a.reads(&Url::parse("file:///templates/exec.yaml").unwrap()));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// Conf-like text of any shape: the analysis, its diagnostics, completion and hover at
        /// every line never panic.
        #[test]
        fn any_text_is_answered(
            lines in proptest::collection::vec(
                "(spark\\.(executor|driver)\\.(memory|cores)|spark\\.kubernetes\\.[a-z.]{0,12}|#@[a-z-]{0,14}|[!#]|\\PC{0,6})([ =:\t\\\\]{0,2})(\\PC{0,8}|[0-9]{1,3} ?[a-zA-Z]{0,3})",
                0..8,
            ),
        ) {
            let text = lines.join("\n");
            let doc = Document::new(text, 1);
            let open = Documents::default();
            let a = analyze(None, &doc, &Settings::default(), PathBuf::from("/"), &open);
            let uri = lsp_types::Url::parse("file:///x.conf").unwrap();
            let _ = crate::lsp::diagnostics::publish(&uri, &doc, &a, &open);
            for line in 0..u32::try_from(lines.len()).unwrap() + 1 {
                for character in [0, 3, 40] {
                    let pos = lsp_types::Position::new(line, character);
                    let _ = crate::lsp::completion::complete(&a, &doc, pos);
                    let _ = crate::lsp::hover::hover(&a, &doc, pos);
                }
            }
        }
    }
}
