//! `sparkpods lsp` driven through its JSON-RPC protocol as an editor drives it: initialize,
//! didOpen, didChange, completion, hover, code actions, code lens, the pods, shutdown; which
//! documents it analyzes and when, and what it says of settings it cannot use.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)] // test code

#[path = "lsp/client.rs"]
mod client;

use client::{Client, temp_dir, uri, workspace};
use serde_json::{Value, json};

const CONF: &str = "spark.kubernetes.container.image apache/spark:3.5.5\n\
                    spark.app.name demo\n\
                    spark.executor.memroy 4g\n";

/// The (line, start character, end character) of a diagnostic's range.
fn range(d: &Value) -> (u64, u64, u64) {
    let r = &d["range"];
    assert_eq!(r["start"]["line"], r["end"]["line"], "{d}");
    (
        r["start"]["line"].as_u64().unwrap(),
        r["start"]["character"].as_u64().unwrap(),
        r["end"]["character"].as_u64().unwrap(),
    )
}

fn labels(completion: &Value) -> Vec<String> {
    completion["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn an_editor_gets_diagnostics_as_it_types_completion_and_hover() {
    let dir = workspace("edit");
    let conf = uri(&dir.join("spark-defaults.conf"));
    let mut c = Client::start(&dir, json!({}));
    c.open(&conf, CONF);

    // The misspelled key, squiggled on the key, with its code and a did-you-mean.
    let found = c.diagnostics(&conf);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0]["code"], "unknown-key");
    assert_eq!(found[0]["severity"], 2);
    assert_eq!(range(&found[0]), (2, 0, 21));
    assert!(
        found[0]["message"]
            .as_str()
            .unwrap()
            .contains("did you mean spark.executor.memory?"),
        "{}",
        found[0]
    );

    // Typing the fix (`memroy` → `memory`) clears it; a bad unit then fails Spark, at the value.
    c.change(&conf, 2, ((2, 15), (2, 21)), "memory");
    assert_eq!(c.diagnostics(&conf), Vec::<Value>::new());
    c.change(&conf, 3, ((2, 22), (2, 24)), "4 g");
    let found = c.diagnostics(&conf);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0]["code"], "spark");
    assert_eq!(found[0]["severity"], 1);
    assert_eq!(range(&found[0]), (2, 22, 25));

    // Completion of a key being typed: every key the release reads, with its doc and default.
    c.change(
        &conf,
        4,
        ((3, 0), (3, 0)),
        "spark.kubernetes.container.image.pu",
    );
    c.diagnostics(&conf);
    let items = c.at("textDocument/completion", &conf, 3, 35);
    let pull = items["result"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["label"] == "spark.kubernetes.container.image.pullPolicy")
        .expect("the key is offered");
    assert!(
        pull["detail"]
            .as_str()
            .unwrap()
            .starts_with("enum · default IfNotPresent"),
        "{pull}"
    );
    assert!(!pull["documentation"]["value"].as_str().unwrap().is_empty());
    // The whole key written so far is replaced.
    assert_eq!(pull["textEdit"]["range"]["start"]["character"], 0);
    assert_eq!(pull["textEdit"]["range"]["end"]["character"], 35);

    // Completion of an enumerated value.
    c.change(&conf, 5, ((3, 35), (3, 35)), "llPolicy ");
    c.diagnostics(&conf);
    let values = c.at("textDocument/completion", &conf, 3, 45);
    assert_eq!(
        labels(&values),
        ["IfNotPresent", "Always", "Never"],
        "the default first"
    );

    c.change(&conf, 6, ((3, 45), (3, 45)), "Always");
    c.diagnostics(&conf);

    // Hover: the doc, the default, and what the key does to the pods.
    let hover = c.at("textDocument/hover", &conf, 2, 5);
    let text = hover["result"]["contents"]["value"].as_str().unwrap();
    assert!(text.contains("**`spark.executor.memory`**"), "{text}");
    assert!(text.contains("default 1g"), "{text}");
    // Its value `4 g` is what makes Spark fail.
    assert!(text.contains("Spark fails because of it: "), "{text}");
    assert!(text.contains("Failed to parse byte string: 4 g"), "{text}");
    c.shut_down();
}

