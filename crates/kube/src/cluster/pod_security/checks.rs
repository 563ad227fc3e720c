//! The Pod Security Standards' checks (`pod-security-admission/policy/check_*.go`), each with
//! the versions its rule changes at and the reason and detail texts the API server prints.

use std::collections::BTreeSet;

use k8s_openapi::api::core::v1::{
    Capabilities, ContainerPort, Lifecycle, LifecycleHandler, Pod, PodSpec, Probe, SecurityContext,
};

use super::Level;

/// One check: its id, level and the rule of each version from which it applies.
pub(super) struct Check {
    pub id: &'static str,
    pub level: Level,
    /// `(minimum minor version, rule)`, oldest first.
    pub versions: &'static [(u32, Rule)],
    /// The baseline check this restricted one replaces, from a minor version on.
    pub overrides: Option<(&'static str, u32)>,
}

/// `Some((reason, detail))` when the pod fails.
pub(super) type Rule = fn(&Pod) -> Option<(String, String)>;

/// Every check, baseline ones first, each level's in the byte order of their ids (the order
/// their failures are listed in).
pub(super) const CHECKS: &[Check] = &[
    baseline("appArmorProfile", &[(0, app_armor_profile)]),
    baseline("capabilities_baseline", &[(0, capabilities_baseline)]),
    baseline("hostNamespaces", &[(0, host_namespaces)]),
    baseline("hostPathVolumes", &[(0, host_path_volumes)]),
    baseline("hostPorts", &[(0, host_ports)]),
    baseline(
        "hostProbesAndHostLifecycle",
        &[(34, host_probes_and_lifecycle)],
    ),
    baseline("privileged", &[(0, privileged)]),
    baseline(
        "procMount",
        &[(0, proc_mount), (35, proc_mount_unless_user_namespace)],
    ),
    baseline(
        "seLinuxOptions",
        &[(0, se_linux_options_1_0), (31, se_linux_options_1_31)],
    ),
    baseline(
        "seccompProfile_baseline",
        &[(0, seccomp_annotations), (19, seccomp_baseline)],
    ),
    baseline(
        "sysctls",
        &[
            (0, sysctls_1_0),
            (27, sysctls_1_27),
            (29, sysctls_1_29),
            (32, sysctls_1_32),
            (37, sysctls_1_37),
        ],
    ),
    baseline("windowsHostProcess", &[(0, windows_host_process)]),
    restricted(
        "allowPrivilegeEscalation",
        &[
            (8, allow_privilege_escalation),
            (25, allow_privilege_escalation_1_25),
        ],
        None,
    ),
    restricted(
        "capabilities_restricted",
        &[
            (22, capabilities_restricted),
            (25, capabilities_restricted_1_25),
        ],
        Some(("capabilities_baseline", 22)),
    ),
    restricted(
        "procMount_restricted",
        &[(35, proc_mount)],
        Some(("procMount", 35)),
    ),
    restricted(
        "restrictedVolumes",
        &[(0, restricted_volumes)],
        Some(("hostPathVolumes", 0)),
    ),
    restricted(
        "runAsNonRoot",
        &[(0, run_as_non_root), (35, run_as_non_root_1_35)],
        None,
    ),
    restricted(
        "runAsUser",
        &[(23, run_as_user), (35, run_as_user_1_35)],
        None,
    ),
    restricted(
        "seccompProfile_restricted",
        &[(19, seccomp_restricted), (25, seccomp_restricted_1_25)],
        Some(("seccompProfile_baseline", 19)),
    ),
];

const fn baseline(id: &'static str, versions: &'static [(u32, Rule)]) -> Check {
    Check {
        id,
        level: Level::Baseline,
        versions,
        overrides: None,
    }
}

const fn restricted(
    id: &'static str,
    versions: &'static [(u32, Rule)],
    overrides: Option<(&'static str, u32)>,
) -> Check {
    Check {
        id,
        level: Level::Restricted,
        versions,
        overrides,
    }
}

/// A container as the checks see it: regular, init and ephemeral containers alike.
struct Seen<'a> {
    name: &'a str,
    sc: Option<&'a SecurityContext>,
    ports: &'a [ContainerPort],
    probes: [Option<&'a Probe>; 3],
    lifecycle: Option<&'a Lifecycle>,
}

/// `visitContainers`: init containers, containers, then ephemeral containers, in spec order.
fn containers(spec: &PodSpec) -> Vec<Seen<'_>> {
    let mut out = Vec::new();
    let init = spec.init_containers.iter().flatten();
    for c in init.chain(spec.containers.iter()) {
        out.push(Seen {
            name: &c.name,
            sc: c.security_context.as_ref(),
            ports: c.ports.as_deref().unwrap_or(&[]),
            probes: [
                c.liveness_probe.as_ref(),
                c.readiness_probe.as_ref(),
                c.startup_probe.as_ref(),
            ],
            lifecycle: c.lifecycle.as_ref(),
        });
    }
    for c in spec.ephemeral_containers.iter().flatten() {
        out.push(Seen {
            name: &c.name,
            sc: c.security_context.as_ref(),
            ports: c.ports.as_deref().unwrap_or(&[]),
            probes: [
                c.liveness_probe.as_ref(),
                c.readiness_probe.as_ref(),
                c.startup_probe.as_ref(),
            ],
            lifecycle: c.lifecycle.as_ref(),
        });
    }
    out
}

fn spec(pod: &Pod) -> Option<&PodSpec> {
    pod.spec.as_ref()
}

/// `joinQuote`: each in double quotes (not escaped), `", "` between.
fn join_quote<S: AsRef<str>>(items: &[S]) -> String {
    items
        .iter()
        .map(|s| format!("\"{}\"", s.as_ref()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `pluralize`: the singular only for exactly one.
fn plural<'a>(one: &'a str, many: &'a str, n: usize) -> &'a str {
    if n == 1 { one } else { many }
}

/// `volumes "a", "b" use restricted volume types "hostPath"`: what uses which kinds of thing,
/// each word in the number it counts, as the checks word it.
fn uses<S: AsRef<str>, T: AsRef<str>>(
    (one, many): (&str, &str),
    names: &[S],
    (kind, kinds): (&str, &str),
    values: &[T],
) -> String {
    format!(
        "{} {} {} {} {}",
        plural(one, many, names.len()),
        join_quote(names),
        plural("uses", "use", names.len()),
        plural(kind, kinds, values.len()),
        join_quote(values)
    )
}

/// `container "a"` / `containers "a", "b"`.
fn named(names: &[&str]) -> String {
    format!(
        "{} {}",
        plural("container", "containers", names.len()),
        join_quote(names)
    )
}

/// Go's `%q` of a string.
fn go_quote(s: &str) -> String {
    format!("{s:?}")
}

fn sorted(set: BTreeSet<String>) -> Vec<String> {
    set.into_iter().collect()
}

/// Containers matching `bad`, in visit order.
fn bad_containers(spec: &PodSpec, bad: impl Fn(&Seen) -> bool) -> Vec<&str> {
    containers(spec)
        .into_iter()
        .filter(|c| bad(c))
        .map(|c| c.name)
        .collect()
}

fn host_namespaces(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let set: Vec<&str> = [
        (s.host_network, "hostNetwork=true"),
        (s.host_pid, "hostPID=true"),
        (s.host_ipc, "hostIPC=true"),
    ]
    .into_iter()
    .filter(|(v, _)| *v == Some(true))
    .map(|(_, t)| t)
    .collect();
    (!set.is_empty()).then(|| ("host namespaces".into(), set.join(", ")))
}

fn privileged(pod: &Pod) -> Option<(String, String)> {
    let bad = bad_containers(spec(pod)?, |c| {
        c.sc.and_then(|s| s.privileged) == Some(true)
    });
    (!bad.is_empty()).then(|| {
        (
            "privileged".into(),
            format!(
                "{} must not set securityContext.privileged=true",
                named(&bad)
            ),
        )
    })
}

const DEFAULT_CAPABILITIES: [&str; 13] = [
    "AUDIT_WRITE",
    "CHOWN",
    "DAC_OVERRIDE",
    "FOWNER",
    "FSETID",
    "KILL",
    "MKNOD",
    "NET_BIND_SERVICE",
    "SETFCAP",
    "SETGID",
    "SETPCAP",
    "SETUID",
    "SYS_CHROOT",
];

fn added(c: &Seen) -> Vec<String> {
    c.sc.and_then(|s| s.capabilities.as_ref())
        .and_then(|c: &Capabilities| c.add.clone())
        .unwrap_or_default()
}

fn capabilities_baseline(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut caps = BTreeSet::new();
    let mut bad = Vec::new();
    for c in containers(s) {
        let extra: Vec<String> = added(&c)
            .into_iter()
            .filter(|a| !DEFAULT_CAPABILITIES.contains(&a.as_str()))
            .collect();
        if !extra.is_empty() {
            bad.push(c.name);
            caps.extend(extra);
        }
    }
    (!bad.is_empty()).then(|| {
        (
            "non-default capabilities".into(),
            format!(
                "{} must not include {} in securityContext.capabilities.add",
                named(&bad),
                join_quote(&sorted(caps))
            ),
        )
    })
}

fn host_path_volumes(pod: &Pod) -> Option<(String, String)> {
    let bad: Vec<&str> = spec(pod)?
        .volumes
        .iter()
        .flatten()
        .filter(|v| v.host_path.is_some())
        .map(|v| v.name.as_str())
        .collect();
    (!bad.is_empty()).then(|| {
        (
            "hostPath volumes".into(),
            format!(
                "{} {}",
                plural("volume", "volumes", bad.len()),
                join_quote(&bad)
            ),
        )
    })
}

fn host_ports(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut ports = BTreeSet::new();
    let mut bad = Vec::new();
    for c in containers(s) {
        let used: Vec<String> = c
            .ports
            .iter()
            .filter_map(|p| p.host_port.filter(|h| *h != 0))
            .map(|h| h.to_string())
            .collect();
        if !used.is_empty() {
            bad.push(c.name);
            ports.extend(used);
        }
    }
    (!bad.is_empty()).then(|| {
        (
            "hostPort".into(),
            format!(
                "{} {} {} {}",
                named(&bad),
                plural("uses", "use", bad.len()),
                plural("hostPort", "hostPorts", ports.len()),
                sorted(ports).join(", ")
            ),
        )
    })
}

fn host_probes_and_lifecycle(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let probe_hosts = |p: Option<&Probe>| {
        let p = p?;
        let http = p.http_get.as_ref().and_then(|h| h.host.clone());
        let tcp = p.tcp_socket.as_ref().and_then(|t| t.host.clone());
        Some([http, tcp])
    };
    let handler_hosts = |h: Option<&LifecycleHandler>| {
        let h = h?;
        let http = h.http_get.as_ref().and_then(|g| g.host.clone());
        let tcp = h.tcp_socket.as_ref().and_then(|t| t.host.clone());
        Some([http, tcp])
    };
    let (mut names, mut hosts) = (BTreeSet::new(), BTreeSet::new());
    for c in containers(s) {
        let handlers = [
            c.lifecycle.and_then(|l| l.post_start.as_ref()),
            c.lifecycle.and_then(|l| l.pre_stop.as_ref()),
        ];
        let found: Vec<String> = c
            .probes
            .iter()
            .filter_map(|p| probe_hosts(*p))
            .chain(handlers.iter().filter_map(|h| handler_hosts(*h)))
            .flatten()
            .flatten()
            .filter(|h| !h.is_empty())
            .collect();
        if !found.is_empty() {
            names.insert(c.name.to_string());
            hosts.extend(found);
        }
    }
    (!names.is_empty()).then(|| {
        (
            "probe or lifecycle host".into(),
            uses(
                ("container", "containers"),
                &sorted(names),
                ("probe or lifecycle host", "probe or lifecycle hosts"),
                &sorted(hosts),
            ),
        )
    })
}

fn app_armor_profile(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let allowed = |t: &str| t == "RuntimeDefault" || t == "Localhost";
    let mut setters = Vec::new();
    let mut values = BTreeSet::new();
    if let Some(p) = s
        .security_context
        .as_ref()
        .and_then(|c| c.app_armor_profile.as_ref())
        && !allowed(&p.type_)
    {
        setters.push("pod".to_string());
        values.insert(p.type_.clone());
    }
    let mut bad = Vec::new();
    for c in containers(s) {
        if let Some(p) = c.sc.and_then(|s| s.app_armor_profile.as_ref())
            && !allowed(&p.type_)
        {
            bad.push(c.name);
            values.insert(p.type_.clone());
        }
    }
    if !bad.is_empty() {
        setters.push(named(&bad));
    }
    let mut annotations: Vec<String> = pod
        .metadata
        .annotations
        .iter()
        .flatten()
        .filter(|(k, v)| {
            k.starts_with("container.apparmor.security.beta.kubernetes.io/")
                && !(v.is_empty() || *v == "runtime/default" || v.starts_with("localhost/"))
        })
        .map(|(k, v)| format!("{k}={}", go_quote(v)))
        .collect();
    let mut list = sorted(values);
    if !annotations.is_empty() {
        sparkpods_sort::sort(&mut annotations);
        setters.push(plural("annotation", "annotations", annotations.len()).to_string());
        list.extend(annotations);
    }
    (!setters.is_empty()).then(|| {
        (
            plural(
                "forbidden AppArmor profile",
                "forbidden AppArmor profiles",
                list.len(),
            )
            .to_string(),
            format!(
                "{} must not set AppArmor profile type to {}",
                setters.join(" and "),
                join_quote(&list)
            ),
        )
    })
}

fn se_linux_options(pod: &Pod, allowed: &[&str]) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut types = BTreeSet::new();
    let (mut user, mut role) = (false, false);
    let mut check = |o: &k8s_openapi::api::core::v1::SELinuxOptions| {
        let t = o.type_.as_deref().unwrap_or("");
        let mut ok = true;
        if !allowed.contains(&t) {
            ok = false;
            types.insert(t.to_string());
        }
        if o.user.as_deref().is_some_and(|u| !u.is_empty()) {
            ok = false;
            user = true;
        }
        if o.role.as_deref().is_some_and(|r| !r.is_empty()) {
            ok = false;
            role = true;
        }
        ok
    };
    let mut setters = Vec::new();
    if let Some(o) = s
        .security_context
        .as_ref()
        .and_then(|c| c.se_linux_options.as_ref())
        && !check(o)
    {
        setters.push("pod".to_string());
    }
    let mut bad = Vec::new();
    for c in containers(s) {
        if let Some(o) = c.sc.and_then(|s| s.se_linux_options.as_ref())
            && !check(o)
        {
            bad.push(c.name);
        }
    }
    if !bad.is_empty() {
        setters.push(named(&bad));
    }
    if setters.is_empty() {
        return None;
    }
    let mut data = Vec::new();
    if !types.is_empty() {
        let types = sorted(types);
        data.push(format!(
            "{} {}",
            plural("type", "types", types.len()),
            join_quote(&types)
        ));
    }
    if user {
        data.push("user may not be set".to_string());
    }
    if role {
        data.push("role may not be set".to_string());
    }
    Some((
        "seLinuxOptions".into(),
        format!(
            "{} set forbidden securityContext.seLinuxOptions: {}",
            setters.join(" and "),
            data.join("; ")
        ),
    ))
}

fn se_linux_options_1_0(pod: &Pod) -> Option<(String, String)> {
    se_linux_options(
        pod,
        &["", "container_t", "container_init_t", "container_kvm_t"],
    )
}

fn se_linux_options_1_31(pod: &Pod) -> Option<(String, String)> {
    se_linux_options(
        pod,
        &[
            "",
            "container_t",
            "container_init_t",
            "container_kvm_t",
            "container_engine_t",
        ],
    )
}

fn proc_mount(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut values = BTreeSet::new();
    let mut bad = Vec::new();
    for c in containers(s) {
        if let Some(m) = c.sc.and_then(|s| s.proc_mount.as_ref())
            && m != "Default"
        {
            bad.push(c.name);
            values.insert(m.clone());
        }
    }
    (!bad.is_empty()).then(|| {
        (
            "procMount".into(),
            format!(
                "{} must not set securityContext.procMount to {}",
                named(&bad),
                join_quote(&sorted(values))
            ),
        )
    })
}

/// `hostUsers: false`: the pod runs in a user namespace.
fn in_user_namespace(pod: &Pod) -> bool {
    spec(pod).and_then(|s| s.host_users) == Some(false)
}

fn proc_mount_unless_user_namespace(pod: &Pod) -> Option<(String, String)> {
    if in_user_namespace(pod) {
        return None;
    }
    proc_mount(pod)
}

fn valid_seccomp(t: &str) -> bool {
    t == "RuntimeDefault" || t == "Localhost"
}

fn seccomp_annotations(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let annotations = pod.metadata.annotations.as_ref();
    let valid =
        |v: &str| v == "runtime/default" || v == "docker/default" || v.starts_with("localhost/");
    let mut bad = BTreeSet::new();
    let mut check = |key: String| {
        if let Some(v) = annotations.and_then(|a| a.get(&key))
            && !valid(v)
        {
            bad.insert(format!("{key}={}", go_quote(v)));
        }
    };
    check("seccomp.security.alpha.kubernetes.io/pod".to_string());
    for c in containers(s) {
        check(format!(
            "container.seccomp.security.alpha.kubernetes.io/{}",
            c.name
        ));
    }
    (!bad.is_empty()).then(|| {
        (
            "seccompProfile".into(),
            format!(
                "forbidden {} {}",
                plural("annotation", "annotations", bad.len()),
                sorted(bad).join(", ")
            ),
        )
    })
}

/// The explicitly bad seccomp setters (pod, containers) and values, and the containers
/// that set no profile.
fn seccomp_setters(s: &PodSpec) -> (Vec<String>, BTreeSet<String>, bool, Vec<&str>) {
    let mut setters = Vec::new();
    let mut values = BTreeSet::new();
    let mut pod_set = false;
    if let Some(p) = s
        .security_context
        .as_ref()
        .and_then(|c| c.seccomp_profile.as_ref())
    {
        if valid_seccomp(&p.type_) {
            pod_set = true;
        } else {
            setters.push("pod".to_string());
            values.insert(p.type_.clone());
        }
    }
    let (mut explicit, mut implicit) = (Vec::new(), Vec::new());
    for c in containers(s) {
        match c.sc.and_then(|s| s.seccomp_profile.as_ref()) {
            Some(p) if !valid_seccomp(&p.type_) => {
                explicit.push(c.name);
                values.insert(p.type_.clone());
            }
            Some(_) => {}
            None => implicit.push(c.name),
        }
    }
    if !explicit.is_empty() {
        setters.push(named(&explicit));
    }
    (setters, values, pod_set, implicit)
}

fn seccomp_explicit(setters: &[String], values: BTreeSet<String>) -> (String, String) {
    (
        "seccompProfile".into(),
        format!(
            "{} must not set securityContext.seccompProfile.type to {}",
            setters.join(" and "),
            join_quote(&sorted(values))
        ),
    )
}

fn seccomp_baseline(pod: &Pod) -> Option<(String, String)> {
    let (setters, values, _, _) = seccomp_setters(spec(pod)?);
    (!setters.is_empty()).then(|| seccomp_explicit(&setters, values))
}

fn seccomp_restricted(pod: &Pod) -> Option<(String, String)> {
    let (setters, values, pod_set, implicit) = seccomp_setters(spec(pod)?);
    if !setters.is_empty() {
        return Some(seccomp_explicit(&setters, values));
    }
    (!pod_set && !implicit.is_empty()).then(|| {
        (
            "seccompProfile".into(),
            format!(
                "pod or {} must set securityContext.seccompProfile.type to \"RuntimeDefault\" or \"Localhost\"",
                named(&implicit)
            ),
        )
    })
}

const SYSCTLS_1_0: [&str; 5] = [
    "kernel.shm_rmid_forced",
    "net.ipv4.ip_local_port_range",
    "net.ipv4.tcp_syncookies",
    "net.ipv4.ping_group_range",
    "net.ipv4.ip_unprivileged_port_start",
];
const SYSCTLS_1_27: [&str; 1] = ["net.ipv4.ip_local_reserved_ports"];
const SYSCTLS_1_29: [&str; 4] = [
    "net.ipv4.tcp_keepalive_time",
    "net.ipv4.tcp_fin_timeout",
    "net.ipv4.tcp_keepalive_intvl",
    "net.ipv4.tcp_keepalive_probes",
];
const SYSCTLS_1_32: [&str; 2] = ["net.ipv4.tcp_rmem", "net.ipv4.tcp_wmem"];
const SYSCTLS_1_37: [&str; 2] = [
    "net.ipv4.tcp_slow_start_after_idle",
    "net.ipv4.tcp_notsent_lowat",
];

fn sysctls(pod: &Pod, allowed: &[&[&str]]) -> Option<(String, String)> {
    let bad: Vec<&str> = spec(pod)?
        .security_context
        .as_ref()
        .and_then(|c| c.sysctls.as_ref())
        .into_iter()
        .flatten()
        .map(|s| s.name.as_str())
        .filter(|n| !allowed.iter().any(|list| list.contains(n)))
        .collect();
    (!bad.is_empty()).then(|| ("forbidden sysctls".into(), bad.join(", ")))
}

fn sysctls_1_0(pod: &Pod) -> Option<(String, String)> {
    sysctls(pod, &[&SYSCTLS_1_0])
}

fn sysctls_1_27(pod: &Pod) -> Option<(String, String)> {
    sysctls(pod, &[&SYSCTLS_1_0, &SYSCTLS_1_27])
}

fn sysctls_1_29(pod: &Pod) -> Option<(String, String)> {
    sysctls(pod, &[&SYSCTLS_1_0, &SYSCTLS_1_27, &SYSCTLS_1_29])
}

fn sysctls_1_32(pod: &Pod) -> Option<(String, String)> {
    sysctls(
        pod,
        &[&SYSCTLS_1_0, &SYSCTLS_1_27, &SYSCTLS_1_29, &SYSCTLS_1_32],
    )
}

fn sysctls_1_37(pod: &Pod) -> Option<(String, String)> {
    sysctls(
        pod,
        &[
            &SYSCTLS_1_0,
            &SYSCTLS_1_27,
            &SYSCTLS_1_29,
            &SYSCTLS_1_32,
            &SYSCTLS_1_37,
        ],
    )
}

fn windows_host_process(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let host_process = |w: Option<&k8s_openapi::api::core::v1::WindowsSecurityContextOptions>| {
        w.and_then(|w| w.host_process) == Some(true)
    };
    let mut setters = Vec::new();
    if host_process(
        s.security_context
            .as_ref()
            .and_then(|c| c.windows_options.as_ref()),
    ) {
        setters.push("pod".to_string());
    }
    let bad = bad_containers(s, |c| {
        host_process(c.sc.and_then(|s| s.windows_options.as_ref()))
    });
    if !bad.is_empty() {
        setters.push(named(&bad));
    }
    (!setters.is_empty()).then(|| {
        (
            "hostProcess".into(),
            format!(
                "{} must not set securityContext.windowsOptions.hostProcess=true",
                setters.join(" and ")
            ),
        )
    })
}

fn allow_privilege_escalation(pod: &Pod) -> Option<(String, String)> {
    let bad = bad_containers(spec(pod)?, |c| {
        c.sc.and_then(|s| s.allow_privilege_escalation) != Some(false)
    });
    (!bad.is_empty()).then(|| {
        (
            "allowPrivilegeEscalation != false".into(),
            format!(
                "{} must set securityContext.allowPrivilegeEscalation=false",
                named(&bad)
            ),
        )
    })
}

fn capabilities_restricted(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let (mut missing_drop, mut adding) = (Vec::new(), Vec::new());
    let mut forbidden = BTreeSet::new();
    for c in containers(s) {
        let Some(caps) = c.sc.and_then(|s| s.capabilities.as_ref()) else {
            missing_drop.push(c.name);
            continue;
        };
        if !caps.drop.iter().flatten().any(|d| d == "ALL") {
            missing_drop.push(c.name);
        }
        let extra: Vec<String> = caps
            .add
            .iter()
            .flatten()
            .filter(|a| *a != "NET_BIND_SERVICE")
            .cloned()
            .collect();
        if !extra.is_empty() {
            adding.push(c.name);
            forbidden.extend(extra);
        }
    }
    let mut details = Vec::new();
    if !missing_drop.is_empty() {
        details.push(format!(
            "{} must set securityContext.capabilities.drop=[\"ALL\"]",
            named(&missing_drop)
        ));
    }
    if !adding.is_empty() {
        details.push(format!(
            "{} must not include {} in securityContext.capabilities.add",
            named(&adding),
            join_quote(&sorted(forbidden))
        ));
    }
    (!details.is_empty()).then(|| ("unrestricted capabilities".into(), details.join("; ")))
}

fn restricted_volumes(pod: &Pod) -> Option<(String, String)> {
    let mut names = Vec::new();
    let mut types = BTreeSet::new();
    for v in spec(pod)?.volumes.iter().flatten() {
        let allowed = v.config_map.is_some()
            || v.csi.is_some()
            || v.downward_api.is_some()
            || v.empty_dir.is_some()
            || v.ephemeral.is_some()
            || v.image.is_some()
            || v.persistent_volume_claim.is_some()
            || v.projected.is_some()
            || v.secret.is_some();
        if allowed {
            continue;
        }
        names.push(v.name.as_str());
        let kind = [
            (v.host_path.is_some(), "hostPath"),
            (v.gce_persistent_disk.is_some(), "gcePersistentDisk"),
            (v.aws_elastic_block_store.is_some(), "awsElasticBlockStore"),
            (v.git_repo.is_some(), "gitRepo"),
            (v.nfs.is_some(), "nfs"),
            (v.iscsi.is_some(), "iscsi"),
            (v.glusterfs.is_some(), "glusterfs"),
            (v.rbd.is_some(), "rbd"),
            (v.flex_volume.is_some(), "flexVolume"),
            (v.cinder.is_some(), "cinder"),
            (v.cephfs.is_some(), "cephfs"),
            (v.flocker.is_some(), "flocker"),
            (v.fc.is_some(), "fc"),
            (v.azure_file.is_some(), "azureFile"),
            (v.vsphere_volume.is_some(), "vsphereVolume"),
            (v.quobyte.is_some(), "quobyte"),
            (v.azure_disk.is_some(), "azureDisk"),
            (v.photon_persistent_disk.is_some(), "photonPersistentDisk"),
            (v.portworx_volume.is_some(), "portworxVolume"),
            (v.scale_io.is_some(), "scaleIO"),
            (v.storageos.is_some(), "storageos"),
        ]
        .into_iter()
        .find(|(set, _)| *set)
        .map_or("unknown", |(_, k)| k);
        types.insert(kind.to_string());
    }
    (!names.is_empty()).then(|| {
        (
            "restricted volume types".into(),
            uses(
                ("volume", "volumes"),
                &names,
                ("restricted volume type", "restricted volume types"),
                &sorted(types),
            ),
        )
    })
}

fn run_as_non_root(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut setters = Vec::new();
    let mut pod_non_root = false;
    match s.security_context.as_ref().and_then(|c| c.run_as_non_root) {
        Some(false) => setters.push("pod".to_string()),
        Some(true) => pod_non_root = true,
        None => {}
    }
    let (mut explicit, mut implicit) = (Vec::new(), Vec::new());
    for c in containers(s) {
        match c.sc.and_then(|s| s.run_as_non_root) {
            Some(false) => explicit.push(c.name),
            Some(true) => {}
            None if !pod_non_root => implicit.push(c.name),
            None => {}
        }
    }
    if !explicit.is_empty() {
        setters.push(named(&explicit));
    }
    let reason = || "runAsNonRoot != true".to_string();
    if !setters.is_empty() {
        return Some((
            reason(),
            format!(
                "{} must not set securityContext.runAsNonRoot=false",
                setters.join(" and ")
            ),
        ));
    }
    (!implicit.is_empty()).then(|| {
        (
            reason(),
            format!(
                "pod or {} must set securityContext.runAsNonRoot=true",
                named(&implicit)
            ),
        )
    })
}

fn run_as_user(pod: &Pod) -> Option<(String, String)> {
    let s = spec(pod)?;
    let mut setters = Vec::new();
    if s.security_context.as_ref().and_then(|c| c.run_as_user) == Some(0) {
        setters.push("pod".to_string());
    }
    let bad = bad_containers(s, |c| c.sc.and_then(|s| s.run_as_user) == Some(0));
    if !bad.is_empty() {
        setters.push(named(&bad));
    }
    (!setters.is_empty()).then(|| {
        (
            "runAsUser=0".into(),
            format!("{} must not set runAsUser=0", setters.join(" and ")),
        )
    })
}

/// `spec.os.name: windows`: from 1.25 the Linux-only restricted checks pass it.
fn windows(pod: &Pod) -> bool {
    spec(pod)
        .and_then(|s| s.os.as_ref())
        .is_some_and(|o| o.name == "windows")
}

fn allow_privilege_escalation_1_25(pod: &Pod) -> Option<(String, String)> {
    if windows(pod) {
        return None;
    }
    allow_privilege_escalation(pod)
}

fn capabilities_restricted_1_25(pod: &Pod) -> Option<(String, String)> {
    if windows(pod) {
        return None;
    }
    capabilities_restricted(pod)
}

fn seccomp_restricted_1_25(pod: &Pod) -> Option<(String, String)> {
    if windows(pod) {
        return None;
    }
    seccomp_restricted(pod)
}

fn run_as_non_root_1_35(pod: &Pod) -> Option<(String, String)> {
    if in_user_namespace(pod) {
        return None;
    }
    run_as_non_root(pod)
}

fn run_as_user_1_35(pod: &Pod) -> Option<(String, String)> {
    if in_user_namespace(pod) {
        return None;
    }
    run_as_user(pod)
}
