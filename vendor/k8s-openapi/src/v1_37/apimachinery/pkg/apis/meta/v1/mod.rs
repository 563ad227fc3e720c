mod api_group;
pub use self::api_group::APIGroup;

mod api_group_list;
pub use self::api_group_list::APIGroupList;

mod api_resource;
pub use self::api_resource::APIResource;

mod api_resource_list;
pub use self::api_resource_list::APIResourceList;

mod api_versions;
pub use self::api_versions::APIVersions;

mod condition;
pub use self::condition::Condition;

mod delete_options;
pub use self::delete_options::DeleteOptions;

mod field_selector_requirement;
pub use self::field_selector_requirement::FieldSelectorRequirement;

mod fields_v1;
pub use self::fields_v1::FieldsV1;

mod group_resource;
pub use self::group_resource::GroupResource;

mod group_version_for_discovery;
pub use self::group_version_for_discovery::GroupVersionForDiscovery;

mod label_selector;
pub use self::label_selector::LabelSelector;

mod label_selector_requirement;
pub use self::label_selector_requirement::LabelSelectorRequirement;

mod list_meta;
pub use self::list_meta::ListMeta;

mod managed_fields_entry;
pub use self::managed_fields_entry::ManagedFieldsEntry;

mod micro_time;
pub use self::micro_time::MicroTime;

mod object_meta;
pub use self::object_meta::ObjectMeta;

mod owner_reference;
pub use self::owner_reference::OwnerReference;

mod patch;
pub use self::patch::Patch;

mod preconditions;
pub use self::preconditions::Preconditions;

mod server_address_by_client_cidr;
pub use self::server_address_by_client_cidr::ServerAddressByClientCIDR;

mod shard_info;
pub use self::shard_info::ShardInfo;

mod status;
pub use self::status::Status;

mod status_cause;
pub use self::status_cause::StatusCause;

mod status_details;
pub use self::status_details::StatusDetails;

mod time;
pub use self::time::Time;

mod watch_event;
pub use self::watch_event::WatchEvent;
