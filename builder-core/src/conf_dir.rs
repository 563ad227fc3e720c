//! `$SPARK_CONF_DIR` files shipped in the conf ConfigMaps (`KubernetesClientUtils`).

use crate::conf::SparkConf;
use crate::conf::registry as keys;
use crate::inputs::Environment;

/// The conf-dir files Spark ships: text files that are not templates, not `spark*.conf` /
/// `spark*.properties`, not archives, smallest first, until `spark.kubernetes.configMap.maxSize`.
pub fn load_conf_dir_files(conf: &SparkConf, env: &Environment) -> Vec<(String, String)> {
    let dir = env
        .var("SPARK_CONF_DIR")
        .map(str::to_string)
        .or_else(|| conf.get(keys::SPARK_HOME.key).map(|h| format!("{h}/conf")));
    let Some(dir) = dir else { return Vec::new() };
    let max_size = conf
        .entry_long(&keys::CONFIG_MAP_MAX_SIZE)
        .ok()
        .flatten()
        .unwrap_or(1_048_576);
    let names = env.files.list_dir(&dir).unwrap_or(&[]);
    let mut files: Vec<(String, String, i64)> = names
        .iter()
        .filter_map(|name| {
            let path = format!("{}/{name}", dir.trim_end_matches('/'));
            let bytes = env.files.read(&path)?;
            let size = i64::try_from(bytes.len())
                .unwrap_or(i64::MAX)
                .saturating_add(i64::try_from(name.len()).unwrap_or(0));
            let too_large_or_binary = size > max_size || is_archive(name);
            let spark_conf_or_template = name.ends_with(".template") || is_spark_conf_name(name);
            (!too_large_or_binary && !spark_conf_or_template).then(|| {
                (
                    name.clone(),
                    String::from_utf8_lossy(bytes).into_owned(),
                    size,
                )
            })
        })
        .collect();
    sparkpods_sort::sort_by(&mut files, |a, b| a.2.cmp(&b.2).then_with(|| a.0.cmp(&b.0)));
    let mut total = 0i64;
    let mut out = Vec::new();
    for (name, content, size) in files {
        if total.saturating_add(size) < max_size {
            total = total.saturating_add(size);
            out.push((name, content));
        }
    }
    out
}

/// `.*\.(gz|zip|jar|tar)`
fn is_archive(name: &str) -> bool {
    [".gz", ".zip", ".jar", ".tar"]
        .iter()
        .any(|s| name.ends_with(s))
}

/// `spark.*(conf|properties)`
fn is_spark_conf_name(name: &str) -> bool {
    name.starts_with("spark") && (name.ends_with("conf") || name.ends_with("properties"))
}
