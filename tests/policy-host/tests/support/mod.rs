//! Hosting the policy module the way Kubewarden's policy-server does (its `workers/pool.rs`,
//! `evaluation_environment.rs` and policy-evaluator's `runtimes/wapc/stack_pre.rs`):
//!
//! - one `wasmtime::Engine` from `Config::new()` with only `epoch_interruption(true)` (what
//!   policy-server sets when its timeout protection is on, the default);
//! - the module compiled once with `Engine::precompile_module` and loaded with
//!   `Module::deserialize`;
//! - a `WasmtimeEngineProviderPre` built once, with epoch deadlines of `--policy-timeout`
//!   (default 2) ticks, and a thread ticking the epoch once a second;
//! - a fresh instance per request: `rehydrate` + `WapcHost::new` (which runs `wapc_init`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    dead_code
)]

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

use wasmtime_provider::{EpochDeadlines, WasmtimeEngineProviderBuilder, WasmtimeEngineProviderPre};

/// The main workspace (this crate lives in `tests/policy-host/`).
pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The policy's two modules, built from one crate by `scripts/build-policy.sh`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Module {
    /// `spark_pods.wasm`: Spark's pods (the crate without its `spark-applications` feature).
    Pods,
    /// `spark_applications.wasm`: SparkApplications, judged by the pods they become (and pods).
    Applications,
}

impl Module {
    /// The variable that names a built module (test-all.sh builds both first and passes them).
    pub fn env(self) -> &'static str {
        match self {
            Module::Pods => "ADMISSION_WASM",
            Module::Applications => "ADMISSION_APPLICATIONS_WASM",
        }
    }

    fn file(self) -> &'static str {
        match self {
            Module::Pods => "spark_pods.wasm",
            Module::Applications => "spark_applications.wasm",
        }
    }
}

/// The module's path: the one its variable names ([`Module::env`]), else both built with
/// `scripts/build-policy.sh` (into the workspace's own target dir; a no-op build when up to
/// date).
pub fn wasm_path(module: Module) -> PathBuf {
    if let Ok(p) = std::env::var(module.env()) {
        return PathBuf::from(p);
    }
    static BUILT: OnceLock<()> = OnceLock::new();
    BUILT.get_or_init(|| {
        let status = std::process::Command::new("bash")
            .current_dir(workspace())
            // The workspace's own target dir, whatever this host crate builds into.
            .env_remove("CARGO_TARGET_DIR")
            .arg("scripts/build-policy.sh")
            .stdout(std::process::Stdio::null())
            .status()
            .expect("run scripts/build-policy.sh");
        assert!(status.success(), "building the policy modules failed");
    });
    workspace()
        .join("target/wasm32-wasip1/policy")
        .join(module.file())
}

/// Kubewarden's pod-privileged-policy 1.0.8 built to `wasm32-wasip1` (BENCHMARKS.md says how),
/// when `ANCHOR_WASM` names it: the bench's reference module.
pub fn anchor_path() -> Option<PathBuf> {
    std::env::var_os("ANCHOR_WASM").map(PathBuf::from)
}

/// policy-server's default `--policy-timeout`: 2 seconds, i.e. 2 ticks of its one-second
/// epoch ticker, for `wapc_init` and for each call.
pub const PRODUCTION_TICK: Duration = Duration::from_secs(1);
pub const PRODUCTION_DEADLINES: EpochDeadlines = EpochDeadlines {
    wapc_init: 2,
    wapc_func: 2,
};

/// The error text wasmtime-provider gives a guest call interrupted by its epoch deadline.
pub const DEADLINE_EXCEEDED: &str = "guest code interrupted, execution deadline exceeded";

pub struct Policy {
    pub engine: wasmtime::Engine,
    pub pre: WasmtimeEngineProviderPre,
    pub deadlines: EpochDeadlines,
}

impl Policy {
    /// The production host of the module at `path`: policy-server's engine, one-second
    /// ticks, 2-tick deadlines.
    pub fn load(path: &Path) -> Policy {
        Policy::load_with(
            path,
            wasmtime::Config::new(),
            PRODUCTION_TICK,
            PRODUCTION_DEADLINES,
        )
    }

    /// A host with its own engine, epoch ticker period and deadlines (the timeout tests use
    /// millisecond ticks). `config` gets `epoch_interruption(true)` added, as policy-server
    /// does; the bench's profiling mode passes one with a profiler set.
    pub fn load_with(
        path: &Path,
        config: wasmtime::Config,
        tick: Duration,
        deadlines: EpochDeadlines,
    ) -> Policy {
        Policy::load_limited(path, config, tick, deadlines, None)
    }

    /// [`Policy::load_with`], each instance's memory held to `max_memory_bytes` (a
    /// `memory.grow` past it fails, as policy-server's store limits make it when set).
    pub fn load_limited(
        path: &Path,
        mut config: wasmtime::Config,
        tick: Duration,
        deadlines: EpochDeadlines,
        max_memory_bytes: Option<usize>,
    ) -> Policy {
        config.epoch_interruption(true);
        let engine = wasmtime::Engine::new(&config).unwrap();
        let wasm = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let precompiled = engine.precompile_module(&wasm).unwrap();
        // SAFETY: the bytes were produced just above by `precompile_module` of this engine,
        // exactly as policy-server's worker pool does before `Module::deserialize`.
        #[allow(unsafe_code)]
        let module = unsafe { wasmtime::Module::deserialize(&engine, &precompiled) }.unwrap();
        let mut builder = WasmtimeEngineProviderBuilder::new()
            .engine(engine.clone())
            .module(module)
            .enable_epoch_interruptions(deadlines);
        if let Some(max) = max_memory_bytes {
            builder = builder.enable_resource_limits(wasmtime_provider::ResourceLimits {
                max_memory_size: Some(max),
                max_table_elements: None,
            });
        }
        let pre = builder.build_pre().unwrap();
        let ticker = engine.weak();
        std::thread::spawn(move || {
            while let Some(engine) = ticker.upgrade() {
                engine.increment_epoch();
                drop(engine);
                std::thread::sleep(tick);
            }
        });
        Policy {
            engine,
            pre,
            deadlines,
        }
    }

