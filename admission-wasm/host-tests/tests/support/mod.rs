//! Hosting the policy module the way Kubewarden's policy-server does: one wasmtime `Engine`
//! with epoch interruption (ticked once a second), the module compiled once, a pre-instantiated
//! provider, and a fresh instance (`rehydrate` + `WapcHost::new`) per request.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    dead_code
)]

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

use wasmtime_provider::{EpochDeadlines, WasmtimeEngineProviderBuilder, WasmtimeEngineProviderPre};

/// The main workspace (two levels up).
pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Build the policy module (`cargo build -p admission-wasm --target wasm32-wasip1 --profile policy` in
/// the main workspace; a no-op when up to date) and return its path. `ADMISSION_WASM` overrides.
pub fn wasm_path() -> PathBuf {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        if let Ok(p) = std::env::var("ADMISSION_WASM") {
            return PathBuf::from(p);
        }
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = std::process::Command::new(cargo)
            .current_dir(workspace())
            // The workspace's own target dir, whatever this host crate builds into.
            .env_remove("CARGO_TARGET_DIR")
            .args([
                "build",
                "-q",
                "-p",
                "admission-wasm",
                "--target",
                "wasm32-wasip1",
                "--profile",
                "policy",
            ])
            .status()
            .expect("run cargo");
        assert!(status.success(), "building the policy module failed");
        workspace().join("target/wasm32-wasip1/policy/admission_wasm.wasm")
    })
    .clone()
}

/// policy-server's deadline: 2 ticks of one second.
pub const DEADLINES: EpochDeadlines = EpochDeadlines {
    wapc_init: 2,
    wapc_func: 2,
};

pub struct Policy {
    pub engine: wasmtime::Engine,
    pub pre: WasmtimeEngineProviderPre,
}

impl Policy {
    pub fn load() -> Policy {
        let mut config = wasmtime::Config::default();
        config.epoch_interruption(true);
        let engine = wasmtime::Engine::new(&config).unwrap();
        let module = wasmtime::Module::from_file(&engine, wasm_path()).unwrap();
        let pre = WasmtimeEngineProviderBuilder::new()
            .engine(engine.clone())
            .module(module)
            .enable_epoch_interruptions(DEADLINES)
            .build_pre()
            .unwrap();
        let ticker = engine.clone();
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(Duration::from_secs(1));
                ticker.increment_epoch();
            }
        });
        Policy { engine, pre }
    }

    /// A fresh instance.
    pub fn host(&self) -> wapc::WapcHost {
        let provider = self.pre.rehydrate(Some(DEADLINES)).unwrap();
        wapc::WapcHost::new(
            Box::new(provider),
            Some(Box::new(|_id, _binding, _ns, _op, _payload| Ok(vec![]))),
        )
        .unwrap()
    }

    /// One waPC call on a fresh instance.
    pub fn call(&self, op: &str, payload: &[u8]) -> Result<Vec<u8>, wapc::errors::Error> {
        self.host().call(op, payload)
    }
}

pub fn policy() -> &'static Policy {
    static P: OnceLock<Policy> = OnceLock::new();
    P.get_or_init(Policy::load)
}
