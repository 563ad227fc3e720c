mod aws_elastic_block_store_volume_source;
pub use self::aws_elastic_block_store_volume_source::AWSElasticBlockStoreVolumeSource;

mod affinity;
pub use self::affinity::Affinity;

mod app_armor_profile;
pub use self::app_armor_profile::AppArmorProfile;

mod attached_volume;
pub use self::attached_volume::AttachedVolume;

mod azure_disk_volume_source;
pub use self::azure_disk_volume_source::AzureDiskVolumeSource;

mod azure_file_persistent_volume_source;
pub use self::azure_file_persistent_volume_source::AzureFilePersistentVolumeSource;

mod azure_file_volume_source;
pub use self::azure_file_volume_source::AzureFileVolumeSource;

mod binding;
pub use self::binding::Binding;

mod csi_persistent_volume_source;
pub use self::csi_persistent_volume_source::CSIPersistentVolumeSource;

mod csi_volume_source;
pub use self::csi_volume_source::CSIVolumeSource;

mod capabilities;
pub use self::capabilities::Capabilities;

mod ceph_fs_persistent_volume_source;
pub use self::ceph_fs_persistent_volume_source::CephFSPersistentVolumeSource;

mod ceph_fs_volume_source;
pub use self::ceph_fs_volume_source::CephFSVolumeSource;

mod cinder_persistent_volume_source;
pub use self::cinder_persistent_volume_source::CinderPersistentVolumeSource;

mod cinder_volume_source;
pub use self::cinder_volume_source::CinderVolumeSource;

mod client_ip_config;
pub use self::client_ip_config::ClientIPConfig;

mod cluster_trust_bundle_projection;
pub use self::cluster_trust_bundle_projection::ClusterTrustBundleProjection;

mod component_condition;
pub use self::component_condition::ComponentCondition;

mod component_status;
pub use self::component_status::ComponentStatus;

mod config_map;
pub use self::config_map::ConfigMap;

mod config_map_env_source;
pub use self::config_map_env_source::ConfigMapEnvSource;

mod config_map_key_selector;
pub use self::config_map_key_selector::ConfigMapKeySelector;

mod config_map_node_config_source;
pub use self::config_map_node_config_source::ConfigMapNodeConfigSource;

mod config_map_projection;
pub use self::config_map_projection::ConfigMapProjection;

mod config_map_volume_source;
pub use self::config_map_volume_source::ConfigMapVolumeSource;

mod container;
pub use self::container::Container;

mod container_extended_resource_request;
pub use self::container_extended_resource_request::ContainerExtendedResourceRequest;

mod container_image;
pub use self::container_image::ContainerImage;

mod container_port;
pub use self::container_port::ContainerPort;

mod container_resize_policy;
pub use self::container_resize_policy::ContainerResizePolicy;

mod container_restart_rule;
pub use self::container_restart_rule::ContainerRestartRule;

mod container_restart_rule_on_exit_codes;
pub use self::container_restart_rule_on_exit_codes::ContainerRestartRuleOnExitCodes;

mod container_state;
pub use self::container_state::ContainerState;

mod container_state_running;
pub use self::container_state_running::ContainerStateRunning;

mod container_state_terminated;
pub use self::container_state_terminated::ContainerStateTerminated;

mod container_state_waiting;
pub use self::container_state_waiting::ContainerStateWaiting;

mod container_status;
pub use self::container_status::ContainerStatus;

mod container_user;
pub use self::container_user::ContainerUser;

mod daemon_endpoint;
pub use self::daemon_endpoint::DaemonEndpoint;

mod downward_api_projection;
pub use self::downward_api_projection::DownwardAPIProjection;

mod downward_api_volume_file;
pub use self::downward_api_volume_file::DownwardAPIVolumeFile;

mod downward_api_volume_source;
pub use self::downward_api_volume_source::DownwardAPIVolumeSource;

mod empty_dir_volume_source;
pub use self::empty_dir_volume_source::EmptyDirVolumeSource;

mod endpoint_address;
pub use self::endpoint_address::EndpointAddress;

mod endpoint_port;
pub use self::endpoint_port::EndpointPort;

mod endpoint_subset;
pub use self::endpoint_subset::EndpointSubset;

mod endpoints;
pub use self::endpoints::Endpoints;

mod env_from_source;
pub use self::env_from_source::EnvFromSource;

mod env_var;
pub use self::env_var::EnvVar;

mod env_var_source;
pub use self::env_var_source::EnvVarSource;

mod ephemeral_container;
pub use self::ephemeral_container::EphemeralContainer;

mod ephemeral_volume_source;
pub use self::ephemeral_volume_source::EphemeralVolumeSource;

