mod http_ingress_path;
pub use self::http_ingress_path::HTTPIngressPath;

mod http_ingress_rule_value;
pub use self::http_ingress_rule_value::HTTPIngressRuleValue;

mod ip_address;
pub use self::ip_address::IPAddress;

mod ip_address_spec;
pub use self::ip_address_spec::IPAddressSpec;

mod ip_block;
pub use self::ip_block::IPBlock;

mod ingress;
pub use self::ingress::Ingress;

mod ingress_backend;
pub use self::ingress_backend::IngressBackend;

mod ingress_class;
pub use self::ingress_class::IngressClass;

mod ingress_class_parameters_reference;
pub use self::ingress_class_parameters_reference::IngressClassParametersReference;

mod ingress_class_spec;
pub use self::ingress_class_spec::IngressClassSpec;

mod ingress_load_balancer_ingress;
pub use self::ingress_load_balancer_ingress::IngressLoadBalancerIngress;

mod ingress_load_balancer_status;
pub use self::ingress_load_balancer_status::IngressLoadBalancerStatus;

mod ingress_port_status;
pub use self::ingress_port_status::IngressPortStatus;

mod ingress_rule;
pub use self::ingress_rule::IngressRule;

mod ingress_service_backend;
pub use self::ingress_service_backend::IngressServiceBackend;

mod ingress_spec;
pub use self::ingress_spec::IngressSpec;

mod ingress_status;
pub use self::ingress_status::IngressStatus;

mod ingress_tls;
pub use self::ingress_tls::IngressTLS;

mod network_policy;
pub use self::network_policy::NetworkPolicy;

mod network_policy_egress_rule;
pub use self::network_policy_egress_rule::NetworkPolicyEgressRule;

mod network_policy_ingress_rule;
pub use self::network_policy_ingress_rule::NetworkPolicyIngressRule;

mod network_policy_peer;
pub use self::network_policy_peer::NetworkPolicyPeer;

mod network_policy_port;
pub use self::network_policy_port::NetworkPolicyPort;

mod network_policy_spec;
pub use self::network_policy_spec::NetworkPolicySpec;

mod parent_reference;
pub use self::parent_reference::ParentReference;

mod service_backend_port;
pub use self::service_backend_port::ServiceBackendPort;

mod service_cidr;
pub use self::service_cidr::ServiceCIDR;

mod service_cidr_spec;
pub use self::service_cidr_spec::ServiceCIDRSpec;

mod service_cidr_status;
pub use self::service_cidr_status::ServiceCIDRStatus;
