use super::*;
use serde_json::json;

/// Ours and serde_yaml's answers agree: equal values, or both errors.
fn same(text: &str) -> Result<(), String> {
    let ours = parse(text);
    let theirs = serde_yaml::from_str::<Value>(text);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) if a == b => Ok(()),
        (Err(_), Err(_)) => Ok(()),
        _ => Err(format!(
            "{text:?}\n  ours:   {ours:?}\n  theirs: {:?}",
            theirs.map_err(|e| e.to_string())
        )),
    }
}

fn check_all(cases: &[&str]) {
    let failures: Vec<String> = cases.iter().filter_map(|c| same(c).err()).collect();
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// Inputs the fuzz target once found a difference on.
#[test]
fn fuzz_findings_match_serde_yaml() {
    check_all(&[
        "!stvvvvvvvvvvvvvvvvvvvvvva----:\n 1b: 2",
        "!!co,o co,o x",
        "e --: b---..\n\n\u{feff}",
        "!m :   1   1",
        "---\n -      &b: 6 b",
        "&aa: 'it''s: &'#xx17",
        "%YAML 1.1kin\n---\na: 1",
        "!!str \n!!str ---\n",
        "k: !!str\n  !!str x\n",
        "&a\n&b [1]\n",
        "- &a\n  !!str x\n",
        "!!map\n&k key: v\n",
        "%YAML 131\n---\na? 1",
        "!!ma?:[h   1}",
        "!:0!&  hh0: 1}",
        "%TAhG ! tag:x,2000:\n---\na: 1",
        "%TAG ?! tag:x,2000:\n---\na: 1",
        "0.a0: &x \n &_ ;aa%: \nqvx----A: q",
        "base: &m\n  &k key: v\nother: *m\n",
        "%TAG ! tag:x\t\t,2000:\n---\na: 1",
        "%TAG 0685477806! tag:x,2000:\n---\n:a 1",
        "apiVersion: v1\nkind: Pod\nmetadate:\n\u{feff}  labels:\n    tpplate: \"yes\"\nspec: {}\n",
        "a: !!AAAAAAAAAAAAAAAAAA%null",
        "a: !!b# ",
        "? |\n  k\n: 1: a\ntrue: b",
        "a> a:   \n  -  -b2\n  -  &b3 :   \n  -  -b2\n  -  &b3 ba:   \n  -   2&ba:   \n  -   2&bb",
    ]);
}

/// Random JSON-ish values rendered as YAML in several styles: both parsers agree.
fn leaf() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "yes",
            "no",
            "on",
            "1.0",
            "null",
            "~",
            "true",
            "False",
            ": ",
            "#x",
            " lead",
            "trail ",
            "",
            "a b",
            "é ü",
            "x: y",
            "- z",
            "0777",
            "0x1F",
            "1e3",
            ".inf",
            "-.5",
            "a#b",
            "'q'",
            "\"dq\"",
            "tab\there",
            "line\nbreak",
            "back\\slash",
            "[a]",
            "{b}",
            "*x",
            "&y",
            "!t",
            "%p",
            "@a",
            "`b",
            "|",
            ">",
            "?",
            "-",
            ":",
            "12345678901234567890",
            "-9223372036854775809",
            "1_000",
            "+1",
            ".5",
            "1.",
            "0o17",
            "0b11",
            "NULL",
            "Null",
            "😀",
        ])
        .prop_map(str::to_string),
        "[a-z0-9 :#'\"\\-]{0,12}",
        any::<i64>().prop_map(|i| i.to_string()),
        any::<f64>().prop_map(|f| f.to_string()),
    ]
}

/// A leaf in one of the scalar styles (some of which are invalid YAML on purpose).
fn scalar(s: &str, style: u8) -> String {
    match style % 6 {
        0 => s.to_string(),
        1 => format!("'{}'", s.replace('\'', "''")),
        2 => serde_json::to_string(s).unwrap_or_default(),
        3 => format!("\"{}\"", s.replace('\n', "\\\n  ")),
        4 => format!("{s} # c"),
        _ => format!("'{}'", s.replace('\'', "''").replace(' ', "\n  ")),
    }
}