#[test]
fn the_hover_names_the_pod_fields_a_key_sets() {
    let dir = workspace("hover");
    let conf = uri(&dir.join("app.properties"));
    let mut c = Client::start(&dir, json!({}));
    c.open(&conf, "spark.kubernetes.container.image apache/spark:3.5.5\nspark.app.name demo\nspark.executor.memory 4g\n");
    c.diagnostics(&conf);
    let hover = c.at("textDocument/hover", &conf, 2, 24);
    let text = hover["result"]["contents"]["value"].as_str().unwrap();
    assert!(
        text.contains(
            "executor pod: `spec.containers[spark-kubernetes-executor].resources.requests.memory`"
        ),
        "{text}"
    );
    assert!(!text.contains("driver pod:"), "{text}");
    // The image is needed: without it Spark fails.
    let hover = c.at("textDocument/hover", &conf, 0, 3);
    let text = hover["result"]["contents"]["value"].as_str().unwrap();
    assert!(text.contains("needed: without it Spark fails"), "{text}");
    c.shut_down();
}

/// Keys sparkpods does not render from are still Spark's: completed and documented from what
/// every release declares.
#[test]
fn every_declared_key_is_completed_and_documented() {
    let dir = workspace("declared");
    let conf = uri(&dir.join("app.properties"));
    let mut c = Client::start(&dir, json!({}));
    c.open(
        &conf,
        "spark.app.name demo\nspark.sql.shuffle.partitions 400\nspark.sql.shuf\n",
    );
    c.diagnostics(&conf);
    let items = c.at("textDocument/completion", &conf, 2, 14);
    let item = items["result"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["label"] == "spark.sql.shuffle.partitions")
        .cloned()
        .expect("a SQL key is offered");
    assert!(
        item["detail"]
            .as_str()
            .unwrap()
            .starts_with("int · default 200"),
        "{item}"
    );
    let hover = c.at("textDocument/hover", &conf, 1, 5);
    let text = hover["result"]["contents"]["value"].as_str().unwrap();
    assert!(
        text.contains("**`spark.sql.shuffle.partitions`**"),
        "{text}"
    );
    assert!(text.contains("partitions"), "{text}");
    c.shut_down();
}

#[test]
fn a_template_problem_is_shown_on_the_template_line_and_the_key_that_names_it() {
    let dir = workspace("template");
    std::fs::write(
        dir.join("exec.yaml"),
        "apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: spark\n    resources:\n      limits:\n        ephemeral-storage: lots\n",
    )
    .unwrap();
    let conf_path = dir.join("spark.conf");
    let conf = uri(&conf_path);
    let template = uri(&dir.join("exec.yaml"));
    let mut c = Client::start(&dir, json!({}));
    c.open(
        &conf,
        "spark.kubernetes.container.image apache/spark:3.5.5\nspark.app.name demo\n\
         spark.kubernetes.executor.podTemplateFile exec.yaml\n\
         spark.kubernetes.executor.request.cores -1\n",
    );
    let on_conf = c.diagnostics(&conf);
    let quantity: Vec<&Value> = on_conf
        .iter()
        .filter(|d| d["code"] == "k8s-quantity")
        .collect();
    assert_eq!(quantity.len(), 2, "{on_conf:?}");
    // request.cores: on its own value (line 4), not under spark.executor.cores without a line.
    assert_eq!(range(quantity[1]), (3, 40, 42));
    // The template's value: on the line that names the template, pointing at the template.
    assert_eq!(range(quantity[0]), (2, 42, 51));
    assert!(
        quantity[0]["message"]
            .as_str()
            .unwrap()
            .starts_with("exec.yaml (line 8): executor ephemeral-storage limit `lots`"),
        "{}",
        quantity[0]
    );
    let related = &quantity[0]["relatedInformation"][0]["location"];
    assert_eq!(related["uri"], template.as_str());
    assert_eq!(related["range"]["start"]["line"], 7);

    // And on the template itself, at its line.
    let on_template = c.diagnostics(&template);
    assert_eq!(on_template.len(), 1, "{on_template:?}");
    assert_eq!(range(&on_template[0]), (7, 8, 31));

    // Editing the template in the editor (unsaved) updates both.
    c.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": template, "languageId": "yaml", "version": 1,
               "text": "apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: spark\n    resources:\n      limits:\n        ephemeral-storage: 1Gi\n"}}),
    );
    assert_eq!(c.diagnostics(&template), Vec::<Value>::new());
    let on_conf = c.diagnostics(&conf);
    assert_eq!(on_conf.len(), 1, "{on_conf:?}");
    c.shut_down();
}

