//! The Pod Security Standards' checks (`pod-security-admission/policy/check_*.go`), each with
//! the versions its rule changes at and the reason and detail texts the API server prints.
//! One file per upstream `check_*.go`, the table of them here.

mod allow_privilege_escalation;
mod app_armor_profile;
mod capabilities_baseline;
mod capabilities_restricted;
mod helpers;
mod host_namespaces;
mod host_path_volumes;
mod host_ports;
mod host_probes_and_host_lifecycle;
mod privileged;
mod proc_mount_baseline;
mod restricted_volumes;
mod run_as_non_root;
mod run_as_user;
mod se_linux_options;
mod seccomp;
mod seccomp_profile_baseline;
mod seccomp_profile_restricted;
mod sysctls;
mod visitor;
mod windows_host_process;

use k8s_openapi::api::core::v1::Pod;

use super::Level;

use allow_privilege_escalation::{allow_privilege_escalation, allow_privilege_escalation_1_25};
use app_armor_profile::app_armor_profile;
use capabilities_baseline::capabilities_baseline;
use capabilities_restricted::{capabilities_restricted, capabilities_restricted_1_25};
use host_namespaces::host_namespaces;
use host_path_volumes::host_path_volumes;
use host_ports::host_ports;
use host_probes_and_host_lifecycle::host_probes_and_lifecycle;
use privileged::privileged;
use proc_mount_baseline::{proc_mount, proc_mount_unless_user_namespace};
use restricted_volumes::restricted_volumes;
use run_as_non_root::{run_as_non_root, run_as_non_root_1_35};
use run_as_user::{run_as_user, run_as_user_1_35};
use se_linux_options::{se_linux_options_1_0, se_linux_options_1_31};
use seccomp_profile_baseline::{seccomp_annotations, seccomp_baseline};
use seccomp_profile_restricted::{seccomp_restricted, seccomp_restricted_1_25};
use sysctls::{sysctls_1_0, sysctls_1_27, sysctls_1_29, sysctls_1_32, sysctls_1_37};
use windows_host_process::windows_host_process;

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
