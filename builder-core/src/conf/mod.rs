//! Spark configuration: parsing, the key registry, and the conf map with Spark's iteration order.
