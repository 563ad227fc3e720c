//! What the offline submission stands in for ([`SubmitContext`]).

/// What the offline submission stands in for: values the operator reads from its pod and the
/// API server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmitContext {
    /// `status.submissionID`: a random UUID per attempt in the operator.
    pub submission_id: String,
    /// `metadata.uid` when the resource has none (as before it is applied).
    pub app_uid: String,
    /// `KUBERNETES_SERVICE_HOST` and `_PORT` of the operator's pod: `--master`.
    pub kubernetes_service_host: String,
    /// `KUBERNETES_SERVICE_PORT`, the port of `--master`.
    pub kubernetes_service_port: String,
}

impl Default for SubmitContext {
    fn default() -> Self {
        SubmitContext {
            submission_id: "00000000-0000-4000-8000-000000000001".into(),
            app_uid: "00000000-0000-4000-8000-0000000000a1".into(),
            kubernetes_service_host: "10.96.0.1".into(),
            kubernetes_service_port: "443".into(),
        }
    }
}
