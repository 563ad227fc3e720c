//! Custom resources (GPUs, FPGAs) of the default resource profile: `ResourceUtils` parsing and
//! `KubernetesUtils.buildResourcesQuantities`.

use std::collections::BTreeMap;

use crate::conf::SparkConf;
use crate::conf::registry::ConfKey;
use crate::error::{SparkError, SparkResult};
use crate::kubernetes_conf::Role;

/// One requested resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResourceRequest {
    pub name: String,
    pub amount: i64,
    pub vendor: Option<String>,
}

/// A setting of one custom resource, the last part of its key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResourceField {
    /// How many the container asks for.
    Amount,
    /// The device plugin's domain (`nvidia.com`): the limit is `<vendor>/<name>`.
    Vendor,
}

impl ResourceField {
    fn as_str(self) -> &'static str {
        match self {
            ResourceField::Amount => "amount",
            ResourceField::Vendor => "vendor",
        }
    }
}

/// The registry's prefix key of `role`'s custom resources (`spark.<role>.resource.`).
pub fn resources_prefix(role: Role) -> &'static ConfKey {
    role.keys().resource
}

/// The key of `field` of `role`'s custom resource `name`
/// (`spark.executor.resource.gpu.amount`): what the pod's limit is read from, and what a
/// finding about it names.
pub fn compute_key(role: Role, name: &str, field: ResourceField) -> String {
    resources_prefix(role).under(&format!("{name}.{}", field.as_str()))
}

/// `ResourceUtils.parseAllResourceRequests(conf, component)` for the driver or the executors.
pub fn parse_resource_requests(conf: &SparkConf, role: Role) -> SparkResult<Vec<ResourceRequest>> {
    let prefix = resources_prefix(role);
    let mut names: Vec<String> = Vec::new();
    for (key, _) in conf.get_all_with_prefix(prefix.key) {
        let Some(dot) = key.find('.') else {
            let full = prefix.under(&key);
            return Err(SparkError::spark(format!(
                "You must specify an amount config for resource: {key} config: {full}"
            ))
            .with_hint(format!(
                "use {}",
                compute_key(role, "<name>", ResourceField::Amount)
            ))
            .with_key(full));
        };
        let name = key.get(..dot).unwrap_or_default().to_string();
        if !names.contains(&name) {
            names.push(name);
        }
    }
    let mut out = Vec::new();
    for name in names {
        let amount_key = compute_key(role, &name, ResourceField::Amount);
        let raw = conf.get(&amount_key).ok_or_else(|| {
            SparkError::spark(format!("You must specify an amount for {name}"))
                .with_key(amount_key.clone())
                .with_hint(format!("set {amount_key}"))
        })?;
        let amount = crate::conf::spark_conf::parse_java_double(raw.trim()).ok_or_else(|| {
            SparkError::new(
                crate::error::JavaException::NumberFormat,
                format!("For input string: \"{raw}\""),
            )
            .with_key(amount_key.clone())
        })?;
        let vendor = conf
            .get(&compute_key(role, &name, ResourceField::Vendor))
            .map(str::to_string);
        if amount > 0.0 {
            out.push(ResourceRequest {
                name,
                amount: amount as i64,
                vendor,
            });
        }
    }
    Ok(out)
}

/// Container limits `<vendor>/<name>: <amount>` for the requests; a request without a vendor fails.
pub fn resource_quantities(conf: &SparkConf, role: Role) -> SparkResult<BTreeMap<String, String>> {
    let mut out = BTreeMap::new();
    for r in parse_resource_requests(conf, role)? {
        let Some(vendor) = r.vendor.filter(|v| !v.is_empty()) else {
            return Err(SparkError::spark(format!(
                "Resource: {} was requested, but vendor was not specified.",
                r.name
            ))
            .with_key(compute_key(role, &r.name, ResourceField::Vendor))
            .with_hint("set the vendor, e.g. nvidia.com for GPUs"));
        };
        out.insert(format!("{vendor}/{}", r.name), r.amount.to_string());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::release::SparkVersion::V3_5_5;

    #[test]
    fn vendor_slash_name_limits() {
        let conf = SparkConf::from_entries(
            V3_5_5,
            [
                ("spark.driver.resource.gpu.amount", "2"),
                ("spark.driver.resource.gpu.vendor", "nvidia.com"),
                ("spark.driver.resource.fpga.amount", "0"),
            ],
        );
        let q = resource_quantities(&conf, Role::Driver).unwrap();
        assert_eq!(
            q.into_iter().collect::<Vec<_>>(),
            vec![("nvidia.com/gpu".to_string(), "2".to_string())]
        );
    }

    #[test]
    fn keys_are_spelled_under_the_role_s_prefix() {
        assert_eq!(
            compute_key(Role::Driver, "gpu", ResourceField::Amount),
            "spark.driver.resource.gpu.amount"
        );
        assert_eq!(
            compute_key(Role::Executor, "fpga", ResourceField::Vendor),
            "spark.executor.resource.fpga.vendor"
        );
        let conf = SparkConf::from_entries(
            V3_5_5,
            [
                ("spark.executor.resource.gpu.amount", "3"),
                ("spark.executor.resource.gpu.vendor", "nvidia.com"),
                ("spark.driver.resource.fpga.amount", "1"),
            ],
        );
        assert_eq!(
            parse_resource_requests(&conf, Role::Executor).unwrap(),
            [ResourceRequest {
                name: "gpu".into(),
                amount: 3,
                vendor: Some("nvidia.com".into()),
            }]
        );
    }

    #[test]
    fn missing_vendor_or_amount_fails() {
        let conf = SparkConf::from_entries(V3_5_5, [("spark.driver.resource.gpu.amount", "1")]);
        let err = resource_quantities(&conf, Role::Driver).err().unwrap();
        assert_eq!(
            err.message,
            "Resource: gpu was requested, but vendor was not specified."
        );
        assert_eq!(err.key.as_deref(), Some("spark.driver.resource.gpu.vendor"));
        let conf = SparkConf::from_entries(V3_5_5, [("spark.driver.resource.gpu.vendor", "x")]);
        assert_eq!(
            resource_quantities(&conf, Role::Driver)
                .err()
                .unwrap()
                .message,
            "You must specify an amount for gpu"
        );
        let conf = SparkConf::from_entries(V3_5_5, [("spark.executor.resource.gpu", "1")]);
        let err = parse_resource_requests(&conf, Role::Executor)
            .err()
            .unwrap();
        assert_eq!(
            err.message,
            "You must specify an amount config for resource: gpu config: spark.executor.resource.gpu"
        );
        assert_eq!(err.key.as_deref(), Some("spark.executor.resource.gpu"));
        assert_eq!(
            err.hint.as_deref(),
            Some("use spark.executor.resource.<name>.amount")
        );
    }
}
