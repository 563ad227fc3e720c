//! The fabric8 kubernetes-client releases Spark ships, as far as they shape what it reads and
//! writes: each Spark release names one ([`Fabric8Release`]), which this crate's readers follow.

use sparkpods_jvm::{Fabric8, IntegerFields};
use sparkpods_yaml::Schema;

/// A fabric8 kubernetes-client release as Spark ships it: its generation (how objects are
/// serialized and hashed) and how it reads pod templates (YAML scalars, then Jackson's typing).
/// Patch releases of one minor read alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fabric8Release {
    /// The minor release, e.g. `7.4`.
    pub version: &'static str,
    /// Its generation: how it serializes and hashes objects.
    pub generation: Fabric8,
    /// How template YAML's plain scalars are typed (its YAML library and schema).
    pub yaml: Schema,
    /// How the model's `Integer` fields read a value.
    pub integers: IntegerFields,
}

impl Fabric8Release {
    /// Spark 3.3: snakeyaml 1.30, YAML 1.1 with `yes`/`no` booleans and timestamps.
    pub const V5_12: Fabric8Release = Fabric8Release {
        version: "5.12",
        generation: Fabric8::V5,
        yaml: Schema::SnakeYaml11 {
            bool_words: true,
            timestamps: true,
        },
        integers: IntegerFields::Jackson,
    };
    /// Spark 3.4: snakeyaml 1.33, YAML 1.1 with only `true`/`false`, no timestamps.
    pub const V6_4: Fabric8Release = Fabric8Release {
        version: "6.4",
        generation: Fabric8::V6,
        yaml: Schema::SnakeYaml11 {
            bool_words: false,
            timestamps: false,
        },
        integers: IntegerFields::Jackson,
    };
    /// Spark 3.5: snakeyaml-engine's JSON schema.
    pub const V6_7: Fabric8Release = Fabric8Release {
        version: "6.7",
        generation: Fabric8::V6,
        yaml: Schema::EngineJson,
        integers: IntegerFields::Jackson,
    };
    /// Spark 4.0: `GoIntegerDeserializer` finds an octal anywhere in a file mode.
    pub const V7_1: Fabric8Release = Fabric8Release {
        version: "7.1",
        generation: Fabric8::V7,
        yaml: Schema::EngineJson,
        integers: IntegerFields::GoFindOctal,
    };
    /// Spark 4.1: a file mode is octal only when all of it is.
    pub const V7_4: Fabric8Release = Fabric8Release {
        version: "7.4",
        generation: Fabric8::V7,
        yaml: Schema::EngineJson,
        integers: IntegerFields::GoOctal,
    };
    /// Spark 4.2+: reads templates as 7.4 does.
    pub const V7_6: Fabric8Release = Fabric8Release {
        version: "7.6",
        ..Fabric8Release::V7_4
    };
}
