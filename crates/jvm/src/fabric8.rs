//! `hashCode()` of the fabric8 `io.fabric8.kubernetes.api.model.Volume` that Spark's
//! `MountSecretsFeatureStep` builds per mounted secret:
//!
//! ```scala
//! secretNamesToMountPaths.keys.map(name => new VolumeBuilder().withName(s"$name-volume")
//!   .withNewSecret().withSecretName(name).endSecret().build())
//! ```
//!
//! `keys` is the key set of an immutable Scala `Map` (the secret name -> mount path map), so
//! `map` builds an immutable Scala `Set` of `Volume`s (2.12.18: `Iterable.canBuildFrom` ->
//! `keySet.genericBuilder` = `Set.SetBuilderImpl`; 2.13.18: the key set's `iterableFactory` =
//! `Set`), fed in `keys.foreach` order ([`super::ScalaMap::keys_foreach`]; for a 2.12 `HashMap`
//! that differs from the map's iteration order, hence from the volume mounts, within full-hash
//! collision buckets). Up to four secrets keep that order, five or more follow the hash trie
//! ([`super::scala_immutable_set_order`]) of these hashes.
//!
//! fabric8's model classes use Lombok's `@EqualsAndHashCode`: `h = 1`, then per field (through
//! its getter) `h = h * 59 + (v == null ? 43 : v.hashCode())`. For such a volume every volume
//! source but `secret` is null, `name` is set and `additionalProperties` is an empty
//! `LinkedHashMap` (hash 0). `Volume` hashes its fields in declaration order (alphabetical,
//! `name` among the sources); the `SecretVolumeSource` hashes `defaultMode` (null),
//! `optional` (null), `items` (an empty `ArrayList`: 1), `secretName`, `additionalProperties`
//! (empty: 0). The two fabric8 versions differ only in `Volume` gaining `image` (7.x).

use super::hash::java_string_hash;

/// The fabric8 kubernetes-client generation a Spark release ships: it decides how objects are
/// serialized (which empty fields are written) and the model classes' hash codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Fabric8 {
    /// fabric8 5.12 (Spark 3.3): `Volume` as in 6.x; writes empty `annotations` /
    /// `nodeSelector` maps.
    V5,
    /// fabric8 6.x (6.4.1 in Spark 3.4, 6.7.2 in 3.5): 30 volume sources + `name` +
    /// `additionalProperties`.
    V6,
    /// fabric8 7.x (7.1 to 7.6 in Spark 4.x): adds the `image` source after `hostPath`.
    V7,
}

impl std::fmt::Display for Fabric8 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Fabric8::V5 => "5",
            Fabric8::V6 => "6",
            Fabric8::V7 => "7",
        })
    }
}

/// How fabric8's model reads an `Integer` field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntegerFields {
    /// Jackson's own deserializer (fabric8 5 and 6): floats truncated (`8080.0` is 8080), a
    /// string of digits decimal (`"0400"` is 400).
    Jackson,
    /// fabric8 7.1's `GoIntegerDeserializer`: the value's text parsed as Jackson parses a
    /// string (`8.0` is refused); in a file mode the first `0[oO]?[0-7]+` anywhere in the text
    /// is octal (`Matcher.find`: `0400` is 256, but `500` is 0 and `2024-01-01` 20).
    GoFindOctal,
    /// fabric8 7.4+: the same, but a file mode is octal only when all of it matches.
    GoOctal,
}

impl IntegerFields {
    /// Whether the field reads the value's text (a float's `8.0` is not an integer).
    pub fn parses_text(self) -> bool {
        self != IntegerFields::Jackson
    }

    /// The value of a file mode field written as `text`, when this reading takes it as octal
    /// (beyond an `Integer`, which the field then refuses as Java's `Integer.valueOf` does).
    pub fn octal_file_mode(self, text: &str) -> Option<i64> {
        match self {
            IntegerFields::Jackson => None,
            IntegerFields::GoOctal => {
                let (digits, rest) = octal_after_zero(text)?;
                rest.is_empty().then(|| octal_value(digits))
            }
            IntegerFields::GoFindOctal => (0..text.len())
                .find_map(|i| octal_after_zero(text.get(i..)?))
                .map(|(digits, _)| octal_value(digits)),
        }
    }
}

/// `0`, an optional `o`/`O`, then at least one octal digit at the start of `text`: the digits
/// and what follows them.
fn octal_after_zero(text: &str) -> Option<(&str, &str)> {
    let rest = text.strip_prefix('0')?;
    let rest = rest.strip_prefix(['o', 'O']).unwrap_or(rest);
    let run = rest.bytes().take_while(|b| is_octal_digit(*b)).count();
    (run > 0).then(|| rest.split_at(run))
}

/// Octal digits' value, saturating (every digit string of an `Integer` fits).
fn octal_value(digits: &str) -> i64 {
    digits.bytes().fold(0i64, |n, d| {
        n.saturating_mul(8).saturating_add(i64::from(d - b'0'))
    })
}

fn is_octal_digit(b: u8) -> bool {
    matches!(b, b'0'..=b'7')
}

