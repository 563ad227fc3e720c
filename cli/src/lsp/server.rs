//! The server's state and main loop: messages dispatched by method to typed handlers (as
//! rust-analyzer's `RequestDispatcher` does). An edit analyzes again the edited conf and the
//! confs that read the edited file (a pod template, a krb5.conf: each analysis knows what it
//! read), no other; their diagnostics are published once the messages waiting are handled (so
//! a burst of keystrokes costs one analysis). Only Spark confs and SparkApplications are
//! analyzed ([`kind`](super::kind)): the other files an editor hands over get no diagnostics.

use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;

use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{
    DidChangeConfiguration, DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument,
    DidSaveTextDocument, Exit, Notification as _, PublishDiagnostics, ShowMessage,
};
use lsp_types::request::{
    CodeActionRequest, CodeLensRequest, Completion, ExecuteCommand, HoverRequest, Request as _,
    ShowDocument,
};
use lsp_types::{
    CodeActionParams, CodeActionResponse, CodeLens, CodeLensParams, CompletionParams,
    CompletionResponse, DidChangeConfigurationParams, DidChangeTextDocumentParams,
    DidCloseTextDocumentParams, DidOpenTextDocumentParams, DidSaveTextDocumentParams,
    ExecuteCommandParams, Hover, HoverParams, InitializeParams, MessageType,
    PublishDiagnosticsParams, ShowDocumentParams, ShowMessageParams, Url,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::analysis::{Analysis, analyze, base_dir};
use super::code_actions::{Analyzed, quick_fixes};
use super::diagnostics::publish;
use super::documents::{Documents, file_path};
use super::kind::{self, Kind};
use super::settings::Settings;
use super::show_pods::{self, ShowPods, ShowPodsParams, ShowPodsResult};
use super::{LspError, app, app_hover, completion, hover};

/// Why a request got no result.
#[derive(Debug, thiserror::Error)]
pub enum HandlerError {
    #[error("{0} is not open: send textDocument/didOpen first")]
    NotOpen(Url),
    #[error(
        "{0} is not a Spark conf: it is not named spark-defaults.conf or *.spark.conf, and sets no spark.* key, has no #@ directive and is no spark-submit command line (nor a SparkApplication)"
    )]
    NotAConf(Url),
    #[error("unknown command {0}")]
    UnknownCommand(String),
    #[error("the command needs the document's URI as its argument")]
    MissingArgument,
}

impl HandlerError {
    fn code(&self) -> i32 {
        match self {
            HandlerError::UnknownCommand(_) | HandlerError::MissingArgument => {
                ErrorCode::InvalidParams as i32
            }
            HandlerError::NotOpen(_) | HandlerError::NotAConf(_) => ErrorCode::RequestFailed as i32,
        }
    }
}

type HandlerResult<T> = Result<T, HandlerError>;

/// How a session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// `shutdown`, then `exit`: the protocol's way.
    Shutdown,
    /// `exit` without `shutdown` (the protocol's exit status is then 1).
    ExitWithoutShutdown,
    /// The client closed the stream.
    ClientGone,
}

pub struct Server {
    /// Sends a message to the client (a closed channel means the client is gone: the loop
    /// then ends).
    sender: Box<dyn Fn(Message)>,
    documents: Documents,
    /// What each open document is (a Spark conf, a SparkApplication, something else).
    kinds: HashMap<Url, Kind>,
    settings: Settings,
    /// The workspace root, where relative paths are read from by default.
    root: Option<PathBuf>,
    /// The latest analysis of each open conf.
    analyses: HashMap<Url, Analysis>,
    /// Documents whose diagnostics are to be published again.
    stale: BTreeSet<Url>,
    /// Confs to analyze again before their analysis is used (a file they read changed).
    outdated: BTreeSet<Url>,
    /// The diagnostics each conf published on each template: a template may be named by
    /// several confs.
    on_templates: HashMap<Url, HashMap<Url, Vec<lsp_types::Diagnostic>>>,
    /// Whether the client opens files the server asks it to (`window/showDocument`).
    can_show_documents: bool,
    next_request: i32,
}

