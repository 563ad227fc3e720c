pub mod core;

pub mod networking;
