//! `sparkpods convert --to TARGET FILE`: the converted text on stdout (or `--output`), the
//! parity report on stderr; with `--format json` one document of both.

use std::path::Path;
use std::process::ExitCode;

use sparkpods::convert::convert;
use sparkpods_convert::Target;

fn fail(message: &str) -> ExitCode {
    eprintln!("sparkpods: {message}");
    ExitCode::from(2)
}

/// Run the command; exit status 1 with `exact` when a pod field differs, 2 on an error.
pub fn run(
    to: &str,
    file: &Path,
    release: Option<&str>,
    exact: bool,
    output: Option<&Path>,
    json: bool,
) -> ExitCode {
    let target: Target = match to.parse() {
        Ok(t) => t,
        Err(e) => return fail(&format!("--to: {e}")),
    };
    let shown = file.display().to_string();
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => return fail(&format!("cannot read {shown}: {e}")),
    };
    let base = std::env::current_dir().unwrap_or_default();
    let conversion = match convert(&shown, &text, &base, target, release) {
        Ok(c) => c,
        Err(e) => return fail(&e.to_string()),
    };
    let code = if exact && !conversion.is_exact() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    };
    if json {
        let doc = serde_json::to_string_pretty(&conversion.to_json()).unwrap_or_default();
        println!("{doc}");
        return code;
    }
    let converted = &conversion.converted;
    match output {
        Some(out) => {
            if let Err(e) = std::fs::write(out, &converted.text) {
                return fail(&format!("cannot write {}: {e}", out.display()));
            }
            let dir = out.parent().unwrap_or(Path::new("."));
            for (path, text) in &converted.files {
                let name = Path::new(path).file_name().unwrap_or_default();
                let written = dir.join(name);
                if let Err(e) = std::fs::write(&written, text) {
                    return fail(&format!("cannot write {}: {e}", written.display()));
                }
                eprintln!(
                    "sparkpods: wrote the pod template {path} names to {} (put it where {path} says, or change the key)",
                    written.display()
                );
            }
        }
        None => {
            print!("{}", converted.text);
            for (path, _) in &converted.files {
                eprintln!(
                    "sparkpods: the output names the pod template file {path}: --output writes it"
                );
            }
        }
    }
    eprint!("{}", conversion.report_text());
    code
}