impl Server {
    pub fn new(sender: impl Fn(Message) + 'static, params: InitializeParams) -> Self {
        let root = params
            .workspace_folders
            .as_ref()
            .and_then(|f| f.first())
            .map(|f| f.uri.clone())
            .or_else(|| {
                #[allow(deprecated)] // clients that predate workspace folders send only this
                params.root_uri.clone()
            })
            .and_then(|uri| file_path(&uri));
        let can_show_documents = params
            .capabilities
            .window
            .as_ref()
            .and_then(|w| w.show_document.as_ref())
            .is_some_and(|s| s.support);
        let mut server = Server {
            sender: Box::new(sender),
            documents: Documents::default(),
            kinds: HashMap::new(),
            settings: Settings::default(),
            root,
            analyses: HashMap::new(),
            stale: BTreeSet::new(),
            outdated: BTreeSet::new(),
            on_templates: HashMap::new(),
            can_show_documents,
            next_request: 0,
        };
        if let Some(options) = &params.initialization_options {
            server.update_settings(options);
        }
        server
    }

    /// Handle messages until `shutdown` and `exit`, or until the client goes away.
    pub fn main_loop(mut self, connection: &Connection) -> Result<Ended, LspError> {
        while let Ok(message) = connection.receiver.recv() {
            if let Some(ended) = self.handle(connection, message)? {
                return Ok(ended);
            }
            while let Ok(message) = connection.receiver.try_recv() {
                if let Some(ended) = self.handle(connection, message)? {
                    return Ok(ended);
                }
            }
            self.publish_stale();
        }
        Ok(Ended::ClientGone)
    }

    /// Handle one message; how the session ended, once it has.
    fn handle(
        &mut self,
        connection: &Connection,
        message: Message,
    ) -> Result<Option<Ended>, LspError> {
        match message {
            Message::Request(req) => {
                if connection.handle_shutdown(&req)? {
                    return Ok(Some(Ended::Shutdown));
                }
                RequestDispatcher {
                    req: Some(req),
                    server: self,
                }
                .on::<Completion>(Server::completion)
                .on::<HoverRequest>(Server::hover)
                .on::<CodeActionRequest>(Server::code_actions)
                .on::<CodeLensRequest>(Server::code_lens)
                .on::<ExecuteCommand>(Server::execute_command)
                .on::<ShowPods>(Server::show_pods)
                .finish();
            }
            Message::Notification(not) if not.method == Exit::METHOD => {
                return Ok(Some(Ended::ExitWithoutShutdown));
            }
            Message::Notification(not) => {
                NotificationDispatcher {
                    not: Some(not),
                    server: self,
                }
                .on::<DidOpenTextDocument>(Server::did_open)
                .on::<DidChangeTextDocument>(Server::did_change)
                .on::<DidSaveTextDocument>(Server::did_save)
                .on::<DidCloseTextDocument>(Server::did_close)
                .on::<DidChangeConfiguration>(Server::did_change_configuration);
            }
            // Answers to the server's own requests (window/showDocument): nothing to do.
            Message::Response(_) => {}
        }
        Ok(None)
    }

    fn send(&self, message: Message) {
        (self.sender)(message);
    }

    fn notify<N: lsp_types::notification::Notification>(&self, params: N::Params) {
        self.send(Message::Notification(Notification::new(
            N::METHOD.to_string(),
            params,
        )));
    }

    /// The settings in `value`; each one the server does not use is told to the user.
    fn update_settings(&mut self, value: &Value) {
        for problem in self.settings.update(value, self.root.as_deref()) {
            self.notify::<ShowMessage>(ShowMessageParams {
                typ: MessageType::WARNING,
                message: problem.to_string(),
            });
        }
        self.all_stale();
    }

    /// Every open document: the settings changed.
    fn all_stale(&mut self) {
        self.stale.extend(self.documents.uris().cloned());
        self.outdated.extend(
            self.kinds
                .iter()
                .filter(|(_, k)| **k == Kind::SparkConf)
                .map(|(u, _)| u.clone()),
        );
    }

