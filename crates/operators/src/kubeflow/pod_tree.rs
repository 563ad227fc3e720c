//! The pod the operator's webhook patches, as a JSON tree of the caller's kind: serde_json's
//! `Value` (documents, `check --cluster`), or a tree of the caller's own, such as the policy's,
//! which it builds from the typed pods without `Value`'s hashed maps.

use serde_json::{Map, Value};

/// A JSON tree the webhook reads and patches in place, with serde_json's `Value`'s meaning: a
/// member read by name is the one the object holds under it, a member replaced stays where it
/// is, a member removed takes the object's last member into its place (`Map::remove` with
/// `preserve_order`).
pub trait PodTree: Sized {
    /// An object's members.
    type Members: PodMembers<Self>;

    /// The tree of a value the webhook writes (built as JSON, or copied from the resource).
    fn from_json(value: Value) -> Self;
    /// The member `key`, if this is an object that has one.
    fn member(&self, key: &str) -> Option<&Self>;
    /// The text, if this is a string.
    fn as_str(&self) -> Option<&str>;
    /// The items, if this is a list.
    fn as_list(&self) -> Option<&[Self]>;
    /// The members, if this is an object.
    fn as_members_mut(&mut self) -> Option<&mut Self::Members>;
    /// The members, this made an empty object first if it is not one (a JSON patch of the
    /// field would replace it as well).
    fn make_object(&mut self) -> &mut Self::Members;
    /// The items, this made an empty list first if it is not one.
    fn make_list(&mut self) -> &mut Vec<Self>;
    /// Equal as JSON values (an object's members in any order).
    fn same(&self, other: &Self) -> bool;
}

/// An object's members, of a [`PodTree`].
pub trait PodMembers<T> {
    /// The member `key`, added as `null` when absent (`None` never happens: it leaves a tree
    /// free to find the member it added without indexing).
    fn entry(&mut self, key: &str) -> Option<&mut T>;
    /// Set the member `key`: replaced where it is, or added last.
    fn insert(&mut self, key: &str, value: T);
    /// Remove the member `key`; whether there was one.
    fn remove(&mut self, key: &str) -> bool;
}

impl PodTree for Value {
    type Members = Map<String, Value>;

    fn from_json(value: Value) -> Self {
        value
    }
    fn member(&self, key: &str) -> Option<&Self> {
        self.get(key)
    }
    fn as_str(&self) -> Option<&str> {
        Value::as_str(self)
    }
    fn as_list(&self) -> Option<&[Self]> {
        self.as_array().map(Vec::as_slice)
    }
    fn as_members_mut(&mut self) -> Option<&mut Self::Members> {
        self.as_object_mut()
    }
    fn make_object(&mut self) -> &mut Self::Members {
        match self {
            Value::Object(members) => members,
            other => {
                *other = Value::Object(Map::new());
                other.make_object()
            }
        }
    }
    fn make_list(&mut self) -> &mut Vec<Self> {
        match self {
            Value::Array(items) => items,
            other => {
                *other = Value::Array(Vec::new());
                other.make_list()
            }
        }
    }
    fn same(&self, other: &Self) -> bool {
        self == other
    }
}

impl PodMembers<Value> for Map<String, Value> {
    fn entry(&mut self, key: &str) -> Option<&mut Value> {
        Some(Map::entry(self, key).or_insert(Value::Null))
    }
    fn insert(&mut self, key: &str, value: Value) {
        Map::insert(self, key.to_string(), value);
    }
    fn remove(&mut self, key: &str) -> bool {
        Map::remove(self, key).is_some()
    }
}
