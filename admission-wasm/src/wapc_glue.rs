//! The waPC entry points of the policy module (wasm32 only): a thin layer over the library.

use kubewarden_policy_sdk::wapc_guest::{CallResult, register_function};

/// Registers the three functions Kubewarden's policy-server calls.
#[allow(unsafe_code)] // `no_mangle` is how the waPC host finds `wapc_init`.
#[unsafe(no_mangle)]
pub extern "C" fn wapc_init() {
    register_function("validate", validate);
    register_function("validate_settings", validate_settings);
    register_function(
        "protocol_version",
        kubewarden_policy_sdk::protocol_version_guest,
    );
}

fn validate(payload: &[u8]) -> CallResult {
    crate::instance_end::request_starts();
    Ok(crate::validate(payload))
}

fn validate_settings(payload: &[u8]) -> CallResult {
    Ok(crate::validate_settings(payload))
}
