//! The `spark.properties` file of the conf ConfigMaps, as `java.util.Properties.store` writes it.

use crate::conf::properties::{store_escape_key, store_escape_value};
use sparkpods_jvm::{JavaConcurrentHashMap, ScalaMap};

/// `KubernetesClientUtils.buildStringFromPropertiesMap`: a header comment naming the ConfigMap,
/// the date line, then `key=value` lines in the order `Properties` iterates them.
pub fn properties_file_text(
    config_map_name: &str,
    props: &ScalaMap<String>,
    timestamp: &str,
) -> String {
    // `Properties` keeps its entries in a ConcurrentHashMap filled in the Scala map's order.
    let mut table: JavaConcurrentHashMap<String> = JavaConcurrentHashMap::new();
    for (k, v) in props.iter() {
        table.put(k, v.clone());
    }
    let mut out = format!(
        "#Java properties built from Kubernetes config map with name: {config_map_name}\n#{timestamp}\n"
    );
    for (k, v) in table.iter() {
        out.push_str(&store_escape_key(k));
        out.push('=');
        out.push_str(&store_escape_value(v));
        out.push('\n');
    }
    out
}
