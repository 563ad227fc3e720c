//! Spark configuration: parsing, the key registry, and the conf map with Spark's iteration order.
pub mod bytes;
pub mod properties;
pub mod registry;
pub mod spark_conf;
pub mod submit_cmd;
pub mod submit_conf;

pub use spark_conf::SparkConf;
