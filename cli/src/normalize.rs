//! The oracle's normalizations (random parts of the output replaced by placeholders), which
//! live with the document in builder-core: [`builder_core::document`].

pub use builder_core::{document::Drawn, document::normalize, document::replace_uuids};
