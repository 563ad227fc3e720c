//! A parsed `spark-submit` command turned into what the builders take: the conf spark-submit
//! hands to the Kubernetes client (cluster mode) and the driver's arguments.

use super::registry as keys;
use super::submit_cmd::SubmitCommand;
use crate::inputs::{DriverArgs, MainResource};

/// What the builders need from a `spark-submit` command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmitInputs {
    pub conf: Vec<(String, String)>,
    pub driver: DriverArgs,
    /// Line of the command each key came from (for diagnostics).
    pub lines: Vec<(String, u32)>,
}

/// Derive the conf as `SparkSubmit.prepareSubmitEnvironment` does in Kubernetes cluster mode:
/// the effective conf of the command line, `spark.app.name` defaulting to the main class or
/// resource name, the primary jar appended to `spark.jars`, `spark.submit.pyFiles` always
/// present, and `spark.app.submitTime` = `submit_time_ms` (spark-submit's clock reading, an
/// input here).
pub fn submit_inputs(cmd: &SubmitCommand, submit_time_ms: i64) -> SubmitInputs {
    let mut conf = cmd.effective_conf();
    if let (Some(master), Some((_, value))) = (
        cmd.resolved_master(),
        conf.iter_mut().find(|(k, _)| k == keys::MASTER.key),
    ) {
        *value = master;
    }
    let set_if_missing = |conf: &mut Vec<(String, String)>, k: &str, v: String| {
        if !conf.iter().any(|(ck, _)| ck == k) {
            conf.push((k.to_string(), v));
        }
    };
    if let Some(name) = cmd.default_app_name() {
        set_if_missing(&mut conf, keys::APP_NAME.key, name);
    }
    let main_resource = match cmd.main_resource.as_deref() {
        None => MainResource::Java(None),
        Some(r) => MainResource::from_uri(r),
    };
    if let MainResource::Java(Some(jar)) = &main_resource {
        match conf.iter_mut().find(|(k, _)| k == keys::JARS.key) {
            Some((_, v)) if !v.split(',').any(|j| j == jar) => {
                if v.is_empty() {
                    *v = jar.clone();
                } else {
                    v.push(',');
                    v.push_str(jar);
                }
            }
            Some(_) => {}
            None => conf.push((keys::JARS.key.to_string(), jar.clone())),
        }
    }
    set_if_missing(&mut conf, keys::SUBMIT_PY_FILES.key, String::new());
    // Set unconditionally: a --conf spark.app.submitTime is overwritten.
    conf.retain(|(k, _)| k != keys::APP_SUBMIT_TIME.key);
    conf.push((
        keys::APP_SUBMIT_TIME.key.to_string(),
        submit_time_ms.to_string(),
    ));
    let main_class = cmd.driver_main_class().map_or_else(
        || main_resource.default_main_class().to_string(),
        str::to_string,
    );
    let lines = cmd
        .conf
        .iter()
        .map(|e| (e.key.clone(), e.origin.line))
        .collect();
    SubmitInputs {
        conf,
        driver: DriverArgs {
            main_class,
            main_resource,
            app_args: cmd.app_args.clone(),
            proxy_user: cmd.proxy_user.clone(),
            resource_name_prefix: None,
            spark_version_label: None,
        },
        lines,
    }
}

