mod int_or_string;
pub use self::int_or_string::IntOrString;