    /// What an edit of `uri` changes: its own diagnostics, and the analyses of the confs that
    /// read it (a pod template, a krb5.conf) — no other document's.
    fn changed(&mut self, uri: &Url) {
        self.stale.insert(uri.clone());
        self.readers_outdated(uri);
    }

    /// The confs that read `uri` are to be analyzed again.
    fn readers_outdated(&mut self, uri: &Url) {
        let readers: Vec<Url> = self
            .analyses
            .iter()
            .filter(|(conf, analysis)| *conf != uri && analysis.reads(uri))
            .map(|(conf, _)| conf.clone())
            .collect();
        for conf in readers {
            self.stale.insert(conf.clone());
            self.outdated.insert(conf);
        }
    }

    fn kind(&self, uri: &Url) -> Kind {
        self.kinds.get(uri).copied().unwrap_or_default()
    }

    /// Tell again what the open document `uri` is; what it published as something else is
    /// withdrawn (a conf whose spark keys are all deleted, a YAML that stops being a
    /// SparkApplication).
    fn classify(&mut self, uri: &Url) {
        let Some(doc) = self.documents.get(uri) else {
            return;
        };
        let was = self.kind(uri);
        let now = kind::kind(uri, doc, was);
        self.kinds.insert(uri.clone(), now);
        if now != was {
            self.withdraw(uri, was);
        }
    }

    /// Withdraw what `uri` published as a `was` document (its own diagnostics are published
    /// again as what it is now).
    fn withdraw(&mut self, uri: &Url, was: Kind) {
        if was == Kind::SparkConf {
            self.analyses.remove(uri);
            self.outdated.remove(uri);
            self.share_on_templates(uri, HashMap::new());
        }
    }

    // ---- notifications ----

    fn did_open(&mut self, p: DidOpenTextDocumentParams) {
        let doc = p.text_document;
        self.documents
            .open(doc.uri.clone(), doc.language_id, doc.text, doc.version);
        self.classify(&doc.uri);
        self.changed(&doc.uri);
    }

    fn did_change(&mut self, p: DidChangeTextDocumentParams) {
        let id = p.text_document;
        self.documents
            .change(&id.uri, p.content_changes, id.version);
        self.classify(&id.uri);
        self.changed(&id.uri);
    }

    /// The confs that read the file read what was saved (a folder's files are read from disk,
    /// not from the editor).
    fn did_save(&mut self, p: DidSaveTextDocumentParams) {
        self.readers_outdated(&p.text_document.uri);
    }

    /// The document's diagnostics are withdrawn (a template keeps those the confs naming it
    /// place on it); the confs that read it read the file on disk again.
    fn did_close(&mut self, p: DidCloseTextDocumentParams) {
        let uri = p.text_document.uri;
        let was = self.kind(&uri);
        self.documents.close(&uri);
        self.kinds.remove(&uri);
        self.withdraw(&uri, was);
        if was != Kind::Other {
            self.publish(&uri, Vec::new(), None);
        }
        self.readers_outdated(&uri);
    }

    fn did_change_configuration(&mut self, p: DidChangeConfigurationParams) {
        self.update_settings(&p.settings);
    }

    // ---- analysis and publishing ----

    /// The analysis of the open conf `uri` at its current version.
    fn analysis(&mut self, uri: &Url) -> HandlerResult<&Analysis> {
        let doc = self
            .documents
            .get(uri)
            .ok_or_else(|| HandlerError::NotOpen(uri.clone()))?;
        if self.kind(uri) != Kind::SparkConf {
            return Err(HandlerError::NotAConf(uri.clone()));
        }
        let fresh = self
            .analyses
            .get(uri)
            .is_some_and(|a| a.version == doc.version && !self.outdated.contains(uri));
        if !fresh {
            let path = file_path(uri);
            let base = base_dir(path.as_deref(), &self.settings, self.root.as_deref());
            let analysis = analyze(path.as_deref(), doc, &self.settings, base, &self.documents);
            self.analyses.insert(uri.clone(), analysis);
            self.outdated.remove(uri);
        }
        self.analyses
            .get(uri)
            .ok_or_else(|| HandlerError::NotOpen(uri.clone()))
    }

