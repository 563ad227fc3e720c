//! Every Spark release sparkpods reproduces, what each is built with, and the behaviours that
//! differ between them: the one place that knows about release numbers.
//!
//! Feature steps never compare versions. Most differences come with a configuration key, and a
//! release reads only the keys it declares ([`Known`], in the key registry): an unknown key reads
//! as unset, default included. The rest are named [`Behaviour`]s a step asks for
//! (`release.has(Behaviour::CreatesNetworkPolicy)`), and the libraries a release is built with
//! ([`Release::scala`], [`Release::fabric8`]). Both are tied to the first release of each line
//! that has them ([`Introduced`]), found by running every release's jars through the oracle
//! (`tests/fixtures/oracle/goldens-*`) and reading the keys each release declares.
//!
//! A new Spark release is one line in the `releases!` table below (and its goldens); a new
//! difference is one `Behaviour` (or a key's [`Known`]) with its first releases, asked for by
//! the step it changes.

pub use sparkpods_jvm::{Fabric8, ScalaVersion};
use sparkpods_kube::Fabric8Release;

macro_rules! releases {
    ($( $(#[$m:meta])* $name:ident = ($major:literal, $minor:literal, $patch:literal), $scala:ident, $fabric8:ident; )*) => {
        /// A Spark release sparkpods reproduces exactly (every release the package index
        /// serves from [`SparkVersion::OLDEST`] to [`SparkVersion::NEWEST`]).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(non_camel_case_types)]
        pub enum SparkVersion {
            $( $(#[$m])* #[doc = concat!("Spark ", $major, ".", $minor, ".", $patch, ".")] $name, )*
        }

        impl SparkVersion {
            /// Every supported release, oldest first.
            pub const ALL: &'static [SparkVersion] = &[$(SparkVersion::$name),*];

            /// The version string Spark reports (`spark-version` label, `SPARK_VERSION`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $( SparkVersion::$name => concat!($major, ".", $minor, ".", $patch), )*
                }
            }

            /// `(major, minor, patch)`.
            pub const fn numbers(self) -> (u8, u8, u8) {
                match self {
                    $( SparkVersion::$name => ($major, $minor, $patch), )*
                }
            }

            /// The Scala library the release is built with; its collections' iteration orders
            /// leak into pods.
            pub const fn scala(self) -> ScalaVersion {
                match self {
                    $( SparkVersion::$name => ScalaVersion::$scala, )*
                }
            }

            /// The fabric8 kubernetes-client generation the release ships.
            pub const fn fabric8(self) -> Fabric8 {
                self.fabric8_release().generation
            }

            /// The fabric8 release it ships, which reads its pod templates.
            pub const fn fabric8_release(self) -> Fabric8Release {
                match self {
                    $( SparkVersion::$name => Fabric8Release::$fabric8, )*
                }
            }
        }
    };
}

releases! {
    // release          Scala  fabric8 (the pyspark sdist's deps/jars)
    V3_3_0 = (3, 3, 0), V2_12, V5_12;
    V3_3_1 = (3, 3, 1), V2_12, V5_12;
    V3_3_2 = (3, 3, 2), V2_12, V5_12;
    V3_3_3 = (3, 3, 3), V2_12, V5_12;
    V3_3_4 = (3, 3, 4), V2_12, V5_12;
    V3_4_0 = (3, 4, 0), V2_12, V6_4;
    V3_4_1 = (3, 4, 1), V2_12, V6_4;
    V3_4_2 = (3, 4, 2), V2_12, V6_4;
    V3_4_3 = (3, 4, 3), V2_12, V6_4;
    V3_4_4 = (3, 4, 4), V2_12, V6_4;
    V3_5_0 = (3, 5, 0), V2_12, V6_7;
    V3_5_1 = (3, 5, 1), V2_12, V6_7;
    V3_5_2 = (3, 5, 2), V2_12, V6_7;
    V3_5_3 = (3, 5, 3), V2_12, V6_7;
    V3_5_4 = (3, 5, 4), V2_12, V6_7;
    V3_5_5 = (3, 5, 5), V2_12, V6_7;
    V3_5_6 = (3, 5, 6), V2_12, V6_7;
    V3_5_7 = (3, 5, 7), V2_12, V6_7;
    V3_5_8 = (3, 5, 8), V2_12, V6_7;
    V3_5_9 = (3, 5, 9), V2_12, V6_7;
    V4_0_0 = (4, 0, 0), V2_13, V7_1;
    V4_0_1 = (4, 0, 1), V2_13, V7_1;
    V4_0_2 = (4, 0, 2), V2_13, V7_1;
    V4_0_3 = (4, 0, 3), V2_13, V7_1;
    V4_0_4 = (4, 0, 4), V2_13, V7_1;
    V4_0_5 = (4, 0, 5), V2_13, V7_1;
    V4_1_0 = (4, 1, 0), V2_13, V7_4;
    V4_1_1 = (4, 1, 1), V2_13, V7_4;
    V4_1_2 = (4, 1, 2), V2_13, V7_4;
    V4_1_3 = (4, 1, 3), V2_13, V7_4;
    V4_1_4 = (4, 1, 4), V2_13, V7_4;
    V4_2_0 = (4, 2, 0), V2_13, V7_6;
    V4_2_1 = (4, 2, 1), V2_13, V7_6;
    V4_3_0 = (4, 3, 0), V2_13, V7_6;
}

/// A version string that names no supported release.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unsupported Spark version `{given}`: sparkpods reproduces {}",
    supported_list()
)]
pub struct UnknownSparkVersion {
    /// What was given.
    pub given: String,
}

