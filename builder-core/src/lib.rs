//! sparkpods builder core: Spark conf in, Kubernetes objects out, exactly as Spark builds them.
pub mod conf;
pub mod jvm;