#[derive(Debug, Clone)]
enum Doc {
    Leaf(String, u8),
    Seq(Vec<Doc>),
    Map(Vec<(String, u8, Doc)>),
}

fn doc() -> impl Strategy<Value = Doc> {
    let leaf = (leaf(), any::<u8>()).prop_map(|(s, st)| Doc::Leaf(s, st));
    leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Doc::Seq),
            prop::collection::vec(
                ("[a-z]{1,4}|[0-9]{1,2}|\"[a-z: ]{0,4}\"", any::<u8>(), inner),
                0..4
            )
            .prop_map(Doc::Map),
        ]
    })
}

/// Render in block style at `indent` (as the value after `key:` / `- ` / the top), with
/// flow style for children when `flow`, and block scalars or comments where `style` says.
fn render(d: &Doc, indent: usize, flow: bool, out: &mut String) {
    let pad = " ".repeat(indent);
    match d {
        Doc::Leaf(s, st) if !flow && st % 11 == 7 => {
            out.push_str(if st % 2 == 0 { "|" } else { ">-" });
            for line in s.split('\n') {
                out.push_str(&format!("\n{pad}  {line}"));
            }
            out.push('\n');
        }
        Doc::Leaf(s, st) => {
            out.push_str(&scalar(s, *st));
            if !flow {
                out.push('\n');
            }
        }
        Doc::Seq(items) if flow || items.is_empty() => {
            out.push('[');
            for (i, it) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                render(it, indent, true, out);
            }
            out.push_str(if flow { "]" } else { "]\n" });
        }
        Doc::Map(items) if flow || items.is_empty() => {
            out.push('{');
            for (i, (k, _, v)) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(",\n ");
                }
                out.push_str(&format!("{k}: "));
                render(v, indent, true, out);
            }
            out.push_str(if flow { "}" } else { "}\n" });
        }
        Doc::Seq(items) => {
            out.push('\n');
            for it in items {
                out.push_str(&format!("{pad}- "));
                render(
                    it,
                    indent + 2,
                    matches!(it, Doc::Leaf(_, st) if st % 13 == 1),
                    out,
                );
                if matches!(it, Doc::Leaf(_, st) if st % 13 == 1) {
                    out.push('\n');
                }
            }
        }
        Doc::Map(items) => {
            out.push('\n');
            for (k, st, v) in items {
                out.push_str(&format!("{pad}{k}: "));
                if st % 5 == 0 {
                    out.push_str("# note\n");
                    out.push_str(&pad);
                    out.push_str("  ");
                }
                let child = if matches!(v, Doc::Seq(_)) && st % 3 == 0 {
                    indent
                } else {
                    indent + 2
                };
                render(v, child, st % 7 == 3, out);
                if st % 7 == 3 {
                    out.push('\n');
                }
            }
        }
    }
}

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("YAML_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(2000)
    ))]
    #[test]
    fn differential(d in doc(), head in 0u8..4) {
        let mut text = String::from(["", "---\n", "# top\n", "--- "][usize::from(head)]);
        render(&d, 0, false, &mut text);
        prop_assert!(same(&text).is_ok(), "{}", same(&text).err().unwrap_or_default());
    }

    #[test]
    fn differential_indented(text in "( {0,3}(- |[a-c]{1,2}: ?|[a-c] #c|'a\\n|\"b|\\[|\\]|\\{|\\}|, |\\|[-+2]?|>|&x |\\*x|!!str |!x |---|\\.\\.\\.|~|1|0x1|\\t)*\n){0,6}") {
        prop_assert!(same(&text).is_ok(), "{}", same(&text).err().unwrap_or_default());
    }

    #[test]
    fn differential_directives(text in "(%(YAML|TAG|X)[ \t]{0,2}(1\\.[0-3]|2\\.0|0{0,9}1\\.1|!a?!?|t:x|#c|[ \t]){0,3}\n){0,3}(---|--- a|a: !<t:x> 1)?\n?") {
        prop_assert!(same(&text).is_ok(), "{}", same(&text).err().unwrap_or_default());
    }

    #[test]
    fn differential_raw(text in "[a-c:\\- #'\"\\[\\]{},|>\n]{0,30}") {
        prop_assert!(same(&text).is_ok(), "{}", same(&text).err().unwrap_or_default());
    }
}

