//! `sparkpods lsp`: a Language Server Protocol server over stdio for Spark confs
//! (`spark-defaults.conf`, `*.properties`, a spark-submit command line) and SparkApplications,
//! on the crates rust-analyzer is built on (`lsp-server`, `lsp-types`). Every answer comes from
//! builder-core, as `sparkpods check` and the playground get theirs: diagnostics as you type
//! (and on the pod templates the conf names), quick fixes, completion and hover from the key
//! registry, and the pods as YAML.
//!
//! `server.rs` is the loop and the dispatch; one concern a file besides: `documents.rs` (the
//! open texts), `kind.rs` (which of them are Spark's), `settings.rs`, `analysis.rs` (a conf
//! loaded, rendered and checked), `diagnostics.rs`, `completion.rs`, `hover.rs`,
//! `code_actions.rs`, `show_pods.rs` (with `private_dir.rs`, where its file is written), and
//! `app.rs` (a SparkApplication: `check --app`'s findings, field completion) with
//! `app_hover.rs` (its fields' and `sparkConf` keys' hover); `show_pods.rs` shows its pods too.

mod analysis;
mod app;
mod app_hover;
mod code_actions;
mod completion;
mod diagnostics;
mod documents;
mod hover;
mod kind;
mod private_dir;
mod server;
mod settings;
mod show_pods;

use std::process::ExitCode;

use lsp_server::Connection;
use lsp_types::{
    CodeActionKind, CodeActionOptions, CodeActionProviderCapability, CodeLensOptions,
    CompletionOptions, ExecuteCommandOptions, HoverProviderCapability, InitializeParams,
    InitializeResult, ServerCapabilities, ServerInfo, TextDocumentSyncCapability,
    TextDocumentSyncKind, TextDocumentSyncOptions, TextDocumentSyncSaveOptions,
};

/// Why the server stopped before the client said `exit`.
#[derive(Debug, thiserror::Error)]
pub enum LspError {
    #[error("the LSP connection failed: {0}")]
    Protocol(#[from] lsp_server::ProtocolError),
    #[error("the client's initialize parameters are not valid: {0}")]
    Initialize(serde_json::Error),
    #[error("reading or writing stdio failed: {0}")]
    Io(#[from] std::io::Error),
}

/// What the server can do, told to the client in answer to `initialize`.
fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                save: Some(TextDocumentSyncSaveOptions::Supported(true)),
                ..TextDocumentSyncOptions::default()
            },
        )),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec![".".into(), "@".into(), " ".into(), "=".into()]),
            ..CompletionOptions::default()
        }),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        code_action_provider: Some(CodeActionProviderCapability::Options(CodeActionOptions {
            code_action_kinds: Some(vec![CodeActionKind::QUICKFIX]),
            ..CodeActionOptions::default()
        })),
        code_lens_provider: Some(CodeLensOptions {
            resolve_provider: Some(false),
        }),
        execute_command_provider: Some(ExecuteCommandOptions {
            commands: vec![show_pods::COMMAND.to_string()],
            ..ExecuteCommandOptions::default()
        }),
        ..ServerCapabilities::default()
    }
}

/// Serve one client on stdin/stdout until it says `exit` (or closes the stream). The exit
/// status is 1 after an `exit` without `shutdown`, as the protocol asks.
pub fn run() -> ExitCode {
    match serve() {
        Ok(server::Ended::ExitWithoutShutdown) => ExitCode::FAILURE,
        Ok(server::Ended::Shutdown | server::Ended::ClientGone) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sparkpods lsp: {e}");
            ExitCode::FAILURE
        }
    }
}

fn serve() -> Result<server::Ended, LspError> {
    let (connection, io_threads) = Connection::stdio();
    let (id, params) = connection.initialize_start()?;
    let params: InitializeParams = serde_json::from_value(params).map_err(LspError::Initialize)?;
    let result = InitializeResult {
        capabilities: capabilities(),
        server_info: Some(ServerInfo {
            name: "sparkpods".to_string(),
            version: Some(env!("CARGO_PKG_VERSION").to_string()),
        }),
    };
    let result = serde_json::to_value(result).map_err(LspError::Initialize)?;
    connection.initialize_finish(id, result)?;
    let sender = connection.sender.clone();
    let send = move |message| {
        // A closed channel means the client is gone: the loop ends on its own.
        let _ = sender.send(message);
    };
    let ended = server::Server::new(send, params).main_loop(&connection)?;
    drop(connection);
    io_threads.join()?;
    Ok(ended)
}