/// "3.3.0–4.3.0": the oldest and the newest supported release, from the release list.
pub fn supported_range() -> String {
    match (SparkVersion::ALL.first(), SparkVersion::ALL.last()) {
        (Some(first), Some(last)) => format!("{}–{}", first.as_str(), last.as_str()),
        _ => String::new(),
    }
}

/// "3.3.0–3.3.4, 3.4.0–3.4.4, ..." (each line with its range of patches).
pub fn supported_list() -> String {
    let mut out: Vec<String> = Vec::new();
    for line in SparkVersion::lines() {
        let first = line.first();
        let newest = line.newest();
        out.push(if first == newest {
            first.as_str().to_string()
        } else {
            format!("{}–{}", first.as_str(), newest.as_str())
        });
    }
    format!(
        "{} (a line such as `4.1` means its newest patch)",
        out.join(", ")
    )
}

/// A release line (`3.5`, `4.1`): the releases sharing major and minor version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Line {
    major: u8,
    minor: u8,
}

impl Line {
    /// The releases of this line, oldest first.
    pub fn releases(self) -> impl Iterator<Item = SparkVersion> {
        SparkVersion::ALL
            .iter()
            .copied()
            .filter(move |v| v.line() == self)
    }

    /// The line's first release (`x.y.0`).
    pub fn first(self) -> SparkVersion {
        self.releases().next().unwrap_or(SparkVersion::NEWEST)
    }

    /// The line's newest patch release.
    pub fn newest(self) -> SparkVersion {
        self.releases().last().unwrap_or(SparkVersion::NEWEST)
    }
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// How a version string was matched to a release (the admission policy says which).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolution {
    /// The string names a supported release.
    Exact(SparkVersion),
    /// A patch sparkpods does not know (`3.5.12`) or a line (`3.5`): the line's newest patch.
    NewestOfLine(SparkVersion),
}

impl Resolution {
    /// The release it resolves to.
    pub fn version(self) -> SparkVersion {
        match self {
            Resolution::Exact(v) | Resolution::NewestOfLine(v) => v,
        }
    }
}

impl SparkVersion {
    /// The oldest supported release.
    pub const OLDEST: SparkVersion = SparkVersion::V3_3_0;
    /// The newest supported release.
    pub const NEWEST: SparkVersion = SparkVersion::V4_3_0;
    /// What a missing version means: the oracle's default release.
    pub const DEFAULT: SparkVersion = SparkVersion::V3_5_5;

    /// The release's line.
    pub const fn line(self) -> Line {
        let (major, minor, _) = self.numbers();
        Line { major, minor }
    }

