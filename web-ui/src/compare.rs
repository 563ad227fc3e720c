//! The Compare tab: the same inputs rendered with the selected release and with another one,
//! every field that differs grouped by object, each with the release that changes it and why
//! (builder-core's `release_diff`, as `sparkpods diff` prints it). Reached only through
//! [`crate::lazy`]: its code is fetched with the tab.

use builder_core::Case;
use builder_core::SparkVersion;
use builder_core::UserSteps;
use builder_core::{explain_steps, release_diff};
use serde_json::Value;

use crate::comparison::{Comparison, FieldView, ObjectView};
use crate::on_demand;

/// Compare `case` (read by [`crate::session::comparable_case`]) on its release `from` (the
/// inputs' release, spark-submit included) with `other`; the template reader still loading as
/// a message.
pub fn compare(case: &Case, from: SparkVersion, other: SparkVersion) -> Result<Comparison, String> {
    let steps = UserSteps::default();
    let sub = case.submission(&steps, on_demand::template_reader());
    let Some(changes) = on_demand::unless_templates_pending(|| release_diff(&sub, from, other))
    else {
        return Err("Loading the pod template reader…".to_string());
    };
    let objects = changes
        .into_iter()
        .map(|o| ObjectView {
            title: o.object,
            fields: o
                .fields
                .into_iter()
                .map(|f| FieldView {
                    path: if f.path.is_empty() {
                        "(the whole object)".to_string()
                    } else {
                        f.path
                    },
                    from: shown(f.from.as_ref()),
                    to: shown(f.to.as_ref()),
                    causes: explain_steps(&f.steps),
                })
                .collect(),
        })
        .collect();
    Ok(Comparison {
        from,
        to: other,
        objects,
    })
}

fn shown(v: Option<&Value>) -> String {
    match v {
        None => "(absent)".to_string(),
        Some(Value::String(s)) => s.clone(),
        Some(v) => v.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{Inputs, comparable_case};

    fn inputs(conf: &str, version: SparkVersion) -> Inputs {
        Inputs {
            conf: conf.to_string(),
            version,
            ..Inputs::default()
        }
    }

    /// The inputs compared as the tab compares them.
    fn compare_inputs(inputs: &Inputs, other: SparkVersion) -> Result<Comparison, String> {
        compare(&comparable_case(inputs)?, inputs.version, other)
    }

    #[test]
    fn a_spark_application_is_not_compared() {
        let r = compare_inputs(
            &inputs(
                "apiVersion: spark.apache.org/v1\nkind: SparkApplication\n",
                SparkVersion::V3_5_5,
            ),
            SparkVersion::V4_3_0,
        );
        assert!(r.is_err_and(|m| m.contains("sets its own releases")));
    }

    #[test]
    fn an_upgrade_shows_the_network_policy_and_its_cause() {
        let c = compare_inputs(
            &inputs(
                "spark.app.name a\nspark.kubernetes.container.image img\n",
                SparkVersion::V3_5_5,
            ),
            SparkVersion::V4_3_0,
        )
        .unwrap();
        assert_eq!((c.from, c.to), (SparkVersion::V3_5_5, SparkVersion::V4_3_0));
        let policy = c
            .objects
            .iter()
            .find(|o| o.title.starts_with("NetworkPolicy"))
            .expect("the NetworkPolicy appears");
        let field = &policy.fields[0];
        assert_eq!(field.from, "(absent)");
        assert!(
            field
                .causes
                .iter()
                .any(|(r, why)| r == "4.2.0" && why.starts_with("creates_network_policy"))
        );
        assert_eq!(c.objects[0].title, "driver pod");
        assert!(c.field_count() > 5);
    }

    #[test]
    fn the_same_release_compares_empty_and_bad_input_is_a_problem() {
        let same = compare_inputs(
            &inputs("spark.app.name a\n", SparkVersion::V4_1_4),
            SparkVersion::V4_1_4,
        )
        .unwrap();
        assert_eq!(same.field_count(), 0);
        assert!(
            compare_inputs(
                &inputs("spark-submit --master", SparkVersion::V4_1_4),
                SparkVersion::V4_3_0
            )
            .is_err()
        );
    }
}
