//! The JVM options SparkContext prepends to the driver's and the executors' extra Java options
//! (`JavaModuleOptions.defaultModuleOptions()` of the launcher, and from 3.4.0
//! `-Djava.net.preferIPv6Addresses`), so every executor on Java 17+ starts with them.

use crate::SparkVersion as V;
use crate::conf::SparkConf;
use crate::conf::registry::{self as keys, ConfKey};
use crate::error::SparkResult;
use crate::release::{Behaviour, Known, Release};
use sparkpods_jvm::java_trim;

/// `JavaModuleOptions.defaultModuleOptions()`: each option with the releases that have it, in
/// the launcher's order (recorded from every release's jars in
/// `testdata/java-module-options.tsv`, `scripts/regen-java-module-options.sh`).
pub const JAVA_MODULE_OPTIONS: &[(&str, Known)] = &[
    ("-XX:+IgnoreUnrecognizedVMOptions", Known::ALWAYS),
    (
        "--add-modules=jdk.incubator.vector",
        Known::since(&[V::V4_0_0]),
    ),
    ("--add-opens=java.base/java.lang=ALL-UNNAMED", Known::ALWAYS),
    (
        "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED",
        Known::ALWAYS,
    ),
    (
        "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
        Known::ALWAYS,
    ),
    ("--add-opens=java.base/java.io=ALL-UNNAMED", Known::ALWAYS),
    ("--add-opens=java.base/java.net=ALL-UNNAMED", Known::ALWAYS),
    ("--add-opens=java.base/java.nio=ALL-UNNAMED", Known::ALWAYS),
    ("--add-opens=java.base/java.util=ALL-UNNAMED", Known::ALWAYS),
    (
        "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
        Known::ALWAYS,
    ),
    (
        "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
        Known::ALWAYS,
    ),
    (
        "--add-opens=java.base/jdk.internal.ref=ALL-UNNAMED",
        Known::since(&[V::V3_3_4, V::V3_4_2, V::V3_5_1]),
    ),
    (
        "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
        Known::ALWAYS,
    ),
    (
        "--add-opens=java.base/sun.nio.cs=ALL-UNNAMED",
        Known::ALWAYS,
    ),
    (
        "--add-opens=java.base/sun.security.action=ALL-UNNAMED",
        Known::ALWAYS,
    ),
    (
        "--add-opens=java.base/sun.util.calendar=ALL-UNNAMED",
        Known::ALWAYS,
    ),
    (
        "--add-opens=java.security.jgss/sun.security.krb5=ALL-UNNAMED",
        Known::ALWAYS,
    ),
    (
        "-Djdk.reflect.useDirectMethodHandle=false",
        Known {
            since: Some(crate::release::Introduced::at(&[V::V3_4_0])),
            removed: Some(crate::release::Introduced::at(&[V::V4_2_0])),
        },
    ),
    (
        "-Dio.netty.tryReflectionSetAccessible=true",
        Known::since(&[V::V4_0_0]),
    ),
    (
        "-Dio.netty.allocator.type=pooled",
        Known::since(&[V::V4_1_0]),
    ),
    (
        "-Dio.netty.handler.ssl.defaultEndpointVerificationAlgorithm=NONE",
        Known::since(&[V::V4_1_0]),
    ),
    (
        "--sun-misc-unsafe-memory-access=allow",
        Known::since(&[V::V4_2_0]),
    ),
    (
        "--enable-native-access=ALL-UNNAMED",
        Known::since(&[V::V4_1_0]),
    ),
];

/// `JavaModuleOptions.defaultModuleOptions()` of `release`'s launcher.
pub fn java_module_options(release: Release) -> String {
    JAVA_MODULE_OPTIONS
        .iter()
        .filter(|(_, known)| known.in_release(release.libraries()))
        .map(|(option, _)| *option)
        .collect::<Vec<_>>()
        .join(" ")
}