    /// Every line, oldest first.
    pub fn lines() -> impl Iterator<Item = Line> {
        let mut previous: Option<Line> = None;
        SparkVersion::ALL.iter().filter_map(move |v| {
            let line = v.line();
            let new = previous != Some(line);
            previous = Some(line);
            new.then_some(line)
        })
    }

    /// `3.5.5` exactly, or `3.5` / `3.5.12` (an unknown patch) as the newest patch of the line;
    /// `None` for anything else (another line, not a version). Image tags and labels carry
    /// suffixes (`3.5.5-scala2.12`, `4.1.0-preview1`): only the leading `x.y[.z]` counts.
    pub fn resolve(s: &str) -> Option<Resolution> {
        let s = s.trim().trim_start_matches(['v', 'V']);
        let mut parts = s.splitn(3, '.');
        let major: u8 = parts.next()?.parse().ok()?;
        let minor: u8 = leading_number(parts.next()?)?;
        let line = Line { major, minor };
        let newest = SparkVersion::ALL
            .iter()
            .copied()
            .rfind(|v| v.line() == line)?;
        let patch = parts.next().and_then(leading_number);
        Some(
            match SparkVersion::ALL
                .iter()
                .copied()
                .find(|v| patch.is_some_and(|p| v.numbers() == (major, minor, p)))
            {
                Some(v) => Resolution::Exact(v),
                None => Resolution::NewestOfLine(newest),
            },
        )
    }
}

impl SparkVersion {
    /// For a version outside the releases sparkpods models (`2.4.5`, `3.1.1`, `5.0.0`): the
    /// nearest release it does, the oldest or the newest; `None` for a modelled line (see
    /// [`SparkVersion::resolve`]) or for text that is no version.
    pub fn nearest_modelled(s: &str) -> Option<SparkVersion> {
        if SparkVersion::resolve(s).is_some() {
            return None;
        }
        let s = s.trim().trim_start_matches(['v', 'V']);
        let mut parts = s.splitn(3, '.');
        let major: u8 = parts.next()?.parse().ok()?;
        let minor: u8 = leading_number(parts.next()?)?;
        let (oldest, newest) = (SparkVersion::ALL.first()?, SparkVersion::ALL.last()?);
        let line = (major, minor);
        if line < (oldest.numbers().0, oldest.numbers().1) {
            Some(*oldest)
        } else if line > (newest.numbers().0, newest.numbers().1) {
            Some(*newest)
        } else {
            None
        }
    }
}

/// The digits a version component starts with (`5` of `5-scala2.12`).
fn leading_number(s: &str) -> Option<u8> {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    s.get(..end)?.parse().ok()
}

impl std::str::FromStr for SparkVersion {
    type Err = UnknownSparkVersion;

    /// A release (`3.5.5`) or a line (`4.1`, its newest patch); nothing else.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let well_formed = {
            let parts: Vec<&str> = t.split('.').collect();
            (parts.len() == 2 || parts.len() == 3)
                && parts
                    .iter()
                    .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
        };
        let unknown = || UnknownSparkVersion {
            given: s.to_string(),
        };
        if !well_formed {
            return Err(unknown());
        }
        match SparkVersion::resolve(t) {
            Some(Resolution::Exact(v)) => Ok(v),
            Some(Resolution::NewestOfLine(v)) if t.split('.').count() == 2 => Ok(v),
            _ => Err(unknown()),
        }
    }
}

impl std::fmt::Display for SparkVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where something begins, release line by release line: the first release of each listed line
/// that has it; every line after the last listed one has it from its first release; other
/// lines do not. (Fixes reach several lines in patch releases, so one version is not enough.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Introduced(&'static [SparkVersion]);

impl Introduced {
    /// Introduced at these releases (at most one per line, oldest line first).
    pub const fn at(firsts: &'static [SparkVersion]) -> Introduced {
        Introduced(firsts)
    }

    /// Whether `version` has it.
    pub fn includes(self, version: SparkVersion) -> bool {
        if let Some(first) = self.0.iter().find(|f| f.line() == version.line()) {
            return version >= *first;
        }
        self.0.iter().all(|f| f.line() < version.line())
    }

