//! Custom resources (GPUs, FPGAs) of the default resource profile: `ResourceUtils` parsing and
//! `KubernetesUtils.buildResourcesQuantities`.

use std::collections::BTreeMap;

use crate::conf::SparkConf;
use crate::error::{SparkError, SparkResult};

/// One requested resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResourceRequest {
    pub name: String,
    pub amount: i64,
    pub vendor: Option<String>,
}

/// `ResourceUtils.parseAllResourceRequests(conf, component)` for `spark.driver` / `spark.executor`.
pub fn parse_resource_requests(
    conf: &SparkConf,
    component: &str,
) -> SparkResult<Vec<ResourceRequest>> {
    let prefix = format!("{component}.resource.");
    let mut names: Vec<String> = Vec::new();
    for (key, _) in conf.get_all_with_prefix(&prefix) {
        let Some(dot) = key.find('.') else {
            return Err(SparkError::spark(format!(
                "You must specify an amount config for resource: {key} config: {prefix}{key}"
            ))
            .with_key(format!("{prefix}{key}"))
            .with_hint(format!("use {prefix}<name>.amount")));
        };
        let name = key.get(..dot).unwrap_or_default().to_string();
        if !names.contains(&name) {
            names.push(name);
        }
    }
    let mut out = Vec::new();
    for name in names {
        let amount_key = format!("{prefix}{name}.amount");
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
            .get(&format!("{prefix}{name}.vendor"))
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
pub fn resource_quantities(
    conf: &SparkConf,
    component: &str,
) -> SparkResult<BTreeMap<String, String>> {
    let mut out = BTreeMap::new();
    for r in parse_resource_requests(conf, component)? {
        let Some(vendor) = r.vendor.filter(|v| !v.is_empty()) else {
            return Err(SparkError::spark(format!(
                "Resource: {} was requested, but vendor was not specified.",
                r.name
            ))
            .with_key(format!("{component}.resource.{}.vendor", r.name))
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
        let q = resource_quantities(&conf, "spark.driver").unwrap();
        assert_eq!(
            q.into_iter().collect::<Vec<_>>(),
            vec![("nvidia.com/gpu".to_string(), "2".to_string())]
        );
    }

    #[test]
    fn missing_vendor_or_amount_fails() {
        let conf = SparkConf::from_entries(V3_5_5, [("spark.driver.resource.gpu.amount", "1")]);
        let err = resource_quantities(&conf, "spark.driver").err().unwrap();
        assert_eq!(
            err.message,
            "Resource: gpu was requested, but vendor was not specified."
        );
        let conf = SparkConf::from_entries(V3_5_5, [("spark.driver.resource.gpu.vendor", "x")]);
        assert_eq!(
            resource_quantities(&conf, "spark.driver")
                .err()
                .unwrap()
                .message,
            "You must specify an amount for gpu"
        );
    }
}
