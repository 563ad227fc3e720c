//! `sparkpods`: render the Kubernetes pods Spark would create for a conf file, or check it.

/// Rendering allocates many small strings; mimalloc makes a render about 1.5x faster than
/// glibc's allocator (see BENCHMARKS.md).
#[cfg(not(target_family = "wasm"))]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod app_cmd;
mod check_cmd;
mod convert_cmd;
mod lsp;
mod manifests;

use builder_core::Rendered;
use builder_core::TemplateReader;
use builder_core::oracle_examples;
use builder_core::{DeterministicIds, IdSource};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use sparkpods::case::{Case, CaseOptions, LoadFromDisk};
use sparkpods::ids::RandomIds;
use sparkpods::{render_document_text, render_document_then};
use sparkpods_kube::cluster::ClusterProfile;
use sparkpods_operators::{apache, kubeflow};

#[derive(Parser)]
#[command(
    name = "sparkpods",
    version,
    about = "Spark's Kubernetes pods from a Spark conf, without a cluster or a JVM"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Json,
    Yaml,
}

/// What `render` prints.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Output {
    Document,
    Manifests,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum OnOff {
    On,
    Off,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DiffFormat {
    Text,
    Json,
}

/// Which Spark releases build the pods.
#[derive(clap::Args)]
struct Versions {
    /// Spark release of the image: the driver JVM runs it and builds the executors. Any release
    /// from 3.3.0 to 4.3.0, or a line such as 4.1 for its newest patch (`sparkpods versions`
    /// lists them) [default: 3.5.5, or the file's `#@spark-version`].
    #[arg(long)]
    spark_version: Option<String>,
    /// Spark release of the spark-submit that builds the driver pod, when it is another one
    /// than the image's (an operator's bundled Spark, say) [default: --spark-version].
    #[arg(long)]
    submit_version: Option<String>,
}

impl Versions {
    /// As directive overrides (`spark-version`, `submit-version`).
    fn overrides(self) -> Vec<(String, String)> {
        [
            ("spark-version", self.spark_version),
            ("submit-version", self.submit_version),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.map(|v| (k.to_string(), v)))
        .collect()
    }
}

/// A SparkApplication instead of a conf.
#[derive(clap::Args)]
struct OperatorArgs {
    /// A `SparkApplication` (YAML or JSON) instead of a conf, taken as its operator submits it:
    /// the kubeflow spark-operator's (sparkoperator.k8s.io/v1beta2: its spark-submit builds the
    /// driver, `spec.sparkVersion` the executors) or the Apache Spark operator's
    /// (spark.apache.org/v1: its bundled Spark builds the driver in process,
    /// `spec.runtimeVersions.sparkVersion` the executors). `render` adds an `operator` member
    /// with the submission it makes; `check` names the resource's fields.
    #[arg(long)]
    app: Option<PathBuf>,
    /// For SparkApplications: the release of the resource's operator (`sparkpods versions` lists them)
    /// [default: the newest].
    #[arg(long)]
    operator_release: Option<String>,
    /// For kubeflow SparkApplications: whether its webhooks run (on: its defaults
    /// and pod patches are applied) [default: on].
    #[arg(long, value_enum)]
    webhook: Option<OnOff>,
    /// For kubeflow SparkApplications: the operator runs with
    /// `--enable-batch-scheduler` (its volcano, yunikorn or scheduler-plugins integration then
    /// labels and annotates the pods through the submission).
    #[arg(long)]
    enable_batch_scheduler: bool,
    /// With --enable-batch-scheduler: the operator's `--default-batch-scheduler`.
    #[arg(long, requires = "enable_batch_scheduler")]
    default_batch_scheduler: Option<String>,
    /// With --enable-batch-scheduler: the operator's `--kube-scheduler-names` (comma separated).
    #[arg(long, requires = "enable_batch_scheduler", value_delimiter = ',')]
    kube_scheduler_names: Vec<String>,
}

impl OperatorArgs {
    fn options<'a>(
        &'a self,
        cluster: Option<&'a ClusterProfile>,
    ) -> sparkpods::app::AppOptions<'a> {
        sparkpods::app::AppOptions {
            release: self.operator_release.as_deref(),
            webhook: self.webhook.map(|w| w == OnOff::On),
            batch: self.batch_scheduling(),
            cluster,
        }
    }

    /// The kubeflow operator's batch-scheduler flags, when given.
    fn batch_scheduling(&self) -> Option<kubeflow::BatchScheduling> {
        self.enable_batch_scheduler
            .then(|| kubeflow::BatchScheduling {
                enabled: true,
                default_scheduler: self.default_batch_scheduler.clone(),
                kube_scheduler_names: self.kube_scheduler_names.clone(),
            })
    }
}