    /// The oldest release that has it.
    pub fn first(self) -> SparkVersion {
        self.0.first().copied().unwrap_or(SparkVersion::NEWEST)
    }

    /// The first releases, one per listed line.
    pub fn releases(self) -> &'static [SparkVersion] {
        self.0
    }
}

/// Which releases know a configuration key: Spark reads a key only in releases that declare it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Known {
    /// `None`: every supported release declares it.
    pub since: Option<Introduced>,
    /// Where the key is gone again.
    pub removed: Option<Introduced>,
}

impl Known {
    /// Declared by every supported release.
    pub const ALWAYS: Known = Known {
        since: None,
        removed: None,
    };

    /// Declared from these releases on.
    pub const fn since(firsts: &'static [SparkVersion]) -> Known {
        Known {
            since: Some(Introduced(firsts)),
            removed: None,
        }
    }

    /// Declared until these releases (the first that no longer have it).
    pub const fn removed(firsts: &'static [SparkVersion]) -> Known {
        Known {
            since: None,
            removed: Some(Introduced(firsts)),
        }
    }

    /// Whether `version` declares the key.
    pub fn in_release(self, version: SparkVersion) -> bool {
        self.since.is_none_or(|s| s.includes(version))
            && !self.removed.is_some_and(|r| r.includes(version))
    }

    /// Whether every supported release declares it.
    pub fn everywhere(self) -> bool {
        SparkVersion::ALL.iter().all(|v| self.in_release(*v))
    }

    /// The releases that declare it, as ranges (see [`describe_releases`]).
    pub fn describe(self) -> String {
        describe_releases(|v| self.in_release(v))
    }
}

/// The releases for which `has` holds, as runs of consecutive releases: `3.4.3–3.4.4,
/// 3.5.2–4.3.0`; `every release` when all do, `no release` when none does.
pub fn describe_releases(has: impl Fn(SparkVersion) -> bool) -> String {
    let mut runs: Vec<(SparkVersion, SparkVersion)> = Vec::new();
    let mut open: Option<(SparkVersion, SparkVersion)> = None;
    for v in SparkVersion::ALL.iter().copied() {
        match (has(v), open.as_mut()) {
            (true, Some(run)) => run.1 = v,
            (true, None) => open = Some((v, v)),
            (false, Some(_)) => runs.extend(open.take()),
            (false, None) => {}
        }
    }
    runs.extend(open);
    match runs.as_slice() {
        [] => "no release".to_string(),
        [(a, b)] if *a == SparkVersion::OLDEST && *b == SparkVersion::NEWEST => {
            "every release".to_string()
        }
        _ => runs
            .iter()
            .map(|(a, b)| {
                if a == b {
                    a.as_str().to_string()
                } else {
                    format!("{a}–{b}")
                }
            })
            .collect::<Vec<_>>()
            .join(", "),
    }
}