/// Whether `text` is a `spark-submit` command line rather than a properties file: its first
/// non-blank, non-comment line starts with a program named `spark-submit` (after an optional
/// `$ ` prompt).
pub fn looks_like_spark_submit(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with('!'))
        .map(|l| l.strip_prefix("$ ").unwrap_or(l))
        .and_then(|l| l.split_whitespace().next())
        .is_some_and(|w| w.trim_matches(['"', '\'']).ends_with("spark-submit"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conf::submit_cmd::parse_spark_submit;

    #[test]
    fn docs_example_becomes_a_conf() {
        let cmd = parse_spark_submit(
            "./bin/spark-submit --master k8s://https://example.com:443 --deploy-mode cluster --name spark-pi \
             --class org.apache.spark.examples.SparkPi --conf spark.executor.instances=5 \
             --conf spark.kubernetes.container.image=apache/spark:3.5.5 --executor-memory 4g \
             local:///path/to/examples.jar 1000",
        )
        .unwrap();
        let s = submit_inputs(&cmd, crate::case::SUBMIT_TIME_MS);
        let get = |k: &str| {
            s.conf
                .iter()
                .find(|(ck, _)| ck == k)
                .map(|(_, v)| v.as_str())
        };
        assert_eq!(get("spark.app.name"), Some("spark-pi"));
        assert_eq!(get("spark.executor.memory"), Some("4g"));
        assert_eq!(get("spark.executor.instances"), Some("5"));
        assert_eq!(get("spark.jars"), Some("local:///path/to/examples.jar"));
        assert_eq!(get("spark.submit.pyFiles"), Some(""));
        assert_eq!(s.driver.main_class, "org.apache.spark.examples.SparkPi");
        assert_eq!(s.driver.app_args, vec!["1000"]);
    }

    #[test]
    fn python_apps_are_named_after_the_file() {
        let cmd = parse_spark_submit(
            "spark-submit --master k8s://https://h:443 --deploy-mode cluster local:///opt/pi.py 10",
        )
        .unwrap();
        let s = submit_inputs(&cmd, crate::case::SUBMIT_TIME_MS);
        assert!(
            s.conf
                .contains(&("spark.app.name".to_string(), "pi.py".to_string()))
        );
        assert!(matches!(s.driver.main_resource, MainResource::Python(_)));
        assert_eq!(s.driver.main_class, "org.apache.spark.deploy.PythonRunner");
    }

    /// What `SparkSubmit.prepareSubmitEnvironment` rewrites: the master's missing scheme, and
    /// the main class of a Python or R application (`--class` is the app's name only).
    #[test]
    fn spark_submit_rewrites_the_master_and_a_python_apps_class() {
        let conf_of = |line: &str| {
            let cmd = parse_spark_submit(line).unwrap();
            let s = submit_inputs(&cmd, crate::case::SUBMIT_TIME_MS);
            let get = |k: &str| {
                s.conf
                    .iter()
                    .find(|(ck, _)| ck == k)
                    .map(|(_, v)| v.clone())
            };
            (
                get("spark.master"),
                get("spark.app.name"),
                s.driver.main_class,
            )
        };
        let (master, name, class) = conf_of(
            "spark-submit --master k8s://10.0.0.1:6443 --deploy-mode cluster --class com.acme.Job \
             local:///opt/job.py",
        );
        assert_eq!(master.as_deref(), Some("k8s://https://10.0.0.1:6443"));
        assert_eq!(name.as_deref(), Some("com.acme.Job"));
        assert_eq!(class, "org.apache.spark.deploy.PythonRunner");
        let (master, _, class) = conf_of(
            "spark-submit --deploy-mode cluster --conf spark.master=k8s://http://h:80 \
             --class A local:///opt/job.R",
        );
        assert_eq!(master.as_deref(), Some("k8s://http://h:80"));
        assert_eq!(class, "org.apache.spark.deploy.RRunner");
        let (master, _, class) =
            conf_of("spark-submit --master k8s://HTTPS://h:443 --class A local:///opt/a.jar");
        assert_eq!(master.as_deref(), Some("k8s://HTTPS://h:443"));
        assert_eq!(class, "A");

        let errors = |line: &str| {
            parse_spark_submit(line)
                .unwrap()
                .spark_errors(crate::release::Release::of(crate::SparkVersion::V3_5_5))
        };
        assert_eq!(
            errors("spark-submit --master k8s://ftp://h --class A local:///a.jar"),
            vec!["Invalid Kubernetes master scheme: ftp found in URL: ftp://h"]
        );
        assert_eq!(
            errors("spark-submit --master k8s:https://h --class A local:///a.jar"),
            vec!["requirement failed: Kubernetes master URL must start with k8s://."]
        );
        assert!(errors("spark-submit --master k8s://h:1 --class A local:///a.jar").is_empty());
    }

    #[test]
    fn detection() {
        assert!(looks_like_spark_submit(
            "# comment\n$ ./bin/spark-submit --master x app.jar"
        ));
        assert!(looks_like_spark_submit("spark-submit \\\n  --name a x.jar"));
        assert!(!looks_like_spark_submit(
            "spark.master k8s://x\nspark.app.name a"
        ));
    }
}
