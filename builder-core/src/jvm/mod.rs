//! Reproductions of JVM collection iteration orders that leak into Spark's output.
//!
//! Spark builds Kubernetes pods by iterating JVM hash maps: `SparkConf` (a
//! `java.util.concurrent.ConcurrentHashMap`), `java.util.HashMap`s and Scala immutable `Map`s.
//! `SparkConf.getAll` additionally copies the map into a Scala `mutable.HashSet` of
//! `(key, value)` tuples ([`spark_conf_get_all`]). The order of env vars, volumes, labels and
//! `SPARK_JAVA_OPT_n` indices in the resulting pod spec is therefore whatever those hash tables
//! iterate in. To produce byte-identical pods we
//! emulate each collection's layout exactly (verified against the real JDK 17 and Scala
//! 2.12.18 / 2.13.18 libraries by the fixture tests in this module).

mod concurrent_hash_map;
mod hash;
mod hash_map;
mod murmur3;
mod rbtree;
mod scala212;
mod scala213;
mod scala_map;
mod scala_set;

#[cfg(test)]
mod spark_conf_tests;
#[cfg(test)]
mod tests;

pub use concurrent_hash_map::{JavaConcurrentHashMap, chm_spread};
pub use hash::{java_string_compare, java_string_hash};
pub use hash_map::{JavaHashMap, hash_map_hash};
pub use murmur3::scala_tuple2_string_hash;
pub use scala_map::{ScalaMap, ScalaMapKind, ScalaVersion};
pub use scala_set::{ScalaMutableHashSet, scala_immutable_set_of_pairs_order, spark_conf_get_all};
