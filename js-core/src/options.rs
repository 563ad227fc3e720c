//! The options of `render` and `check` as JavaScript passes them (camelCase, each one of
//! `sparkpods render --conf`'s), read with errors that name the option, and the [`Case`] they
//! make from the conf text: the same `#@` directives and overrides as the command line, with
//! the files Spark reads handed over instead of read from disk.

use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;

use builder_core::FileSet;
use builder_core::SparkVersion;
use builder_core::{Case, CaseError, CaseOptions};
use serde::Deserialize;
use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};

/// A problem with the options (`option` is its path: `sparkVersion`, `files./x.yaml`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("options{}: {message}", at(option))]
pub struct OptionsError {
    pub option: String,
    pub message: String,
}

fn at(option: &str) -> String {
    if option.is_empty() {
        String::new()
    } else {
        format!(".{option}")
    }
}

impl OptionsError {
    fn new(option: impl Into<String>, message: impl Into<String>) -> Self {
        OptionsError {
            option: option.into(),
            message: message.into(),
        }
    }
}

/// Why a conf could not be made into a case.
#[derive(Debug, thiserror::Error)]
pub enum CaseInputError {
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// The conf text or a `#@` directive in it (as `sparkpods render` reports it).
    #[error(transparent)]
    Conf(#[from] CaseError),
    /// The document could not be written (not expected).
    #[error(transparent)]
    Document(#[from] builder_core::document::DocumentError),
}

/// The options of `render` (all optional; `check` and `inputPaths` take the same ones but
/// `randomIds` and `normalize`). Each mirrors the `sparkpods render` option of the same name;
/// like those, they win over the conf's `#@` directives.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RenderOptions {
    /// The image's Spark release (`3.5.5`, or a line such as `4.1`); default 3.5.5.
    pub spark_version: Option<Version>,
    /// spark-submit's release when it is not the image's.
    pub submit_version: Option<Version>,
    /// Which pods the document holds.
    pub role: Option<Role>,
    pub main_class: Option<String>,
    /// `.py` and `.R` select PySpark and SparkR; `none` for no resource.
    pub main_resource: Option<String>,
    /// The application's arguments (they replace a `#@app-arg` directive's).
    #[serde(default, deserialize_with = "list")]
    pub app_args: Option<Vec<String>>,
    pub proxy_user: Option<String>,
    pub executor_id: Option<String>,
    pub app_id: Option<String>,
    pub driver_pod_uid: Option<String>,
    /// `false`: executors built without a driver pod (`--no-driver-pod`).
    pub driver_pod: Option<bool>,
    /// Where the driver runs (`--deploy-mode`); default: the conf's `spark.submit.deployMode`
    /// if it is `client`, else cluster.
    pub deploy_mode: Option<DeployMode>,
    /// The submitting process' environment on top of `SPARK_USER=spark` (an empty value
    /// unsets a variable, like `--env KEY=`).
    #[serde(default, deserialize_with = "map")]
    pub env: BTreeMap<String, String>,
    /// Conf keys set on top of the text, like `--set KEY=VALUE`.
    #[serde(default, deserialize_with = "map")]
    pub set: BTreeMap<String, String>,
    /// The files Spark reads (pod templates, krb5.conf, keytabs, the files of
    /// `HADOOP_CONF_DIR`...), by the path the conf names them with.
    #[serde(default, deserialize_with = "map")]
    pub files: BTreeMap<String, FileContent>,
    /// The working directory relative paths resolve against, masked as `<CWD>` when normalized.
    pub cwd: Option<String>,
    /// Draw ids, UUIDs and timestamps like Spark instead of the oracle's fixed ones.
    pub random_ids: Option<bool>,
    /// `false`: keep random parts instead of `<UUID>`-style placeholders.
    pub normalize: Option<bool>,
}

/// A Spark release given as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Version(pub SparkVersion);

impl<'de> Deserialize<'de> for Version {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map(Version).map_err(de::Error::custom)
    }
}

/// Which pods the document holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Driver,
    Executor,
    Both,
}

/// `cluster` or `client`.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DeployMode {
    Cluster,
    Client,
}

impl DeployMode {
    fn as_str(self) -> &'static str {
        match self {
            DeployMode::Cluster => "cluster",
            DeployMode::Client => "client",
        }
    }
}

