//! Files the server writes for the editor to open (the pods' YAML), in a folder of the temp
//! folder that only the user can enter: `sparkpods-lsp-<uid>`, created with mode 0700. The temp
//! folder is shared on a multi-user host, so a folder already there is used only when it is a
//! real folder (not a symbolic link), the user's, and closed to others; and a file is written
//! as a new file beside its name, then renamed over it, so that a symbolic link planted at the
//! name is replaced, never followed.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Why a file could not be written there.
#[derive(Debug, thiserror::Error)]
pub enum PrivateDirError {
    #[error(
        "{0} is a symbolic link, not a folder of sparkpods': remove it (or point TMPDIR elsewhere)"
    )]
    Symlink(PathBuf),
    #[error("{0} is not a folder: remove it (or point TMPDIR elsewhere)")]
    NotAFolder(PathBuf),
    #[error(
        "{path} belongs to another user (uid {owner}; you are {uid}): remove it (or point TMPDIR elsewhere)"
    )]
    NotYours { path: PathBuf, owner: u32, uid: u32 },
    #[error(
        "{path} is open to other users (mode {mode:o}): make it private with `chmod 700 {path}`"
    )]
    OpenToOthers { path: PathBuf, mode: u32 },
    #[error("cannot write {path}: {source}")]
    Io { path: PathBuf, source: io::Error },
}

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> PrivateDirError + '_ {
    move |source| PrivateDirError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Write `text` as the file `name` of the user's private folder of `temp`; its path.
pub fn write(temp: &Path, name: &str, text: &str) -> Result<PathBuf, PrivateDirError> {
    let dir = private_dir(temp, own_uid(temp)?)?;
    let path = dir.join(name);
    let (staged, mut file) = create_new(&dir, &format!(".{name}"))?;
    let written = file
        .write_all(text.as_bytes())
        .and_then(|()| file.sync_all())
        .and_then(|()| fs::rename(&staged, &path));
    if let Err(e) = written {
        let _ = fs::remove_file(&staged);
        return Err(io_error(&path)(e));
    }
    Ok(path)
}

/// The user the process runs as (std has no `geteuid`; rustix's is safe code).
#[cfg(unix)]
fn own_uid(_: &Path) -> Result<u32, PrivateDirError> {
    Ok(rustix::process::geteuid().as_raw())
}

#[cfg(not(unix))]
fn own_uid(_: &Path) -> Result<u32, PrivateDirError> {
    Ok(0)
}

/// `temp`'s folder for user `uid`: created closed to others, or checked to be so.
#[cfg(unix)]
fn private_dir(temp: &Path, uid: u32) -> Result<PathBuf, PrivateDirError> {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt};
    let dir = temp.join(format!("sparkpods-lsp-{uid}"));
    match fs::DirBuilder::new().mode(0o700).create(&dir) {
        Err(e) if e.kind() != io::ErrorKind::AlreadyExists => return Err(io_error(&dir)(e)),
        _ => {}
    }
    let meta = fs::symlink_metadata(&dir).map_err(io_error(&dir))?;
    if meta.file_type().is_symlink() {
        return Err(PrivateDirError::Symlink(dir));
    }
    if !meta.is_dir() {
        return Err(PrivateDirError::NotAFolder(dir));
    }
    if meta.uid() != uid {
        return Err(PrivateDirError::NotYours {
            path: dir,
            owner: meta.uid(),
            uid,
        });
    }
    let mode = meta.mode() & 0o777;
    if mode & 0o077 != 0 {
        return Err(PrivateDirError::OpenToOthers { path: dir, mode });
    }
    Ok(dir)
}

/// Elsewhere the temp folder is the user's own (Windows: under the user's profile).
#[cfg(not(unix))]
fn private_dir(temp: &Path, _: u32) -> Result<PathBuf, PrivateDirError> {
    let dir = temp.join("sparkpods-lsp");
    fs::create_dir_all(&dir).map_err(io_error(&dir))?;
    let meta = fs::symlink_metadata(&dir).map_err(io_error(&dir))?;
    if meta.file_type().is_symlink() {
        return Err(PrivateDirError::Symlink(dir));
    }
    Ok(dir)
}