macro_rules! behaviours {
    ($( $(#[$m:meta])* $name:ident = $id:literal, [$($first:ident),+], $doc:literal; )*) => {
        /// A way in which releases differ that no configuration key marks, named after what
        /// it does, with the releases that have it (`Introduced`).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Behaviour {
            $( $(#[$m])* #[doc = $doc] $name, )*
        }

        impl Behaviour {
            /// Every behaviour.
            pub const ALL: &'static [Behaviour] = &[$(Behaviour::$name),*];

            /// The snake_case name `diff` and the docs print.
            pub const fn id(self) -> &'static str {
                match self {
                    $( Behaviour::$name => $id, )*
                }
            }

            /// One line: what a release with this behaviour does.
            pub const fn doc(self) -> &'static str {
                match self {
                    $( Behaviour::$name => $doc, )*
                }
            }

            /// The releases that have it.
            pub const fn introduced(self) -> Introduced {
                match self {
                    $( Behaviour::$name => Introduced::at(&[$(SparkVersion::$first),+]), )*
                }
            }
        }
    };
}

behaviours! {
    // ---- configuration ----
    ConfErrorClasses = "conf_error_classes", [V4_1_0],
        "config errors are SparkIllegalArgumentException with [INVALID_CONF_VALUE.*] error classes";
    IecByteSuffixes = "iec_byte_suffixes", [V4_2_0],
        "byte strings accept ki/kib, mi/mib, gi/gib, ti/tib, pi/pib (SPARK-55051)";
    ByteOverflowNamesUnitFirst = "byte_overflow_names_unit_first", [V4_3_0],
        "the byte-size overflow message reads `Conversion of N PiB exceeds Long.MAX_VALUE.`";
    OffHeapErrorSaysMib = "off_heap_error_says_mib", [V4_3_0],
        "a zero off-heap size is refused with `must be at least 1MiB` (`must be > 0` before)";
    SslConfsAtExecutorStartup = "ssl_confs_at_executor_startup", [V4_0_0],
        "spark.ssl.* (not passwords) are executor startup confs (SPARK_JAVA_OPT_n)";

    UploadKeepsRemoteUris = "upload_keeps_remote_uris", [V3_3_2],
        "spark.jars / files / archives / pyFiles keep their remote URIs when local ones are uploaded (dropped before)";

    // ---- spark-submit ----
    RefusesRemoteWithMaster = "refuses_remote_with_master", [V3_4_0],
        "spark-submit refuses spark.remote (Spark Connect) together with a master or deploy mode (3.3 keeps it as any other key)";
    MasterSchemeErrorNamesUrl = "master_scheme_error_names_url", [V4_0_0],
        "a k8s master with a scheme other than http(s) is refused with `... found in URL: <address>`";
    // ---- names ----
    ExecutorPrefixIsSubdomain = "executor_prefix_is_subdomain", [V3_3_1],
        "spark.kubernetes.executor.podNamePrefix may be up to 237 characters long (47 before, with a message naming DNS labels)";
    ResourcePrefixDropsLeadingDash = "resource_prefix_drops_leading_dash", [V3_3_2],
        "a resource name prefix derived from an app name starting with '-' drops that '-'";
    ResourcePrefixStartsWithLetter = "resource_prefix_starts_with_letter", [V3_3_3],
        "a resource name prefix derived from an app name starting with a digit has it replaced by 'x'";

    // ---- the driver process ----
    EntrypointGivesDriverPodIp = "entrypoint_gives_driver_pod_ip", [V3_5_0],
        "the image's entrypoint gives executors SPARK_DRIVER_POD_IP (spark.executorEnv.SPARK_DRIVER_POD_IP, SPARK-42769)";
    SupplementsIpv6Options = "supplements_ipv6_options", [V3_4_0],
        "SparkContext prepends -Djava.net.preferIPv6Addresses to the extra Java options";
    SupplementsRawJavaOptions = "supplements_raw_java_options", [V4_1_0],
        "SparkContext prepends its JVM options to the extra Java options as written (before: as read, defaultJavaOptions and ${...} included, so the defaults came again)";

    // ---- pods ----
    SubstitutesSparkVersionInImage = "substitutes_spark_version_in_image", [V4_1_0],
        "{{SPARK_VERSION}} in container images is replaced by the release";
    TemplatesPodLabels = "templates_pod_labels", [V4_0_0],
        "{{APP_ID}} / {{EXECUTOR_ID}} are substituted in pod labels too";
    SparkUserIsProxyUser = "spark_user_is_proxy_user", [V4_3_0],
        "the driver's SPARK_USER is the proxy user when there is one";
    ExecutorPodRefEnvLast = "executor_pod_ref_env_last", [V3_4_0],
        "executors' SPARK_EXECUTOR_POD_IP / _POD_NAME come after SPARK_JAVA_OPT_n (right after the user's env vars before)";
    ExecutorJavaOptsInMapOrder = "executor_java_opts_in_map_order", [V3_4_0],
        "executors' SPARK_JAVA_OPT_n env vars come in Scala Map order, not by index";
    ExecutorKeepsTemplatePorts = "executor_keeps_template_ports", [V3_4_0],
        "the executor container keeps its template's ports (before: only the block manager port)";
    ExecutorsMountHadoopConf = "executors_mount_hadoop_conf", [V3_5_0],
        "executors mount the driver's Hadoop conf ConfigMap (spark.kubernetes.executor.hadoopConfigMapName)";
    ExecutorResizePolicy = "executor_resize_policy", [V4_2_0],
        "executor containers declare resizePolicy NotRequired for cpu and memory";
    ExecutorLogUrlAttributes = "executor_log_url_attributes", [V4_0_0],
        "executors get SPARK_EXECUTOR_ATTRIBUTE_* env vars when a custom log URL is set";
    ExecutorLibraryPathEnv = "executor_library_path_env", [V4_0_5, V4_1_4, V4_2_1],
        "executors get SPARK_EXECUTOR_LIBRARY_PATH from spark.executor.extraLibraryPath";
    ChecksExecutorCpuLimit = "checks_executor_cpu_limit", [V4_1_0],
        "an executor cpu request above its limit is an error";
    CpuLimitCheckIsRequire = "cpu_limit_check_is_require", [V4_1_2],
        "that error is an IllegalArgumentException (a `require`), not a SparkException";
    DeploymentAllocator = "deployment_allocator", [V4_2_0],
        "the deployment allocator: restartPolicy Always and lower-case hostnames";

    // ---- volumes ----
    VolumeSubPathExpr = "volume_sub_path_expr", [V4_0_0],
        "volume mounts accept mount.subPathExpr";
    VolumeClaimLabelsAnnotations = "volume_claim_labels_annotations", [V4_0_0],
        "OnDemand claims take label.* / annotation.* options";
    HostPathType = "host_path_type", [V4_0_0],
        "hostPath volumes take options.type";
    ChecksVolumeSizeUnits = "checks_volume_size_units", [V4_0_0],
        "a sizeLimit below 1KiB without units is an error";

    // ---- resources ----
    ServiceConnectPortAppProtocol = "service_connect_port_app_protocol", [V4_2_0],
        "the driver Service's spark-connect port declares appProtocol grpc";
    CreatesNetworkPolicy = "creates_network_policy", [V4_2_0],
        "the driver creates a NetworkPolicy that admits only the application's pods";
}

impl Behaviour {
    /// Whether `version` has it.
    pub fn in_release(self, version: SparkVersion) -> bool {
        self.introduced().includes(version)
    }

    /// The behaviour with this [`id`](Self::id).
    pub fn from_id(id: &str) -> Option<Behaviour> {
        Behaviour::ALL.iter().copied().find(|b| b.id() == id)
    }
}

/// What one render reproduces: a release's number, behaviours, build and declared keys.
/// Usually exactly one release's ([`Release::of`]); to find what causes a difference between
/// two releases, `diff` takes one `Aspect` from the other release ([`Release::with_aspect_of`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Release {
    version: SparkVersion,
    behaviours: BehaviourSet,
    /// The release whose libraries (Scala, fabric8) apply.
    build: SparkVersion,
    /// The release whose key declarations and defaults apply.
    keys: SparkVersion,
    /// One key whose declaration and default come from another release.
    key_from: Option<(&'static str, SparkVersion)>,
}

/// A set of behaviours (one bit each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
struct BehaviourSet(u64);

impl BehaviourSet {
    fn with(self, b: Behaviour, present: bool) -> Self {
        let bit = 1u64 << (b as u32);
        BehaviourSet(if present { self.0 | bit } else { self.0 & !bit })
    }

    fn contains(self, b: Behaviour) -> bool {
        self.0 & (1u64 << (b as u32)) != 0
    }
}

const _: () = assert!(
    Behaviour::ALL.len() <= 64,
    "BehaviourSet holds 64 behaviours"
);

/// One way a release's rendering depends on which release it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Aspect {
    /// A named behaviour.
    Behaviour(Behaviour),
    /// Whether a key is declared, and its default (the key's name).
    Key(&'static str),
    /// The libraries the release is built with (Scala collections, fabric8 serialization, the
    /// launcher's JVM module options).
    Build,
    /// The release number itself (the `spark-version` label, `{{SPARK_VERSION}}`).
    Number,
}

impl Release {
    /// Exactly what `version` does.
    pub fn of(version: SparkVersion) -> Release {
        let behaviours = Behaviour::ALL
            .iter()
            .fold(BehaviourSet::default(), |set, b| {
                set.with(*b, b.in_release(version))
            });
        Release {
            version,
            behaviours,
            build: version,
            keys: version,
            key_from: None,
        }
    }

    /// The release number (labels, `SPARK_VERSION`, error texts that name it).
    pub fn version(self) -> SparkVersion {
        self.version
    }

    /// Whether this release behaves this way.
    pub fn has(self, b: Behaviour) -> bool {
        self.behaviours.contains(b)
    }

    /// The same release with one behaviour switched on or off.
    pub fn with(self, b: Behaviour, present: bool) -> Release {
        Release {
            behaviours: self.behaviours.with(b, present),
            ..self
        }
    }

    /// The same release with one aspect taken from `other`.
    pub fn with_aspect_of(self, aspect: Aspect, other: SparkVersion) -> Release {
        match aspect {
            Aspect::Behaviour(b) => self.with(b, b.in_release(other)),
            Aspect::Key(key) => Release {
                key_from: Some((key, other)),
                ..self
            },
            Aspect::Build => Release {
                build: other,
                ..self
            },
            Aspect::Number => Release {
                version: other,
                ..self
            },
        }
    }

    /// The release whose declaration and default of `key` apply (its own, normally).
    pub fn keys_of(self, key: &str) -> SparkVersion {
        match self.key_from {
            Some((k, other)) if k == key => other,
            _ => self.keys,
        }
    }

    /// The release whose libraries apply (its own, normally): see `Aspect::Build`.
    pub fn libraries(self) -> SparkVersion {
        self.build
    }

    /// The Scala library whose collection orders leak into pods.
    pub fn scala(self) -> ScalaVersion {
        self.build.scala()
    }

    /// The fabric8 client generation.
    pub fn fabric8(self) -> Fabric8 {
        self.build.fabric8()
    }

    /// The fabric8 release, which reads pod templates.
    pub fn fabric8_release(self) -> Fabric8Release {
        self.build.fabric8_release()
    }

    /// The behaviours `self` and `other` disagree on.
    pub fn differences(self, other: Release) -> Vec<Behaviour> {
        Behaviour::ALL
            .iter()
            .copied()
            .filter(|b| self.has(*b) != other.has(*b))
            .collect()
    }
}

impl From<SparkVersion> for Release {
    fn from(v: SparkVersion) -> Release {
        Release::of(v)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn versions_outside_the_model_resolve_to_the_nearest_release() {
        assert_eq!(
            SparkVersion::nearest_modelled("2.4.5"),
            Some(SparkVersion::V3_3_0)
        );
        assert_eq!(
            SparkVersion::nearest_modelled("v3.1.1"),
            Some(SparkVersion::V3_3_0)
        );
        assert_eq!(
            SparkVersion::nearest_modelled("9.0.0"),
            SparkVersion::ALL.last().copied()
        );
        // Modelled lines resolve as they are; text is no version.
        assert_eq!(SparkVersion::nearest_modelled("3.5.12"), None);
        assert_eq!(SparkVersion::nearest_modelled("latest"), None);
    }

    use super::*;

    #[test]
    fn releases_are_ordered_and_named_by_their_numbers() {
        for pair in SparkVersion::ALL.windows(2) {
            if let [a, b] = pair {
                assert!(a < b && a.numbers() < b.numbers(), "{a} {b}");
            }
        }
        for v in SparkVersion::ALL {
            let (ma, mi, pa) = v.numbers();
            assert_eq!(v.as_str(), format!("{ma}.{mi}.{pa}"));
            assert_eq!(v.as_str().parse::<SparkVersion>(), Ok(*v));
        }
        assert_eq!(SparkVersion::ALL.len(), 34);
    }

    #[test]
    fn a_line_means_its_newest_patch() {
        assert_eq!("4.1".parse(), Ok(SparkVersion::V4_1_4));
        assert_eq!("3.5".parse(), Ok(SparkVersion::V3_5_9));
        assert_eq!(" 3.3 ".parse(), Ok(SparkVersion::V3_3_4));
        assert_eq!("4.3".parse(), Ok(SparkVersion::V4_3_0));
    }

    #[test]
    fn anything_else_is_an_error_that_lists_what_is_supported() {
        for bad in [
            "3.2.4", "3.5.10", "5.0", "4", "", "latest", "3.5.5-x", "4.1.", ".4.1",
        ] {
            let err = bad.parse::<SparkVersion>().expect_err(bad);
            let text = err.to_string();
            assert!(text.contains("3.3.0–3.3.4"), "{text}");
            assert!(text.contains("4.3.0"), "{text}");
            assert!(text.contains(&format!("`{bad}`")), "{text}");
        }
    }

    #[test]
    fn labels_resolve_to_the_exact_release_or_the_lines_newest() {
        let r = |s| SparkVersion::resolve(s);
        assert_eq!(r("3.5.5"), Some(Resolution::Exact(SparkVersion::V3_5_5)));
        assert_eq!(
            r("3.5.12"),
            Some(Resolution::NewestOfLine(SparkVersion::V3_5_9))
        );
        assert_eq!(
            r("4.1.0-preview2"),
            Some(Resolution::Exact(SparkVersion::V4_1_0))
        );
        assert_eq!(
            r("3.5"),
            Some(Resolution::NewestOfLine(SparkVersion::V3_5_9))
        );
        assert_eq!(r("3.2.4"), None);
        assert_eq!(r("x"), None);
        assert_eq!(r("9.9.9"), None);
    }

    #[test]
    fn first_releases_are_per_line() {
        // A behaviour listed for 3.5.2 and 4.0.1: later 3.5 patches, 4.0.1+, and every later line.
        let introduced = Introduced::at(&[SparkVersion::V3_5_2, SparkVersion::V4_0_1]);
        let has = |v| introduced.includes(v);
        assert!(!has(SparkVersion::V3_4_4));
        assert!(!has(SparkVersion::V3_5_1));
        assert!(has(SparkVersion::V3_5_9));
        assert!(!has(SparkVersion::V4_0_0));
        assert!(has(SparkVersion::V4_0_1));
        assert!(has(SparkVersion::V4_3_0));
        for b in Behaviour::ALL {
            for first in b.introduced().releases() {
                assert!(b.in_release(*first), "{} in {first}", b.id());
                assert!(b.in_release(first.line().newest()), "{}", b.id());
            }
            assert!(b.in_release(SparkVersion::NEWEST), "{}", b.id());
        }
    }

    #[test]
    fn behaviour_ids_are_unique_snake_case() {
        let mut seen = std::collections::BTreeSet::new();
        for b in Behaviour::ALL {
            assert!(seen.insert(b.id()), "{}", b.id());
            assert!(
                b.id().starts_with(|c: char| c.is_ascii_lowercase())
                    && b.id()
                        .bytes()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'_'),
                "{}",
                b.id()
            );
            assert_eq!(Behaviour::from_id(b.id()), Some(*b));
        }
    }

    #[test]
    fn a_release_can_flip_one_behaviour() {
        let r = Release::of(SparkVersion::V4_3_0);
        assert!(r.has(Behaviour::CreatesNetworkPolicy));
        let off = r.with(Behaviour::CreatesNetworkPolicy, false);
        assert!(!off.has(Behaviour::CreatesNetworkPolicy));
        assert_eq!(off.differences(r), vec![Behaviour::CreatesNetworkPolicy]);
        assert!(off.has(Behaviour::ConfErrorClasses));
    }

    #[test]
    fn lines_and_their_ends() {
        let lines: Vec<String> = SparkVersion::lines().map(|l| l.to_string()).collect();
        assert_eq!(lines, ["3.3", "3.4", "3.5", "4.0", "4.1", "4.2", "4.3"]);
        assert_eq!(SparkVersion::V3_5_5.line().newest(), SparkVersion::V3_5_9);
        assert_eq!(SparkVersion::V3_5_5.line().first(), SparkVersion::V3_5_0);
    }
}
