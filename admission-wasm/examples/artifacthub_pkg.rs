//! Writes `admission-wasm/artifacthub-pkg.yml` from `metadata.yml` and `questions-ui.yml`, as
//! `kwctl scaffold artifacthub > artifacthub-pkg.yml` would (see `tools/artifacthub_pkg.rs`).
//! A file whose content is current keeps its `createdAt`; otherwise it is dated now.
//!
//! ```sh
//! cargo run -p admission-wasm --example artifacthub_pkg
//! ```

#[path = "../tools/artifacthub_pkg.rs"]
mod artifacthub_pkg;

use std::path::Path;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

fn main() -> ExitCode {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |name: &str| std::fs::read_to_string(dir.join(name));
    let (metadata, questions) = match (read("metadata.yml"), read("questions-ui.yml")) {
        (Ok(m), Ok(q)) => (m, q),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("cannot read metadata.yml or questions-ui.yml: {e}");
            return ExitCode::FAILURE;
        }
    };
    let path = dir.join("artifacthub-pkg.yml");
    let existing = std::fs::read_to_string(&path).unwrap_or_default();
    let unchanged = artifacthub_pkg::created_at(&existing)
        .and_then(|at| artifacthub_pkg::generate(&metadata, &questions, at).ok())
        .is_some_and(|pkg| pkg == existing);
    if unchanged {
        println!("{} is current", path.display());
        return ExitCode::SUCCESS;
    }
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default();
    let pkg = match artifacthub_pkg::generate(&metadata, &questions, &artifacthub_pkg::rfc3339(now))
    {
        Ok(pkg) => pkg,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = std::fs::write(&path, pkg) {
        eprintln!("cannot write {}: {e}", path.display());
        return ExitCode::FAILURE;
    }
    println!("wrote {}", path.display());
    ExitCode::SUCCESS
}
