//! Files of Kubernetes objects read as `kubectl` reads them: JSON, or a YAML stream of
//! `---`-separated documents (YAML 1.1 scalars: `yes`/`no` are booleans), empty documents
//! skipped, and `List`s (what `kubectl get -o yaml` prints) opened into their items.

use serde_json::Value;

use sparkpods_yaml::{self as yaml, Schema};

/// A file that is neither JSON nor YAML; the text names the line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ManifestError(String);

/// The YAML schema `kubectl` (sigs.k8s.io/yaml over go-yaml v2) types scalars with.
pub const KUBECTL_YAML: Schema = Schema::SnakeYaml11 {
    bool_words: true,
    timestamps: false,
};

/// Every document of `text`, in order, empty ones skipped.
pub fn read_documents(text: &str) -> Result<Vec<Value>, ManifestError> {
    if text.trim_start().starts_with('{') {
        return serde_json::from_str(text)
            .map(|v| vec![v])
            .map_err(|e| ManifestError(e.to_string()));
    }
    let mut docs =
        yaml::parse_all_with(text, KUBECTL_YAML).map_err(|e| ManifestError(e.to_string()))?;
    docs.retain(|d| !d.is_null());
    Ok(docs)
}

/// The objects of `docs`, each `List` (`kind: List`, or a typed list like `NodeList`) replaced
/// by its items, as `kubectl apply -f` does.
pub fn objects(docs: Vec<Value>) -> Vec<Value> {
    let mut out = Vec::with_capacity(docs.len());
    for doc in docs {
        let is_list = doc
            .get("kind")
            .and_then(Value::as_str)
            .is_some_and(|k| k.ends_with("List"))
            && doc.get("items").is_some_and(Value::is_array);
        match doc {
            Value::Object(mut map) if is_list => {
                if let Some(Value::Array(items)) = map.remove("items") {
                    out.extend(objects(items));
                }
            }
            other => out.push(other),
        }
    }
    out
}

/// `Kind/name` of an object, for messages.
pub fn object_id(object: &Value) -> String {
    let field = |p: &str| object.pointer(p).and_then(Value::as_str).unwrap_or("?");
    format!("{}/{}", field("/kind"), field("/metadata/name"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn streams_lists_and_json() {
        let text = "apiVersion: v1\nkind: List\nitems:\n- kind: Node\n  metadata: {name: a}\n- kind: NodeList\n  items:\n  - kind: Node\n    metadata: {name: b}\n---\n---\nkind: Namespace\nmetadata:\n  name: spark\n  labels: {x: yes}\n";
        let docs = objects(read_documents(text).unwrap());
        let ids: Vec<String> = docs.iter().map(object_id).collect();
        assert_eq!(ids, ["Node/a", "Node/b", "Namespace/spark"]);
        assert_eq!(docs[2].pointer("/metadata/labels/x"), Some(&json!(true)));
        let json =
            objects(read_documents(r#"{"kind":"List","items":[{"kind":"LimitRange"}]}"#).unwrap());
        assert_eq!(object_id(&json[0]), "LimitRange/?");
        assert!(read_documents("a: [").is_err());
    }
}