/// An extra Java options entry as Spark reads it (`OptionalConfigEntry` with a prepended
/// key): the administrator's `defaultJavaOptions`, a blank, the user's `extraJavaOptions`,
/// each with its `${...}` references substituted.
pub fn prepended_java_options(
    conf: &SparkConf,
    default: &ConfKey,
    extra: &ConfKey,
) -> SparkResult<Option<String>> {
    let mut parts = Vec::new();
    for key in [default, extra] {
        if let Some(v) = conf.get(key.key) {
            parts.push(conf.substitute(v)?.into_owned());
        }
    }
    Ok((!parts.is_empty()).then(|| parts.join(" ")))
}

/// `SparkContext.supplementJavaModuleOptions` / `supplementJavaIPv6Options`: `options` before
/// the driver's and the executors' extra Java options. Before 4.1.0 the options as read, which
/// then hold their prepended defaults as well (each later read prepends them again); from
/// 4.1.0 the key's own value, trimmed.
pub(super) fn supplement(conf: &mut SparkConf, options: &str) -> SparkResult<()> {
    for (default, extra) in [
        (
            &keys::DRIVER_DEFAULT_JAVA_OPTIONS,
            &keys::DRIVER_JAVA_OPTIONS,
        ),
        (
            &keys::EXECUTOR_DEFAULT_JAVA_OPTIONS,
            &keys::EXECUTOR_JAVA_OPTIONS,
        ),
    ] {
        let value = if conf.release().has(Behaviour::SupplementsRawJavaOptions) {
            let own = conf.get(extra.key).unwrap_or_default();
            java_trim(&format!("{options} {own}")).to_string()
        } else {
            match prepended_java_options(conf, default, extra)? {
                Some(opts) => format!("{options} {opts}"),
                None => options.to_string(),
            }
        };
        conf.set(extra.key, &value);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every release's `JavaModuleOptions.defaultModuleOptions()`, recorded from its jars.
    const RECORDED: &str = include_str!("testdata/java-module-options.tsv");

    #[test]
    fn the_module_options_are_each_releases_launchers() {
        let mut seen = 0;
        for line in RECORDED
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let (version, options) = line.split_once('\t').unwrap();
            let version: V = version.parse().unwrap();
            assert_eq!(
                java_module_options(Release::of(version)),
                options,
                "{version}"
            );
            seen += 1;
        }
        assert_eq!(seen, V::ALL.len(), "every release is recorded");
    }

    /// The conf after `supplement(-XX:+A)` on `release` with the executors' default and extra
    /// options given.
    fn supplemented(release: V, extra: &str) -> SparkConf {
        let mut conf = SparkConf::from_entries(
            Release::of(release),
            [
                ("spark.executor.defaultJavaOptions", "-Dd=1"),
                ("spark.executor.extraJavaOptions", extra),
                ("spark.app.name", "app"),
            ],
        );
        supplement(&mut conf, "-XX:+A").unwrap();
        conf
    }

    #[test]
    fn supplements_prepend_to_both_roles_and_keep_the_defaults_key() {
        let conf = supplemented(V::V3_5_5, "-De=${spark.app.name}");
        assert_eq!(
            conf.get("spark.executor.extraJavaOptions"),
            Some("-XX:+A -Dd=1 -De=app")
        );
        assert_eq!(conf.get("spark.driver.extraJavaOptions"), Some("-XX:+A"));
        assert_eq!(conf.get("spark.executor.defaultJavaOptions"), Some("-Dd=1"));
    }

    #[test]
    fn from_4_1_the_supplements_take_the_key_as_written() {
        let conf = supplemented(V::V4_1_0, " -De=${spark.app.name} ");
        assert_eq!(
            conf.get("spark.executor.extraJavaOptions"),
            Some("-XX:+A  -De=${spark.app.name}")
        );
        assert_eq!(conf.get("spark.driver.extraJavaOptions"), Some("-XX:+A"));
    }
}
