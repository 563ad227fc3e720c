//! A parsed `spark-submit` command turned into what the builders take: the conf spark-submit
//! hands to the Kubernetes client (cluster mode) and the driver's arguments.

use super::registry as keys;
use super::submit_line::{SubmitCommand, is_internal_or_shell};
use crate::inputs::{DeployMode, DriverArgs, MainResource};

/// What the builders need from a `spark-submit` command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmitInputs {
    /// The conf spark-submit hands to the Kubernetes client, in the order it sets it.
    pub conf: Vec<(String, String)>,
    /// The driver's arguments (main resource, class, application arguments, proxy user).
    pub driver: DriverArgs,
    /// The primary resource as spark-submit resolves it (`Utils.resolveURI`: `/opt/app.py` ->
    /// `file:/opt/app.py`), `None` without one.
    pub main_resource: Option<String>,
    /// Line of the command each key came from (for diagnostics).
    pub lines: Vec<(String, u32)>,
}

/// Derive the conf as `SparkSubmit.prepareSubmitEnvironment` does on Kubernetes: the
/// effective conf of the command line, `spark.app.name` defaulting to the main class or
/// resource name, the primary jar appended to `spark.jars`, `spark.submit.pyFiles` always
/// present, `spark.submit.deployMode` set, and `spark.app.submitTime` = `submit_time_ms`
/// (spark-submit's clock reading, an input here). Cluster mode drops `spark.driver.host`;
/// client mode keeps it and lists the `--jars` (without the primary jar) in
/// `spark.repl.local.jars`.
pub fn submit_inputs(cmd: &SubmitCommand, submit_time_ms: i64, cwd: Option<&str>) -> SubmitInputs {
    let mut conf = cmd.effective_conf();
    // `resolveURIs` on the dependency lists, whatever set them.
    for (k, v) in conf.iter_mut() {
        if [
            keys::JARS.key,
            keys::FILES.key,
            keys::ARCHIVES.key,
            keys::SUBMIT_PY_FILES.key,
        ]
        .contains(&k.as_str())
        {
            *v = resolve_uris(v, cwd);
        }
    }
    let resolved_resource = cmd.main_resource.as_deref().map(|r| {
        if is_internal_or_shell(r) {
            r.to_string()
        } else {
            resolve_uri(r, cwd)
        }
    });
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
    let main_resource = match resolved_resource.as_deref() {
        None => MainResource::Java(None),
        Some(r) => MainResource::from_uri(r),
    };
    let deploy_mode = cmd.deploy_mode();
    let local_jars = conf
        .iter()
        .find(|(k, _)| k == keys::JARS.key)
        .map(|(_, v)| v.clone())
        .filter(|_| deploy_mode == DeployMode::Client);
    // `sparkConf.get(JARS) ++ Seq(primaryResource)` for a JVM application: the list as its
    // entry reads it (trimmed, empties dropped), the jar appended even when it is listed already.
    if let MainResource::Java(jar) = &main_resource {
        let listed = conf.iter().position(|(k, _)| k == keys::JARS.key);
        let mut jars: Vec<String> = listed
            .and_then(|i| conf.get(i))
            .map(|(_, v)| {
                v.split(',')
                    .map(str::trim)
                    .filter(|j| !j.is_empty())
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        jars.extend(jar.iter().filter(|j| !is_internal_or_shell(j)).cloned());
        match listed.and_then(|i| conf.get_mut(i)) {
            Some((_, v)) => *v = jars.join(","),
            None if !jars.is_empty() => conf.push((keys::JARS.key.to_string(), jars.join(","))),
            None => {}
        }
    }
    set_if_missing(&mut conf, keys::SUBMIT_PY_FILES.key, String::new());
    set_if_missing(
        &mut conf,
        keys::SUBMIT_DEPLOY_MODE.key,
        deploy_mode.as_str().to_string(),
    );
    match deploy_mode {
        // The driver's Service names the driver; spark-submit drops the user's host.
        DeployMode::Cluster => conf.retain(|(k, _)| k != keys::DRIVER_HOST.key),
        DeployMode::Client => {
            if let Some(jars) = local_jars {
                conf.retain(|(k, _)| k != keys::REPL_LOCAL_JARS.key);
                conf.push((keys::REPL_LOCAL_JARS.key.to_string(), jars));
            }
        }
    }
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
        main_resource: resolved_resource,
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

/// `Utils.resolveURIs`: each non-blank entry of a comma-separated list through [`resolve_uri`]
/// (not trimmed: a blank before an entry is part of it).
pub fn resolve_uris(list: &str, cwd: Option<&str>) -> String {
    list.split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| resolve_uri(p, cwd))
        .collect::<Vec<_>>()
        .join(",")
}

/// `Utils.resolveURI`: a path `java.net.URI` reads with a scheme stays as written; anything
/// else is a file of the submitting machine, `new File(path).getAbsoluteFile().toURI()`
/// (`/opt/a.jar` -> `file:/opt/a.jar`, `a.jar` -> `file:<cwd>/a.jar`; a `#fragment` of a path
/// is kept). Without a working directory a relative path is left as it is.
pub fn resolve_uri(path: &str, cwd: Option<&str>) -> String {
    let parses = java_uri_parses(path);
    if parses && uri_scheme(path).is_some() {
        return path.to_string();
    }
    let (file, fragment) = match path.split_once('#') {
        Some((p, f)) if parses => (p, Some(f)),
        _ => (path, None),
    };
    let absolute = if file.starts_with('/') {
        file.to_string()
    } else {
        match cwd {
            Some(cwd) => format!("{}/{file}", cwd.trim_end_matches('/')),
            None => return path.to_string(),
        }
    };
    // java.io.File: repeated separators collapse, a trailing one goes.
    let mut normal = String::with_capacity(absolute.len());
    for c in absolute.chars() {
        if !(c == '/' && normal.ends_with('/')) {
            normal.push(c);
        }
    }
    if normal.len() > 1 && normal.ends_with('/') {
        normal.pop();
    }
    let mut uri = format!("file:{}", quote_path(&normal));
    if let Some(f) = fragment {
        uri.push('#');
        uri.push_str(f);
    }
    uri
}

/// A scheme as `java.net.URI` reads one: a letter, then letters, digits, `+`, `-`, `.`, then `:`.
fn uri_scheme(s: &str) -> Option<&str> {
    let (scheme, _) = s.split_once(':')?;
    let mut chars = scheme.chars();
    (chars.next()?.is_ascii_alphabetic()
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')))
    .then_some(scheme)
}

/// Whether `new URI(s)` parses: no character a URI may not hold (white space, `"`, `<`, `>`,
/// `\`, `^`, `` ` ``, `{`, `|`, `}`, control characters), `%` only before two hex digits, one `#`.
fn java_uri_parses(s: &str) -> bool {
    let bytes = s.as_bytes();
    let mut hashes = 0;
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'%' => {
                let hex = |k: usize| bytes.get(i + k).is_some_and(u8::is_ascii_hexdigit);
                if !(hex(1) && hex(2)) {
                    return false;
                }
            }
            b'#' => hashes += 1,
            b' ' | b'"' | b'<' | b'>' | b'\\' | b'^' | b'`' | b'{' | b'|' | b'}' => return false,
            b if b < 0x20 || b == 0x7f => return false,
            _ => {}
        }
    }
    hashes <= 1
}

/// A path as `new URI("file", null, path, null)` writes it: characters a path may not hold
/// percent-encoded as UTF-8.
fn quote_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for c in path.chars() {
        let keep = c.is_ascii_alphanumeric()
            || "-_.!~*'(),;:$&+=/@".contains(c)
            || (!c.is_ascii() && !c.is_control() && !c.is_whitespace());
        if keep {
            out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

/// Whether `text` is a `spark-submit` command line rather than a properties file: its first
/// non-blank, non-comment line starts with a program named `spark-submit` (after an optional
/// `$ ` prompt, `NAME=value` environment words and `env`/`exec`/`nohup`/`time`).
pub fn looks_like_spark_submit(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with('!'))
        .is_some_and(runs_spark_submit)
}

/// The spark-submit commands of a shell script that runs other commands too: each command's
/// text (its line and the lines its trailing `\` continue) and the number of lines before it.
pub fn spark_submit_commands(script: &str) -> Vec<(String, u32)> {
    let lines: Vec<&str> = script.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(line) = lines.get(i) {
        if !runs_spark_submit(line.trim()) {
            i += 1;
            continue;
        }
        let start = i;
        while lines.get(i).is_some_and(|l| l.trim_end().ends_with('\\')) {
            i += 1;
        }
        let end = (i + 1).min(lines.len());
        let text = lines.get(start..end).unwrap_or_default().join("\n") + "\n";
        out.push((text, u32::try_from(start).unwrap_or(u32::MAX)));
        i = end;
    }
    out
}

/// Whether a (trimmed) line's command is a program named `spark-submit`.
fn runs_spark_submit(line: &str) -> bool {
    let line = line.strip_prefix("$ ").unwrap_or(line);
    let environment = |w: &&str| {
        w.split_once('=').is_some_and(|(name, _)| {
            name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        }) || matches!(*w, "env" | "exec" | "nohup" | "time" | "command")
    };
    line.split_whitespace()
        .find(|w| !environment(w))
        // `spark-submit\` at a line's end: the word the continuation ends.
        .map(|w| w.strip_suffix('\\').unwrap_or(w))
        .is_some_and(|w| w.trim_matches(['"', '\'']).ends_with("spark-submit"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scripts_spark_submit_commands_are_found_with_their_lines() {
        let script = "#!/bin/bash\nset -e\nexport IMAGE=x\n\"$SPARK_HOME\"/bin/spark-submit --master k8s://h \\\n  --conf a=b \\\n  app.jar\necho done\nspark-submit --version\n";
        let found = spark_submit_commands(script);
        assert_eq!(
            found,
            [
                (
                    "\"$SPARK_HOME\"/bin/spark-submit --master k8s://h \\\n  --conf a=b \\\n  app.jar\n".to_string(),
                    3
                ),
                ("spark-submit --version\n".to_string(), 7),
            ]
        );
        assert!(!looks_like_spark_submit(script));
        assert!(spark_submit_commands("spark.app.name x\n").is_empty());
    }
    use crate::conf::submit_line::parse_spark_submit;

    #[test]
    fn environment_words_before_the_program() {
        assert!(looks_like_spark_submit(
            "MASTER=k8s://x nohup spark-submit --class A x.jar"
        ));
        assert!(!looks_like_spark_submit("spark.master=k8s://x"));
    }

    #[test]
    fn a_command_line_is_told_from_a_conf() {
        assert!(looks_like_spark_submit(
            "# run it\n$ ./bin/spark-submit --master x"
        ));
        assert!(looks_like_spark_submit(
            "spark-submit\\\n    --master k8s://x"
        ));
        assert!(!looks_like_spark_submit(
            "spark.master k8s://x\nspark-submit x"
        ));
    }

    #[test]
    fn docs_example_becomes_a_conf() {
        let cmd = parse_spark_submit(
            "./bin/spark-submit --master k8s://https://example.com:443 --deploy-mode cluster --name spark-pi \
             --class org.apache.spark.examples.SparkPi --conf spark.executor.instances=5 \
             --conf spark.kubernetes.container.image=apache/spark:3.5.5 --executor-memory 4g \
             local:///path/to/examples.jar 1000",
        )
        .unwrap();
        let s = submit_inputs(&cmd, crate::inputs::SUBMIT_TIME_MS, Some("/work"));
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

    /// Client mode (spark-submit's default): the driver's host stays, the `--jars` are listed
    /// for the local driver's class path, the mode is written down.
    #[test]
    fn client_mode_keeps_the_driver_host_and_lists_local_jars() {
        let conf_of = |mode: &str| {
            let cmd = parse_spark_submit(&format!(
                "spark-submit --master k8s://https://h:443 {mode} --class a.B \
                 --conf spark.driver.host=nb.svc --jars local:///x.jar local:///app.jar"
            ))
            .unwrap();
            submit_inputs(&cmd, crate::inputs::SUBMIT_TIME_MS, Some("/work")).conf
        };
        let has = |conf: &[(String, String)], k: &str, v: &str| {
            conf.contains(&(k.to_string(), v.to_string()))
        };
        for client in [conf_of(""), conf_of("--deploy-mode client")] {
            assert!(has(&client, "spark.submit.deployMode", "client"));
            assert!(has(&client, "spark.driver.host", "nb.svc"));
            assert!(has(&client, "spark.repl.local.jars", "local:///x.jar"));
            assert!(has(
                &client,
                "spark.jars",
                "local:///x.jar,local:///app.jar"
            ));
        }
        let cluster = conf_of("--deploy-mode cluster");
        assert!(has(&cluster, "spark.submit.deployMode", "cluster"));
        assert!(
            !cluster
                .iter()
                .any(|(k, _)| k == "spark.driver.host" || k == "spark.repl.local.jars")
        );
    }

    #[test]
    fn python_apps_are_named_after_the_file() {
        let cmd = parse_spark_submit(
            "spark-submit --master k8s://https://h:443 --deploy-mode cluster local:///opt/pi.py 10",
        )
        .unwrap();
        let s = submit_inputs(&cmd, crate::inputs::SUBMIT_TIME_MS, Some("/work"));
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
            let s = submit_inputs(&cmd, crate::inputs::SUBMIT_TIME_MS, Some("/work"));
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
             --class A local:///opt/job.r",
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
            vec!["Invalid Kubernetes master scheme: ftp"]
        );
        assert_eq!(
            parse_spark_submit("spark-submit --master k8s://ftp://h --class A local:///a.jar")
                .unwrap()
                .spark_errors(crate::release::Release::of(crate::SparkVersion::V4_0_0)),
            vec!["Invalid Kubernetes master scheme: ftp found in URL: ftp://h"]
        );
        assert_eq!(
            errors("spark-submit --master k8s:https://h --class A local:///a.jar"),
            vec!["requirement failed: Kubernetes master URL must start with k8s://."]
        );
        assert!(errors("spark-submit --master k8s://h:1 --class A local:///a.jar").is_empty());
        // An unexpanded shell variable in the master (Spark's URISyntaxException).
        assert_eq!(
            errors(
                "spark-submit --master k8s://https://${KUBERNETES_SERVICE_HOST}:443 --class A \
                 local:///a.jar"
            ),
            vec![
                "Illegal character in authority at index 8: https://${KUBERNETES_SERVICE_HOST}:443"
            ]
        );
        assert_eq!(
            errors(
                "spark-submit --master k8s://h:1 --deploy-mode cluster \
                 --class org.apache.spark.sql.hive.thriftserver.HiveThriftServer2 spark-internal"
            ),
            vec!["Cluster deploy mode is not applicable to Spark Thrift server."]
        );
        assert_eq!(
            errors("spark-submit --master k8s://h:1 --deploy-mode cluster pyspark-shell"),
            vec!["Cluster deploy mode is not applicable to Spark shells."]
        );
        assert_eq!(
            errors("spark-submit --master k8s://h:1 --driver-cores 0 --class A local:///a.jar"),
            vec!["Driver cores must be a positive number"]
        );
        assert_eq!(
            errors(
                "spark-submit --master k8s://h:1 --driver-java-options -Xmx2g --class A \
                 local:///a.jar"
            ),
            vec![
                "Not allowed to specify max heap(Xmx) memory settings through java options (was \
                 -Xmx2g). Use the corresponding --driver-memory or spark.driver.memory \
                 configuration instead."
            ]
        );
    }

    /// `Utils.resolveURI`: what has a scheme stays, every other path becomes a `file:` URI of
    /// the submitting machine (held to Spark's output by the real-world corpus' goldens).
    #[test]
    fn paths_become_file_uris_as_spark_submit_resolves_them() {
        let cwd = Some("/home/me/job");
        assert_eq!(resolve_uri("local:///opt/a.jar", cwd), "local:///opt/a.jar");
        assert_eq!(resolve_uri("s3a://bucket/a.py", cwd), "s3a://bucket/a.py");
        assert_eq!(resolve_uri("/opt//a.jar", cwd), "file:/opt/a.jar");
        assert_eq!(
            resolve_uri("deps/a.jar", cwd),
            "file:/home/me/job/deps/a.jar"
        );
        assert_eq!(
            resolve_uri("env.zip#env", cwd),
            "file:/home/me/job/env.zip#env"
        );
        // Not a URI Java reads: a path, whatever it starts with.
        assert_eq!(
            resolve_uri("s3a://{{codeBucket}}/app/job.py", cwd),
            "file:/home/me/job/s3a:/%7B%7BcodeBucket%7D%7D/app/job.py"
        );
        assert_eq!(
            resolve_uri("/opt/my app.jar", cwd),
            "file:/opt/my%20app.jar"
        );
        assert_eq!(resolve_uri("a.jar", None), "a.jar");
        assert_eq!(
            resolve_uris("/a.jar,,local:///b.jar, c.jar", cwd),
            "file:/a.jar,local:///b.jar,file:/home/me/job/%20c.jar"
        );
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
