//! The playground's own rules: what only a conf edited in the browser can get wrong. Every
//! other finding is `check`'s, by its rules.

use builder_core::Example;

builder_core::rules! {
    /// A file the conf names that the Files panel lacks.
    MISSING_FILE = "missing-file", Warning,
        "A file the conf names (a pod template, krb5.conf, a keytab) is not among the \
         playground's files: Spark reads it at submit time.",
        "Add a file of that name in the Files panel.",
        Example::conf(
            "spark.app.name=etl\nspark.kubernetes.executor.podTemplateFile=executor.yaml\n",
            "spark.app.name=etl\n");
    /// The app name spark-submit fills in.
    DEFAULT_APP_NAME = "default-app-name", Info,
        "No `spark.app.name`: spark-submit names the application after its main class or \
         resource, and the playground does the same.",
        "Set `spark.app.name` (or `--name`) to choose the pod names.",
        Example::conf("spark.executor.instances=2\n", "spark.app.name=etl\n");
}
