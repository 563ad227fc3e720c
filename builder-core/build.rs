//! Writes `alternatives.tsv` (Spark's old key names, read off its jars) as a static Rust table,
//! so that reading a key costs no fresh process or policy instance a parse of the table: every
//! unset `SparkConf::get` asks it, and the admission policy starts a new instance per request.
//! Rows are sorted by the key they stand for (Spark's order among a key's alternatives kept), so
//! a lookup is a binary search.

use std::error::Error;
use std::fmt::Write as _;
use std::path::PathBuf;

const TABLE: &str = "src/conf/declared/alternatives.tsv";

#[path = "src/conf/key_filter.rs"]
mod key_filter;

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo::rerun-if-changed={TABLE}");
    println!("cargo::rerun-if-changed=src/conf/key_filter.rs");
    let text = std::fs::read_to_string(TABLE)?;
    let mut rows = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [name, kind, translated, releases, _, since, _, of, _] = fields[..] else {
            return Err(format!("{TABLE}:{}: not nine tab-separated fields", number + 1).into());
        };
        let kind = match kind {
            "alternative" => "SparkConf",
            "entry-alternative" => "Entry",
            other => return Err(format!("{TABLE}:{}: unknown kind `{other}`", number + 1).into()),
        };
        let mut ranges = String::new();
        for range in releases.split(',') {
            let (first, last) = range.split_once('-').unwrap_or((range, range));
            write!(ranges, "({}, {}),", variant(first)?, variant(last)?)?;
        }
        let translated = match translated {
            "-" => "None".to_string(),
            t => format!("Some({t:?})"),
        };
        rows.push((
            of,
            format!(
                "    Alternative {{ name: {name:?}, of: {of:?}, kind: AlternativeKind::{kind}, \
                 since: {since:?}, releases: &[{ranges}], translated: {translated} }},\n"
            ),
        ));
    }
    // The host's build, not the wasm: std's sort costs the modules nothing here.
    #[allow(clippy::disallowed_methods)]
    rows.sort_by(|a, b| a.0.cmp(b.0));
    let mut out = format!(
        "/// Every alternative name of every release (`{TABLE}`), sorted by the key it stands for.\n\
         static ALTERNATIVES: [Alternative; {}] = [\n",
        rows.len()
    );
    for (_, row) in &rows {
        out.push_str(row);
    }
    out.push_str("];\n");
    let mut filter = [0u64; key_filter::FILTER_BITS / 64];
    for (of, _) in &rows {
        let bit = key_filter::filter_bit(of);
        if let Some(word) = filter.get_mut(bit / 64) {
            *word |= 1 << (bit % 64);
        }
    }
    let keys = format!(
        "/// A bit per [`key_filter::filter_bit`] of every key of the table of alternatives.\n\
         const ALTERNATIVE_KEYS: [u64; {}] = {filter:?};\n",
        filter.len()
    );
    let dir = PathBuf::from(std::env::var("OUT_DIR")?);
    std::fs::write(dir.join("alternatives.rs"), out)?;
    std::fs::write(dir.join("alternative_keys.rs"), keys)?;
    Ok(())
}

/// `3.5.9` as the `SparkVersion` variant that names it (`SparkVersion::V3_5_9`): a release the
/// crate does not know fails the build where the table names it.
fn variant(version: &str) -> Result<String, Box<dyn Error>> {
    let parts: Vec<&str> = version.split('.').collect();
    if parts.len() != 3
        || parts
            .iter()
            .any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()))
    {
        return Err(format!("{TABLE}: `{version}` is not a release").into());
    }
    Ok(format!("SparkVersion::V{}", parts.join("_")))
}