mod event;
pub use self::event::Event;

mod event_series;
pub use self::event_series::EventSeries;

mod event_source;
pub use self::event_source::EventSource;

mod eviction_responder;
pub use self::eviction_responder::EvictionResponder;

mod exec_action;
pub use self::exec_action::ExecAction;

mod fc_volume_source;
pub use self::fc_volume_source::FCVolumeSource;

mod file_key_selector;
pub use self::file_key_selector::FileKeySelector;

mod flex_persistent_volume_source;
pub use self::flex_persistent_volume_source::FlexPersistentVolumeSource;

mod flex_volume_source;
pub use self::flex_volume_source::FlexVolumeSource;

mod flocker_volume_source;
pub use self::flocker_volume_source::FlockerVolumeSource;

mod gce_persistent_disk_volume_source;
pub use self::gce_persistent_disk_volume_source::GCEPersistentDiskVolumeSource;

mod grpc_action;
pub use self::grpc_action::GRPCAction;

mod git_repo_volume_source;
pub use self::git_repo_volume_source::GitRepoVolumeSource;

mod glusterfs_persistent_volume_source;
pub use self::glusterfs_persistent_volume_source::GlusterfsPersistentVolumeSource;

mod glusterfs_volume_source;
pub use self::glusterfs_volume_source::GlusterfsVolumeSource;

mod http_get_action;
pub use self::http_get_action::HTTPGetAction;

mod http_header;
pub use self::http_header::HTTPHeader;

mod host_alias;
pub use self::host_alias::HostAlias;

mod host_ip;
pub use self::host_ip::HostIP;

mod host_path_volume_source;
pub use self::host_path_volume_source::HostPathVolumeSource;

mod iscsi_persistent_volume_source;
pub use self::iscsi_persistent_volume_source::ISCSIPersistentVolumeSource;

mod iscsi_volume_source;
pub use self::iscsi_volume_source::ISCSIVolumeSource;

mod image_volume_source;
pub use self::image_volume_source::ImageVolumeSource;

mod image_volume_status;
pub use self::image_volume_status::ImageVolumeStatus;

mod key_to_path;
pub use self::key_to_path::KeyToPath;

mod lifecycle;
pub use self::lifecycle::Lifecycle;

mod lifecycle_handler;
pub use self::lifecycle_handler::LifecycleHandler;

mod limit_range;
pub use self::limit_range::LimitRange;

mod limit_range_item;
pub use self::limit_range_item::LimitRangeItem;

mod limit_range_spec;
pub use self::limit_range_spec::LimitRangeSpec;

mod linux_container_user;
pub use self::linux_container_user::LinuxContainerUser;

mod load_balancer_ingress;
pub use self::load_balancer_ingress::LoadBalancerIngress;

mod load_balancer_status;
pub use self::load_balancer_status::LoadBalancerStatus;

mod local_object_reference;
pub use self::local_object_reference::LocalObjectReference;

mod local_volume_source;
pub use self::local_volume_source::LocalVolumeSource;

mod modify_volume_status;
pub use self::modify_volume_status::ModifyVolumeStatus;

mod nfs_volume_source;
pub use self::nfs_volume_source::NFSVolumeSource;

mod namespace;
pub use self::namespace::Namespace;

mod namespace_condition;
pub use self::namespace_condition::NamespaceCondition;

mod namespace_spec;
pub use self::namespace_spec::NamespaceSpec;

mod namespace_status;
pub use self::namespace_status::NamespaceStatus;

mod node;
pub use self::node::Node;

mod node_address;
pub use self::node_address::NodeAddress;

mod node_affinity;
pub use self::node_affinity::NodeAffinity;

mod node_allocatable_mapped_resources;
pub use self::node_allocatable_mapped_resources::NodeAllocatableMappedResources;

mod node_allocatable_overhead_resources;
pub use self::node_allocatable_overhead_resources::NodeAllocatableOverheadResources;

mod node_allocatable_resource_claim_status;
pub use self::node_allocatable_resource_claim_status::NodeAllocatableResourceClaimStatus;

mod node_condition;
pub use self::node_condition::NodeCondition;

mod node_config_source;
pub use self::node_config_source::NodeConfigSource;

mod node_config_status;
pub use self::node_config_status::NodeConfigStatus;

mod node_daemon_endpoints;
pub use self::node_daemon_endpoints::NodeDaemonEndpoints;

mod node_features;
pub use self::node_features::NodeFeatures;

mod node_pod_preemption_policy;
pub use self::node_pod_preemption_policy::NodePodPreemptionPolicy;

mod node_runtime_handler;
pub use self::node_runtime_handler::NodeRuntimeHandler;