impl Role {
    fn as_str(self) -> &'static str {
        match self {
            Role::Driver => "driver",
            Role::Executor => "executor",
            Role::Both => "both",
        }
    }
}

/// A file's content: text, or bytes (a `Uint8Array` / `ArrayBuffer`, for keytabs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileContent(pub Vec<u8>);

impl<'de> Deserialize<'de> for FileContent {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Content;
        impl Visitor<'_> for Content {
            type Value = FileContent;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("the file's text (a string) or its bytes (a Uint8Array)")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<FileContent, E> {
                Ok(FileContent(v.as_bytes().to_vec()))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<FileContent, E> {
                Ok(FileContent(v.into_bytes()))
            }
            fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<FileContent, E> {
                Ok(FileContent(v.to_vec()))
            }
            fn visit_byte_buf<E: de::Error>(self, v: Vec<u8>) -> Result<FileContent, E> {
                Ok(FileContent(v))
            }
        }
        deserializer.deserialize_any(Content)
    }
}

/// A list or map option, read through `deserialize_any` so that every format reports a value
/// of the wrong shape as such (serde-wasm-bindgen reports a string given for a list as a failed
/// property read); `null` is no value.
struct Shaped<T> {
    expecting: &'static str,
    value: PhantomData<T>,
}

impl<'de, T: Deserialize<'de>> Visitor<'de> for Shaped<T> {
    type Value = Option<T>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.expecting)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Option<T>, E> {
        Ok(None)
    }
    fn visit_none<E: de::Error>(self) -> Result<Option<T>, E> {
        Ok(None)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Option<T>, A::Error> {
        T::deserialize(SeqAccessDeserializer::new(seq)).map(Some)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Option<T>, A::Error> {
        T::deserialize(MapAccessDeserializer::new(map)).map(Some)
    }
}

fn list<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<String>>, D::Error> {
    d.deserialize_any(Shaped {
        expecting: "an array of strings",
        value: PhantomData,
    })
}

fn map<'de, D: Deserializer<'de>, V: Deserialize<'de>>(
    d: D,
) -> Result<BTreeMap<String, V>, D::Error> {
    let read = d.deserialize_any(Shaped {
        expecting: "an object",
        value: PhantomData,
    })?;
    Ok(read.unwrap_or_default())
}

/// The options object read as a map of the properties it has, so that an unknown one is an
/// error: serde-wasm-bindgen reads a struct by looking up its fields' names, which never sees a
/// misspelt option.
struct EveryProperty<D>(D);

impl<'de, D: Deserializer<'de>> Deserializer<'de> for EveryProperty<D> {
    type Error = D::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_any(visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_map(visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
        ignored_any
    }
}

/// Read options from any serde format (a JS object at the boundary, JSON in tests); `null` and
/// `undefined` are read as no options by the caller. Errors name the option; `message` gives
/// the format's error as text.
pub fn read<'de, D: Deserializer<'de>>(
    deserializer: D,
    message: impl FnOnce(D::Error) -> String,
) -> Result<RenderOptions, OptionsError> {
    serde_path_to_error::deserialize(EveryProperty(deserializer)).map_err(|e| {
        let option = e.path().to_string();
        let option = if option == "." { String::new() } else { option };
        OptionsError::new(option, message(e.into_inner()))
    })
}

impl RenderOptions {
    /// Refuse the options only `render` has (for `check` and `inputPaths`).
    pub fn without_render_options(&self, function: &str) -> Result<(), OptionsError> {
        let render_only = [
            ("randomIds", self.random_ids.is_some()),
            ("normalize", self.normalize.is_some()),
        ];
        match render_only.iter().find(|(_, set)| *set) {
            Some((name, _)) => Err(OptionsError::new(
                *name,
                format!("an option of render, not of {function}"),
            )),
            None => Ok(()),
        }
    }

