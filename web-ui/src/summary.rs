//! The summary card: what each pod asks the scheduler for, and what the whole application
//! needs free in the cluster (driver + `spark.executor.instances` executors). Computed from the
//! rendered pods, as the scheduler computes a pod's request: the sum over its containers, or the
//! largest init container if that is larger.

use builder_core::{ExecutorCount, executor_count};
use serde_json::Value;
use sparkpods_kube::Quantity;

/// Bytes in a MiB.
const MIB: f64 = 1024.0 * 1024.0;

/// Requests and limits of one pod (all containers), memory in MiB and CPU in cores.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct PodResources {
    pub memory_request_mib: f64,
    pub memory_limit_mib: Option<f64>,
    pub cpu_request: f64,
    pub cpu_limit: Option<f64>,
}

/// Other resources (GPUs, ephemeral storage, ...) a pod asks for: name and quantity text.
pub type Extended = Vec<(String, String)>;

/// The summary card.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    pub driver: Option<PodResources>,
    pub driver_extended: Extended,
    pub executor: Option<PodResources>,
    pub executor_extended: Extended,
    pub executors: Option<ExecutorCount>,
}

/// Totals for the application at a given executor count.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Totals {
    pub executors: u32,
    pub memory_request_mib: f64,
    pub cpu_request: f64,
    pub memory_limit_mib: Option<f64>,
    pub cpu_limit: Option<f64>,
}

impl Summary {
    /// The summary of rendered pods; `conf` gives the executor count.
    pub fn of(driver: Option<&Value>, executor: Option<&Value>, conf: &[(String, String)]) -> Self {
        Summary {
            driver: driver.map(pod_resources),
            driver_extended: driver.map(extended).unwrap_or_default(),
            executor: executor.map(pod_resources),
            executor_extended: executor.map(extended).unwrap_or_default(),
            executors: Some(executor_count(conf)),
        }
    }

    /// Driver plus `n` executors.
    pub fn totals(&self, n: u32) -> Option<Totals> {
        let d = self.driver?;
        let e = self.executor?;
        let nf = f64::from(n);
        Some(Totals {
            executors: n,
            memory_request_mib: d.memory_request_mib + nf * e.memory_request_mib,
            cpu_request: d.cpu_request + nf * e.cpu_request,
            memory_limit_mib: d
                .memory_limit_mib
                .zip(e.memory_limit_mib)
                .map(|(a, b)| a + nf * b),
            cpu_limit: d.cpu_limit.zip(e.cpu_limit).map(|(a, b)| a + nf * b),
        })
    }

    /// Totals at the executor counts worth showing: the fixed count, or dynamic min and max.
    pub fn total_rows(&self) -> Vec<Totals> {
        match self.executors {
            Some(ExecutorCount::Fixed(n)) => self.totals(n).into_iter().collect(),
            Some(ExecutorCount::Dynamic { min, max }) => {
                let mut rows: Vec<Totals> = self.totals(min).into_iter().collect();
                if let Some(m) = max.filter(|m| *m != min) {
                    rows.extend(self.totals(m));
                }
                rows
            }
            None => Vec::new(),
        }
    }
}

fn quantity(v: Option<&Value>) -> Option<f64> {
    v.and_then(Value::as_str).and_then(Quantity::approximate)
}

fn containers<'a>(pod: &'a Value, field: &str) -> impl Iterator<Item = &'a Value> {
    pod.pointer(&format!("/spec/{field}"))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
}

/// One container's (memory bytes, cpu) for `requests` or `limits`; a missing request counts
/// as the limit, as the API server defaults it.
fn container_amounts(c: &Value, which: &str) -> (Option<f64>, Option<f64>) {
    let get = |w: &str, r: &str| quantity(c.pointer(&format!("/resources/{w}/{r}")));
    let mem = get(which, "memory").or_else(|| {
        (which == "requests")
            .then(|| get("limits", "memory"))
            .flatten()
    });
    let cpu = get(which, "cpu").or_else(|| {
        (which == "requests")
            .then(|| get("limits", "cpu"))
            .flatten()
    });
    (mem, cpu)
}

/// A pod's effective requests/limits: max(sum of containers, largest init container).
fn pod_resources(pod: &Value) -> PodResources {
    let sum = |which: &str| -> (f64, f64, bool, bool) {
        let mut all_mem = true;
        let mut all_cpu = true;
        let (mut m, mut c) = (0.0, 0.0);
        for ctr in containers(pod, "containers") {
            let (mem, cpu) = container_amounts(ctr, which);
            all_mem &= mem.is_some();
            all_cpu &= cpu.is_some();
            m += mem.unwrap_or(0.0);
            c += cpu.unwrap_or(0.0);
        }
        for ctr in containers(pod, "initContainers") {
            let (mem, cpu) = container_amounts(ctr, which);
            m = m.max(mem.unwrap_or(0.0));
            c = c.max(cpu.unwrap_or(0.0));
        }
        (m, c, all_mem, all_cpu)
    };
    let (rm, rc, _, _) = sum("requests");
    let (lm, lc, all_lm, all_lc) = sum("limits");
    PodResources {
        memory_request_mib: rm / MIB,
        memory_limit_mib: all_lm.then_some(lm / MIB),
        cpu_request: rc,
        cpu_limit: all_lc.then_some(lc),
    }
}