/// A file of `dir` that did not exist (`<prefix>.<pid>.<n>`), readable by the user only.
fn create_new(dir: &Path, prefix: &str) -> Result<(PathBuf, File), PrivateDirError> {
    let mut last = None;
    for attempt in 0..64 {
        let path = dir.join(format!("{prefix}.{}.{attempt}", std::process::id()));
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        match options.open(&path) {
            Ok(file) => return Ok((path, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(io_error(&path)(e)),
        }
    }
    let source = last.unwrap_or_else(|| io::Error::from(io::ErrorKind::AlreadyExists));
    Err(io_error(dir)(source))
}

#[cfg(test)]
#[cfg(unix)]
mod tests {
    use super::*;
    use std::os::unix::fs::{MetadataExt, PermissionsExt, symlink};

    /// A fresh temp folder for one test, removed at the end.
    struct Temp(PathBuf);

    impl Temp {
        fn new(name: &str) -> Temp {
            let dir = std::env::temp_dir().join(format!(
                "sparkpods-private-dir-{name}-{}",
                std::process::id()
            ));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(&dir).unwrap();
            Temp(dir)
        }
    }

    impl Drop for Temp {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn uid(temp: &Path) -> u32 {
        own_uid(temp).unwrap()
    }

    #[test]
    fn the_folder_is_created_private_and_files_replace_their_name() {
        let temp = Temp::new("create");
        let path = write(&temp.0, "a.pods.yaml", "one\n").unwrap();
        let dir = path.parent().unwrap();
        assert_eq!(dir, temp.0.join(format!("sparkpods-lsp-{}", uid(&temp.0))));
        assert_eq!(fs::metadata(dir).unwrap().mode() & 0o777, 0o700);
        assert_eq!(fs::metadata(&path).unwrap().mode() & 0o777, 0o600);
        assert_eq!(fs::read_to_string(&path).unwrap(), "one\n");
        assert_eq!(write(&temp.0, "a.pods.yaml", "two\n").unwrap(), path);
        assert_eq!(fs::read_to_string(&path).unwrap(), "two\n");
        // Nothing is left behind: the probe and the staged file are gone.
        let names: Vec<_> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["a.pods.yaml"]);
        assert_eq!(fs::read_dir(&temp.0).unwrap().count(), 1);
    }

    #[test]
    fn a_symbolic_link_at_the_file_name_is_replaced_not_followed() {
        let temp = Temp::new("file-link");
        let victim = temp.0.join("victim");
        fs::write(&victim, "precious").unwrap();
        let dir = private_dir(&temp.0, uid(&temp.0)).unwrap();
        symlink(&victim, dir.join("a.pods.yaml")).unwrap();
        let path = write(&temp.0, "a.pods.yaml", "pods\n").unwrap();
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
        assert!(
            !fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read_to_string(&path).unwrap(), "pods\n");
    }

    #[test]
    fn a_folder_planted_by_someone_else_is_refused() {
        let temp = Temp::new("planted");
        let uid = uid(&temp.0);
        let dir = temp.0.join(format!("sparkpods-lsp-{uid}"));

        // A symbolic link to a folder the planter reads.
        let elsewhere = temp.0.join("elsewhere");
        fs::create_dir(&elsewhere).unwrap();
        symlink(&elsewhere, &dir).unwrap();
        let e = write(&temp.0, "a.pods.yaml", "pods").unwrap_err();
        assert!(matches!(e, PrivateDirError::Symlink(_)), "{e}");
        assert!(e.to_string().contains("is a symbolic link"), "{e}");
        assert_eq!(fs::read_dir(&elsewhere).unwrap().count(), 0);
        fs::remove_file(&dir).unwrap();

        // A file.
        fs::write(&dir, "").unwrap();
        let e = write(&temp.0, "a.pods.yaml", "pods").unwrap_err();
        assert!(matches!(e, PrivateDirError::NotAFolder(_)), "{e}");
        fs::remove_file(&dir).unwrap();

        // A folder others can enter.
        fs::create_dir(&dir).unwrap();
        fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
        let e = write(&temp.0, "a.pods.yaml", "pods").unwrap_err();
        assert!(
            matches!(e, PrivateDirError::OpenToOthers { mode: 0o755, .. }),
            "{e}"
        );
        assert!(e.to_string().contains("chmod 700"), "{e}");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 0);

        // Another user's folder: this user's, asked for by another uid.
        let e = private_dir(&temp.0, uid + 1).unwrap_err();
        assert!(
            matches!(&e, PrivateDirError::NotYours { owner, .. } if *owner == uid),
            "{e}"
        );
        assert!(e.to_string().contains("belongs to another user"), "{e}");
    }
}