/// Every template the golden cases use, and kubectl-style documents.
#[test]
fn fixtures_and_kubectl_documents_match_serde_yaml() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut texts = Vec::new();
    for dir in ["tests/fixtures/oracle/cases/files"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            let ext = p.extension().and_then(|x| x.to_str()).unwrap_or("");
            if matches!(ext, "yaml" | "yml" | "json") {
                texts.push(std::fs::read_to_string(&p).expect("fixture readable"));
            }
        }
    }
    assert!(texts.len() >= 4, "fixtures found: {}", texts.len());
    texts.extend(KUBECTL.iter().map(|s| s.to_string()));
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    check_all(&refs);
    for t in KUBECTL {
        assert!(parse(t).is_ok_and(|v| v.is_object()), "{t}");
    }
}

const KUBECTL: &[&str] = &[
    r#"apiVersion: v1
kind: Pod
metadata:
  annotations:
    kubectl.kubernetes.io/last-applied-configuration: |
      {"apiVersion":"v1","kind":"Pod","metadata":{"annotations":{},"name":"spark-driver","namespace":"default"}}
    prometheus.io/scrape: "true"
    prometheus.io/port: '8090'
  creationTimestamp: "2026-11-30T03:35:51Z"
  labels:
    app: spark
    spark-role: driver
    version: 3.5.5
  name: spark-driver
  namespace: default
  resourceVersion: "12345"
  uid: 7c0e5a4a-0000-4000-8000-000000000001
spec:
  containers:
  - args:
    - driver
    - --properties-file
    - /opt/spark/conf/spark.properties
    env:
    - name: SPARK_USER
      value: root
    - name: JAVA_OPTS
      value: -Xmx1g -XX:+UseG1GC # not a comment? yes it is
    - name: EMPTY
      value: ""
    - name: URL
      value: http://example.com/a#frag
    image: apache/spark:3.5.5
    imagePullPolicy: IfNotPresent
    name: spark-kubernetes-driver
    ports:
    - containerPort: 7078
      name: driver-rpc-port
      protocol: TCP
    resources:
      limits:
        memory: 1408Mi
      requests:
        cpu: "1"
        memory: 1408Mi
    securityContext:
      runAsUser: 185
      readOnlyRootFilesystem: false
    volumeMounts:
    - mountPath: /var/run/secrets/kubernetes.io/serviceaccount
      name: kube-api-access
      readOnly: true
  dnsPolicy: ClusterFirst
  nodeSelector: {}
  tolerations:
  - effect: NoExecute
    key: node.kubernetes.io/not-ready
    operator: Exists
    tolerationSeconds: 300
  volumes:
  - name: kube-api-access
    projected:
      defaultMode: 420
      sources:
      - serviceAccountToken:
          expirationSeconds: 3607
          path: token
status:
  phase: Pending
  qosClass: Burstable
"#,
    "# executor template\r\napiVersion: v1\r\nkind: Pod\r\nspec:\r\n  containers:\r\n    - name: exec\r\n      image: \"repo/img:1.0\"\r\n",
    "\u{feff}# a BOM shifts line 1 by a column in libyaml\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: &n x\n  labels: {a: b, c: *n, }\nspec:\n  containers: [{name: a, image: 'i'}, {name: b}]\n...\n",
    "apiVersion: v1\nkind: Pod\nspec:\n  initContainers:\n    - name: init\n      command: [\"sh\", \"-c\",\n        \"echo hi\"]\n      args:\n        - >-\n          folded\n          text\n  containers:\n  - name: main\n    env:\n    - {name: A, value: \"1\"}\n    - name: B\n      value: !!str 2\n    - name: C\n      value: 'it''s'\n",
];