#[derive(Subcommand)]
#[allow(clippy::large_enum_variant)] // parsed once per process
enum Command {
    /// List every Spark conf key sparkpods knows: type, default, since, doc.
    Keys {
        /// Print the Markdown reference (docs/conf-keys.md) instead of one key per line.
        #[arg(long)]
        markdown: bool,
    },
    /// List the rules of `check`: each one's id (what `.sparkpods.toml` and suppressions name),
    /// severity and what it finds. docs/rules.md documents each with an example and its fix.
    Rules {
        /// Print the Markdown reference (docs/rules.md) instead of one rule per line.
        #[arg(long)]
        markdown: bool,
    },
    /// List the Spark releases sparkpods reproduces: what each is built with and which
    /// behaviours it brings.
    Versions,
    /// Run a Language Server Protocol server on stdin/stdout for spark-defaults.conf and
    /// *.properties files: check's diagnostics as you type (on the pod templates too), quick
    /// fixes, completion and hover from the key registry, the pods as YAML (`sparkpods/showPods`).
    Lsp,
    /// Print a completion script for your shell, generated from these definitions: e.g.
    /// `sparkpods completions bash > ~/.local/share/bash-completion/completions/sparkpods`,
    /// `sparkpods completions zsh > "${fpath[1]}/_sparkpods"`,
    /// `sparkpods completions fish > ~/.config/fish/completions/sparkpods.fish`.
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff), generated from these definitions:
    /// `sparkpods man > ~/.local/share/man/man1/sparkpods.1`.
    Man,
    /// Report what is wrong with confs, spark-submit command lines and SparkApplications:
    /// the error Spark would raise (with the key and a fix), what Spark accepts but the
    /// Kubernetes API server rejects, what the operators do otherwise than written, keys Spark
    /// silently ignores (with a did-you-mean). Each finding names its rule (`sparkpods
    /// rules`); `.sparkpods.toml` and `# sparkpods: disable-next-line=RULE` comments tune them.
    /// Exit status: 0 clean, 1 findings at the failing level, 2 usage or configuration error, 3
    /// an input that could not be read.
    Check(check_cmd::CheckArgs),
    /// Print the driver and executor pods (and the other objects) Spark creates, as one JSON
    /// document shaped like the Spark oracle's (`driver.pod`, `driver.resources`,
    /// `driver.submitted`, `executor.pod`, `executor.configMap`, `error`, ...).
    ///
    /// The conf file is a spark-defaults.conf (`key value`, `key=value`, `#` comments). Lines
    /// `#@option value` inside it set the options below (the command line wins), e.g.
    /// `#@main-resource local:///opt/app.py`. Relative file paths in the conf (pod templates,
    /// krb5.conf, keytabs) and in `--env` dirs are read from the working directory.
    Render {
        /// The input: a conf, a pasted spark-submit command line, or a SparkApplication (YAML
        /// or JSON; the same as --app FILE).
        #[arg(conflicts_with_all = ["conf", "app"])]
        file: Option<PathBuf>,
        /// The conf file (the same as naming it).
        #[arg(long, conflicts_with = "app")]
        conf: Option<PathBuf>,
        #[command(flatten)]
        operator: OperatorArgs,
        #[command(flatten)]
        versions: Versions,
        /// Which pods to print: driver, executor or both (the executor is always built from the driver).
        #[arg(long)]
        role: Option<String>,
        /// Main class (default SparkPi; PythonRunner / RRunner for .py / .R resources).
        #[arg(long)]
        main_class: Option<String>,
        /// Main resource URI (`none` for no resource); .py and .R select Python and R.
        #[arg(long)]
        main_resource: Option<String>,
        /// One application argument (repeatable).
        #[arg(long = "app-arg")]
        app_arg: Vec<String>,
        /// Application arguments, comma separated.
        #[arg(long)]
        app_args: Option<String>,
        /// --proxy-user of spark-submit.
        #[arg(long)]
        proxy_user: Option<String>,
        /// Executor id of the executor pod (default 1).
        #[arg(long)]
        executor_id: Option<String>,
        /// Application id (default spark-a1b2c3d4e5f6, or random with --random-ids).
        #[arg(long)]
        app_id: Option<String>,
        /// Uid of the driver pod, as executors' owner references see it.
        #[arg(long)]
        driver_pod_uid: Option<String>,
        /// Build executors without a driver pod (no owner references).
        #[arg(long)]
        no_driver_pod: bool,
        /// Where the driver runs: cluster (spark-submit creates its pod) or client (it runs in
        /// the spark-submit process, which creates only executors). Default: the conf's
        /// spark.submit.deployMode if it is client, else cluster.
        #[arg(long, value_parser = ["cluster", "client"])]
        deploy_mode: Option<String>,
        /// Environment variable of the submitting process, KEY=VALUE (KEY= unsets; repeatable).
        /// Default SPARK_USER=spark; your own environment is not used.
        #[arg(long = "env")]
        env: Vec<String>,
        /// Draw ids, UUIDs and the timestamp like Spark does instead of the fixed ones (the
        /// output then shows them as they are, not as placeholders).
        #[arg(long)]
        random_ids: bool,
        /// Keep random parts as they are instead of the oracle's placeholders (`<UUID>`,
        /// `#<TIMESTAMP>`, `<RANDOM-AUTH-SECRET>`, `<CWD>`).
        #[arg(long)]
        no_normalize: bool,
        /// Output format [default: json; yaml with --output manifests].
        #[arg(long, value_enum)]
        format: Option<Format>,
        /// What to print: the oracle-shaped `document`, or the `manifests` the cluster
        /// receives, in creation order (the driver pod as submitted with its objects, the
        /// executor ConfigMap, each executor pod the driver starts with and its claims), each a
        /// complete object with UUID-shaped ids: a YAML stream for `kubectl apply
        /// --dry-run=server -f -`, kubeconform or conftest (a JSON `List` with --format json).
        #[arg(long, value_enum, default_value = "document", conflicts_with_all = ["app", "cluster", "executor_id", "no_normalize"])]
        output: Output,
        /// Set a conf key on top of the file, KEY=VALUE, like spark-submit's --conf (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
        /// A cluster profile (see `check --cluster`): `driver.submitted.pod` and `executor.pod`
        /// are then the pods as the scheduler sees them (the API server's defaults and the
        /// namespace's LimitRange defaults applied), and a `cluster` member says what was set.
        #[arg(long, value_name = "FILE")]
        cluster: Option<PathBuf>,
    },
    /// Write a conf, a spark-submit line or a SparkApplication of either operator as another
    /// of them, and check it: both sides are rendered, and every pod field that still differs
    /// is reported with why (on stderr; the converted text on stdout).
    Convert {
        /// What to write: conf, spark-submit, kubeflow or apache.
        #[arg(long, value_name = "TARGET")]
        to: String,
        /// The file to convert.
        file: PathBuf,
        /// The operator release of the SparkApplication read or written [default: the newest].
        #[arg(long)]
        operator_release: Option<String>,
        /// Exit with status 1 when any pod field differs.
        #[arg(long)]
        exact: bool,
        /// Write the converted text to FILE (and the pod template files it names next to it)
        /// instead of stdout.
        #[arg(long, short, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Output format: the text and the report, or one JSON document of both.
        #[arg(long, value_enum, default_value = "text")]
        format: DiffFormat,
    },
    /// Show what changes in the objects Spark creates when the same conf moves from one Spark
    /// release to another: every field of every object that differs, grouped by object, with
    /// the release that changes it and why (a behaviour, a key's availability or default, the
    /// libraries it is built with, or just the version number).
    Diff {
        /// The release you run today (a release or a line such as 3.5).
        #[arg(long, required_unless_present = "webhook", requires = "to")]
        from: Option<String>,
        /// The release you move to.
        #[arg(long, required_unless_present = "webhook", requires = "from")]
        to: Option<String>,
        /// Instead of two releases: every pod field the kubeflow operator's pod webhook sets in
        /// the pods of a SparkApplication, with the resource field behind it and how that field
        /// reaches the pods without the webhook (which is skipped silently when unreachable).
        #[arg(long, conflicts_with_all = ["from", "to", "set"])]
        webhook: bool,
        /// With --webhook: the kubeflow operator release [default: the newest].
        #[arg(long, requires = "webhook")]
        operator_release: Option<String>,
        /// The conf file (a spark-defaults.conf or a pasted spark-submit command line), or with
        /// --webhook a kubeflow SparkApplication.
        #[arg(required_unless_present_any = ["conf", "app"], conflicts_with = "conf")]
        file: Option<PathBuf>,
        /// With --webhook, the SparkApplication (the same as naming it).
        #[arg(long, requires = "webhook", conflicts_with = "file")]
        app: Option<PathBuf>,
        /// The conf file (the same as naming it).
        #[arg(long)]
        conf: Option<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: DiffFormat,
        /// Set a conf key on top of the file, KEY=VALUE (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
    },
}