/// The quick fixes offered for a line, as (title, edited URI, new text) triples.
fn fixes(c: &mut Client, uri: &str, line: u32) -> Vec<(String, String, String)> {
    let r = c.request(
        "textDocument/codeAction",
        json!({
            "textDocument": {"uri": uri},
            "range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 0}},
            "context": {"diagnostics": []},
        }),
    );
    r["result"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|a| {
            let title = a["title"].as_str().unwrap().to_string();
            a["edit"]["changes"]
                .as_object()
                .unwrap()
                .iter()
                .flat_map(move |(u, edits)| {
                    let title = title.clone();
                    edits.as_array().unwrap().iter().map(move |e| {
                        (
                            title.clone(),
                            u.clone(),
                            e["newText"].as_str().unwrap().to_string(),
                        )
                    })
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn known_fixes_are_quick_fixes() {
    let dir = workspace("fixes");
    std::fs::write(
        dir.join("driver.yaml"),
        "spec:\n  volumes:\n    - name: s\n      secret:\n        secretName: s\n        defaultMode: 0400\n",
    )
    .unwrap();
    let conf = uri(&dir.join("spark.conf"));
    let template = uri(&dir.join("driver.yaml"));
    let mut c = Client::start(&dir, json!({"sparkVersion": "3.5.5"}));
    c.open(
        &conf,
        "spark.kubernetes.container.image apache/spark:3.5.5\nspark.app.name a\n\
         spark.kubernetes.contianer.image.pullPolicy Always\nspark.app.name b\n\
         spark.executor.memory 1.5g\nspark.kubernetes.driver.podTemplateFile driver.yaml\n",
    );
    c.diagnostics(&conf);
    assert_eq!(
        fixes(&mut c, &conf, 2),
        [(
            "Change the key to spark.kubernetes.container.image.pullPolicy".to_string(),
            conf.clone(),
            "spark.kubernetes.container.image.pullPolicy".to_string()
        )]
    );
    assert_eq!(
        fixes(&mut c, &conf, 1),
        [(
            "Delete this setting (a later line wins)".to_string(),
            conf.clone(),
            String::new()
        )]
    );
    assert_eq!(
        fixes(&mut c, &conf, 4),
        [(
            "Change the value to 1536m".to_string(),
            conf.clone(),
            "1536m".to_string()
        )]
    );
    // The file mode Spark 3.5 reads as decimal: fixed in the template.
    assert_eq!(
        fixes(&mut c, &template, 5),
        [(
            "Write 256 in the pod template".to_string(),
            template.clone(),
            "256".to_string()
        )]
    );
    c.shut_down();
}

#[test]
fn the_release_comes_from_the_setting_or_the_file() {
    let dir = workspace("release");
    let conf = uri(&dir.join("spark.conf"));
    let four_only = "spark.kubernetes.driver.service.publishNotReadyAddresses";
    let mut c = Client::start(&dir, json!({"sparkpods": {"sparkVersion": "3.5"}}));
    c.open(&conf, "spark.app.name a\n\n");
    c.diagnostics(&conf);
    assert!(
        !labels(&c.at("textDocument/completion", &conf, 1, 0)).contains(&four_only.to_string())
    );
    c.change(&conf, 2, ((0, 0), (0, 0)), "#@spark-version 4.3\n");
    c.diagnostics(&conf);
    assert!(labels(&c.at("textDocument/completion", &conf, 2, 0)).contains(&four_only.to_string()));
    // The releases complete after the directive.
    let releases = labels(&c.at("textDocument/completion", &conf, 0, 16));
    assert_eq!(releases.first().map(String::as_str), Some("4.3.0"));
    assert!(releases.contains(&"3.3.0".to_string()));
    // A release sparkpods does not know is an error on its line.
    c.change(&conf, 3, ((0, 16), (0, 19)), "2.4");
    let found = c.diagnostics(&conf);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0]["range"]["start"]["line"], 0);
    c.shut_down();
}

#[test]
fn show_pods_returns_the_rendered_yaml_and_a_code_lens_offers_it() {
    let dir = workspace("pods");
    let conf = uri(&dir.join("spark.conf"));
    let mut c = Client::start(&dir, json!({}));
    c.open(&conf, "spark.kubernetes.container.image apache/spark:3.5.5\nspark.app.name demo\nspark.executor.memory 4g\n");
    c.diagnostics(&conf);
    let lens = c.request(
        "textDocument/codeLens",
        json!({"textDocument": {"uri": conf}}),
    );
    let command = &lens["result"][0]["command"];
    assert_eq!(command["title"], "Show pods (Spark 3.5.5)");
    let pods = c.request("sparkpods/showPods", json!({"textDocument": {"uri": conf}}));
    let yaml = pods["result"]["yaml"].as_str().unwrap();
    let docs: Vec<serde_yaml::Value> = yaml
        .split("\n---\n")
        .map(|d| serde_yaml::from_str(d.trim_start_matches("---\n")).unwrap())
        .collect();
    let kinds: Vec<&str> = docs.iter().filter_map(|d| d["kind"].as_str()).collect();
    assert_eq!(
        kinds.iter().filter(|k| **k == "Pod").count(),
        2,
        "{kinds:?}"
    );
    assert!(
        kinds.contains(&"Service") && kinds.contains(&"ConfigMap"),
        "{kinds:?}"
    );
    assert!(yaml.contains("memory: 4505Mi"), "{yaml}");
    // The code lens' command: the editor is asked to show a file with the same YAML.
    let result = c.request(
        "workspace/executeCommand",
        json!({"command": command["command"], "arguments": command["arguments"]}),
    );
    assert_eq!(result["result"]["yaml"], yaml);
    let show = c.wait_for(|m| m["method"] == "window/showDocument");
    let shown = show["params"]["uri"].as_str().unwrap();
    let path = lsp_types::Url::parse(shown)
        .unwrap()
        .to_file_path()
        .unwrap();
    assert_eq!(std::fs::read_to_string(path).unwrap(), yaml);
    c.shut_down();
}

#[test]
fn unknown_requests_and_documents_get_errors_not_a_crash() {
    let dir = workspace("errors");
    let mut c = Client::start(&dir, json!({}));
    let r = c.request(
        "textDocument/definition",
        json!({"textDocument": {"uri": "file:///x.conf"}, "position": {"line": 0, "character": 0}}),
    );
    assert_eq!(r["error"]["code"], -32601);
    let r = c.at("textDocument/hover", &uri(&dir.join("closed.conf")), 0, 0);
    assert_eq!(r["error"]["code"], -32803);
    // Parameters that are not the method's: an error, and the server goes on.
    let r = c.request("textDocument/completion", json!({"textDocument": 3}));
    assert_eq!(r["error"]["code"], -32602);
    // Text that is not a conf at all still gets an answer, not a crash.
    let junk = uri(&dir.join("junk.spark.conf"));
    c.open(&junk, "\\u12\n=\n:::\n\t\\\n\u{0}");
    c.diagnostics(&junk);
    assert!(
        c.at("textDocument/hover", &junk, 0, 1)
            .get("error")
            .is_none()
    );
    assert!(
        c.at("textDocument/completion", &junk, 2, 2)
            .get("error")
            .is_none()
    );
    assert_eq!(c.exit_without_shutdown().code(), Some(1));
}

const APP: &str = "\
apiVersion: sparkoperator.k8s.io/v1beta2
kind: SparkApplication
metadata:
  name: spark-pi
spec:
  type: Scala
  mode: cluster
  image: apache/spark:4.0.4
  mainClass: org.apache.spark.examples.SparkPi
  mainApplicationFile: local:///opt/spark/examples/jars/spark-examples.jar
  sparkVersion: 4.0.4
  sparkConf:
    spark.executor.memory: 2g
  driver:
    coers: 1
    memory: 512m
  executor:
    instances: 1
    memory: 1g
";

#[test]
fn a_spark_application_gets_check_app_findings_and_field_completion() {
    let dir = workspace("app");
    let app = uri(&dir.join("spark-pi.yaml"));
    let mut c = Client::start(&dir, json!({}));
    c.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": app, "languageId": "yaml", "version": 1, "text": APP}}),
    );
    // The misspelled field, on its line; the sparkConf key a typed field overrides, on its own.
    let found = c.diagnostics(&app);
    let line_of = |needle: &str| {
        found
            .iter()
            .find(|d| d["message"].as_str().unwrap().contains(needle))
            .unwrap_or_else(|| panic!("{needle}: {found:?}"))["range"]["start"]["line"]
            .clone()
    };
    assert_eq!(line_of("spec.driver.coers"), 14);
    assert_eq!(line_of("spec.sparkConf.spark.executor.memory"), 12);

    // Completion: the fields of the object the cursor is in, the conf keys under sparkConf.
    c.change(&app, 2, ((15, 16), (15, 16)), "\n    co");
    c.diagnostics(&app);
    let completion = c.at("textDocument/completion", &app, 16, 6);
    let fields = labels(&completion);
    assert!(fields.contains(&"cores".to_string()), "{fields:?}");
    // With its type, as `kubectl explain` prints it.
    let items = completion["result"].as_array().unwrap();
    let cores = items.iter().find(|i| i["label"] == "cores").unwrap();
    assert_eq!(cores["detail"], "<integer> spec.driver");
    assert!(!fields.contains(&"instances".to_string()), "{fields:?}");
    c.change(&app, 3, ((12, 29), (12, 29)), "\n    spark.dyn");
    c.diagnostics(&app);
    let keys = labels(&c.at("textDocument/completion", &app, 13, 13));
    assert!(
        keys.contains(&"spark.dynamicAllocation.enabled".to_string()),
        "{keys:?}"
    );
    c.shut_down();
}

/// The hover's text at (line, character) of an open document.
fn hover_text(c: &mut Client, doc: &str, line: u32, character: u32) -> String {
    let hover = c.at("textDocument/hover", doc, line, character);
    hover["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("no hover: {hover}"))
        .to_string()
}

#[test]
fn a_spark_application_gets_hover_and_its_pods() {
    let dir = workspace("app-pods");
    let app = uri(&dir.join("spark-pi.yaml"));
    let mut c = Client::start(&dir, json!({}));
    c.open_as(&app, "yaml", APP);
    c.diagnostics(&app);

    // A field name: what the operator's API declares of it (the docs completion offers).
    let declared = sparkpods_operators::kubeflow::declared_fields();
    let doc_of = |parent: &str, name: &str| {
        declared
            .iter()
            .find(|f| f.parent == parent && f.name == name)
            .unwrap()
            .doc
            .clone()
    };
    let text = hover_text(&mut c, &app, 17, 6);
    assert!(
        text.contains("**`spec.executor.instances`** `<integer>`"),
        "{text}"
    );
    assert!(
        text.contains(&doc_of("spec.executor", "instances")),
        "{text}"
    );
    let text = hover_text(&mut c, &app, 16, 3);
    assert!(text.contains(&doc_of("spec", "executor")), "{text}");
    // Its value, a misspelt field, a sparkConf value: nothing.
    for (line, character) in [(17, 16), (14, 5), (12, 28)] {
        let hover = c.at("textDocument/hover", &app, line, character);
        assert_eq!(hover["result"], Value::Null, "{line}:{character} {hover}");
    }
    // A key under sparkConf: the conf key's hover, for the resource's Spark release.
    let text = hover_text(&mut c, &app, 12, 8);
    let key = builder_core::registry::lookup("spark.executor.memory").unwrap();
    assert!(text.contains("**`spark.executor.memory`**"), "{text}");
    assert!(text.contains(key.doc), "{text}");
    assert!(text.contains("default 1g"), "{text}");

    // The pods, as the operator submits the resource (its webhook on).
    let lens = lens_title(&mut c, &app);
    assert_eq!(lens, "Show pods (kubeflow spark-operator, Spark 4.0.4)");
    let pods = c.request("sparkpods/showPods", json!({"textDocument": {"uri": app}}));
    let result = &pods["result"];
    assert_eq!(result["error"], Value::Null, "{pods}");
    assert_eq!(result["sparkVersion"], "4.0.4");
    let yaml = result["yaml"].as_str().unwrap();
    let objects: Vec<serde_yaml::Value> = yaml
        .split("\n---\n")
        .map(|d| serde_yaml::from_str(d.trim_start_matches("---\n")).unwrap())
        .collect();
    let pod_names: Vec<&str> = objects
        .iter()
        .filter(|o| o["kind"] == "Pod")
        .filter_map(|o| o["metadata"]["name"].as_str())
        .collect();
    assert_eq!(pod_names.len(), 2, "{yaml}");
    assert_eq!(pod_names[0], "spark-pi-driver", "{yaml}");
    // The typed field wins over the sparkConf key: 1g and its overhead, not 2g.
    assert!(yaml.contains("memory: 1408Mi"), "{yaml}");

    // A resource the operator cannot submit: its error, as the result and in the YAML.
    c.change(&app, 2, ((10, 16), (10, 21)), "nine!");
    c.diagnostics(&app);
    let pods = c.request("sparkpods/showPods", json!({"textDocument": {"uri": app}}));
    let error = pods["result"]["error"].as_str().unwrap();
    assert!(
        error.contains("spec.sparkVersion: `nine!` is not a Spark release sparkpods renders"),
        "{pods}"
    );
    assert!(
        pods["result"]["yaml"].as_str().unwrap().starts_with("# "),
        "{pods}"
    );
    c.shut_down();
}

/// The code lens' title of a conf: it names the release the conf is read with.
fn lens_title(c: &mut Client, conf: &str) -> String {
    let lens = c.request(
        "textDocument/codeLens",
        json!({"textDocument": {"uri": conf}}),
    );
    lens["result"][0]["command"]["title"]
        .as_str()
        .unwrap_or_else(|| panic!("no lens: {lens}"))
        .to_string()
}

const INVALID_TEMPLATE: &str = "apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: spark\n    resources:\n      limits:\n        ephemeral-storage: lots\n";

#[test]
fn a_setting_the_server_cannot_use_is_told_and_the_others_still_apply() {
    let dir = workspace("settings-bad");
    let base = dir.join("base");
    std::fs::create_dir_all(&base).unwrap();
    std::fs::write(base.join("exec.yaml"), INVALID_TEMPLATE).unwrap();
    let conf = uri(&dir.join("spark.conf"));
    let mut c = Client::start(
        &dir,
        json!({"sparkVersion": "2.4", "baseDir": base.to_str().unwrap()}),
    );
    let (typ, message) = c.message();
    assert_eq!(typ, 2, "a warning: {message}");
    assert!(message.contains("sparkVersion = \"2.4\""), "{message}");
    assert!(message.contains("3.3.0"), "what is accepted: {message}");
    assert!(message.contains("stays the default, 3.5.5"), "{message}");
    c.open(
        &conf,
        "spark.kubernetes.container.image apache/spark:3.5.5\nspark.app.name demo\n\
         spark.kubernetes.executor.podTemplateFile exec.yaml\n",
    );
    // baseDir applies: the template is read from it.
    let found = c.diagnostics(&conf);
    assert!(
        found.iter().any(|d| d["code"] == "k8s-quantity"),
        "{found:?}"
    );
    assert_eq!(lens_title(&mut c, &conf), "Show pods (Spark 3.5.5)");
    c.shut_down();
}

#[test]
fn a_number_is_read_as_a_release_line_and_a_misspelt_setting_gets_the_name_meant() {
    let dir = workspace("settings-number");
    let conf = uri(&dir.join("spark.conf"));
    // Helix sends its TOML `sparkVersion = 4.1` as a number.
    let mut c = Client::start(&dir, json!({"sparkVersion": 4.1}));
    c.open(&conf, "spark.app.name a\n");
    c.diagnostics(&conf);
    c.barrier();
    assert!(
        !c.pending
            .iter()
            .any(|m| m["method"] == "window/showMessage"),
        "{:?}",
        c.pending
    );
    assert!(
        lens_title(&mut c, &conf).starts_with("Show pods (Spark 4.1."),
        "{}",
        lens_title(&mut c, &conf)
    );

    let configure = |c: &mut Client, settings: Value| {
        c.notify(
            "workspace/didChangeConfiguration",
            json!({ "settings": settings }),
        );
    };
    configure(&mut c, json!({"sparkpods": {"sparkversion": "3.4"}}));
    let (typ, message) = c.message();
    assert_eq!(typ, 2);
    assert!(
        message.contains("unknown setting sparkversion (did you mean sparkVersion?)"),
        "{message}"
    );
    configure(&mut c, json!({"sparkVersion": 4}));
    let (typ, message) = c.message();
    assert_eq!(typ, 2);
    assert!(message.contains("sparkVersion = 4 "), "{message}");
    assert!(message.contains("written as a string"), "{message}");
    assert!(
        lens_title(&mut c, &conf).starts_with("Show pods (Spark 4.1."),
        "kept"
    );
    configure(&mut c, json!({"sparkVersion": "3.4"}));
    assert!(lens_title(&mut c, &conf).starts_with("Show pods (Spark 3.4."));
    c.shut_down();
}

#[test]
fn files_that_are_not_spark_confs_are_left_alone() {
    let dir = workspace("not-spark");
    // VS Code hands over every `.editorconfig`, `.npmrc` and `.cfg` as `properties`.
    let editorconfig = uri(&dir.join(".editorconfig"));
    let mut c = Client::start(&dir, json!({}));
    c.open_as(
        &editorconfig,
        "properties",
        "root = true\n\n[*]\nindent_style = space\n",
    );
    assert_eq!(c.diagnostics(&editorconfig), Vec::<Value>::new());
    let lens = c.request(
        "textDocument/codeLens",
        json!({"textDocument": {"uri": editorconfig}}),
    );
    assert_eq!(lens["result"], Value::Null, "{lens}");
    let items = c.at("textDocument/completion", &editorconfig, 3, 6);
    assert_eq!(items["result"], Value::Null, "{items}");
    assert_eq!(
        c.at("textDocument/hover", &editorconfig, 3, 2)["result"],
        Value::Null
    );
    let pods = c.request(
        "sparkpods/showPods",
        json!({"textDocument": {"uri": editorconfig}}),
    );
    assert!(
        pods["error"]["message"]
            .as_str()
            .unwrap()
            .contains("is not a Spark conf"),
        "{pods}"
    );

    // A file of the same language that sets spark keys is a conf.
    let props = uri(&dir.join("app.properties"));
    c.open_as(&props, "properties", "spark.app.name demo\n");
    let found = c.diagnostics(&props);
    assert!(!found.is_empty(), "no image: {found:?}");

    // Typing `spark.` makes a file a conf (keys complete); deleting it makes it none again.
    c.change(&editorconfig, 2, ((4, 0), (4, 0)), "spark.");
    assert!(!c.diagnostics(&editorconfig).is_empty());
    let keys = labels(&c.at("textDocument/completion", &editorconfig, 4, 6));
    assert!(keys.contains(&"spark.executor.memory".to_string()));
    c.change(&editorconfig, 3, ((4, 0), (4, 6)), "");
    assert_eq!(c.diagnostics(&editorconfig), Vec::<Value>::new());
    let lens = c.request(
        "textDocument/codeLens",
        json!({"textDocument": {"uri": editorconfig}}),
    );
    assert_eq!(lens["result"], Value::Null, "{lens}");
    c.shut_down();
}

#[test]
fn an_edit_analyzes_again_the_document_and_the_confs_that_read_it_only() {
    let dir = workspace("dependencies");
    let valid = INVALID_TEMPLATE.replace("lots", "1Gi");
    std::fs::write(dir.join("exec.yaml"), &valid).unwrap();
    let reader = uri(&dir.join("reader.conf"));
    let other = uri(&dir.join("other.conf"));
    let template = uri(&dir.join("exec.yaml"));
    let mut c = Client::start(&dir, json!({}));
    c.open(
        &reader,
        "spark.kubernetes.container.image apache/spark:3.5.5\nspark.app.name demo\n\
         spark.kubernetes.executor.podTemplateFile exec.yaml\n",
    );
    c.open(
        &other,
        "spark.kubernetes.container.image apache/spark:3.5.5\nspark.app.name other\n",
    );
    c.open_as(&template, "yaml", &valid);
    assert_eq!(c.diagnostics(&reader), Vec::<Value>::new());
    assert_eq!(c.diagnostics(&other), Vec::<Value>::new());
    // The template's, published with the last open (its readers' again with it).
    assert_eq!(c.diagnostics(&template), Vec::<Value>::new());
    c.barrier();
    c.pending.clear();

    // An edit of one conf: that conf's diagnostics, no other's.
    c.change(&other, 2, ((1, 20), (1, 20)), "s");
    c.diagnostics(&other);
    c.barrier();
    assert_eq!(c.unread_publications(&other), 0, "{:?}", c.pending);
    assert_eq!(c.unread_publications(&reader), 0, "{:?}", c.pending);
    assert_eq!(c.unread_publications(&template), 0, "{:?}", c.pending);

    // An edit of the template (unsaved): the template and the conf that reads it, once each.
    c.change(&template, 2, ((7, 27), (7, 30)), "lots");
    let found = c.diagnostics(&reader);
    assert!(
        found.iter().any(|d| d["code"] == "k8s-quantity"),
        "{found:?}"
    );
    c.barrier();
    assert_eq!(c.unread_publications(&other), 0, "{:?}", c.pending);
    assert_eq!(c.unread_publications(&reader), 0, "{:?}", c.pending);
    assert_eq!(c.unread_publications(&template), 1, "{:?}", c.pending);
    assert_eq!(c.diagnostics(&template).len(), 1);

    // Closed without saving: the conf reads the file on disk again.
    c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": template}}),
    );
    assert_eq!(c.diagnostics(&reader), Vec::<Value>::new());
    assert_eq!(c.diagnostics(&template), Vec::<Value>::new());
    c.barrier();
    assert_eq!(c.unread_publications(&other), 0, "{:?}", c.pending);
    c.shut_down();
}

#[test]
fn each_conf_shows_its_pods_in_a_file_of_its_own_in_a_private_folder() {
    let dir = workspace("pods-files");
    let confs: Vec<String> = ["team-a", "team-b"]
        .iter()
        .map(|team| {
            std::fs::create_dir_all(dir.join(team)).unwrap();
            uri(&dir.join(team).join("spark-defaults.conf"))
        })
        .collect();
    let mut c = Client::start(&dir, json!({}));
    let mut shown = Vec::new();
    for (conf, memory) in confs.iter().zip(["4g", "2g"]) {
        c.open(
            conf,
            &format!(
                "spark.kubernetes.container.image apache/spark:3.5.5\nspark.app.name demo\nspark.executor.memory {memory}\n"
            ),
        );
        c.diagnostics(conf);
        let result = c.request(
            "workspace/executeCommand",
            json!({"command": "sparkpods.showPods", "arguments": [conf]}),
        );
        let show = c.wait_for(|m| m["method"] == "window/showDocument");
        let path = lsp_types::Url::parse(show["params"]["uri"].as_str().unwrap())
            .unwrap()
            .to_file_path()
            .unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            result["result"]["yaml"].as_str().unwrap()
        );
        shown.push(path);
    }
    assert_ne!(shown[0], shown[1], "two confs of one name, two files");
    assert!(
        std::fs::read_to_string(&shown[0])
            .unwrap()
            .contains("memory: 4505Mi")
    );
    assert!(
        std::fs::read_to_string(&shown[1])
            .unwrap()
            .contains("memory: 2432Mi")
    );
    let private = shown[0].parent().unwrap().to_path_buf();
    assert_eq!(private.parent().unwrap(), temp_dir(&dir));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&private).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700);

        // A symbolic link planted in its place: refused, with the reason, nothing written.
        std::fs::remove_dir_all(&private).unwrap();
        let planted = dir.join("planted");
        std::fs::create_dir_all(&planted).unwrap();
        std::os::unix::fs::symlink(&planted, &private).unwrap();
        let result = c.request(
            "workspace/executeCommand",
            json!({"command": "sparkpods.showPods", "arguments": [confs[0]]}),
        );
        assert!(
            result["result"]["yaml"]
                .as_str()
                .unwrap()
                .contains("kind: Pod")
        );
        let (typ, message) = c.message();
        assert_eq!(typ, 1, "an error: {message}");
        assert!(message.contains("is a symbolic link"), "{message}");
        assert_eq!(std::fs::read_dir(&planted).unwrap().count(), 0);
    }
    c.shut_down();
}