    /// A fresh instance (`rehydrate` + `WapcHost::new`, which runs `wapc_init`).
    pub fn host(&self) -> Result<wapc::WapcHost, wapc::errors::Error> {
        let provider = self
            .pre
            .rehydrate(Some(self.deadlines))
            .map_err(|e| wapc::errors::Error::ProviderFailure(Box::new(e)))?;
        wapc::WapcHost::new(
            Box::new(provider),
            Some(Box::new(|_id, _binding, _ns, _op, _payload| Ok(vec![]))),
        )
    }

    /// One waPC call on a fresh instance, as policy-server makes every `validate`.
    pub fn call(&self, op: &str, payload: &[u8]) -> Result<Vec<u8>, wapc::errors::Error> {
        self.host()?.call(op, payload)
    }
}

/// The spark-pods module on the production host, shared by the tests of one binary.
pub fn policy() -> &'static Policy {
    static P: OnceLock<Policy> = OnceLock::new();
    P.get_or_init(|| Policy::load(&wasm_path(Module::Pods)))
}

/// The spark-applications module on the production host, shared by the tests of one binary.
pub fn applications() -> &'static Policy {
    static P: OnceLock<Policy> = OnceLock::new();
    P.get_or_init(|| Policy::load(&wasm_path(Module::Applications)))
}

/// The `defaults` case's pod of `role` (`driver`: as spark-submit creates it, else the
/// executor) from real Spark 4.3.0's golden: the pods the tests and benchmarks send.
pub fn defaults_pod(role: &str) -> serde_json::Value {
    let f = workspace().join("tests/fixtures/oracle/goldens-4.3.0/defaults.json");
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(f).unwrap()).unwrap();
    match role {
        "driver" => doc["driver"]["submitted"]["pod"].clone(),
        _ => doc["executor"]["pod"].clone(),
    }
}

/// `admission-wasm/examples/settings.json`, the settings the example manifest deploys.
pub fn example_settings() -> serde_json::Value {
    serde_json::from_slice(
        &std::fs::read(workspace().join("admission-wasm/examples/settings.json")).unwrap(),
    )
    .unwrap()
}

/// The `validate` payload for a CREATE of `pod` in `spark-jobs` under `settings`.
pub fn create_payload(settings: &serde_json::Value, pod: &serde_json::Value) -> Vec<u8> {
    serde_json::to_vec(&serde_json::json!({"settings": settings, "request": {
        "uid": "b", "kind": {"group": "", "version": "v1", "kind": "Pod"},
        "namespace": "spark-jobs", "operation": "CREATE", "object": pod}}))
    .unwrap()
}

/// A kubeflow spark-operator SparkPi with executors of `executor_memory`.
pub fn kubeflow_app(executor_memory: &str) -> serde_json::Value {
    serde_json::json!({
        "apiVersion": "sparkoperator.k8s.io/v1beta2",
        "kind": "SparkApplication",
        "metadata": {"name": "pi", "namespace": "spark-jobs"},
        "spec": {
            "type": "Scala", "mode": "cluster", "sparkVersion": "3.5.5",
            "image": "apache/spark:3.5.5",
            "mainClass": "org.apache.spark.examples.SparkPi",
            "mainApplicationFile": "local:///opt/spark/examples/jars/spark-examples.jar",
            "driver": {"cores": 1, "memory": "512m", "serviceAccount": "spark"},
            "executor": {"cores": 1, "instances": 2, "memory": executor_memory}
        }
    })
}

/// An Apache Spark operator SparkPi with executors of `executor_memory`.
pub fn apache_app(executor_memory: &str) -> serde_json::Value {
    serde_json::json!({
        "apiVersion": "spark.apache.org/v1",
        "kind": "SparkApplication",
        "metadata": {"name": "pi", "namespace": "spark-jobs"},
        "spec": {
            "mainClass": "org.apache.spark.examples.SparkPi",
            "jars": "local:///opt/spark/examples/jars/spark-examples.jar",
            "runtimeVersions": {"sparkVersion": "4.2.0"},
            "sparkConf": {
                "spark.kubernetes.container.image": "apache/spark:{{SPARK_VERSION}}-scala",
                "spark.executor.memory": executor_memory
            }
        }
    })
}

/// A CREATE of a `SparkApplication` of `group`.
pub fn app_payload(settings: &serde_json::Value, group: &str, app: &serde_json::Value) -> Vec<u8> {
    serde_json::to_vec(&serde_json::json!({"settings": settings, "request": {
        "uid": "b", "kind": {"group": group, "version": "v1", "kind": "SparkApplication"},
        "namespace": "spark-jobs", "operation": "CREATE", "object": app}}))
    .unwrap()
}