    /// The conf text as a case, with these options over its directives and the given files.
    pub fn case(&self, conf: &str) -> Result<Case, CaseInputError> {
        let overrides = self.overrides()?;
        let parse = |files| -> Result<Case, CaseInputError> {
            let mut case = Case::parse_with_files(
                "conf",
                conf,
                self.cwd.clone(),
                CaseOptions::default(),
                &overrides,
                files,
            )?;
            if self.driver_pod == Some(true) {
                // Wins over a `#@no-driver-pod` directive, as every option wins over its
                // directive.
                case.options.no_driver_pod = false;
            }
            case.apply_sets(&self.assignments()?)?;
            case.env.files = self.file_set(&case);
            Ok(case)
        };
        let case = parse(FileSet::new())?;
        // A command line's --properties-file among the files: spark-submit reads it first.
        if case.reads_a_properties_file() {
            return parse(case.env.files);
        }
        Ok(case)
    }

    /// The options as the command line's directive overrides, in its order.
    fn overrides(&self) -> Result<Vec<(String, String)>, OptionsError> {
        let mut out: Vec<(String, String)> = Vec::new();
        let mut push = |name: &str, value: Option<&str>| {
            if let Some(v) = value {
                out.push((name.to_string(), v.to_string()));
            }
        };
        push("spark-version", self.spark_version.map(|v| v.0.as_str()));
        push("submit-version", self.submit_version.map(|v| v.0.as_str()));
        push("role", self.role.map(Role::as_str));
        push("main-class", self.main_class.as_deref());
        push("main-resource", self.main_resource.as_deref());
        push("proxy-user", self.proxy_user.as_deref());
        push("executor-id", self.executor_id.as_deref());
        push("driver-pod-uid", self.driver_pod_uid.as_deref());
        push("deploy-mode", self.deploy_mode.map(DeployMode::as_str));
        push("app-id", self.app_id.as_deref());
        if let Some(args) = &self.app_args {
            // An empty `app-args` first: the array replaces the directives' arguments even
            // when it is empty.
            push("app-args", Some(""));
            for a in args {
                push("app-arg", Some(a));
            }
        }
        for (name, value) in &self.env {
            if name.is_empty() || name.contains('=') {
                return Err(OptionsError::new(
                    format!("env.{name}"),
                    "an environment variable's name is not empty and has no `=`",
                ));
            }
            push("env", Some(&format!("{name}={value}")));
        }
        if self.driver_pod == Some(false) {
            push("no-driver-pod", Some(""));
        }
        Ok(out)
    }

    /// `set` as `KEY=VALUE` assignments (spark-submit's `--conf` splits at the first `=`).
    fn assignments(&self) -> Result<Vec<String>, OptionsError> {
        self.set
            .iter()
            .map(|(key, value)| {
                if key.trim().is_empty() || key.contains('=') {
                    Err(OptionsError::new(
                        format!("set.{key}"),
                        "a conf key is not empty and has no `=` (spark-submit's --conf splits at the first one)",
                    ))
                } else {
                    Ok(format!("{key}={value}"))
                }
            })
            .collect()
    }