fn ok(text: &str, expected: Value) {
    assert_eq!(parse(text), Ok(expected), "{text:?}");
    assert!(
        same(text).is_ok(),
        "{}",
        same(text).err().unwrap_or_default()
    );
}

fn bad(text: &str) {
    assert!(parse(text).is_err(), "{text:?} parsed");
    assert!(
        same(text).is_ok(),
        "{}",
        same(text).err().unwrap_or_default()
    );
}

#[test]
fn block_collections() {
    ok(
        "a: 1\nb:\n  c: x\n  d:\n",
        json!({"a": 1, "b": {"c": "x", "d": null}}),
    );
    ok(
        "containers:\n- name: a\n  image: i\n- name: b\n",
        json!({"containers": [{"name": "a", "image": "i"}, {"name": "b"}]}),
    );
    ok("- - a\n  - b\n- c", json!([["a", "b"], "c"]));
    ok("a:\n    - x\nb: y", json!({"a": ["x"], "b": "y"}));
    ok("? a\n: b\n", json!({"a": "b"}));
    ok("a: 1\na: 2", json!({"a": 2}));
    bad("a: b: c");
    bad("a: - b");
    bad("a:\n  b\n  c: d");
    bad("- a\nb: 1");
}

#[test]
fn flow_collections() {
    ok(
        "a: {b: 1, c: [x, y,], d: {}, e: []}",
        json!({"a": {"b": 1, "c": ["x", "y"], "d": {}, "e": []}}),
    );
    ok("[a,\n  {b: c},\n  [d]]", json!(["a", {"b": "c"}, ["d"]]));
    ok("[a: b, c]", json!([{"a": "b"}, "c"]));
    ok("{a, b: }", json!({"a": null, "b": null}));
    ok(
        "{\"k\":\"v\",\"n\":[1,2.5,true,null]}",
        json!({"k": "v", "n": [1, 2.5, true, null]}),
    );
    bad("[a, , b]");
    bad("{a: 1");
    bad("[a]: b");
}

#[test]
fn scalar_styles() {
    ok(
        "a: plain\n  folded\n\n  text",
        json!({"a": "plain folded\ntext"}),
    );
    ok("a: 'it''s\n  x'", json!({"a": "it's x"}));
    ok(
        r#"a: "\n\t\\\"\/\0\x41\u00e9\U0001F600""#,
        json!({"a": "\n\t\\\"/\u{0}Aé😀"}),
    );
    ok("a: \"x \\\n  y\n\n  z\"", json!({"a": "x y\nz"}));
    ok(
        "a: |\n  l1\n   l2\n\nb: >-\n  f1\n  f2\n",
        json!({"a": "l1\n l2\n", "b": "f1 f2"}),
    );
    ok("a: |+\n  x\n\n", json!({"a": "x\n\n"}));
    ok("a: |2-\n    x\n", json!({"a": "  x"}));
    ok("- >\n a\n\n  b\n c\n", json!(["a\n\n b\nc\n"]));
    bad("a: \"\\q\"");
    bad("a: 'open");
}

#[test]
fn comments_markers_and_line_ends() {
    ok(
        "# c\n---\na: b # c\nu: http://x/#f\nk: a:b\n...\n",
        json!({"a": "b", "u": "http://x/#f", "k": "a:b"}),
    );
    bad("a: 1\nk:v\n");
    ok("a: 1\r\nb: 'x'\r\n", json!({"a": 1, "b": "x"}));
    ok("\u{feff}a: 1", json!({"a": 1}));
    ok("", Value::Null);
    ok("---\n", Value::Null);
    ok("# only", Value::Null);
    bad("a: 1\n---\nb: 2");
    bad("...");
    bad("a:\n\tb: 1");
    bad("- \ta");
    ok("a:\tb", json!({"a": "b"}));
}

