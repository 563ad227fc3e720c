//! Typed reading of a resource's JSON value, every error naming the field
//! (`spec.driver.cores: expected an integer, found "2"`), as the API server's schema
//! validation would reject it.

use serde_json::{Map, Value};

/// A field of the resource that is not what the operator's API declares.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct FieldError {
    /// `spec.driver.cores`, `spec.volumes[2].name`.
    pub path: String,
    /// What is wrong with it: `expected an integer, found a string ("2")`, `required by the CRD`.
    pub message: String,
}

/// An object of the resource and where it is.
#[derive(Debug, Clone)]
pub(crate) struct Obj<'a> {
    pub path: String,
    pub map: &'a Map<String, Value>,
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "an integer",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

pub(crate) fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

impl<'a> Obj<'a> {
    fn field(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|v| !v.is_null())
    }

    fn error(&self, key: &str, expected: &str, found: &Value) -> FieldError {
        FieldError {
            path: join(&self.path, key),
            message: format!("expected {expected}, found {} ({found})", kind(found)),
        }
    }

    pub fn string(&self, key: &str) -> Result<Option<String>, FieldError> {
        match self.field(key) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(v) => Err(self.error(key, "a string", v)),
        }
    }

    pub fn integer(&self, key: &str) -> Result<Option<i64>, FieldError> {
        match self.field(key) {
            None => Ok(None),
            Some(Value::Number(n)) if n.as_i64().is_some() => Ok(n.as_i64()),
            Some(v) => Err(self.error(key, "an integer", v)),
        }
    }

    pub fn boolean(&self, key: &str) -> Result<Option<bool>, FieldError> {
        match self.field(key) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(v) => Err(self.error(key, "true or false", v)),
        }
    }

    /// The resource's top-level object.
    pub fn root(value: &'a Value) -> Result<Obj<'a>, FieldError> {
        match value {
            Value::Object(map) => Ok(Obj {
                path: String::new(),
                map,
            }),
            other => Err(FieldError {
                path: "(the document)".to_string(),
                message: format!("expected an object, found {}", kind(other)),
            }),
        }
    }

    /// A nested object, with its path; `None` when absent or null.
    pub fn object(&self, key: &str) -> Result<Option<Obj<'a>>, FieldError> {
        match self.field(key) {
            None => Ok(None),
            Some(Value::Object(map)) => Ok(Some(Obj {
                path: join(&self.path, key),
                map,
            })),
            Some(v) => Err(self.error(key, "an object", v)),
        }
    }

    /// The objects of a list, each with its path (`spec.volumes[2]`).
    pub fn objects(&self, key: &str) -> Result<Vec<Obj<'a>>, FieldError> {
        self.list(key)?
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let path = format!("{}[{i}]", join(&self.path, key));
                match v {
                    Value::Object(map) => Ok(Obj { path, map }),
                    other => Err(FieldError {
                        path,
                        message: format!("expected an object, found {}", kind(other)),
                    }),
                }
            })
            .collect()
    }

    /// A list of values (each checked by the caller).
    pub fn list(&self, key: &str) -> Result<&'a [Value], FieldError> {
        match self.field(key) {
            None => Ok(&[]),
            Some(Value::Array(items)) => Ok(items),
            Some(v) => Err(self.error(key, "a list", v)),
        }
    }

    /// A list of strings.
    pub fn strings(&self, key: &str) -> Result<Vec<String>, FieldError> {
        self.list(key)?
            .iter()
            .enumerate()
            .map(|(i, v)| match v {
                Value::String(s) => Ok(s.clone()),
                other => Err(FieldError {
                    path: format!("{}[{i}]", join(&self.path, key)),
                    message: format!("expected a string, found {} ({other})", kind(other)),
                }),
            })
            .collect()
    }

    /// A `map[string]string`, in the resource's order.
    pub fn string_map(&self, key: &str) -> Result<Vec<(String, String)>, FieldError> {
        match self.field(key) {
            None => Ok(Vec::new()),
            Some(Value::Object(map)) => map
                .iter()
                .map(|(k, v)| match v {
                    Value::String(s) => Ok((k.clone(), s.clone())),
                    other => Err(FieldError {
                        path: format!("{}.{k}", join(&self.path, key)),
                        message: format!(
                            "expected a string (quote it), found {} ({other})",
                            kind(other)
                        ),
                    }),
                })
                .collect(),
            Some(v) => Err(self.error(key, "an object of strings", v)),
        }
    }

    /// The raw value of a field (objects passed on as they are, e.g. pod templates).
    pub fn raw(&self, key: &str) -> Option<&'a Value> {
        self.field(key)
    }
}