mod node_runtime_handler_features;
pub use self::node_runtime_handler_features::NodeRuntimeHandlerFeatures;

mod node_selector;
pub use self::node_selector::NodeSelector;

mod node_selector_requirement;
pub use self::node_selector_requirement::NodeSelectorRequirement;

mod node_selector_term;
pub use self::node_selector_term::NodeSelectorTerm;

mod node_spec;
pub use self::node_spec::NodeSpec;

mod node_status;
pub use self::node_status::NodeStatus;

mod node_swap_status;
pub use self::node_swap_status::NodeSwapStatus;

mod node_system_info;
pub use self::node_system_info::NodeSystemInfo;

mod object_field_selector;
pub use self::object_field_selector::ObjectFieldSelector;

mod object_reference;
pub use self::object_reference::ObjectReference;

mod persistent_volume;
pub use self::persistent_volume::PersistentVolume;

mod persistent_volume_claim;
pub use self::persistent_volume_claim::PersistentVolumeClaim;

mod persistent_volume_claim_condition;
pub use self::persistent_volume_claim_condition::PersistentVolumeClaimCondition;

mod persistent_volume_claim_spec;
pub use self::persistent_volume_claim_spec::PersistentVolumeClaimSpec;

mod persistent_volume_claim_status;
pub use self::persistent_volume_claim_status::PersistentVolumeClaimStatus;

mod persistent_volume_claim_template;
pub use self::persistent_volume_claim_template::PersistentVolumeClaimTemplate;

mod persistent_volume_claim_volume_source;
pub use self::persistent_volume_claim_volume_source::PersistentVolumeClaimVolumeSource;

mod persistent_volume_spec;
pub use self::persistent_volume_spec::PersistentVolumeSpec;

mod persistent_volume_status;
pub use self::persistent_volume_status::PersistentVolumeStatus;

mod photon_persistent_disk_volume_source;
pub use self::photon_persistent_disk_volume_source::PhotonPersistentDiskVolumeSource;

mod pod;
pub use self::pod::Pod;

mod pod_affinity;
pub use self::pod_affinity::PodAffinity;

mod pod_affinity_term;
pub use self::pod_affinity_term::PodAffinityTerm;

mod pod_anti_affinity;
pub use self::pod_anti_affinity::PodAntiAffinity;

mod pod_certificate_projection;
pub use self::pod_certificate_projection::PodCertificateProjection;

mod pod_condition;
pub use self::pod_condition::PodCondition;

mod pod_dns_config;
pub use self::pod_dns_config::PodDNSConfig;

mod pod_dns_config_option;
pub use self::pod_dns_config_option::PodDNSConfigOption;

mod pod_extended_resource_claim_status;
pub use self::pod_extended_resource_claim_status::PodExtendedResourceClaimStatus;

mod pod_ip;
pub use self::pod_ip::PodIP;

mod pod_os;
pub use self::pod_os::PodOS;

mod pod_readiness_gate;
pub use self::pod_readiness_gate::PodReadinessGate;

mod pod_resource_claim;
pub use self::pod_resource_claim::PodResourceClaim;

mod pod_resource_claim_status;
pub use self::pod_resource_claim_status::PodResourceClaimStatus;

mod pod_scheduling_gate;
pub use self::pod_scheduling_gate::PodSchedulingGate;

mod pod_scheduling_group;
pub use self::pod_scheduling_group::PodSchedulingGroup;

mod pod_security_context;
pub use self::pod_security_context::PodSecurityContext;

mod pod_spec;
pub use self::pod_spec::PodSpec;

mod pod_status;
pub use self::pod_status::PodStatus;

mod pod_template;
pub use self::pod_template::PodTemplate;

mod pod_template_spec;
pub use self::pod_template_spec::PodTemplateSpec;

mod pod_volume_health;
pub use self::pod_volume_health::PodVolumeHealth;

mod port_status;
pub use self::port_status::PortStatus;

mod portworx_volume_source;
pub use self::portworx_volume_source::PortworxVolumeSource;

mod preferred_scheduling_term;
pub use self::preferred_scheduling_term::PreferredSchedulingTerm;

mod probe;
pub use self::probe::Probe;

mod projected_volume_source;
pub use self::projected_volume_source::ProjectedVolumeSource;

mod quobyte_volume_source;
pub use self::quobyte_volume_source::QuobyteVolumeSource;

mod rbd_persistent_volume_source;
pub use self::rbd_persistent_volume_source::RBDPersistentVolumeSource;

mod rbd_volume_source;
pub use self::rbd_volume_source::RBDVolumeSource;

mod replication_controller;
pub use self::replication_controller::ReplicationController;

mod replication_controller_condition;
pub use self::replication_controller_condition::ReplicationControllerCondition;

