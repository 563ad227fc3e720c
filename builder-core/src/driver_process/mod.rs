//! The driver process: what happens to the conf between the submission and the executor
//! builder, which Spark runs inside the driver (`ExecutorPodsAllocator` is given the
//! SparkContext's conf).
//!
//! In cluster mode the driver pod's entrypoint runs spark-submit once more, in client mode,
//! with `--conf`s of its own ([`entrypoint`]), and the driver's SparkContext starts
//! ([`spark_context`]); in client mode the SparkContext is that of the spark-submit process
//! itself, on the submitted conf. Values only the running driver knows are placeholders.

mod entrypoint;
mod java_options;
mod spark_context;

pub use entrypoint::driver_pod_confs;
pub use java_options::prepended_java_options;
pub use spark_context::{after_scheduler_start, start};

/// The driver pod's IP (`SPARK_DRIVER_BIND_ADDRESS`, the downward API's `status.podIP`).
pub const DRIVER_POD_IP: &str = "<DRIVER-POD-IP>";
/// Client mode: the host name of the machine spark-submit runs on
/// (`Utils.localCanonicalHostName`).
pub const SUBMITTING_HOST: &str = "<SUBMITTING-HOST>";
/// Client mode: the port the driver bound when `spark.driver.port` is 0, its default
/// ([`crate::inputs::IdSource::bound_port`]), as the normalized document shows it.
pub const DRIVER_PORT: &str = "<DRIVER-PORT>";
