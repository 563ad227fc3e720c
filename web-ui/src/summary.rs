//! The summary card: what each pod asks the scheduler for, and what the whole application
//! needs free in the cluster (driver + `spark.executor.instances` executors). Computed from the
//! rendered pods, as the scheduler computes a pod's request: the sum over its containers, or the
//! largest init container if that is larger.

use builder_core::{
    ExecutorCount, MemoryAnatomy, Rendered, Role, Submission, executor_count, rendered_memory,
};
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
    /// Each pod's memory, part by part (the driver's first).
    pub memory: Vec<MemoryAnatomy>,
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
            memory: Vec::new(),
        }
    }

    /// With each pod's memory, read from the pods as shown (as a webhook left them).
    pub fn with_memory(
        self,
        sub: &Submission,
        rendered: &Rendered,
        driver: Option<&Value>,
        executor: Option<&Value>,
    ) -> Self {
        let memory = rendered_memory(sub, rendered, |role| match role {
            Role::Driver => driver,
            Role::Executor => executor,
        });
        Summary { memory, ..self }
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

/// One part of a pod's memory bar.
#[derive(Debug, Clone, PartialEq)]
pub struct MemorySegment {
    /// `heap`, `overhead`, `off-heap`, `pyspark` or `above-request` (its style and test id).
    pub part: &'static str,
    /// What it is, with its size.
    pub label: String,
    /// Its size.
    pub mib: i64,
}

/// A pod's memory as the bar shows it, left to right: what the JVM heap may take (`-Xmx`), the
/// overhead, off-heap and PySpark memory Spark adds to the request, and the limit above the
/// request. Parts of no size are left out.
pub fn memory_segments(a: &MemoryAnatomy) -> Vec<MemorySegment> {
    let heap = a.max_heap_mib.unwrap_or(a.parts.heap_mib);
    let overhead = match a.parts.overhead_from {
        builder_core::OverheadFrom::Key(key) => format!("overhead ({})", key.key),
        builder_core::OverheadFrom::Factor(f) if a.parts.overhead_mib == f.minimum_mib => {
            format!("overhead (the {} MiB minimum)", f.minimum_mib)
        }
        builder_core::OverheadFrom::Factor(f) => {
            format!("overhead ({} × the heap)", f.factor)
        }
    };
    [
        ("heap", format!("JVM heap (-Xmx {heap} MiB)"), heap),
        ("overhead", overhead, a.parts.overhead_mib),
        (
            "off-heap",
            "off-heap (spark.memory.offHeap.size)".to_string(),
            a.parts.off_heap_mib,
        ),
        (
            "pyspark",
            "PySpark workers (spark.executor.pyspark.memory)".to_string(),
            a.parts.pyspark_mib,
        ),
        (
            "above-request",
            "limit above the request".to_string(),
            a.limit_above_request_mib(),
        ),
    ]
    .into_iter()
    .filter(|(_, _, mib)| *mib > 0)
    .map(|(part, label, mib)| MemorySegment {
        part,
        label: format!("{label}: {mib} MiB"),
        mib,
    })
    .collect()
}

/// What the bar does not show, one sentence each: the request and limit against Spark's sum,
/// where `-Xmx` comes from, memory-backed volumes inside the limit, devices.
pub fn memory_notes(a: &MemoryAnatomy) -> Vec<String> {
    let mut out = vec![format!(
        "Spark asks for {} MiB (heap + overhead + off-heap + PySpark); request {}, limit {}.",
        a.parts.total_mib(),
        a.request.as_deref().unwrap_or("none"),
        a.limit.as_deref().unwrap_or("none")
    )];
    let from = match a.max_heap_from {
        builder_core::HeapFrom::ExecutorEnv => "SPARK_EXECUTOR_MEMORY".to_string(),
        builder_core::HeapFrom::DriverConf => "spark.driver.memory".to_string(),
        builder_core::HeapFrom::DriverEnv(v) => format!("the driver's {v} environment variable"),
        builder_core::HeapFrom::Default => "spark-submit's default".to_string(),
    };
    out.push(match a.max_heap_mib {
        Some(x) if x != a.parts.heap_mib => format!(
            "-Xmx{x}m from {from}, but the request counts a {} MiB heap.",
            a.parts.heap_mib
        ),
        _ => format!("-Xmx from {from}."),
    });
    if a.limit_above_request_mib() > 0 {
        out.push(format!(
            "The limit is {} MiB above the request: the heap cannot use it, the scheduler does not reserve it.",
            a.limit_above_request_mib()
        ));
    }
    for t in &a.tmpfs {
        out.push(format!(
            "{} ({}) is in memory: its files count inside the limit{}.",
            t.mount_path,
            t.volume,
            t.size_limit
                .as_deref()
                .map(|l| format!(", up to {l}"))
                .unwrap_or_default()
        ));
    }
    for (name, q) in &a.devices {
        out.push(format!("{name}: {q}."));
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

    /// The bars: heap and overhead of Spark's sum, tmpfs local dirs and PySpark memory noted.
    #[test]
    fn memory_bars_show_spark_s_parts_and_the_notes() {
        let s = summary(
            "spark.executor.memory 4g\nspark.kubernetes.local.dirs.tmpfs true\n\
             spark.kubernetes.executor.limit.cores 2\n",
        );
        let executor = s.memory.iter().find(|a| a.role == Role::Executor).unwrap();
        let parts: Vec<(&str, i64)> = memory_segments(executor)
            .iter()
            .map(|g| (g.part, g.mib))
            .collect();
        assert_eq!(parts, vec![("heap", 4096), ("overhead", 409)]);
        let notes = memory_notes(executor).join("\n");
        assert!(notes.contains("Spark asks for 4505 MiB"), "{notes}");
        assert!(
            notes.contains("is in memory: its files count inside the limit"),
            "{notes}"
        );
        assert!(
            notes.contains("-Xmx from SPARK_EXECUTOR_MEMORY."),
            "{notes}"
        );
        // The default overhead is the minimum for a 1 GiB driver.
        let driver = s.memory.iter().find(|a| a.role == Role::Driver).unwrap();
        assert_eq!(
            memory_segments(driver)[1].label,
            "overhead (the 384 MiB minimum): 384 MiB"
        );
    }
}