mod replication_controller_spec;
pub use self::replication_controller_spec::ReplicationControllerSpec;

mod replication_controller_status;
pub use self::replication_controller_status::ReplicationControllerStatus;

mod resource_claim;
pub use self::resource_claim::ResourceClaim;

mod resource_field_selector;
pub use self::resource_field_selector::ResourceFieldSelector;

mod resource_health;
pub use self::resource_health::ResourceHealth;

mod resource_quota;
pub use self::resource_quota::ResourceQuota;

mod resource_quota_spec;
pub use self::resource_quota_spec::ResourceQuotaSpec;

mod resource_quota_status;
pub use self::resource_quota_status::ResourceQuotaStatus;

mod resource_requirements;
pub use self::resource_requirements::ResourceRequirements;

mod resource_status;
pub use self::resource_status::ResourceStatus;

mod se_linux_options;
pub use self::se_linux_options::SELinuxOptions;

mod scale_io_persistent_volume_source;
pub use self::scale_io_persistent_volume_source::ScaleIOPersistentVolumeSource;

mod scale_io_volume_source;
pub use self::scale_io_volume_source::ScaleIOVolumeSource;

mod scope_selector;
pub use self::scope_selector::ScopeSelector;

mod scoped_resource_selector_requirement;
pub use self::scoped_resource_selector_requirement::ScopedResourceSelectorRequirement;

mod seccomp_profile;
pub use self::seccomp_profile::SeccompProfile;

mod secret;
pub use self::secret::Secret;

mod secret_env_source;
pub use self::secret_env_source::SecretEnvSource;

mod secret_key_selector;
pub use self::secret_key_selector::SecretKeySelector;

mod secret_projection;
pub use self::secret_projection::SecretProjection;

mod secret_reference;
pub use self::secret_reference::SecretReference;

mod secret_volume_source;
pub use self::secret_volume_source::SecretVolumeSource;

mod security_context;
pub use self::security_context::SecurityContext;

mod service;
pub use self::service::Service;

mod service_account;
pub use self::service_account::ServiceAccount;

mod service_account_token_projection;
pub use self::service_account_token_projection::ServiceAccountTokenProjection;

mod service_port;
pub use self::service_port::ServicePort;

mod service_spec;
pub use self::service_spec::ServiceSpec;

mod service_status;
pub use self::service_status::ServiceStatus;

mod session_affinity_config;
pub use self::session_affinity_config::SessionAffinityConfig;

mod sleep_action;
pub use self::sleep_action::SleepAction;

mod storage_os_persistent_volume_source;
pub use self::storage_os_persistent_volume_source::StorageOSPersistentVolumeSource;

mod storage_os_volume_source;
pub use self::storage_os_volume_source::StorageOSVolumeSource;

mod sysctl;
pub use self::sysctl::Sysctl;

mod tcp_socket_action;
pub use self::tcp_socket_action::TCPSocketAction;

mod taint;
pub use self::taint::Taint;

mod toleration;
pub use self::toleration::Toleration;

mod topology_selector_label_requirement;
pub use self::topology_selector_label_requirement::TopologySelectorLabelRequirement;

mod topology_selector_term;
pub use self::topology_selector_term::TopologySelectorTerm;

mod topology_spread_constraint;
pub use self::topology_spread_constraint::TopologySpreadConstraint;

mod typed_local_object_reference;
pub use self::typed_local_object_reference::TypedLocalObjectReference;

mod typed_object_reference;
pub use self::typed_object_reference::TypedObjectReference;

mod volume;
pub use self::volume::Volume;

mod volume_device;
pub use self::volume_device::VolumeDevice;

mod volume_health_condition;
pub use self::volume_health_condition::VolumeHealthCondition;

mod volume_health_status;
pub use self::volume_health_status::VolumeHealthStatus;

mod volume_mount;
pub use self::volume_mount::VolumeMount;

mod volume_mount_status;
pub use self::volume_mount_status::VolumeMountStatus;

mod volume_node_affinity;
pub use self::volume_node_affinity::VolumeNodeAffinity;

mod volume_projection;
pub use self::volume_projection::VolumeProjection;

mod volume_resource_requirements;
pub use self::volume_resource_requirements::VolumeResourceRequirements;

mod volume_status;
pub use self::volume_status::VolumeStatus;

mod vsphere_virtual_disk_volume_source;
pub use self::vsphere_virtual_disk_volume_source::VsphereVirtualDiskVolumeSource;

mod weighted_pod_affinity_term;
pub use self::weighted_pod_affinity_term::WeightedPodAffinityTerm;

mod windows_security_context_options;
pub use self::windows_security_context_options::WindowsSecurityContextOptions;