#[test]
fn anchors_and_tags() {
    ok(
        "a: &x {b: 1}\nc: *x\nd: &y s\ne: [*y]",
        json!({"a": {"b": 1}, "c": {"b": 1}, "d": "s", "e": ["s"]}),
    );
    ok(
        "a: !!str 123\nb: !!int \"12\"\nc: !!float 1\nd: !!map {x: 1}\ne: !!binary aGk=",
        json!({"a": "123", "b": 12, "c": 1.0, "d": {"x": 1}, "e": "aGk="}),
    );
    bad("a: *nope");
    bad("a: !foo x");
    bad("a: !!int x");
    bad("a: !!null");
}

#[test]
fn plain_scalar_types() {
    ok(
        "[~, null, Null, NULL, nULL, true, True, TRUE, tRUE, yes, no, on, off]",
        json!([
            null, null, null, null, "nULL", true, true, true, "tRUE", "yes", "no", "on", "off"
        ]),
    );
    ok(
        "[0x1F, 0o17, 0b101, -0x1F, +7, 0777, 0, -0, 1_000, 18446744073709551615, -9223372036854775808]",
        json!([
            31,
            15,
            5,
            -31,
            7,
            "0777",
            0,
            0,
            "1_000",
            18446744073709551615u64,
            i64::MIN
        ]),
    );
    ok(
        "[1e3, 1., .5, -.5, +1.5, .inf, -.inf, .nan, inf, 1.7976931348623157e309, 1.0.0]",
        json!([
            1000.0,
            1.0,
            0.5,
            -0.5,
            1.5,
            null,
            null,
            null,
            "inf",
            "1.7976931348623157e309",
            "1.0.0"
        ]),
    );
    bad("18446744073709551616");
    bad("-9223372036854775809");
    ok(
        "{1: a, true: b, null: c, ~: d, 0x10: e, 'q': f}",
        json!({"1": "a", "true": "b", "null": "c", "~": "d", "0x10": "e", "q": "f"}),
    );
}

#[test]
fn depth_is_capped() {
    let deepest = (0..127).fold(json!([]), |v, _| json!([v]));
    ok(&format!("{}{}", "[".repeat(128), "]".repeat(128)), deepest);
    bad(&format!("{}{}", "[".repeat(129), "]".repeat(129)));
    bad(&"- ".repeat(200));
    bad(&"[".repeat(100_000));
    let laughs = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n";
    bad(laughs);
}

/// ~100 KB that serde_yaml would expand to ~4×10^8 values: we error (deliberately) instead.
#[test]
fn alias_expansion_is_bounded() {
    let text = format!(
        "a: &a [{}]\nb: [{}]\n",
        vec!["x"; 25_000].join(","),
        vec!["*a"; 16_000].join(",")
    );
    let e = parse(&text).err().map(|e| e.message);
    assert_eq!(e.as_deref(), Some("aliases expand to too many nodes"));
}

#[test]
fn ordinary_aliases_expand() {
    ok(
        "base: &b {cpu: 1, mem: 2Gi}\ndriver: *b\nexecutor: [*b, *b]\n",
        json!({"base": {"cpu": 1, "mem": "2Gi"}, "driver": {"cpu": 1, "mem": "2Gi"},
                   "executor": [{"cpu": 1, "mem": "2Gi"}, {"cpu": 1, "mem": "2Gi"}]}),
    );
    let list = format!(
        "a: &a [{}]\nb: [{}]\n",
        vec!["1"; 1000].join(","),
        vec!["*a"; 500].join(",")
    );
    assert!(parse(&list).is_ok());
}

