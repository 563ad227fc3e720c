//! A submission as a spark-submit command line: the options a person types for the master,
//! the deploy mode, the name and the class, every other key as `--conf`.

use builder_core::{DeployMode, MainResource, registry as keys};

use crate::{Converted, SparkApp};

/// The API server as seen from inside the cluster.
const IN_CLUSTER_MASTER: &str = "k8s://https://kubernetes.default.svc";

/// `s` as one shell word: bare when the shell leaves it as it is, else in single quotes.
fn shell_word(s: &str) -> String {
    let bare = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "@%+=:,./_-".contains(c));
    if bare {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// The command line of `app`.
pub fn write(app: &SparkApp) -> Converted {
    let app = &app.without_derived();
    let mut lines: Vec<String> = vec!["spark-submit".to_string()];
    let mut option = |flag: &str, value: &str| {
        lines.push(format!("{flag} {}", shell_word(value)));
    };
    let flags = [
        (keys::MASTER.key, "--master"),
        (keys::SUBMIT_DEPLOY_MODE.key, "--deploy-mode"),
        (keys::APP_NAME.key, "--name"),
    ];
    // spark-submit needs a master; a conf rendered alone does not.
    let mut choices: Vec<String> = Vec::new();
    match app.get(keys::MASTER.key) {
        Some(v) => option("--master", v),
        None => {
            option("--master", IN_CLUSTER_MASTER);
            choices.push(format!(
                "--master {IN_CLUSTER_MASTER}: the input names none (spark-submit needs one); put your API server's address"
            ));
        }
    }
    // spark-submit's default is client mode; a conf without the key is submitted in cluster
    // mode.
    option(
        "--deploy-mode",
        match app.deploy_mode() {
            DeployMode::Client => "client",
            DeployMode::Cluster => "cluster",
        },
    );
    // The name spark-submit would derive, written out.
    option("--name", &app.name());
    // spark-submit derives the class of a Python or R file itself.
    if matches!(app.main_resource, MainResource::Java(_)) {
        option("--class", &app.main_class);
    }
    if let Some(user) = &app.proxy_user {
        option("--proxy-user", user);
    }
    for (k, v) in &app.conf {
        if !flags.iter().any(|(key, _)| key == k) {
            option("--conf", &format!("{k}={v}"));
        }
    }
    let mut tail = vec![shell_word(
        app.main_resource_uri().unwrap_or("spark-internal"),
    )];
    tail.extend(app.app_args.iter().map(|a| shell_word(a)));
    lines.push(tail.join(" "));
    // The releases as sparkpods' directives: comments to the shell.
    let mut text = format!("#@spark-version {}\n", app.release.as_str());
    if let Some(submit) = app.submit_release {
        text.push_str(&format!("#@submit-version {}\n", submit.as_str()));
    }
    for (k, v) in &app.env {
        text.push_str(&format!("#@env {k}={v}\n"));
    }
    text.push_str(&lines.join(" \\\n  "));
    text.push('\n');
    choices.extend(app.submit_release.map(|submit| {
        format!(
            "run it with the spark-submit of Spark {} (the image runs {})",
            submit.as_str(),
            app.release.as_str()
        )
    }));
    Converted {
        text,
        files: app.files.clone(),
        choices,
    }
}
