use proptest::prelude::*;

use super::interpret::{has_uri_scheme, java_parse_int};
use super::options::{split_eq_option, suggest_option};
use super::*;
use crate::release::SparkVersion;

fn words(s: &str) -> Vec<String> {
    split_shell_words(s)
        .unwrap()
        .words
        .into_iter()
        .map(|w| w.text)
        .collect()
}

fn conf(cmd: &SubmitCommand) -> Vec<(String, String)> {
    cmd.effective_conf()
}

fn kv(v: &[(&str, &str)]) -> Vec<(String, String)> {
    v.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn shell_quoting() {
    assert_eq!(words("a  b\t\tc \\\nd"), vec!["a", "b", "c", "d"]);
    // A line break ends the command; the next line is a command of its own.
    assert_eq!(words("a  b\t\tc\n\nd"), vec!["a", "b", "c"]);
    assert_eq!(words("'a b' \"c d\" e\\ f"), vec!["a b", "c d", "e f"]);
    assert_eq!(words(r#""a\b\"c\\d\$e\`f""#), vec![r#"a\b"c\d$e`f"#]);
    assert_eq!(words(r"'a\b'"), vec![r"a\b"]);
    assert_eq!(words("a\"b\"c'd'"), vec!["abcd"]);
    assert_eq!(words("\"\" ''"), vec!["", ""]);
    assert_eq!(words("a\"\""), vec!["a"]);
    assert_eq!(words("$'a\\tb\\'c'"), vec!["a\tb'c"]);
    assert_eq!(words("a\\\nb"), vec!["ab"]);
    assert_eq!(words("\"a\\\nb\""), vec!["ab"]);
    assert_eq!(words("'a\\\nb'"), vec!["a\\\nb"]);
    assert_eq!(words("x#y #z\nw"), vec!["x#y"]);
    assert_eq!(words("a\\"), vec!["a"]);
    assert_eq!(words("--conf=a\\ b"), vec!["--conf=a b"]);
    assert_eq!(words("a\r\nb"), vec!["a"]);
}

#[test]
fn shell_expansions_are_kept_literally() {
    let sw = split_shell_words("${SPARK_HOME}/bin/spark-submit $X \"$(date +%s) x\" `id -u` $1")
        .unwrap();
    let texts: Vec<_> = sw.words.iter().map(|w| w.text.as_str()).collect();
    assert_eq!(
        texts,
        vec![
            "${SPARK_HOME}/bin/spark-submit",
            "$X",
            "$(date +%s) x",
            "`id -u`",
            "$1"
        ]
    );
    assert_eq!(sw.words[0].unexpanded, vec!["${SPARK_HOME}"]);
    assert_eq!(sw.words[2].unexpanded, vec!["$(date +%s)"]);
    assert_eq!(words("a$ b$"), vec!["a$", "b$"]);
}

#[test]
fn shell_operators_end_the_command() {
    let sw = split_shell_words("spark-submit x.jar > out.log 2>&1 | tee y; echo done").unwrap();
    assert_eq!(
        sw.words.iter().map(|w| w.text.as_str()).collect::<Vec<_>>(),
        vec!["spark-submit", "x.jar"]
    );
    assert_eq!(sw.warnings.len(), 3, "{:?}", sw.warnings);
    assert!(
        sw.warnings[2]
            .message
            .contains("ignored `| tee y; echo done`")
    );
    assert_eq!(words("a && b"), vec!["a"]);
    assert_eq!(words("a &>/dev/null b"), vec!["a", "b"]);
    assert_eq!(words("a 2> err b"), vec!["a", "b"]);
    // Lenient: `<`/`>` inside a word or a `<...>` word are kept (documentation placeholders).
    assert_eq!(words("a x2>err b"), vec!["a", "x2>err", "b"]);
    assert_eq!(words("a <app-jar> b"), vec!["a", "<app-jar>", "b"]);
    assert_eq!(words("a < in b"), vec!["a", "b"]);
    assert_eq!(words("a '>' b"), vec!["a", ">", "b"]);
}

#[test]
fn shell_errors() {
    assert!(matches!(
        split_shell_words("a 'b"),
        Err(SubmitParseError::Unterminated {
            what: "single quote",
            line: 1,
            column: 3
        })
    ));
    assert!(matches!(
        split_shell_words("a \\\n  \"b"),
        Err(SubmitParseError::Unterminated {
            what: "double quote",
            line: 2,
            column: 3
        })
    ));
    assert!(matches!(
        split_shell_words("a $(b"),
        Err(SubmitParseError::Unterminated { .. })
    ));
    assert!(matches!(
        split_shell_words("a `b"),
        Err(SubmitParseError::Unterminated { .. })
    ));
    let e = split_shell_words("x 'oops").unwrap_err();
    assert!(e.to_string().contains("never closed"), "{e}");
}

#[test]
fn kubernetes_docs_example() {
    let cmd = parse_spark_submit(
        "$ ./bin/spark-submit \\\n\
             \x20   --master k8s://https://<k8s-apiserver-host>:<k8s-apiserver-port> \\\n\
             \x20   --deploy-mode cluster \\\n\
             \x20   --name spark-pi \\\n\
             \x20   --class org.apache.spark.examples.SparkPi \\\n\
             \x20   --conf spark.executor.instances=5 \\\n\
             \x20   --conf spark.kubernetes.container.image=<spark-image> \\\n\
             \x20   local:///path/to/examples.jar",
    )
    .unwrap();
    assert_eq!(cmd.program.as_deref(), Some("./bin/spark-submit"));
    assert_eq!(
        conf(&cmd),
        kv(&[
            (
                "spark.master",
                "k8s://https://<k8s-apiserver-host>:<k8s-apiserver-port>"
            ),
            ("spark.submit.deployMode", "cluster"),
            ("spark.app.name", "spark-pi"),
            ("spark.executor.instances", "5"),
            ("spark.kubernetes.container.image", "<spark-image>"),
        ])
    );
    assert_eq!(
        cmd.main_class.as_deref(),
        Some("org.apache.spark.examples.SparkPi")
    );
    assert_eq!(
        cmd.main_resource.as_deref(),
        Some("local:///path/to/examples.jar")
    );
    assert!(cmd.app_args.is_empty());
    // The two `<...>` placeholders are pointed out.
    assert_eq!(cmd.warnings.len(), 2, "{:?}", cmd.warnings);
    assert!(
        cmd.warnings[0]
            .to_string()
            .starts_with("line 2, column 14: the value of --master"),
        "{:?}",
        cmd.warnings
    );
    assert!(cmd.warnings[1].message.contains("<spark-image>"));
    // Pasted as it is, Spark refuses the placeholder host (java.net.URI).
    assert_eq!(
        cmd.spark_errors(Release::of(SparkVersion::V3_5_5)),
        vec![
            "Illegal character in authority at index 8: \
             https://<k8s-apiserver-host>:<k8s-apiserver-port>"
        ]
    );
    // Origins point at the option words.
    let inst = cmd.conf_source("spark.executor.instances").unwrap();
    assert_eq!(inst.origin.option, "--conf");
    assert_eq!((inst.origin.line, inst.origin.column), (6, 5));
    assert_eq!(cmd.args[inst.origin.arg_index].text, "--conf");
}

#[test]
fn pyspark_example() {
    let cmd = parse_spark_submit(
        "spark-submit --master k8s://https://kubernetes.default.svc:443 --deploy-mode cluster \
             --conf spark.kubernetes.container.image=apache/spark-py:v3.5.5 \
             --py-files local:///opt/deps.zip,s3a://bucket/lib.py \
             --conf spark.pyspark.python=python3 \
             local:///opt/spark/examples/src/main/python/pi.py 100",
    )
    .unwrap();
    assert!(cmd.is_python());
    assert_eq!(cmd.main_class, None);
    assert_eq!(cmd.default_app_name().as_deref(), Some("pi.py"));
    assert_eq!(cmd.app_args, vec!["100"]);
    assert_eq!(
        cmd.conf_value("spark.submit.pyFiles"),
        Some("local:///opt/deps.zip,s3a://bucket/lib.py")
    );
    assert!(
        cmd.spark_errors(Release::of(SparkVersion::V4_3_0))
            .is_empty()
    );
    assert!(cmd.warnings.is_empty(), "{:?}", cmd.warnings);
}

#[test]
fn java_options_with_spaces_and_equals() {
    let cmd = parse_spark_submit(
            r#"spark-submit --class A \
                 --driver-java-options "-Dlog4j.configuration=file:/opt/log4j.properties -XX:+UseG1GC" \
                 --conf "spark.executor.extraJavaOptions=-Da=b -Dc='d e'" \
                 --conf spark.x='y z' -c spark.y=1=2 --conf=spark.z=3 \
                 local:///app.jar"#,
        )
        .unwrap();
    assert_eq!(
        conf(&cmd),
        kv(&[
            (
                "spark.driver.extraJavaOptions",
                "-Dlog4j.configuration=file:/opt/log4j.properties -XX:+UseG1GC"
            ),
            ("spark.executor.extraJavaOptions", "-Da=b -Dc='d e'"),
            ("spark.x", "y z"),
            ("spark.y", "1=2"),
            ("spark.z", "3"),
        ])
    );
    assert_eq!(cmd.conf[3].origin.option, "-c");
    assert_eq!(cmd.conf[3].origin.canonical, "--conf");
    assert_eq!(cmd.conf[4].origin.option, "--conf");
}

#[test]
fn app_args_that_look_like_options() {
    let cmd = parse_spark_submit(
        "spark-submit --class A app.jar --conf spark.x=1 --master foo -v --bogus",
    )
    .unwrap();
    assert_eq!(cmd.main_resource.as_deref(), Some("app.jar"));
    assert_eq!(
        cmd.app_args,
        vec!["--conf", "spark.x=1", "--master", "foo", "-v", "--bogus"]
    );
    assert!(cmd.conf.is_empty());
    assert!(!cmd.verbose);
    assert!(
        cmd.warnings.iter().any(|w| w.message.contains("app.jar")),
        "{:?}",
        cmd.warnings
    );
}

#[test]
fn precedence() {
    // Launcher options and --conf: the last one wins.
    let c = parse_spark_submit(
        "spark-submit --class A --conf spark.driver.memory=4g --driver-memory 2g x.jar",
    )
    .unwrap();
    assert_eq!(c.conf_value("spark.driver.memory"), Some("2g"));
    let c = parse_spark_submit(
        "spark-submit --class A --driver-memory 2g --conf spark.driver.memory=4g x.jar",
    )
    .unwrap();
    assert_eq!(c.conf_value("spark.driver.memory"), Some("4g"));
    // Other options beat --conf whatever the order; repeated options: last wins.
    let c = parse_spark_submit(
        "spark-submit --class A --num-executors 3 --conf spark.executor.instances=7 \
             --master a --master b --conf spark.master=c x.jar",
    )
    .unwrap();
    assert_eq!(
        conf(&c),
        kv(&[("spark.executor.instances", "3"), ("spark.master", "b")])
    );
    assert_eq!(c.conf_source("spark.master").unwrap().origin.arg_index, 8);
    // Non-spark keys are dropped.
    let c = parse_spark_submit("spark-submit --class A --conf foo=1 --conf =2 x.jar").unwrap();
    assert!(conf(&c).is_empty());
    assert_eq!(c.conf.len(), 2);
    let dropped = c
        .warnings
        .iter()
        .filter(|w| w.message.contains("Ignoring non-Spark config property"));
    assert_eq!(dropped.count(), 2);
}

#[test]
fn option_to_property_mapping() {
    let c = parse_spark_submit(
            "spark-submit --master k8s://https://h:443 --deploy-mode cluster --name n --class C \
             --driver-memory 2g --driver-cores 3 --driver-java-options -Da=b \
             --driver-library-path /lib --driver-class-path /cp --executor-memory 3g \
             --executor-cores 4 --num-executors 5 --total-executor-cores 9 \
             --jars local:///a.jar --packages g:a:1 --exclude-packages g:b --repositories https://r \
             --files local:///f --archives local:///a.zip#x --py-files local:///p.py --queue q \
             --supervise --keytab /kt --principal p@R --proxy-user bob --properties-file /p.conf \
             -v local:///x.jar arg1",
        )
        .unwrap();
    assert_eq!(
        conf(&c),
        kv(&[
            ("spark.master", "k8s://https://h:443"),
            ("spark.submit.deployMode", "cluster"),
            ("spark.app.name", "n"),
            ("spark.driver.memory", "2g"),
            ("spark.driver.cores", "3"),
            ("spark.driver.extraJavaOptions", "-Da=b"),
            ("spark.driver.extraLibraryPath", "/lib"),
            ("spark.driver.extraClassPath", "/cp"),
            ("spark.executor.memory", "3g"),
            ("spark.executor.cores", "4"),
            ("spark.executor.instances", "5"),
            ("spark.jars", "local:///a.jar"),
            ("spark.jars.packages", "g:a:1"),
            ("spark.jars.excludes", "g:b"),
            ("spark.jars.repositories", "https://r"),
            ("spark.files", "local:///f"),
            ("spark.archives", "local:///a.zip#x"),
            ("spark.submit.pyFiles", "local:///p.py"),
            ("spark.kerberos.keytab", "/kt"),
            ("spark.kerberos.principal", "p@R"),
        ])
    );
    assert_eq!(c.proxy_user.as_deref(), Some("bob"));
    assert_eq!(c.properties_file.as_deref(), Some("/p.conf"));
    assert!(c.verbose);
    assert_eq!(c.app_args, vec!["arg1"]);
    // --total-executor-cores, --queue, --supervise are ignored on Kubernetes.
    assert_eq!(
        c.warnings
            .iter()
            .filter(|w| w.message.contains("ignores it on Kubernetes"))
            .count(),
        3,
        "{:?}",
        c.warnings
    );
    assert_eq!(
        c.spark_errors(Release::of(SparkVersion::V3_5_5)),
        vec![
            "requirement failed: Properties file /p.conf does not exist",
            "Only one of --proxy-user or --principal can be provided."
        ]
    );
}

#[test]
fn option_syntax_errors() {
    let e = parse_spark_submit("spark-submit --class").unwrap_err();
    assert_eq!(
        e,
        SubmitParseError::MissingOptionValue {
            option: "--class".into(),
            line: 1,
            column: 14
        }
    );
    assert!(
        e.to_string()
            .contains("Missing argument for option '--class'.")
    );
    let e = parse_spark_submit("spark-submit --conf noeq x.jar").unwrap_err();
    assert!(matches!(e, SubmitParseError::ConfWithoutEquals { ref value, .. } if value == "noeq"));
    assert!(e.to_string().contains("Invalid argument to --conf: noeq"));
    let e = parse_spark_submit("spark-submit --mastr k8s://x x.jar").unwrap_err();
    assert!(
        e.to_string().contains("Unrecognized option: --mastr"),
        "{e}"
    );
    assert!(e.to_string().contains("did you mean `--master`?"), "{e}");
    let e = parse_spark_submit("spark-submit -master k8s://x x.jar").unwrap_err();
    assert!(e.to_string().contains("did you mean `--master`?"), "{e}");
    // The `=` form: Spark reports the part before `=`; an empty value is no `=` form.
    let e = parse_spark_submit("spark-submit --bogus=1 x.jar").unwrap_err();
    assert!(
        matches!(e, SubmitParseError::UnrecognizedOption { ref option, .. } if option == "--bogus")
    );
    let e = parse_spark_submit("spark-submit --master= x.jar").unwrap_err();
    assert!(
        matches!(e, SubmitParseError::UnrecognizedOption { ref option, .. } if option == "--master=")
    );
    let e = parse_spark_submit("spark-submit --deploy-mode pod x.jar").unwrap_err();
    assert!(
        e.to_string()
            .contains(r#"--deploy-mode must be either "client" or "cluster""#)
    );
    for (cmd, opt) in [
        ("spark-submit --help", "--help"),
        ("spark-submit -h x.jar", "-h"),
        ("spark-submit --version", "--version"),
        ("spark-submit --kill sub-1 --master k8s://x", "--kill"),
        ("spark-submit --status sub-1", "--status"),
    ] {
        let e = parse_spark_submit(cmd).unwrap_err();
        assert!(
            matches!(e, SubmitParseError::NotASubmission { ref option, .. } if option == opt),
            "{cmd}: {e:?}"
        );
    }
}

#[test]
fn eq_form_edge_cases() {
    let c = parse_spark_submit("spark-submit --name=a=b --verbose=1 --class=C x.jar").unwrap();
    assert_eq!(c.conf_value("spark.app.name"), Some("a=b"));
    assert!(c.verbose);
    assert_eq!(c.main_class.as_deref(), Some("C"));
    assert!(
        c.warnings
            .iter()
            .any(|w| w.message.contains("ignores `=1`"))
    );
    // A value with a line break is not the `=` form (Java's `.`).
    let e = parse_spark_submit("spark-submit '--name=a\nb' x.jar").unwrap_err();
    assert!(matches!(e, SubmitParseError::UnrecognizedOption { .. }));
    assert_eq!(split_eq_option("--=x"), None);
    assert_eq!(split_eq_option("--a=x"), Some(("--a", "x")));
    assert_eq!(split_eq_option("-c=x"), None);
}

#[test]
fn program_detection() {
    for prog in [
        "spark-submit",
        "./bin/spark-submit",
        "/opt/spark/bin/spark-submit",
        "${SPARK_HOME}/bin/spark-submit",
        "$SPARK_HOME/bin/spark-submit",
        "\"$SPARK_HOME\"/bin/spark-submit",
    ] {
        let c = parse_spark_submit(&format!("{prog} --class A x.jar")).unwrap();
        assert_eq!(c.main_resource.as_deref(), Some("x.jar"), "{prog}");
        assert!(c.program.is_some());
    }
    let c = parse_spark_submit(
        "$ SPARK_HOME=/opt/spark HADOOP_CONF_DIR=/etc/hadoop env X=1 spark-submit --class A x.jar",
    )
    .unwrap();
    assert_eq!(
        c.env,
        kv(&[
            ("SPARK_HOME", "/opt/spark"),
            ("HADOOP_CONF_DIR", "/etc/hadoop"),
            ("X", "1")
        ])
    );
    let c = parse_spark_submit("--class A --master k8s://x local:///x.jar").unwrap();
    assert_eq!(c.program, None);
    assert_eq!(c.warnings.len(), 1);
    let e = parse_spark_submit("pyspark --master k8s://x").unwrap_err();
    assert!(e.to_string().contains("interactive shell"), "{e}");
    let e = parse_spark_submit("kubectl apply -f x.yaml").unwrap_err();
    assert!(
        matches!(e, SubmitParseError::NotSparkSubmit { ref program, .. } if program == "kubectl")
    );
    assert_eq!(
        parse_spark_submit("  \n # only a comment\n"),
        Err(SubmitParseError::Empty)
    );
    assert_eq!(parse_spark_submit("A=1 B=2"), Err(SubmitParseError::Empty));
    // A quoted `=` is not an assignment.
    let e = parse_spark_submit("\"A=1\" spark-submit").unwrap_err();
    assert!(matches!(e, SubmitParseError::NotSparkSubmit { .. }));
}

#[test]
fn multi_line_paste_with_prompts() {
    let c = parse_spark_submit(
        "$ spark-submit \\\n> --master k8s://https://h:443 \\\n  --class A \\\n\
             > local:///x.jar a b\n",
    )
    .unwrap();
    assert_eq!(c.conf_value("spark.master"), Some("k8s://https://h:443"));
    assert_eq!(c.app_args, vec!["a", "b"]);
    assert!(c.warnings.is_empty(), "{:?}", c.warnings);
}

/// A line break ends the command as in a shell: where the lines after it were meant as more of
/// it, the paste cannot run as it stands, and the error names the line and the fix.
#[test]
fn a_line_break_ends_the_command_as_in_a_shell() {
    let ends_early = |text: &str| match parse_spark_submit(text) {
        Err(e @ SubmitParseError::CommandEndsEarly { .. }) => e,
        other => panic!("{text:?}: {other:?}"),
    };
    // Blanks after the backslash: it escapes the blank, and the newline ends the command.
    let e = ends_early(
        "spark-submit \\\n  --master k8s://https://h:443 \\   \n  --class A \\\n  local:///x.jar\n",
    );
    assert_eq!(
        e.to_string(),
        "line 2, column 32: the `\\` is followed by blanks, so a shell ends the spark-submit \
         command at the end of line 2 and runs line 3 (`--class A \\`) as a command of its own; \
         delete the blanks after the `\\`"
    );
    // Windows line endings.
    let e = ends_early("spark-submit \\\r\n  --class A \\\r\n  local:///x.jar\r\n");
    assert!(
        e.to_string().starts_with(
            "line 1, column 14: the `\\` is followed by a carriage return (Windows line endings)"
        ),
        "{e}"
    );
    assert!(
        e.to_string()
            .ends_with("save the file with Unix (LF) line endings"),
        "{e}"
    );
    // A forgotten backslash before an option or the application file.
    let e = ends_early("spark-submit --class A\n--master k8s://x\nlocal:///x.jar\n");
    assert_eq!(
        e.to_string(),
        "line 1: the line ends without `\\`, so a shell ends the spark-submit command at the end \
         of line 1 and runs line 2 (`--master k8s://x`) as a command of its own; end line 1 with ` \\`"
    );
    let e = ends_early("spark-submit --class A --master k8s://x\n\n  local:///x.jar 10\n");
    assert!(
        matches!(
            e,
            SubmitParseError::CommandEndsEarly {
                line: 1,
                next_line: 3,
                ..
            }
        ),
        "{e:?}"
    );
    // A comment inside the command: the `\` before it continued into the comment.
    let e =
        ends_early("spark-submit \\\n  # the master\n  --master k8s://x \\\n  local:///x.jar\n");
    assert!(
        e.to_string()
            .starts_with("line 2: the comment runs to the end of the line"),
        "{e}"
    );

    // Another command after a complete one: only the first is used, as for `;`.
    let c = parse_spark_submit("spark-submit --class A local:///x.jar 10\necho done\n").unwrap();
    assert_eq!(c.app_args, vec!["10"]);
    assert_eq!(c.warnings.len(), 1, "{:?}", c.warnings);
    assert_eq!(
        c.warnings[0].message,
        "only the first command is used; ignored `echo done`"
    );
    // Comments and blank lines after the command are nothing.
    let c = parse_spark_submit("spark-submit --class A local:///x.jar\n\n# done\n").unwrap();
    assert!(c.warnings.is_empty(), "{:?}", c.warnings);
    // A `\` and blanks at the very end escape the blank into the last word, as a shell does.
    let c = parse_spark_submit("spark-submit --class A local:///x.jar \\  \n").unwrap();
    assert_eq!(c.app_args, vec![" "]);
    assert!(
        c.warnings[0].message.contains("escapes the blank after it"),
        "{:?}",
        c.warnings
    );
}

#[test]
fn paste_accidents_are_reported() {
    let c = parse_spark_submit("spark-submit --class A \u{2013}master k8s://x app.jar").unwrap();
    assert_eq!(c.main_resource.as_deref(), Some("\u{2013}master"));
    assert!(
        c.warnings
            .iter()
            .any(|w| w.message.contains("typographic dash")),
        "{:?}",
        c.warnings
    );
    // Quotes and blanks a word processor typed, inside words that are otherwise ASCII.
    let c = parse_spark_submit(
        "spark-submit --class A --conf spark.app.name=\u{201c}etl\u{201d} \
         --conf spark.x=a\u{a0}b app.jar",
    )
    .unwrap();
    for expected in ["typographic quotes", "non-breaking space"] {
        assert!(
            c.warnings.iter().any(|w| w.message.contains(expected)),
            "{expected}: {:?}",
            c.warnings
        );
    }
    let c =
        parse_spark_submit("spark-submit --class A --conf spark.x=$HOME/a --jars /opt/*.jar x.jar")
            .unwrap();
    assert!(
        c.warnings.iter().any(|w| w.message.contains("`$HOME`")),
        "{:?}",
        c.warnings
    );
    assert!(
        c.warnings.iter().any(|w| w.message.contains("wildcard")),
        "{:?}",
        c.warnings
    );
    assert!(
        c.warnings
            .iter()
            .any(|w| w.message.contains("no URI scheme")),
        "{:?}",
        c.warnings
    );
    let c =
        parse_spark_submit("spark-submit --class A --conf 'spark.x = 1' local:///x.jar").unwrap();
    assert_eq!(c.conf_value("spark.x "), Some(" 1"));
    assert!(
        c.warnings
            .iter()
            .any(|w| w.message.contains("surrounding blanks")),
        "{:?}",
        c.warnings
    );
    let c =
        parse_spark_submit("spark-submit --class A --master=k8s://<host> local:///x.jar").unwrap();
    assert!(
        c.warnings.iter().any(|w| w.message.contains("placeholder")),
        "{:?}",
        c.warnings
    );
}

#[test]
fn validation_like_spark() {
    let v35 = Release::of(SparkVersion::V3_5_5);
    let v43 = Release::of(SparkVersion::V4_3_0);
    let c = parse_spark_submit("spark-submit --master k8s://x local:///x.jar").unwrap();
    assert_eq!(
        c.spark_errors(v35),
        vec![
            "Failed to get main class in JAR with error 'No FileSystem for scheme \"local\"'.  \
                 Please specify one with --class."
        ]
    );
    let c = parse_spark_submit("spark-submit --class C").unwrap();
    assert_eq!(c.spark_errors(v35), vec!["Missing application resource."]);
    let c = parse_spark_submit(
        "spark-submit --class C --executor-memory 0 --driver-memory 1ki --executor-cores x \
             --conf spark.executor.instances=0 x.jar",
    )
    .unwrap();
    assert_eq!(
        c.spark_errors(v35),
        vec![
            "Driver memory must be a positive number",
            "Executor memory must be a positive number",
            "Executor cores must be a positive number",
            "Number of executors must be a positive number",
        ]
    );
    assert_eq!(c.spark_errors(v43).len(), 3); // 4.3 accepts `1ki`
    let c = parse_spark_submit(
        "spark-submit --class C --executor-cores +3 --num-executors 0 \
             --conf spark.dynamicAllocation.enabled=TRUE --total-executor-cores x x.jar",
    )
    .unwrap();
    assert_eq!(
        c.spark_errors(v35),
        vec!["Total executor cores must be a positive number"]
    );
    let c = parse_spark_submit("spark-submit --remote sc://h --master k8s://x --class C x.jar")
        .unwrap();
    assert_eq!(
        c.spark_errors(v35),
        vec!["Remote cannot be specified with master and/or deploy mode."]
    );
    let c = parse_spark_submit("spark-submit --load-spark-defaults --class C x.jar").unwrap();
    assert!(c.load_spark_defaults);
    assert_eq!(
        c.spark_errors(v35),
        vec!["Unrecognized option: --load-spark-defaults"]
    );
    assert!(c.spark_errors(v43).is_empty());
}

#[test]
fn helpers() {
    assert!(has_uri_scheme("local:///x"));
    assert!(has_uri_scheme("s3a://b/k"));
    assert!(!has_uri_scheme("/abs/x.jar"));
    assert!(!has_uri_scheme("rel/x.jar"));
    assert!(!has_uri_scheme("1a:x"));
    assert_eq!(java_parse_int("+3"), Some(3));
    assert_eq!(java_parse_int("-3"), Some(-3));
    assert_eq!(java_parse_int("2147483648"), None);
    assert_eq!(java_parse_int(" 3"), None);
    assert_eq!(java_parse_int("+"), None);
    assert_eq!(suggest_option("--mastr"), "; did you mean `--master`?");
}

/// `conf/testdata/spark-submit-jars.jsonl`: each command was split by bash, run through the real
/// launcher (`org.apache.spark.launcher.Main`) and then `SparkSubmitArguments` +
/// `SparkSubmit.prepareSubmitEnvironment` of Spark 3.5.5 and 4.3.0; recorded are the
/// resulting SparkConf (without `spark.app.submitTime`) and the Kubernetes client's child
/// arguments, or the error message spark-submit printed.
#[test]
fn matches_spark_submit_of_the_jars() {
    let data = include_str!("../testdata/spark-submit-jars.jsonl");
    let mut n = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        let rec: serde_json::Value = serde_json::from_str(line).unwrap();
        let cmd = rec["cmd"].as_str().unwrap();
        for (version, dialect) in [
            ("3.5.5", Release::of(SparkVersion::V3_5_5)),
            ("4.3.0", Release::of(SparkVersion::V4_3_0)),
        ] {
            let want = &rec[version];
            let parsed = parse_spark_submit(cmd);
            if let Some(err) = want.get("error").and_then(|e| e.as_str()) {
                match &parsed {
                    Err(e) => assert!(
                        e.to_string().contains(err),
                        "{version} {cmd}: {e} should mention {err}"
                    ),
                    Ok(c) => assert_eq!(
                        c.spark_errors(dialect),
                        vec![err.to_string()],
                        "{version} {cmd}"
                    ),
                }
                n += 1;
                continue;
            }
            let c = parsed.unwrap_or_else(|e| panic!("{version} {cmd}: {e}"));
            assert!(
                c.spark_errors(dialect).is_empty(),
                "{version} {cmd}: {:?}",
                c.spark_errors(dialect)
            );
            // What Spark derives on top of the command line (no properties file, empty env).
            let res = c.main_resource.clone().unwrap();
            let mut expected: std::collections::BTreeMap<String, String> =
                c.effective_conf().into_iter().collect();
            expected
                .entry("spark.app.name".into())
                .or_insert_with(|| c.default_app_name().unwrap());
            expected.entry("spark.submit.pyFiles".into()).or_default();
            if !c.is_python() && !c.is_r() {
                let jars = expected.entry("spark.jars".into()).or_default();
                if !jars.is_empty() {
                    jars.push(',');
                }
                jars.push_str(&res);
            }
            let got: std::collections::BTreeMap<String, String> = want["conf"]
                .as_object()
                .unwrap()
                .iter()
                .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_string()))
                .collect();
            assert_eq!(got, expected, "{version} {cmd}");

            // Child arguments of KubernetesClientApplication.
            let child: Vec<&str> = want["childArgs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap())
                .collect();
            let mut expected_child: Vec<String> = Vec::new();
            let main_class = if c.is_python() {
                expected_child.extend(["--primary-py-file".to_string(), res.clone()]);
                "org.apache.spark.deploy.PythonRunner".to_string()
            } else {
                expected_child.extend(["--primary-java-resource".to_string(), res.clone()]);
                c.main_class.clone().unwrap()
            };
            expected_child.extend(["--main-class".to_string(), main_class]);
            for a in &c.app_args {
                expected_child.extend(["--arg".to_string(), a.clone()]);
            }
            if let Some(u) = &c.proxy_user {
                expected_child.extend(["--proxy-user".to_string(), u.clone()]);
            }
            assert_eq!(child, expected_child, "{version} {cmd}");
            n += 1;
        }
    }
    assert!(n >= 70, "only {n} checks");
}

proptest! {
    #[test]
    fn never_panics(s in "\\PC*") {
        let _ = parse_spark_submit(&s);
    }

    #[test]
    fn never_panics_on_shellish_input(
        s in "(spark-submit |\\$ )?([ \\t\\n'\"\\\\$`#;|&<>(){}=a-c0-9-]|--conf|--master|-c|x\\.jar){0,30}"
    ) {
        if let Ok(c) = parse_spark_submit(&s) {
            let _ = c.effective_conf();
            let _ = c.spark_errors(Release::of(SparkVersion::V3_5_5));
            let _ = c.default_app_name();
        }
    }

    /// Words quoted with single quotes come back unchanged.
    #[test]
    fn single_quoted_words_round_trip(ws in proptest::collection::vec("[^']{0,10}", 0..6)) {
        let line: Vec<String> = ws.iter().map(|w| format!("'{w}'")).collect();
        let got = words(&line.join(" "));
        prop_assert_eq!(got, ws);
    }

    #[test]
    fn conf_values_round_trip(k in "spark\\.[a-z.]{1,10}", v in "[^'\\n]{0,20}") {
        let c = parse_spark_submit(&format!("spark-submit --conf '{k}={v}' --class A x.jar")).unwrap();
        prop_assert_eq!(c.effective_conf(), vec![(k, v)]);
    }
}

#[test]
fn the_properties_file_counts_below_every_option_and_conf() {
    let mut cmd = parse_spark_submit(
        "spark-submit --properties-file job.conf --conf spark.executor.cores=2 \
         --executor-memory 2g --class Main local:///app.jar",
    )
    .unwrap();
    let release = Release::of(SparkVersion::V3_5_5);
    // Not read yet: spark-submit fails as for a missing file.
    assert_eq!(
        cmd.spark_errors(release).first().map(String::as_str),
        Some("requirement failed: Properties file job.conf does not exist")
    );
    cmd.read_properties_files(|_| {
        Some(
            "spark.master k8s://https://h:6443\nspark.executor.cores 4\nspark.executor.memory 8g\n\
             spark.app.name a\nspark.app.name from-file\nnot.spark x\n"
                .to_string(),
        )
    })
    .unwrap();
    assert!(
        cmd.spark_errors(release).is_empty(),
        "{:?}",
        cmd.spark_errors(release)
    );
    assert_eq!(cmd.conf_value("spark.master"), Some("k8s://https://h:6443"));
    assert_eq!(
        cmd.conf_value("spark.executor.cores"),
        Some("2"),
        "--conf wins"
    );
    assert_eq!(
        cmd.conf_value("spark.executor.memory"),
        Some("2g"),
        "the option wins"
    );
    assert_eq!(
        cmd.conf_value("spark.app.name"),
        Some("from-file"),
        "the file's last"
    );
    assert_eq!(cmd.conf_value("not.spark"), None);
    assert!(
        cmd.warnings.iter().any(|w| w
            .message
            .contains("Ignoring non-Spark config property: not.spark")),
        "{:?}",
        cmd.warnings
    );
}

/// As spark-submit 3.3.4, 3.5.5 and 4.3.0 read them (the oracle's submit-to-conf with `--env`).
#[test]
fn environment_variables_count_where_nothing_else_sets_the_key() {
    let cmd = parse_spark_submit(
        "MASTER=k8s://https://1.2.3.4:6443 DEPLOY_MODE=cluster SPARK_EXECUTOR_MEMORY=3g \
         SPARK_DRIVER_MEMORY=2g SPARK_EXECUTOR_CORES=3 spark-submit --class Main \
         --conf spark.executor.cores=4 local:///x.jar",
    )
    .unwrap();
    assert_eq!(
        cmd.conf_value("spark.master"),
        Some("k8s://https://1.2.3.4:6443")
    );
    assert_eq!(cmd.conf_value("spark.submit.deployMode"), Some("cluster"));
    assert_eq!(cmd.conf_value("spark.executor.memory"), Some("3g"));
    assert_eq!(cmd.conf_value("spark.driver.memory"), Some("2g"));
    assert_eq!(
        cmd.conf_value("spark.executor.cores"),
        Some("4"),
        "--conf wins"
    );
    let cmd = parse_spark_submit(
        "MASTER=k8s://https://1.2.3.4:6443 spark-submit --master k8s://https://9.9.9.9:443 \
         --class Main local:///x.jar",
    )
    .unwrap();
    assert_eq!(
        cmd.conf_value("spark.master"),
        Some("k8s://https://9.9.9.9:443")
    );
}

#[test]
fn a_placeholder_with_blanks_is_an_error_at_its_line() {
    let e = parse_spark_submit(
        "spark-submit \\\n  --master k8s://https://<KUBE CLUSTER IP>:16443 \\\n  local:///app.py",
    )
    .unwrap_err();
    assert_eq!(
        e,
        SubmitParseError::Placeholder {
            placeholder: "<KUBE CLUSTER IP>".to_string(),
            line: 2,
            column: 26,
        }
    );
    assert!(e.to_string().contains("write the value instead"), "{e}");
    // Placeholders without blanks stay words; redirections stay redirections.
    assert!(parse_spark_submit("spark-submit --master k8s://https://<host>:443 <app-jar>").is_ok());
    assert!(parse_spark_submit("spark-submit --class A x.jar < input.txt > out.log").is_ok());
}

/// As spark-submit 4.3.0 reads them (the oracle's submit-to-conf): each extra file over the
/// properties file, the command line over both; 4.0 does not know the option.
#[test]
fn extra_properties_files_count_over_the_properties_file() {
    let mut cmd = parse_spark_submit(
        "spark-submit --properties-file a.conf --extra-properties-file b.conf \
         --conf spark.executor.cores=2 --class Main local:///app.jar",
    )
    .unwrap();
    assert_eq!(cmd.properties_files(), ["a.conf", "b.conf"]);
    cmd.read_properties_files(|path| match path {
        "a.conf" => Some("spark.executor.memory 3g\nspark.kubernetes.namespace a\n".to_string()),
        _ => Some("spark.executor.memory 5g\nspark.executor.cores 7\n".to_string()),
    })
    .unwrap();
    assert_eq!(cmd.conf_value("spark.executor.memory"), Some("5g"));
    assert_eq!(cmd.conf_value("spark.kubernetes.namespace"), Some("a"));
    assert_eq!(cmd.conf_value("spark.executor.cores"), Some("2"));
    assert!(
        cmd.spark_errors(Release::of(SparkVersion::V4_3_0))
            .is_empty()
    );
    assert_eq!(
        cmd.spark_errors(Release::of(SparkVersion::V4_0_5)),
        ["Unrecognized option: --extra-properties-file"]
    );
    let mut missing = parse_spark_submit(
        "spark-submit --extra-properties-file b.conf --class Main local:///app.jar",
    )
    .unwrap();
    missing.read_properties_files(|_| None).unwrap();
    assert_eq!(
        missing.spark_errors(Release::of(SparkVersion::V4_3_0)),
        ["requirement failed: Properties file b.conf does not exist"]
    );
}

/// As spark-submit 3.5.5 and 4.3.0 read it (the oracle's submit-to-conf with `--env
/// SPARK_CONF_DIR`): the environment's spark-defaults.conf without a properties file, below it
/// with `--load-spark-defaults`.
#[test]
fn the_environment_s_spark_defaults_come_last() {
    let var = |dir: Option<&str>, home: Option<&str>| {
        let (dir, home) = (dir.map(str::to_string), home.map(str::to_string));
        default_properties_file(move |n| match n {
            "SPARK_CONF_DIR" => dir.clone(),
            "SPARK_HOME" => home.clone(),
            _ => None,
        })
    };
    assert_eq!(
        var(Some("/c/"), Some("/h")).as_deref(),
        Some("/c/spark-defaults.conf")
    );
    assert_eq!(
        var(None, Some("/h")).as_deref(),
        Some("/h/conf/spark-defaults.conf")
    );
    assert_eq!(var(None, None), None);
    let read = |cmd: &mut SubmitCommand| {
        cmd.spark_defaults = Some("d/spark-defaults.conf".to_string());
        cmd.read_properties_files(|p| match p {
            "d/spark-defaults.conf" => {
                Some("spark.executor.memory 6g\nspark.kubernetes.namespace d\n".to_string())
            }
            _ => Some("spark.executor.memory 3g\n".to_string()),
        })
        .unwrap();
    };
    let mut alone = parse_spark_submit("spark-submit --class Main local:///x.jar").unwrap();
    read(&mut alone);
    assert_eq!(alone.conf_value("spark.executor.memory"), Some("6g"));
    let mut with_file =
        parse_spark_submit("spark-submit --properties-file p.conf --class Main local:///x.jar")
            .unwrap();
    read(&mut with_file);
    assert_eq!(with_file.conf_value("spark.executor.memory"), Some("3g"));
    assert_eq!(with_file.conf_value("spark.kubernetes.namespace"), None);
    let mut both = parse_spark_submit(
        "spark-submit --properties-file p.conf --load-spark-defaults --class Main local:///x.jar",
    )
    .unwrap();
    read(&mut both);
    assert_eq!(both.conf_value("spark.executor.memory"), Some("3g"));
    assert_eq!(both.conf_value("spark.kubernetes.namespace"), Some("d"));
    // A defaults file that is not there is no error.
    let mut none = parse_spark_submit("spark-submit --class Main local:///x.jar").unwrap();
    none.spark_defaults = Some("d/spark-defaults.conf".to_string());
    none.read_properties_files(|_| None).unwrap();
    assert!(
        none.spark_errors(Release::of(SparkVersion::V3_5_5))
            .is_empty()
    );
}

/// As spark-submit 3.3.4 and 3.4.0 read it (the oracle's submit-to-conf): 3.3 keeps
/// `spark.remote` as any other key, 3.4 refuses it with a master.
#[test]
fn remote_with_a_master_is_refused_from_3_4() {
    let cmd = parse_spark_submit(
        "spark-submit --master k8s://https://h:443 --deploy-mode cluster \
         --conf spark.remote=sc://x --class Main local:///x.jar",
    )
    .unwrap();
    assert!(
        cmd.spark_errors(Release::of(SparkVersion::V3_3_4))
            .is_empty()
    );
    assert_eq!(
        cmd.spark_errors(Release::of(SparkVersion::V3_4_0)),
        ["Remote cannot be specified with master and/or deploy mode."]
    );
}