/// ~1 MB inputs of shapes that were quadratic (columns and lines recounted from the line or
/// text start per token or per character). Not a timing assertion: quadratic would take
/// minutes to hours here.
#[test]
fn large_inputs_parse_in_linear_time() {
    let map: String = (0..20_000)
        .map(|i| format!("key{i:05}: value {i} x\n"))
        .collect();
    let parsed = parse(&map);
    assert_eq!(
        parsed
            .as_ref()
            .ok()
            .and_then(|v| v.as_object())
            .map(Map::len),
        Some(20_000)
    );
    assert_eq!(
        parsed.ok().and_then(|v| v.get("key19999").cloned()),
        Some(json!("value 19999 x"))
    );

    let flow = format!("[{}]", vec!["abcd"; 200_000].join(", "));
    let parsed = parse(&flow);
    assert_eq!(
        parsed.ok().and_then(|v| v.as_array().map(Vec::len)),
        Some(200_000)
    );

    let tabs = format!("a\n{}", "\t".repeat(1_000_000));
    assert_eq!(parse(&tabs), Ok(json!("a")));

    let indent = " ".repeat(10_000);
    let block: String = (0..100).map(|i| format!("{indent}line {i}\n")).collect();
    let text = format!("a: |\n{block}");
    let expected: String = (0..100).map(|i| format!("line {i}\n")).collect();
    assert_eq!(parse(&text), Ok(json!({ "a": expected })));

    let anchors: String = (0..40_000).map(|i| format!("- &a{i} x\n")).collect();
    let aliases = "- *a0\n".repeat(40_000);
    let parsed = parse(&format!("{anchors}{aliases}"));
    assert_eq!(
        parsed.ok().and_then(|v| v.as_array().map(Vec::len)),
        Some(80_000)
    );

    let long_plain = format!("a: {}\n", vec!["w"; 300_000].join(" "));
    assert_eq!(
        parse(&long_plain).map(|v| v["a"].as_str().map(str::len)),
        Ok(Some(599_999))
    );
}

/// libyaml forgets a simple key 1024 characters after its first token: the key's own, not
/// properties of its mapping on an earlier line.
#[test]
fn simple_key_limit_counts_from_the_key() {
    let k = "k".repeat(1020);
    ok(&format!("!!map\n{k}: v\n"), json!({ k.clone(): "v" }));
    ok(
        &format!("&anchor-name\n{k}: v\n"),
        json!({ k.clone(): "v" }),
    );
    bad(&format!("!!map\n{k}{}: v\n", "k".repeat(10)));
    bad(&format!("&anchor !!str {k}: v\n"));
    let wide = "é".repeat(500);
    ok(&format!("{wide}: v\n"), json!({ wide.clone(): "v" }));
    ok(
        &format!("a: 1\n{wide}: v\n"),
        json!({"a": 1, wide.clone(): "v" }),
    );
    ok(&format!("{{{wide}: v}}"), json!({ wide.clone(): "v" }));
    bad(&format!("{wide}{}: v\n", "é".repeat(20)));
}

