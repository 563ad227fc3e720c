//! A submission as a `spark-defaults.conf`: its keys as `Properties.store` writes them, and
//! sparkpods' `#@` directives (comments to Spark) for what a conf cannot say.

use builder_core::store_line;

use crate::{Converted, SparkApp};

/// The conf of `app`.
pub fn write(app: &SparkApp) -> Converted {
    let mut text = String::from(
        "# Written by `sparkpods convert --to conf`. The #@ lines are sparkpods' directives (Spark\n\
         # reads them as comments): what spark-submit takes besides the conf.\n",
    );
    let mut directive = |name: &str, value: &str| {
        text.push_str(&format!("#@{name} {value}\n"));
    };
    directive("spark-version", app.release.as_str());
    if let Some(submit) = app.submit_release {
        directive("submit-version", submit.as_str());
    }
    directive("main-class", &app.main_class);
    directive("main-resource", app.main_resource_uri().unwrap_or("none"));
    for arg in &app.app_args {
        directive("app-arg", arg);
    }
    if let Some(user) = &app.proxy_user {
        directive("proxy-user", user);
    }
    for (k, v) in &app.env {
        directive("env", &format!("{k}={v}"));
    }
    for (k, v) in &app.conf {
        text.push_str(&store_line(k, v));
        text.push('\n');
    }
    Converted {
        text,
        files: app.files.clone(),
        choices: Vec::new(),
    }
}
