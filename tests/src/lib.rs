//! Workspace-level test crate; the tests live in `tests/`, the fixtures in `fixtures/`.
