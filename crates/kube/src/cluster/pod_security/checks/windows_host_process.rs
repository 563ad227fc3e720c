//! `windowsHostProcess` (`policy/check_windowsHostProcess.go`).

use k8s_openapi::api::core::v1::Pod;

use super::helpers::named;
use super::visitor::{bad_containers, spec};

pub(super) fn windows_host_process(pod: &Pod) -> Option<(String, String)> {
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
