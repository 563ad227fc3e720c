//! Reproductions of JVM collection iteration orders that leak into Spark's output.