/// `%YAML` / `%TAG` directives and verbatim `!<uri>` tags, as libyaml checks and resolves them.
#[test]
fn directives_and_verbatim_tags_match_serde_yaml() {
    check_all(&[
        "%YAML 1.1\n---\na: 1",
        "%YAML 1.2\n---\na: 1",
        "%YAML 1.0\n---\na: 1",
        "%YAML 1.3\n---\na: 1",
        "%YAML 2.0\n---\na: 1",
        "%YAML 0.1\n---\na: 1",
        "%YAML 01.1\n---\na: 1",
        "%YAML 1.01\n---\na: 1",
        "%YAML 1.1\n%YAML 1.1\n---\na: 1",
        "%YAML 1.1\n%YAML 1.2\n---\na: 1",
        "%TAG !e! tag:e,2000:\n%TAG !e! tag:f,2000:\n---\na: 1",
        "%TAG !e! tag:e,2000:\n%TAG !f! tag:e,2000:\n---\na: 1",
        "%TAG ! tag:e\n%TAG ! tag:f\n---\na: 1",
        "%TAG !! tag:e\n---\na: 1",
        "%TAG ! tag:e\n---\na: 1",
        "%YAML 1.0000000001\n---\na: 1",
        "%YAML 1.000000001\n---\na: 1",
        "%YAML 1.0000000002\n---\na: 1",
        "%YAML 0000000001.1\n---\na: 1",
        "%YAML 000000001.1\n---\na: 1",
        "%YAML\t1.1\n---\na: 1",
        "%YAML 1.1\t\n---\na: 1",
        "%TAG\t!e!\ttag:e,2000:\n---\na: 1",
        "%TAG !e!\ttag:e,2000:\n---\na: 1",
        "%TAG !e! tag:e,2000:\t\n---\na: 1",
        "%TAG !e! tag:e,2000:\t#c\n---\na: 1",
        "%YAML  1.1 # c\n---\na: 1",
        "%YAML 1.1#c\n---\na: 1",
        "%YAML 1.1 #c\n---\na: 1",
        "%YAMLX 1.1\n---\na: 1",
        "%FOO bar\n---\na: 1",
        "%YAML 1.1 x\n---\na: 1",
        "%YAML \t 1.1\n---\na: 1",
        "%YAML\t\t1.1\t#c\n---\na: 1",
        "%YAML 1.1\t#c\n---\na: 1",
        "%YAML 1.1\n%TAG !e! tag:e,2000:\n%YAML 1.1\n---\na: 1",
        "%YAML 1.2\n---\na: !e 1",
        "%YAML 1.1.1\n---\na: 1",
        "%YAML 1.\n---\na: 1",
        "%YAML .1\n---\na: 1",
        "%YAML\n---\na: 1",
        "%TAG\n---\na: 1",
        "%TAG !e!\n---\na: 1",
        "%TAG !e!\t\n---\na: 1",
        "%YAML 1.1\n---\na: !<tag:yaml.org,2002:str> 1",
        "a: !<tag:yaml.org,2002:str> 1",
        "a: !<tag:yaml.org,2002:int> '1'",
        "a: !<!foo> 1",
        "a: !<x> 1",
        "a: !<> 1",
        "a: !<tag:x>1",
        "a: !<tag:x",
        "a: [!<tag:yaml.org,2002:str> 1, 2]",
        "a: [!<tag:yaml.org,2002:str>, 2]",
        "a: !<tag:yaml.org,2002:map> {b: 1}",
        "a: !<tag:yaml.org,2002:str%41> 1",
        "a: !<tag:yaml.org,2002:str%4> 1",
        "a: !<tag:yaml.org,2002:str[]> 1",
        "a: !<a b> 1",
        "a: !<tag:yaml.org,2002:str>\n  1",
        "!<tag:yaml.org,2002:str> k: v",
        "a: !<tag:yaml.org,2002:null> ''",
        "a: !<tag:yaml.org,2002:bool> true",
        "a: !<tag:yaml.org,2002:float> 1",
        "a: !<!> 1",
        "a: !<tag:yaml.org,2002:str>\t1",
        "a: !<tag:x#y> 1",
        "a: !<tag:x,y> 1",
        "[!<tag:x,y> 1]",
        "a: !<é> 1",
        "a: !<tag:yaml.org,2002:%69nt> '1'",
        "a: !!%69nt '1'",
        "a: !!%C3 '1'",
        "a: !%66oo 1",
        "a: !!%21x 1",
        "a: !!str%20x 1",
        "a: !<%21foo> 1",
        "a: !<%C3%A9> 1",
        "a: !<%C3> 1",
        "a: &a !<tag:x> 1\nb: *a",
        "a: !<tag:x> &a 1",
        "a: !<tag:x>,",
        "{a: !<tag:x>}",
        "!<tag:x>",
        "- !<tag:yaml.org,2002:seq> [1]",
        "!<tag:yaml.org,2002:str>",
        "!<tag:yaml.org,2002:binary> aGk=",
        "!<tag:yaml.org,2002:str> 1: 2",
        "!<!foo> k: v",
        "a: !<tag:yaml.org,2002:seq>\n- 1",
        "a: !<tag:yaml.org,2002:int> 0x1F",
        "a: !<tag:yaml.org,2002:str> |\n x\n",
        "%TAG !e! tag:e,2000:\n---\na: !<!e!x> 1",
        "%TAG !e! %zz\n---\na: 1",
        "%TAG !e! t[a]g\n---\na: 1",
        "%TAG ! é\n---\na: 1",
        "%TAG !e!x tag:e\n---\na: 1",
        "% YAML 1.1\n---\na: 1",
        "%\n---\na: 1",
        "%YAML 1.1\n--- a\n",
        "%YAML 1.1\n\n# c\n%TAG ! x\n---\na: 1",
        "%YAML 1.2 # c\n...\n",
    ]);
    ok("%YAML\t1.2\t# c\n---\na: 1", json!({"a": 1}));
    bad("%YAML 1.1\n%YAML 1.1\n---\na: 1");
    bad("%YAML 1.3\n---\na: 1");
    bad("%YAML 1.0000000001\n---\na: 1");
    bad("%TAG !e! tag:e\n%TAG !e! tag:f\n---\na: 1");
    ok("a: !<tag:yaml.org,2002:str> 1", json!({"a": "1"}));
    ok(
        "a: [!<tag:yaml.org,2002:int> '1', !<x> 2]",
        json!({"a": [1, "2"]}),
    );
    bad("a: !<!foo> 1");
}

