mod info;
pub use self::info::Info;
