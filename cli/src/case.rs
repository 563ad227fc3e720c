//! A case loaded from disk: builder-core's [`Case`] plus the files Spark would read, taken from
//! the submitting machine's file system.

use std::path::{Path, PathBuf};

use builder_core::FileSet;
pub use builder_core::{
    Case, CaseError, CaseOptions, DEFAULT_APP_ID, DEFAULT_DRIVER_POD_UID, DEFAULT_MAIN_RESOURCE,
    RoleSel,
};

/// Loading a [`Case`] from disk.
pub trait LoadFromDisk: Sized {
    /// Parse conf text with its directives (`overrides` win) and read the files it names
    /// relative to `base_dir`.
    fn load(
        path: &str,
        text: &str,
        base_dir: &Path,
        defaults: CaseOptions,
        overrides: &[(String, String)],
    ) -> Result<Self, CaseError>;

    /// Apply `KEY=VALUE` assignments (later ones win) and read any files they name.
    fn apply_sets_from_disk(&mut self, sets: &[String], base_dir: &Path) -> Result<(), CaseError>;
}

impl LoadFromDisk for Case {
    fn load(
        path: &str,
        text: &str,
        base_dir: &Path,
        defaults: CaseOptions,
        overrides: &[(String, String)],
    ) -> Result<Case, CaseError> {
        let cwd = Some(base_dir.display().to_string());
        let mut case = Case::parse(path, text, cwd.clone(), defaults.clone(), overrides)?;
        load_inputs(&mut case, base_dir);
        // spark-submit reads its --properties-file first: the conf, and the files it names,
        // follow from it.
        if case.reads_a_properties_file() {
            let files = std::mem::take(&mut case.env.files);
            case = Case::parse_with_files(path, text, cwd, defaults, overrides, files)?;
            load_inputs(&mut case, base_dir);
        }
        Ok(case)
    }

    fn apply_sets_from_disk(&mut self, sets: &[String], base_dir: &Path) -> Result<(), CaseError> {
        self.apply_sets(sets)?;
        load_inputs(self, base_dir);
        Ok(())
    }
}

/// Read what the case makes Spark read from the submitting machine.
fn load_inputs(case: &mut Case, base_dir: &Path) {
    let paths = case.input_paths();
    for p in paths.files.iter().chain(paths.dirs.iter()) {
        load_path(&mut case.env.files, base_dir, p);
    }
}

/// Read a file, or every file of a directory, that a conf value or env var names.
fn load_path(files: &mut FileSet, base: &Path, value: &str) {
    let raw = value.strip_prefix("file://").unwrap_or(value);
    if raw.is_empty() {
        return;
    }
    let path: PathBuf = if Path::new(raw).is_absolute() {
        PathBuf::from(raw)
    } else {
        base.join(raw)
    };
    if path.is_file() {
        if let Ok(bytes) = std::fs::read(&path) {
            files.insert(value.to_string(), bytes.clone());
            files.insert(raw.to_string(), bytes);
        }
    } else if path.is_dir() {
        let Ok(rd) = std::fs::read_dir(&path) else {
            return;
        };
        let mut names: Vec<String> = rd
            .filter_map(Result::ok)
            .filter(|e| e.path().is_file())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        for n in &names {
            if let Ok(bytes) = std::fs::read(path.join(n)) {
                files.insert(format!("{}/{n}", raw.trim_end_matches('/')), bytes);
            }
        }
        files.insert_dir(raw.trim_end_matches('/').to_string(), names);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_files_spark_reads_are_loaded() {
        let base = Path::new(env!("CARGO_MANIFEST_DIR"));
        let text = "spark.kubernetes.driver.volumes.hostPath.x.mount.path src\n\
                    spark.kubernetes.driver.podTemplateFile Cargo.toml\n\
                    spark.files src/main.rs\n";
        let case = Case::load("t", text, base, CaseOptions::default(), &[]).unwrap();
        let paths: Vec<&str> = case.env.files.paths().collect();
        // The template, and the local dependency spark-submit uploads; not the mount path.
        assert_eq!(paths, vec!["Cargo.toml", "src/main.rs"]);
    }
}