    fn publish(&self, uri: &Url, diagnostics: Vec<lsp_types::Diagnostic>, version: Option<i32>) {
        self.notify::<PublishDiagnostics>(PublishDiagnosticsParams {
            uri: uri.clone(),
            diagnostics,
            version,
        });
    }

    /// Publish the diagnostics of the stale documents: the confs first (analyzed again when
    /// outdated), so that what they place on a template is current when it is published.
    fn publish_stale(&mut self) {
        let stale: Vec<Url> = std::mem::take(&mut self.stale)
            .into_iter()
            .filter(|uri| self.documents.get(uri).is_some())
            .collect();
        let (confs, others): (Vec<Url>, Vec<Url>) = stale
            .into_iter()
            .partition(|u| self.kind(u) == Kind::SparkConf);
        let mut templates_published = BTreeSet::new();
        for uri in &confs {
            templates_published.extend(self.publish_conf(uri));
        }
        for uri in others.iter().filter(|u| !templates_published.contains(*u)) {
            if self.kind(uri) == Kind::SparkApplication {
                self.publish_app(uri);
            } else {
                self.publish_other(uri);
            }
        }
    }

    /// Publish a conf's diagnostics, and its share of those of the templates it names; the
    /// templates published.
    fn publish_conf(&mut self, uri: &Url) -> BTreeSet<Url> {
        if self.analysis(uri).is_err() {
            return BTreeSet::new();
        }
        let (Some(doc), Some(analysis)) = (self.documents.get(uri), self.analyses.get(uri)) else {
            return BTreeSet::new();
        };
        let published = publish(uri, doc, analysis, &self.documents);
        self.publish(uri, published.conf, Some(doc.version));
        self.share_on_templates(uri, published.templates.into_iter().collect())
    }

    /// A SparkApplication's findings.
    fn publish_app(&self, uri: &Url) {
        let Some(doc) = self.documents.get(uri) else {
            return;
        };
        let diagnostics = app::diagnostics(file_path(uri).as_deref(), doc, &self.settings);
        self.publish(uri, diagnostics, Some(doc.version));
    }

    /// Any other document: what the confs naming it place on it (a pod template's problems),
    /// nothing for a file that is not Spark's.
    fn publish_other(&self, uri: &Url) {
        let version = self.documents.get(uri).map(|d| d.version);
        self.publish(uri, self.placed_on(uri), version);
    }

    /// The diagnostics the confs place on a template.
    fn placed_on(&self, template: &Url) -> Vec<lsp_types::Diagnostic> {
        self.on_templates
            .get(template)
            .map(|by_conf| by_conf.values().flatten().cloned().collect())
            .unwrap_or_default()
    }

    /// Replace `conf`'s share of the diagnostics of the templates it names (what it placed on
    /// a template before and no longer does is withdrawn); the templates published again.
    fn share_on_templates(
        &mut self,
        conf: &Url,
        templates: HashMap<Url, Vec<lsp_types::Diagnostic>>,
    ) -> BTreeSet<Url> {
        let mut touched: BTreeSet<Url> = BTreeSet::new();
        for (template, by_conf) in &mut self.on_templates {
            if by_conf.remove(conf).is_some() {
                touched.insert(template.clone());
            }
        }
        for (template, diagnostics) in templates {
            touched.insert(template.clone());
            self.on_templates
                .entry(template)
                .or_default()
                .insert(conf.clone(), diagnostics);
        }
        self.on_templates.retain(|_, by_conf| !by_conf.is_empty());
        for template in &touched {
            let version = self.documents.get(template).map(|d| d.version);
            self.publish(template, self.placed_on(template), version);
        }
        touched
    }

    // ---- requests ----

    /// The kind of the open document `uri`.
    fn open_kind(&self, uri: &Url) -> HandlerResult<Kind> {
        self.documents
            .get(uri)
            .map(|_| self.kind(uri))
            .ok_or_else(|| HandlerError::NotOpen(uri.clone()))
    }

