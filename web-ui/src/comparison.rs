//! What the Compare tab shows ([`crate::compare`] makes it, the tab prints it): the types the
//! two share, below both, so that the view does not link the release diff's code.

use builder_core::SparkVersion;

/// What the Compare tab shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Comparison {
    pub from: SparkVersion,
    pub to: SparkVersion,
    pub objects: Vec<ObjectView>,
}

/// One object's changed fields.
#[derive(Debug, Clone, PartialEq)]
pub struct ObjectView {
    pub title: String,
    pub fields: Vec<FieldView>,
}

/// One changed field, ready to print.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldView {
    /// The path inside the object (`(the whole object)` for an object only one release has).
    pub path: String,
    pub from: String,
    pub to: String,
    /// `(releases, why)`: where it changes and the cause, one line per cause.
    pub causes: Vec<(String, String)>,
}

impl Comparison {
    /// How many fields differ.
    pub fn field_count(&self) -> usize {
        self.objects.iter().map(|o| o.fields.len()).sum()
    }
}