/// The name kubectl runs a plugin by: installed (or linked) as `kubectl-sparkpods` on the
/// PATH, the binary is `kubectl sparkpods`.
const KUBECTL_PLUGIN: &str = "kubectl-sparkpods";

/// How the binary was invoked: `sparkpods`, or `kubectl sparkpods` when run as the plugin.
fn invoked_as() -> &'static str {
    let program = std::env::args_os().next().unwrap_or_default();
    let name = Path::new(&program)
        .file_stem()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    if name == KUBECTL_PLUGIN {
        "kubectl sparkpods"
    } else {
        "sparkpods"
    }
}

fn main() -> ExitCode {
    let matches = Cli::command()
        .name(invoked_as())
        .bin_name(invoked_as())
        .get_matches();
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    match cli.command {
        Command::Keys { markdown } => {
            let text = if markdown {
                builder_core::registry::markdown_reference()
            } else {
                // The keys sparkpods reads, then every other key a release declares.
                let registry = builder_core::registry::ALL
                    .iter()
                    .map(|k| format!("{}\t{}\t{}\n", k.key, k.type_name(), k.doc));
                let declared = builder_core::declared::catalog()
                    .beyond_registry()
                    .map(|k| {
                        format!(
                            "{}\t{}\t{}\n",
                            k.key,
                            k.type_name(),
                            k.doc().replace(['\n', '\t'], " ")
                        )
                    });
                registry.chain(declared).collect()
            };
            emit(&text, ExitCode::SUCCESS)
        }
        Command::Completions { shell } => {
            // Into memory first: clap_complete panics on a failed write.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "sparkpods", &mut script);
            emit(&String::from_utf8_lossy(&script), ExitCode::SUCCESS)
        }
        Command::Man => {
            let mut page = Vec::new();
            match clap_mangen::Man::new(Cli::command()).render(&mut page) {
                Ok(()) => emit(&String::from_utf8_lossy(&page), ExitCode::SUCCESS),
                Err(e) => {
                    eprintln!("sparkpods: cannot write the man page: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Command::Versions => emit(&versions_text(), ExitCode::SUCCESS),
        Command::Rules { markdown } => {
            let text = if markdown {
                sparkpods::rules::markdown()
            } else {
                sparkpods::rules::text()
            };
            emit(&text, ExitCode::SUCCESS)
        }
        Command::Lsp => lsp::run(),
        Command::Check(args) => check_cmd::run(args),
        Command::Convert {
            to,
            file,
            operator_release,
            exact,
            output,
            format,
        } => convert_cmd::run(
            &to,
            &file,
            operator_release.as_deref(),
            exact,
            output.as_deref(),
            format == DiffFormat::Json,
        ),
        Command::Diff {
            from,
            to,
            webhook,
            operator_release,
            file,
            app,
            conf,
            format,
            set,
        } => match (file.or(conf).or(app), from, to) {
            (Some(path), _, _) if webhook => {
                webhook_diff_cmd(&path, operator_release.as_deref(), format)
            }
            (Some(conf), Some(from), Some(to)) => diff_cmd(&conf, &from, &to, format, &set),
            _ => usage("diff needs a FILE and --from and --to, or --webhook"),
        },
        Command::Render {
            file,
            conf,
            mut operator,
            versions,
            role,
            main_class,
            main_resource,
            app_arg,
            app_args,
            proxy_user,
            executor_id,
            app_id,
            driver_pod_uid,
            no_driver_pod,
            deploy_mode,
            env,
            random_ids,
            no_normalize,
            format,
            output,
            set,
            cluster,
        } => {
            let format = format.unwrap_or(match output {
                Output::Document => Format::Json,
                Output::Manifests => Format::Yaml,
            });
            // A file named without --conf or --app: what it holds says which.
            let (conf, app) = match file {
                Some(f) if holds_applications(&f) => (None, Some(f)),
                Some(f) => (Some(f), None),
                None => (conf, operator.app.take()),
            };
            operator.app = app;
            let mut overrides = versions.overrides();
            if let Some(app) = &operator.app {
                let conf_only = !overrides.is_empty()
                    || !set.is_empty()
                    || [
                        &role,
                        &main_class,
                        &main_resource,
                        &app_args,
                        &proxy_user,
                        &deploy_mode,
                    ]
                    .iter()
                    .any(|o| o.is_some())
                    || !app_arg.is_empty()
                    || !env.is_empty();
                if conf_only {
                    eprintln!(
                        "sparkpods: with --app the resource sets the releases, the application and its arguments: change its fields (or use --operator-release) instead of conf options"
                    );
                    return ExitCode::from(2);
                }
                let profile = match cluster.as_deref().map(load_profile) {
                    None => None,
                    Some(Ok(p)) => Some(p),
                    Some(Err(code)) => return code,
                };
                return app_cmd::render_app_cmd(app, &operator.options(profile.as_ref()), format);
            }
            let Some(conf) = conf else {
                eprintln!("sparkpods: render needs a FILE (or --conf FILE, --app FILE)");
                return ExitCode::from(2);
            };
            let mut push = |k: &str, v: Option<String>| {
                if let Some(v) = v {
                    overrides.push((k.to_string(), v));
                }
            };
            push("role", role);
            push("main-class", main_class);
            push("main-resource", main_resource);
            push("app-args", app_args);
            push("proxy-user", proxy_user);
            push("executor-id", executor_id);
            push("driver-pod-uid", driver_pod_uid);
            push("deploy-mode", deploy_mode);
            let random_app_id = random_ids && app_id.is_none();
            push("app-id", app_id);
            overrides.extend(app_arg.into_iter().map(|a| ("app-arg".to_string(), a)));
            overrides.extend(env.into_iter().map(|e| ("env".to_string(), e)));
            if no_driver_pod {
                overrides.push(("no-driver-pod".into(), String::new()));
            }
            render_cmd(
                &conf,
                &overrides,
                &set,
                RenderOptions {
                    random_ids,
                    random_app_id,
                    normalize_output: !no_normalize,
                    format,
                    output,
                    cluster: cluster.as_deref(),
                },
            )
        }
    }
}

/// A usage error: printed, exit status 2.
fn usage(message: &str) -> ExitCode {
    eprintln!("sparkpods: {message}");
    ExitCode::from(2)
}

/// Whether the file at `path` holds SparkApplications (rather than a conf or command line).
fn holds_applications(path: &Path) -> bool {
    std::fs::read_to_string(path).is_ok_and(|text| {
        matches!(
            sparkpods::check::classify(Some(path), &text, true),
            sparkpods::check::Contents::Applications(_)
        )
    })
}

/// Reads a cluster profile (`--cluster`); a profile that cannot be read prints and gives exit
/// status 2, its documents that are not part of a profile are noted.
fn load_profile(path: &Path) -> Result<ClusterProfile, ExitCode> {
    let profile = sparkpods::cluster::load_profile(path).map_err(|e| {
        eprintln!("sparkpods: {e}");
        ExitCode::from(2)
    })?;
    if !profile.skipped.is_empty() {
        eprintln!(
            "sparkpods: note: {}: not part of a cluster profile, skipped: {}",
            path.display(),
            profile.skipped.join(", ")
        );
    }
    Ok(profile)
}

/// Write a command's output and end with `code`. A reader that stops early (`| head`) is not
/// an error (`println!` would panic); another failed write is exit status 2.
fn emit(text: &str, code: ExitCode) -> ExitCode {
    use std::io::Write;
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => code,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => code,
        Err(e) => {
            eprintln!("sparkpods: cannot write to stdout: {e}");
            ExitCode::from(2)
        }
    }
}

/// Read `path` and load it as a case from the working directory, with the command line's
/// options and `--set` assignments; usage problems print and give exit status 2.
fn load_case(
    path: &Path,
    overrides: &[(String, String)],
    set: &[String],
) -> Result<(Case, PathBuf), ExitCode> {
    let fail = |msg: String| {
        eprintln!("sparkpods: {msg}");
        ExitCode::from(2)
    };
    let text = std::fs::read_to_string(path)
        .map_err(|e| fail(format!("cannot read {}: {e}", path.display())))?;
    let cwd = std::env::current_dir().unwrap_or_default();
    let case = Case::load(
        &path.display().to_string(),
        &text,
        &cwd,
        CaseOptions::default(),
        overrides,
    )
    .and_then(|mut c| c.apply_sets_from_disk(set, &cwd).map(|()| c))
    .map_err(|e| fail(e.to_string()))?;
    Ok((case, cwd))
}

/// How `render` prints.
struct RenderOptions<'a> {
    random_ids: bool,
    random_app_id: bool,
    normalize_output: bool,
    format: Format,
    output: Output,
    cluster: Option<&'a Path>,
}

fn render_cmd(
    path: &Path,
    overrides: &[(String, String)],
    set: &[String],
    options: RenderOptions,
) -> ExitCode {
    let RenderOptions {
        random_ids,
        random_app_id,
        normalize_output,
        format,
        output,
        cluster,
    } = options;
    let (mut case, cwd) = match load_case(path, overrides, set) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    let profile = match cluster.map(load_profile).transpose() {
        Ok(p) => p,
        Err(code) => return code,
    };
    let mut ids: Box<dyn IdSource> = if random_ids {
        Box::new(RandomIds::from_clock())
    } else {
        Box::new(DeterministicIds::default())
    };
    if random_ids {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
        builder_core::document::randomize(&mut case, ids.as_mut(), now, random_app_id);
    }
    if output == Output::Manifests {
        return print_manifests(&mut case, ids.as_mut(), format);
    }
    let steps = oracle_examples();
    let normalize_with =
        builder_core::document::normalize_with(normalize_output, random_ids, cwd.to_str());
    let written = match (&profile, format) {
        // The common case, written straight as text.
        (None, Format::Json) => {
            render_document_text(&case, &steps, ids.as_mut(), normalize_with, true)
                .map(|(text, rendered)| (Printed::Text(text), rendered))
        }
        _ => render_document_then(
            &case,
            &steps,
            ids.as_mut(),
            normalize_with,
            |doc, sub, rendered| {
                if let Some(profile) = &profile {
                    sparkpods::cluster::apply_to_document(doc, sub, rendered, None, profile);
                }
            },
        )
        .map(|(doc, rendered)| (Printed::Value(doc), rendered)),
    };
    let (doc, rendered) = match written {
        Ok(written) => written,
        Err(e) => {
            eprintln!("sparkpods: {e}");
            return ExitCode::from(2);
        }
    };
    warn_unknown_fields(&rendered);
    print_document(doc, format, rendered.error.is_some())
}

/// A render's document to print: already JSON text, or values.
pub(crate) enum Printed {
    Text(String),
    Value(serde_json::Value),
}

/// What the API server warns of when Spark creates the pods: the template fields a Pod does not
/// declare (the document has them, as Spark sends them).
fn warn_unknown_fields(rendered: &Rendered) {
    for (role, path) in builder_core::unknown_fields(rendered) {
        eprintln!(
            "sparkpods: warning: {role} pod: unknown field \"{path}\": Spark sends it from the pod template, the API server prunes it (`sparkpods check` says where it belongs)"
        );
    }
}

/// `render --output manifests`; exit status 3 when Spark raises (its error on stderr).
fn print_manifests(case: &mut Case, ids: &mut dyn IdSource, format: Format) -> ExitCode {
    let manifests::Manifests { objects, pruned } = match manifests::objects(case, ids) {
        Ok(manifests) => manifests,
        Err(manifests::ManifestsError::Spark(e)) => {
            let key = e.key.map(|k| format!(" [{k}]")).unwrap_or_default();
            eprintln!(
                "sparkpods: Spark fails{key}: {}: {}",
                e.exception.class_name(),
                e.message
            );
            if let Some(hint) = e.hint {
                eprintln!("    hint: {hint}");
            }
            return ExitCode::from(3);
        }
        Err(e) => {
            eprintln!("sparkpods: {e}");
            return ExitCode::from(2);
        }
    };
    for (role, path) in &pruned {
        eprintln!(
            "sparkpods: warning: {role} pod: unknown field \"{path}\" left out: Spark sends it from the pod template, the API server prunes it, `kubectl apply` (strict field validation) would reject it"
        );
    }
    let printed = match format {
        Format::Yaml => manifests::yaml_stream(&objects)
            .map(|s| manifests::pruned_comment(&pruned) + &s)
            .map_err(|e| e.to_string()),
        Format::Json => serde_json::to_string_pretty(&manifests::json_list(objects))
            .map(|s| s + "\n")
            .map_err(|e| e.to_string()),
    };
    match printed {
        Ok(s) => emit(&s, ExitCode::SUCCESS),
        Err(e) => {
            eprintln!("sparkpods: {e}");
            ExitCode::from(2)
        }
    }
}

/// Print a render document; exit status 3 when Spark raised (the document holds the error).
fn print_document(doc: Printed, format: Format, spark_failed: bool) -> ExitCode {
    let printed = match (doc, format) {
        (Printed::Text(text), _) => Ok(text),
        (Printed::Value(doc), Format::Json) => {
            serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())
        }
        (Printed::Value(doc), Format::Yaml) => {
            serde_yaml::to_string(&doc).map_err(|e| e.to_string())
        }
    };
    let code = if spark_failed {
        ExitCode::from(3)
    } else {
        ExitCode::SUCCESS
    };
    match printed {
        Ok(s) => emit(&(s + "\n"), code),
        Err(e) => {
            eprintln!("sparkpods: {e}");
            ExitCode::from(2)
        }
    }
}

/// `sparkpods versions`: every release with its build and the behaviours it introduces.
fn versions_text() -> String {
    use builder_core::{Behaviour, SparkVersion};
    let mut out = String::from(
        "release  Scala  fabric8  templates                           new behaviours\n",
    );
    for v in SparkVersion::ALL {
        let introduced: Vec<&str> = Behaviour::ALL
            .iter()
            .filter(|b| b.introduced().releases().contains(v))
            .map(|b| b.id())
            .collect();
        out.push_str(&format!(
            "{:<8} {:<6} {:<8} {:<35} {}\n",
            v.as_str(),
            v.scala().to_string(),
            v.fabric8_release().version,
            v.fabric8_release().yaml.reader(),
            introduced.join(", ")
        ));
    }
    out.push_str("\nA line (3.5, 4.1) means its newest patch. `sparkpods diff` shows what a change of release does to your pods.\n");
    out.push_str(
        "\nkubeflow spark-operator (render --app, --operator-release):\nrelease  spark-submit\n",
    );
    for r in kubeflow::RELEASES {
        out.push_str(&format!("{:<8} {}\n", r.version, r.spark_submit.as_str()));
    }
    out.push_str(
        "\nApache Spark Kubernetes operator (render --app, --operator-release):\nrelease  driver built by  serves\n",
    );
    for r in apache::RELEASES {
        out.push_str(&format!(
            "{:<8} {:<16} {}\n",
            r.version,
            r.spark.as_str(),
            r.served.join(", ")
        ));
    }
    out
}

/// `diff FILE --webhook`: what the kubeflow operator's pod webhook sets in the pods.
fn webhook_diff_cmd(path: &Path, release: Option<&str>, format: DiffFormat) -> ExitCode {
    use sparkpods::webhook_diff;
    let shown = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return usage(&format!("cannot read {shown}: {e}")),
    };
    let options = sparkpods::app::AppOptions {
        release,
        ..sparkpods::app::AppOptions::default()
    };
    let (version, fields) = match webhook_diff::webhook_fields(&shown, &text, &options) {
        Ok(found) => found,
        Err(e) => return usage(&e.to_string()),
    };
    let printed = match format {
        DiffFormat::Text => webhook_diff::text(&shown, &version, &fields),
        DiffFormat::Json => format!(
            "{}\n",
            serde_json::to_string_pretty(&webhook_diff::json(&version, &fields))
                .unwrap_or_default()
        ),
    };
    emit(&printed, ExitCode::SUCCESS)
}