    /// Completion in a conf or a SparkApplication; none in other documents (a key is offered
    /// once `spark.` is typed: the document is a conf then).
    fn completion(&mut self, p: CompletionParams) -> HandlerResult<Option<CompletionResponse>> {
        let at = p.text_document_position;
        let uri = at.text_document.uri;
        match self.open_kind(&uri)? {
            Kind::SparkConf => {}
            Kind::SparkApplication => {
                let doc = self.documents.get(&uri);
                return Ok(doc.map(|d| CompletionResponse::Array(app::complete(d, at.position))));
            }
            Kind::Other => return Ok(None),
        }
        self.analysis(&uri)?;
        let (Some(doc), Some(analysis)) = (self.documents.get(&uri), self.analyses.get(&uri))
        else {
            return Err(HandlerError::NotOpen(uri));
        };
        Ok(Some(CompletionResponse::Array(completion::complete(
            analysis,
            doc,
            at.position,
        ))))
    }

    fn hover(&mut self, p: HoverParams) -> HandlerResult<Option<Hover>> {
        let at = p.text_document_position_params;
        let uri = at.text_document.uri;
        match self.open_kind(&uri)? {
            Kind::SparkConf => {}
            Kind::SparkApplication => {
                let doc = self.documents.get(&uri);
                return Ok(doc.and_then(|d| app_hover::hover(d, at.position)));
            }
            Kind::Other => return Ok(None),
        }
        self.analysis(&uri)?;
        let (Some(doc), Some(analysis)) = (self.documents.get(&uri), self.analyses.get(&uri))
        else {
            return Err(HandlerError::NotOpen(uri));
        };
        Ok(hover::hover(analysis, doc, at.position))
    }

    /// The fixes of the document's findings: a conf's own, and on a template those of the
    /// confs that read it.
    fn code_actions(&mut self, p: CodeActionParams) -> HandlerResult<Option<CodeActionResponse>> {
        let target = &p.text_document.uri;
        let mut confs: Vec<Url> = self
            .analyses
            .iter()
            .filter(|(conf, analysis)| *conf == target || analysis.reads(target))
            .map(|(conf, _)| conf.clone())
            .collect();
        if self.kind(target) == Kind::SparkConf && !confs.contains(target) {
            confs.push(target.clone());
        }
        for uri in &confs {
            self.analysis(uri)?;
        }
        let analyzed: Vec<Analyzed> = confs
            .iter()
            .filter_map(|uri| {
                Some(Analyzed {
                    uri,
                    doc: self.documents.get(uri)?,
                    analysis: self.analyses.get(uri)?,
                })
            })
            .collect();
        Ok(Some(quick_fixes(
            target,
            p.range,
            &p.context.diagnostics,
            &analyzed,
            &self.documents,
        )))
    }

    fn code_lens(&mut self, p: CodeLensParams) -> HandlerResult<Option<Vec<CodeLens>>> {
        let uri = p.text_document.uri;
        let what = match self.open_kind(&uri)? {
            Kind::SparkConf => format!("Spark {}", self.analysis(&uri)?.release.version()),
            Kind::SparkApplication => match self.documents.get(&uri) {
                Some(doc) => app::lens_label(doc),
                None => return Err(HandlerError::NotOpen(uri)),
            },
            Kind::Other => return Ok(None),
        };
        Ok(Some(vec![show_pods::code_lens(&uri, &what)]))
    }

    fn show_pods(&mut self, p: ShowPodsParams) -> HandlerResult<ShowPodsResult> {
        self.pods(&p.text_document.uri)
    }

    /// The pods of the open conf or SparkApplication `uri`.
    fn pods(&mut self, uri: &Url) -> HandlerResult<ShowPodsResult> {
        if self.open_kind(uri)? == Kind::SparkApplication {
            let doc = self
                .documents
                .get(uri)
                .ok_or_else(|| HandlerError::NotOpen(uri.clone()))?;
            let path = file_path(uri);
            return Ok(show_pods::show_app_pods(
                path.as_deref(),
                doc,
                &self.settings,
            ));
        }
        Ok(show_pods::show_pods(self.analysis(uri)?))
    }

