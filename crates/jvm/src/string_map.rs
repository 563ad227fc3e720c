//! `ConcurrentHashMap<String, String>`, the map of `SparkConf` and of `java.util.Properties`,
//! with its values in one text.
//!
//! A conf is copied a few times per render (`SparkConf.clone`, the executor's conf from the
//! driver's properties) and read by key far more often than it is written. With a `String` per
//! value every copy made and freed one allocation an entry; here the values are one text and the
//! map holds each one's place in it, so a copy is the map's nodes plus one copy of that text.

use super::concurrent_hash_map::JavaConcurrentHashMap;

/// The room [`JavaStringMap::reserve_for`] leaves for a key, and for a value, put later.
const LATER_ENTRY_BYTES: usize = 48;

/// Where a value is in [`JavaStringMap`]'s text.
#[derive(Clone, Copy, Debug)]
struct ValueSpan {
    start: usize,
    end: usize,
}

/// A Java 17 `ConcurrentHashMap<String, String>` (see [`JavaConcurrentHashMap`]): the same
/// iteration order, with `&str` in and out.
#[derive(Clone, Debug, Default)]
pub struct JavaStringMap {
    map: JavaConcurrentHashMap<ValueSpan>,
    /// The values put, one after another (a value replaced or removed stays, unused: a map
    /// is filled once and read, its values rarely replaced).
    values: String,
}

impl JavaStringMap {
    /// `new ConcurrentHashMap<>()`.
    pub fn new() -> Self {
        Self::default()
    }

    /// Room for `entries` and for `later` more entries put after them (a key and a value of
    /// up to 48 bytes each): filling the map then copies none of its buffers.
    pub fn reserve_for<'a>(
        &mut self,
        entries: impl Iterator<Item = (&'a str, &'a str)>,
        later: usize,
    ) {
        let (count, key_bytes, value_bytes) = entries.fold((0, 0, 0), |(n, k, v), (key, value)| {
            (n + 1, k + key.len(), v + value.len())
        });
        let later_bytes = later * LATER_ENTRY_BYTES;
        self.map.reserve(count + later, key_bytes + later_bytes);
        self.values.reserve(value_bytes + later_bytes);
    }

    /// Number of mappings.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// True if there are no mappings.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    fn value(&self, span: ValueSpan) -> &str {
        self.values.get(span.start..span.end).unwrap_or_default()
    }

    /// `get(key)`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.map.get(key).map(|&span| self.value(span))
    }

    /// [`Self::get`] of a key whose `hashCode()` is known (`java_hash`: a registry key's is
    /// computed when compiling).
    pub fn get_hashed(&self, key: &str, java_hash: i32) -> Option<&str> {
        self.map
            .get_hashed(key, java_hash)
            .map(|&span| self.value(span))
    }

    /// `containsKey(key)`.
    pub fn contains_key(&self, key: &str) -> bool {
        self.map.contains_key(key)
    }

    /// `put(key, value)`: an existing key keeps its place in the iteration order.
    pub fn put(&mut self, key: &str, value: &str) {
        let start = self.values.len();
        self.values.push_str(value);
        let end = self.values.len();
        self.map.put(key, ValueSpan { start, end });
    }

    /// `remove(key)`; whether the key was there.
    pub fn remove(&mut self, key: &str) -> bool {
        self.map.remove(key).is_some()
    }

    /// Entries in `entrySet().iterator()` order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.map.iter().map(|(k, &v)| (k, self.value(v)))
    }

    /// [`Self::iter`] with each key's `hashCode()` (see
    /// [`JavaConcurrentHashMap::iter_with_key_hash`]).
    pub fn iter_with_key_hash(&self) -> impl Iterator<Item = (i32, &str, &str)> + '_ {
        self.map
            .iter_with_key_hash()
            .map(|(h, k, &v)| (h, k, self.value(v)))
    }

    /// `SparkConf.clone()` (see [`JavaConcurrentHashMap::clone_as_spark_conf`]): the values'
    /// places are the same in the copy of their text.
    pub fn clone_as_spark_conf(&self) -> Self {
        JavaStringMap {
            map: self.map.clone_as_spark_conf(),
            values: self.values.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_was_put_in_the_maps_order() {
        let mut m = JavaStringMap::new();
        let mut reference: JavaConcurrentHashMap<String> = JavaConcurrentHashMap::new();
        for i in 0..40 {
            let (k, v) = (format!("spark.k{i}"), format!("v{i}"));
            m.put(&k, &v);
            reference.put(&k, v);
        }
        m.put("spark.k3", "again");
        reference.put("spark.k3", "again".to_string());
        assert!(m.remove("spark.k7"));
        assert!(!m.remove("spark.k7"));
        reference.remove("spark.k7");
        let expected: Vec<(&str, &str)> = reference.iter().map(|(k, v)| (k, v.as_str())).collect();
        assert_eq!(m.iter().collect::<Vec<_>>(), expected);
        assert_eq!(m.get("spark.k3"), Some("again"));
        assert_eq!(m.get("spark.k7"), None);
        assert_eq!(m.len(), 39);
        let copy = m.clone_as_spark_conf();
        let expected_copy: Vec<(String, String)> = reference
            .clone_as_spark_conf()
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        let got: Vec<(String, String)> = copy
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        assert_eq!(got, expected_copy);
    }
}
