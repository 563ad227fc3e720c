//! Paths to fields of a Kubernetes object, stable across steps: list items with a `name` are
//! addressed by it (`containers[spark-kubernetes-driver].env[SPARK_USER].value`), so a step
//! that inserts an env var does not "change" every later one.

use std::fmt;
use std::rc::Rc;

use serde_json::Value;

/// One step into a JSON value. Names are shared (`Rc<str>`): every YAML line of the preview
/// holds its whole path, and a keystroke builds a few hundred of them.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Segment {
    Key(Rc<str>),
    /// A list item with a `name` field.
    Named(Rc<str>),
    /// A list item without a name.
    Index(usize),
}

impl Segment {
    /// The segment of item `i` of a list.
    pub fn item(i: usize, item: &Value) -> Segment {
        match item.get("name").and_then(Value::as_str) {
            Some(n) => Segment::Named(Rc::from(n)),
            None => Segment::Index(i),
        }
    }
}

/// A path from the document root.
#[derive(Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Path(pub Vec<Segment>);

impl Path {
    pub fn root() -> Path {
        Path(Vec::new())
    }

    pub fn child(&self, s: Segment) -> Path {
        // One allocation: a clone has no room for the push.
        let mut v = Vec::with_capacity(self.0.len() + 1);
        v.extend(self.0.iter().cloned());
        v.push(s);
        Path(v)
    }

    /// Whether `self` is `other` or inside it.
    pub fn starts_with(&self, other: &Path) -> bool {
        self.0.starts_with(&other.0)
    }

    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.0.iter().enumerate() {
            match s {
                Segment::Key(k) if k.contains(['.', '[', ']', '/']) || k.is_empty() => {
                    write!(f, "[{k:?}]")?
                }
                Segment::Key(k) => {
                    if i > 0 {
                        f.write_str(".")?;
                    }
                    f.write_str(k)?
                }
                Segment::Named(n) => write!(f, "[{n}]")?,
                Segment::Index(n) => write!(f, "[{n}]")?,
            }
        }
        Ok(())
    }
}

/// Every leaf (scalar, empty list, empty object) of a value with its path, in document order.
pub fn leaves(v: &Value) -> Vec<(Path, &Value)> {
    let mut out = Vec::new();
    walk(v, &Path::root(), &mut out);
    out
}

fn walk<'a>(v: &'a Value, path: &Path, out: &mut Vec<(Path, &'a Value)>) {
    match v {
        Value::Object(m) if !m.is_empty() => {
            for (k, c) in m {
                walk(c, &path.child(Segment::Key(Rc::from(k.as_str()))), out);
            }
        }
        Value::Array(a) if !a.is_empty() => {
            for (i, c) in a.iter().enumerate() {
                walk(c, &path.child(Segment::item(i, c)), out);
            }
        }
        leaf => out.push((path.clone(), leaf)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn display_uses_names_and_quotes_odd_keys() {
        let p = Path::root()
            .child(Segment::Key("metadata".into()))
            .child(Segment::Key("labels".into()))
            .child(Segment::Key("app.kubernetes.io/name".into()));
        assert_eq!(p.to_string(), "metadata.labels[\"app.kubernetes.io/name\"]");
        let p = Path::root()
            .child(Segment::Key("spec".into()))
            .child(Segment::Key("tolerations".into()))
            .child(Segment::Index(2));
        assert_eq!(p.to_string(), "spec.tolerations[2]");
    }

    #[test]
    fn leaves_follow_names() {
        let v = json!({"env": [{"name": "A", "value": "1"}, {"value": "2"}], "x": {}});
        let l: Vec<String> = leaves(&v).iter().map(|(p, _)| p.to_string()).collect();
        assert_eq!(l, vec!["env[A].name", "env[A].value", "env[1].value", "x"]);
    }
}
