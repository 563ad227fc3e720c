//! Writes the policy's two `artifacthub-pkg.yml` (spark-pods': `admission-wasm/`;
//! spark-applications': `admission-wasm/spark-applications/`), each from the `metadata.yml`
//! beside it and the one `questions-ui.yml`, as `kwctl scaffold artifacthub >
//! artifacthub-pkg.yml` would (see `tools/artifacthub_pkg.rs`). A file whose content is current
//! keeps its `createdAt`; otherwise it is dated now.
//!
//! ```sh
//! cargo run -p admission-wasm --example artifacthub_pkg
//! ```

#[path = "../tools/artifacthub_pkg.rs"]
mod artifacthub_pkg;

use std::path::Path;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

/// The catalog entries: the directory of each `metadata.yml` and `artifacthub-pkg.yml`.
const ENTRIES: &[&str] = &["", "spark-applications"];

fn main() -> ExitCode {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let questions = match std::fs::read_to_string(root.join("questions-ui.yml")) {
        Ok(q) => q,
        Err(e) => {
            eprintln!("cannot read questions-ui.yml: {e}");
            return ExitCode::FAILURE;
        }
    };
    for entry in ENTRIES {
        let dir = root.join(entry);
        let metadata = match std::fs::read_to_string(dir.join("metadata.yml")) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("cannot read {}: {e}", dir.join("metadata.yml").display());
                return ExitCode::FAILURE;
            }
        };
        if let Err(e) = write(&dir.join("artifacthub-pkg.yml"), &metadata, &questions) {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// Writes the package unless the file already holds it.
fn write(path: &Path, metadata: &str, questions: &str) -> Result<(), String> {
    let existing = std::fs::read_to_string(path).unwrap_or_default();
    let unchanged = artifacthub_pkg::created_at(&existing)
        .and_then(|at| artifacthub_pkg::generate(metadata, questions, at).ok())
        .is_some_and(|pkg| pkg == existing);
    if unchanged {
        println!("{} is current", path.display());
        return Ok(());
    }
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default();
    let pkg = artifacthub_pkg::generate(metadata, questions, &artifacthub_pkg::rfc3339(now))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    std::fs::write(path, pkg).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!("wrote {}", path.display());
    Ok(())
}
