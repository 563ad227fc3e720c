mod quantity;
pub use self::quantity::Quantity;