/// Resources other than cpu and memory (GPUs, ephemeral-storage, ...), summed per name.
fn extended(pod: &Value) -> Extended {
    let mut out: Vec<(String, String)> = Vec::new();
    for c in containers(pod, "containers") {
        for which in ["limits", "requests"] {
            let Some(map) = c
                .pointer(&format!("/resources/{which}"))
                .and_then(Value::as_object)
            else {
                continue;
            };
            for (name, q) in map {
                if name == "cpu" || name == "memory" || out.iter().any(|(n, _)| n == name) {
                    continue;
                }
                out.push((name.clone(), q.as_str().unwrap_or_default().to_string()));
            }
        }
    }
    out
}

/// `9011` → `9011Mi`, `16384` → `16Gi`: the shortest exact binary unit.
pub fn format_mib(mib: f64) -> String {
    if mib >= 1024.0 && (mib / 1024.0).fract() == 0.0 {
        format!("{}Gi", mib / 1024.0)
    } else if mib.fract() == 0.0 {
        format!("{mib}Mi")
    } else {
        format!("{mib:.1}Mi")
    }
}

/// `0.5` → `500m`, `2` → `2`.
pub fn format_cpu(cores: f64) -> String {
    if cores.fract() == 0.0 {
        format!("{cores}")
    } else {
        format!("{}m", (cores * 1000.0).round())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::tests::preview_of;

    fn summary(conf: &str) -> Summary {
        preview_of(conf).summary
    }

    #[test]
    fn default_pods_and_two_executors() {
        let s = summary("");
        let d = s.driver.unwrap();
        let e = s.executor.unwrap();
        assert_eq!(d.memory_request_mib, 1408.0);
        assert_eq!(e.memory_request_mib, 1408.0);
        assert_eq!(d.memory_limit_mib, Some(1408.0));
        assert_eq!(d.cpu_request, 1.0);
        assert_eq!(s.executors, Some(ExecutorCount::Fixed(2)));
        let t = s.total_rows();
        assert_eq!(t.len(), 1);
        assert_eq!(t[0].memory_request_mib, 1408.0 * 3.0);
        assert_eq!(t[0].cpu_request, 3.0);
    }

    #[test]
    fn executor_memory_overhead_and_instances() {
        let s = summary(
            "spark.executor.memory 8g\nspark.executor.instances 10\nspark.executor.cores 4\n",
        );
        assert_eq!(s.executor.unwrap().memory_request_mib, 9011.0);
        let t = s.totals(10).unwrap();
        assert_eq!(t.memory_request_mib, 1408.0 + 90110.0);
        assert_eq!(t.cpu_request, 1.0 + 40.0);
    }

    #[test]
    fn dynamic_allocation_shows_min_and_max() {
        let s = summary(
            "spark.dynamicAllocation.enabled true\nspark.dynamicAllocation.minExecutors 1\nspark.dynamicAllocation.maxExecutors 20\n",
        );
        assert_eq!(
            s.executors,
            Some(ExecutorCount::Dynamic {
                min: 1,
                max: Some(20)
            })
        );
        let rows = s.total_rows();
        assert_eq!(
            rows.iter().map(|r| r.executors).collect::<Vec<_>>(),
            vec![1, 20]
        );
    }

    #[test]
    fn cpu_limit_and_gpus() {
        let s = summary(
            "spark.kubernetes.executor.limit.cores 2\nspark.kubernetes.executor.request.cores 500m\nspark.executor.resource.gpu.amount 1\nspark.executor.resource.gpu.vendor nvidia.com\nspark.executor.resource.gpu.discoveryScript /opt/gpu.sh\n",
        );
        let e = s.executor.unwrap();
        assert_eq!(e.cpu_request, 0.5);
        assert_eq!(e.cpu_limit, Some(2.0));
        assert_eq!(
            s.executor_extended,
            vec![("nvidia.com/gpu".to_string(), "1".to_string())]
        );
        assert!(s.driver.unwrap().cpu_limit.is_none());
    }

    #[test]
    fn sidecar_requests_are_added() {
        let pod: Value = serde_json::json!({"spec": {"containers": [
            {"resources": {"requests": {"memory": "100Mi", "cpu": "100m"}}},
            {"resources": {"requests": {"memory": "1Gi", "cpu": "1"}, "limits": {"memory": "1Gi"}}}
        ], "initContainers": [{"resources": {"requests": {"memory": "2Gi"}}}]}});
        let r = pod_resources(&pod);
        assert_eq!(r.memory_request_mib, 2048.0);
        assert!((r.cpu_request - 1.1).abs() < 1e-9);
        assert_eq!(r.memory_limit_mib, None);
    }

    #[test]
    fn formats() {
        assert_eq!(format_mib(9011.0), "9011Mi");
        assert_eq!(format_mib(16384.0), "16Gi");
        assert_eq!(format_cpu(0.5), "500m");
        assert_eq!(format_cpu(3.0), "3");
    }
}