#[test]
fn errors_name_the_position() {
    let e = parse("a: 1\nb: c: d").err();
    assert_eq!(e.as_ref().map(|e| (e.line, e.column)), Some((2, 5)));
    assert_eq!(
        e.map(|e| e.to_string()).unwrap_or_default(),
        "mapping values are not allowed in this context at line 2 column 5"
    );
    // A BOM is a column of line 1 in libyaml's positions, and so in ours.
    for text in ["\u{feff}a: b: c", "\u{feff}é: b: c", "a: 1\nb: c: d"] {
        let ours = parse(text).err().map(|e| (e.line, e.column));
        let theirs = serde_yaml::from_str::<Value>(text)
            .err()
            .and_then(|e| e.location())
            .map(|l| (l.line(), l.column()));
        assert_eq!(ours, theirs, "{text:?}");
    }
}

#[test]
fn a_stream_holds_documents_each_with_its_own_anchors() {
    let docs = parse_all_with(
        "a: &x 1\nb: *x\n---\nc: 2\n...\n---\n- 3\n",
        Schema::SerdeYaml,
    )
    .unwrap();
    assert_eq!(
        docs,
        vec![
            serde_json::json!({"a": 1, "b": 1}),
            serde_json::json!({"c": 2}),
            serde_json::json!([3])
        ]
    );
    // An anchor of one document is unknown in the next.
    assert!(parse_all_with("a: &x 1\n---\nb: *x\n", Schema::SerdeYaml).is_err());
    // One document alone still refuses a second.
    assert!(parse("a: 1\n---\nb: 2\n").is_err());
    assert_eq!(
        parse_all_with("a: 1\n", Schema::SerdeYaml).unwrap(),
        vec![serde_json::json!({"a": 1})]
    );
}

/// A repeated key: the later value wins (libyaml, so kubectl), and both lines are reported.
#[test]
fn repeated_keys_are_reported_with_both_lines() {
    let text = "spec:\n  sparkConf:\n    spark.a: \"1\"\n    spark.b: x\n    \"spark.a\": \"2\"\n  driver:\n    cores: 1\n  driver:\n    cores: 2\n";
    let v = parse_with(text, Schema::SerdeYaml).unwrap();
    assert_eq!(v["spec"]["sparkConf"]["spark.a"], "2");
    assert_eq!(v["spec"]["driver"]["cores"], 2);
    let d = duplicate_keys(text, Schema::SerdeYaml).unwrap();
    assert_eq!(
        d,
        vec![
            DuplicateKey {
                key: "spark.a".into(),
                first_line: 3,
                line: 5
            },
            DuplicateKey {
                key: "driver".into(),
                first_line: 6,
                line: 8
            },
        ]
    );
    // A list of mappings: each item its own mapping.
    let items = "- name: a\n  name: b\n- name: c\n";
    assert_eq!(
        duplicate_keys(items, Schema::SerdeYaml).unwrap(),
        vec![DuplicateKey {
            key: "name".into(),
            first_line: 1,
            line: 2
        }]
    );
    assert!(
        duplicate_keys("a: 1\nb: 2\n", Schema::SerdeYaml)
            .unwrap()
            .is_empty()
    );
}
