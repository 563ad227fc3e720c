mod raw_extension;
pub use self::raw_extension::RawExtension;