    /// `sparkpods.showPods`: the pods written to a file the editor is asked to show; the YAML is
    /// the command's result too.
    fn execute_command(&mut self, p: ExecuteCommandParams) -> HandlerResult<Option<Value>> {
        if p.command != show_pods::COMMAND {
            return Err(HandlerError::UnknownCommand(p.command));
        }
        let uri = p
            .arguments
            .first()
            .and_then(Value::as_str)
            .and_then(|s| Url::parse(s).ok())
            .ok_or(HandlerError::MissingArgument)?;
        let pods = self.pods(&uri)?;
        if self.can_show_documents {
            match show_pods::write_pods(&std::env::temp_dir(), &uri, &pods.yaml) {
                Ok(path) => {
                    if let Ok(file) = Url::from_file_path(&path) {
                        self.next_request += 1;
                        self.send(Message::Request(Request::new(
                            RequestId::from(format!("sparkpods-{}", self.next_request)),
                            ShowDocument::METHOD.to_string(),
                            ShowDocumentParams {
                                uri: file,
                                external: Some(false),
                                take_focus: Some(true),
                                selection: None,
                            },
                        )));
                    }
                }
                Err(e) => self.notify::<ShowMessage>(ShowMessageParams {
                    typ: MessageType::ERROR,
                    message: format!("sparkpods: the pods are not shown: {e}"),
                }),
            }
        }
        Ok(Some(serde_json::to_value(pods).unwrap_or(Value::Null)))
    }
}

/// Routes a request to the handler of its method (rust-analyzer's `RequestDispatcher`, on one
/// thread: every handler is a render or two, milliseconds).
struct RequestDispatcher<'a> {
    req: Option<Request>,
    server: &'a mut Server,
}

impl RequestDispatcher<'_> {
    fn on<R>(
        &mut self,
        handler: fn(&mut Server, R::Params) -> HandlerResult<R::Result>,
    ) -> &mut Self
    where
        R: lsp_types::request::Request,
        R::Params: DeserializeOwned,
        R::Result: Serialize,
    {
        let Some(req) = self.req.take_if(|r| r.method == R::METHOD) else {
            return self;
        };
        let response = match serde_json::from_value::<R::Params>(req.params) {
            Ok(params) => match handler(self.server, params) {
                Ok(result) => Response::new_ok(req.id, result),
                Err(e) => Response::new_err(req.id, e.code(), e.to_string()),
            },
            Err(e) => Response::new_err(req.id, ErrorCode::InvalidParams as i32, e.to_string()),
        };
        self.server.send(Message::Response(response));
        self
    }

    /// Answer a request no handler took.
    fn finish(&mut self) {
        if let Some(req) = self.req.take() {
            self.server.send(Message::Response(Response::new_err(
                req.id,
                ErrorCode::MethodNotFound as i32,
                format!("sparkpods lsp does not handle {}", req.method),
            )));
        }
    }
}

/// Routes a notification to the handler of its method; others are ignored, as the protocol
/// wants (`$/...` and what the server does not use).
struct NotificationDispatcher<'a> {
    not: Option<Notification>,
    server: &'a mut Server,
}

impl NotificationDispatcher<'_> {
    fn on<N>(&mut self, handler: fn(&mut Server, N::Params)) -> &mut Self
    where
        N: lsp_types::notification::Notification,
        N::Params: DeserializeOwned,
    {
        let Some(not) = self.not.take_if(|n| n.method == N::METHOD) else {
            return self;
        };
        match serde_json::from_value::<N::Params>(not.params) {
            Ok(params) => handler(self.server, params),
            Err(e) => self.server.notify::<ShowMessage>(ShowMessageParams {
                typ: MessageType::WARNING,
                message: format!("sparkpods: ignored {}: {e}", N::METHOD),
            }),
        }
        self
    }
}