fn diff_cmd(path: &Path, from: &str, to: &str, format: DiffFormat, set: &[String]) -> ExitCode {
    use builder_core::SparkVersion;
    use builder_core::{diff_json, release_diff};
    let parse = |v: &str| {
        v.parse::<SparkVersion>().map_err(|e| {
            eprintln!("sparkpods: {e}");
            ExitCode::from(2)
        })
    };
    let (from, to) = match (parse(from), parse(to)) {
        (Ok(f), Ok(t)) => (f, t),
        (Err(code), _) | (_, Err(code)) => return code,
    };
    let (case, _) = match load_case(path, &[], set) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    let steps = oracle_examples();
    let changes = release_diff(&case.submission(&steps, TemplateReader::BUILT_IN), from, to);
    let text = match format {
        DiffFormat::Json => match serde_json::to_string_pretty(&diff_json(from, to, &changes)) {
            Ok(s) => s + "\n",
            Err(e) => {
                eprintln!("sparkpods: {e}");
                return ExitCode::from(2);
            }
        },
        DiffFormat::Text => {
            let fields: usize = changes.iter().map(|o| o.fields.len()).sum();
            let mut text = format!(
                "Spark {from} -> {to}, {}: {fields} field(s) of {} object(s) differ\n",
                path.display(),
                changes.len()
            );
            let show = |v: &Option<serde_json::Value>| match v {
                Some(v) => v.to_string(),
                None => "(absent)".to_string(),
            };
            for o in &changes {
                text.push_str(&format!("\n{}\n", o.object));
                for f in &o.fields {
                    let path = if f.path.is_empty() {
                        "(the object)"
                    } else {
                        &f.path
                    };
                    text.push_str(&format!("  {path}: {} -> {}\n", show(&f.from), show(&f.to)));
                    for (releases, why) in builder_core::explain_steps(&f.steps) {
                        text.push_str(&format!("      {releases}: {why}\n"));
                    }
                }
            }
            text
        }
    };
    emit(&text, ExitCode::SUCCESS)
}
