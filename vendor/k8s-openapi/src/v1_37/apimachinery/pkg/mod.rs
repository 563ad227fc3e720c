pub mod api;

pub mod apis;

pub mod runtime;

pub mod util;

pub mod version;