    /// The files as Spark sees them: by path, and for each path the case makes Spark read
    /// that has files under it, the directory's listing (its direct files, sorted by name, as
    /// the command line lists a directory).
    fn file_set(&self, case: &Case) -> FileSet {
        let mut set = FileSet::new();
        for (path, content) in &self.files {
            set.insert(path.clone(), content.0.clone());
        }
        let paths = case.input_paths();
        for path in paths.files.iter().chain(paths.dirs.iter()) {
            let raw = path.strip_prefix("file://").unwrap_or(path);
            let dir = raw.trim_end_matches('/');
            if dir.is_empty() {
                continue;
            }
            let prefix = format!("{dir}/");
            let names: Vec<String> = self
                .files
                .keys()
                .filter_map(|p| p.strip_prefix(&prefix))
                .filter(|name| !name.is_empty() && !name.contains('/'))
                .map(str::to_string)
                .collect();
            if !names.is_empty() {
                set.insert_dir(dir.to_string(), names);
            }
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn options(v: serde_json::Value) -> Result<RenderOptions, OptionsError> {
        read(v, |e| e.to_string())
    }

    #[test]
    fn errors_name_the_option() {
        let e = options(json!({"sparkVersion": "9.9"})).unwrap_err();
        assert_eq!(e.option, "sparkVersion");
        assert!(
            e.to_string()
                .starts_with("options.sparkVersion: unsupported Spark version `9.9`"),
            "{e}"
        );
        let e = options(json!({"role": "drivers"})).unwrap_err();
        assert_eq!(e.option, "role");
        assert!(e.message.contains("`driver`, `executor`, `both`"), "{e}");
        let e = options(json!({"appArgs": ["a", 2]})).unwrap_err();
        assert_eq!(e.option, "appArgs[1]");
        let e = options(json!({"files": {"tpl.yaml": 3}})).unwrap_err();
        assert_eq!(
            e.to_string(),
            "options.files.tpl.yaml: invalid type: integer `3`, expected the file's text (a string) or its bytes (a Uint8Array)"
        );
        let e = options(json!({"appArgs": "a,b"})).unwrap_err();
        assert_eq!(
            e.to_string(),
            "options.appArgs: invalid type: string \"a,b\", expected an array of strings"
        );
        let e = options(json!({"env": ["A=1"]})).unwrap_err();
        assert_eq!(e.option, "env");
        assert!(e.message.contains("expected a map"), "{e}");
        assert!(options(json!({"env": null, "appArgs": null})).is_ok());
        let e = options(json!({"sparkVerison": "3.5.5"})).unwrap_err();
        assert!(
            e.to_string().starts_with(
                "options.sparkVerison: unknown field `sparkVerison`, expected one of `sparkVersion`"
            ),
            "{e}"
        );
        let e = options(json!({"env": {"A=B": "c"}}))
            .unwrap()
            .case("")
            .unwrap_err();
        assert!(e.to_string().starts_with("options.env.A=B: "), "{e}");
        let e = options(json!({"set": {"": "c"}}))
            .unwrap()
            .case("")
            .unwrap_err();
        assert!(e.to_string().starts_with("options.set.: "), "{e}");
        let e = options(json!({"normalize": false}))
            .unwrap()
            .without_render_options("check")
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "options.normalize: an option of render, not of check"
        );
    }

    #[test]
    fn options_win_over_directives_like_the_command_line() {
        let text = "#@app-arg from-file\n#@no-driver-pod\n#@role driver\nspark.app.name a\n";
        let case = options(json!({"appArgs": [], "driverPod": true, "role": "both"}))
            .unwrap()
            .case(text)
            .unwrap();
        assert_eq!(case.options.app_args, Some(vec![]));
        assert!(!case.options.no_driver_pod);
        assert_eq!(case.options.role, builder_core::RoleSel::Both);
        let case = options(json!({})).unwrap().case(text).unwrap();
        assert_eq!(case.options.app_args, Some(vec!["from-file".to_string()]));
        assert!(case.options.no_driver_pod);
        let case = options(json!({"sparkVersion": "4.1", "env": {"SPARK_USER": "", "X": "1"}}))
            .unwrap()
            .case(text)
            .unwrap();
        assert_eq!(case.options.version, SparkVersion::V4_1_4);
        assert_eq!(case.env.var("SPARK_USER"), None);
        assert_eq!(case.env.var("X"), Some("1"));
    }

    #[test]
    fn set_keys_go_over_the_text() {
        let case = options(json!({"set": {"spark.b": "2", "spark.a": "3"}}))
            .unwrap()
            .case("spark.a 1\n")
            .unwrap();
        assert_eq!(
            case.conf,
            vec![
                ("spark.a".to_string(), "3".to_string()),
                ("spark.b".to_string(), "2".to_string())
            ]
        );
    }

    #[test]
    fn the_directories_spark_reads_are_listed_from_the_files_under_them() {
        let case = options(json!({
            "env": {"HADOOP_CONF_DIR": "conf/hadoop/"},
            "files": {
                "conf/hadoop/core-site.xml": "<a/>",
                "conf/hadoop/hdfs-site.xml": "<b/>",
                "conf/hadoop/nested/x.xml": "<c/>",
                "tpl.yaml": "spec: {}",
            },
            "set": {"spark.kubernetes.driver.podTemplateFile": "file://tpl.yaml"},
        }))
        .unwrap()
        .case("")
        .unwrap();
        let files = &case.env.files;
        assert_eq!(
            files.list_dir("conf/hadoop"),
            Some(&["core-site.xml".to_string(), "hdfs-site.xml".to_string()][..])
        );
        assert_eq!(
            files.read_string("file://tpl.yaml").as_deref(),
            Some("spec: {}")
        );
        assert_eq!(files.list_dir("tpl.yaml"), None);
    }
}