/// The `Integer` fields `GoIntegerDeserializer` reads as octal (its `APPLICABLE_FIELDS`): file
/// modes of volumes and their items.
pub fn is_file_mode_field(field: &str) -> bool {
    matches!(field, "mode" | "defaultMode")
}

/// Lombok's `PRIME`.
const PRIME: i32 = 59;
/// Lombok's hash contribution of a null field.
const NULL_HASH: i32 = 43;
/// `new ArrayList<>().hashCode()`.
const EMPTY_LIST_HASH: i32 = 1;
/// `new LinkedHashMap<>().hashCode()`.
const EMPTY_MAP_HASH: i32 = 0;

/// One `Volume` field as far as its hash goes.
#[derive(Clone, Copy)]
enum Field {
    /// A volume source left null.
    Null,
    Name,
    Secret,
    AdditionalProperties,
}

use Field::{AdditionalProperties, Name, Null, Secret};

/// `Volume`'s fields in `hashCode` order, fabric8 6.7.2 (`javap -c Volume.hashCode`):
/// awsElasticBlockStore, azureDisk, azureFile, cephfs, cinder, configMap, csi, downwardAPI,
/// emptyDir, ephemeral, fc, flexVolume, flocker, gcePersistentDisk, gitRepo, glusterfs,
/// hostPath, iscsi, **name**, nfs, persistentVolumeClaim, photonPersistentDisk,
/// portworxVolume, projected, quobyte, rbd, scaleIO, **secret**, storageos, vsphereVolume,
/// **additionalProperties**.
const VOLUME_FIELDS_V6: [Field; 31] = [
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Name,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Secret,
    Null,
    Null,
    AdditionalProperties,
];

/// fabric8 7.6.1: as 6.x with `image` between `hostPath` and `iscsi`.
const VOLUME_FIELDS_V7: [Field; 32] = [
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Name,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Null,
    Secret,
    Null,
    Null,
    AdditionalProperties,
];

/// Lombok's fold over the field hashes.
fn lombok_hash(fields: impl IntoIterator<Item = i32>) -> i32 {
    fields
        .into_iter()
        .fold(1i32, |h, f| h.wrapping_mul(PRIME).wrapping_add(f))
}

/// `new SecretVolumeSourceBuilder().withSecretName(secret_name).build().hashCode()` (same in
/// fabric8 6.7.2 and 7.6.1): fields defaultMode, optional, items, secretName,
/// additionalProperties.
fn secret_volume_source_hash(secret_name: &str) -> i32 {
    lombok_hash([
        NULL_HASH,
        NULL_HASH,
        EMPTY_LIST_HASH,
        java_string_hash(secret_name),
        EMPTY_MAP_HASH,
    ])
}

/// `hashCode()` of `new VolumeBuilder().withName(volume_name).withNewSecret()
/// .withSecretName(secret_name).endSecret().build()` in fabric8 `model` (Spark 3.5.5 ships
/// [`Fabric8::V6`], Spark 4.3.0 [`Fabric8::V7`]; `javap` shows 5.12 hashes like 6.x).
pub fn fabric8_secret_volume_hash(model: Fabric8, volume_name: &str, secret_name: &str) -> i32 {
    let fields: &[Field] = match model {
        Fabric8::V5 | Fabric8::V6 => &VOLUME_FIELDS_V6,
        Fabric8::V7 => &VOLUME_FIELDS_V7,
    };
    let name = java_string_hash(volume_name);
    let secret = secret_volume_source_hash(secret_name);
    lombok_hash(fields.iter().map(|f| match f {
        Null => NULL_HASH,
        Name => name,
        Secret => secret,
        AdditionalProperties => EMPTY_MAP_HASH,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_modes_as_go_integer_deserializers_read_them() {
        use IntegerFields::{GoFindOctal, GoOctal, Jackson};
        // As recorded from fabric8 7.1 and 7.4 (testdata/templates, file-mode--*).
        for (text, find, whole) in [
            ("0400", Some(256), Some(256)),
            ("0o17", Some(15), Some(15)),
            ("012", Some(10), Some(10)),
            ("08", None, None),
            ("420", None, None),
            ("500", Some(0), None),
            ("0b101", Some(1), None),
            ("1_000", Some(0), None),
            ("2024-01-01", Some(20), None),
            ("1000.0", Some(0), None),
        ] {
            assert_eq!(GoFindOctal.octal_file_mode(text), find, "{text}");
            assert_eq!(GoOctal.octal_file_mode(text), whole, "{text}");
            assert_eq!(Jackson.octal_file_mode(text), None, "{text}");
        }
        // Beyond an Integer: a value the field then refuses.
        assert!(
            GoOctal
                .octal_file_mode("077777777777")
                .is_some_and(|v| v > i64::from(i32::MAX))
        );
    }

    #[test]
    fn known_hashes() {
        // printed by the JVM (testdata/VolumeSetHarness.java)
        assert_eq!(secret_volume_source_hash("s1"), 1_245_018_826);
        assert_eq!(
            fabric8_secret_volume_hash(Fabric8::V6, "s1-volume", "s1"),
            1_870_665_138
        );
        assert_eq!(
            fabric8_secret_volume_hash(Fabric8::V7, "s1-volume", "s1"),
            974_730_769
        );
    }
}
