//! Reproductions of JVM collection iteration orders that leak into Spark's output.
//!
//! Spark builds Kubernetes pods by iterating JVM hash maps: `SparkConf` (a
//! `java.util.concurrent.ConcurrentHashMap`), `java.util.HashMap`s and Scala immutable `Map`s.
//! `SparkConf.getAll` additionally copies the map into a Scala `mutable.HashSet` of
//! `(key, value)` tuples ([`spark_conf_get_all`]). The order of env vars, volumes, labels and
//! `SPARK_JAVA_OPT_n` indices in the resulting pod spec is therefore whatever those hash tables
//! iterate in. User volumes and secret volumes additionally pass through immutable Scala `Set`s
//! of `KubernetesVolumeSpec` ([`kubernetes_volume_spec_hash`]) and of fabric8 `Volume`s
//! ([`fabric8_secret_volume_hash`]), ordered by [`scala_immutable_set_order`]. To produce
//! byte-identical pods we emulate each collection's layout exactly (verified against the real
//! JDK 17 and Scala 2.12.18 / 2.13.18 libraries by the fixture tests of this crate).
//!
//! ```
//! use sparkpods_jvm::{JavaConcurrentHashMap, java_double_to_string};
//!
//! // A SparkConf iterates in its ConcurrentHashMap's bucket order, not in insertion order.
//! let mut conf = JavaConcurrentHashMap::new();
//! for key in ["spark.app.name", "spark.master", "spark.executor.memory", "spark.driver.cores"] {
//!     conf.put(key, ());
//! }
//! let keys: Vec<&str> = conf.iter().map(|(key, _)| key).collect();
//! assert_eq!(
//!     keys,
//!     ["spark.executor.memory", "spark.master", "spark.driver.cores", "spark.app.name"]
//! );
//! // And prints doubles as the JDK does.
//! assert_eq!(java_double_to_string(1e7), "1.0E7");
//! ```

#![deny(missing_docs)]

mod concurrent_hash_map;
mod double;
mod fabric8;
mod hash;
mod hash_map;
mod hash_trie_order;
mod murmur3;
mod rbtree;
mod scala212;
mod scala213;
mod scala_map;
mod scala_set;
mod string;
mod string_map;
mod volume_spec;

#[cfg(test)]
mod concurrent_hash_map_reference;
#[cfg(test)]
mod spark_conf_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod volume_set_tests;

pub use concurrent_hash_map::{JavaConcurrentHashMap, chm_spread};
pub use double::{java_double_to_string, java_number_text};
pub use fabric8::{Fabric8, IntegerFields, fabric8_secret_volume_hash, is_file_mode_field};
pub use hash::{java_string_compare, java_string_hash, java_string_hash_const};
pub use hash_map::{JavaHashMap, hash_map_hash};
pub use murmur3::scala_tuple2_string_hash;
pub use scala_map::{ScalaMap, ScalaMapKind, ScalaVersion};
pub use scala_set::{
    ScalaMutableHashSet, in_scala_immutable_map_order, scala_immutable_map_key_order,
    scala_immutable_set_of_pairs_order, scala_immutable_set_order, spark_conf_get_all,
    spark_conf_get_all_hashed,
};
pub use string::{java_strip_prefix, java_trim};
pub use string_map::JavaStringMap;
pub use volume_spec::{
    StringMapEntries, VolumeConfFields, VolumeSpecFields, kubernetes_volume_conf_hash,
    kubernetes_volume_spec_hash,
};
