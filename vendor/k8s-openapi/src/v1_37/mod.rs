mod list;
pub use self::list::List;

pub mod api;

pub mod apimachinery;
