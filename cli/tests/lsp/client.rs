//! An editor's side of the Language Server Protocol, enough to drive `sparkpods lsp` as editors
//! do: JSON-RPC messages framed by `Content-Length` headers over the server's stdin and stdout.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use lsp_types::Url;
use serde_json::{Value, json};

/// How long a test waits for one message before it fails (a hang is a failure, not a stall).
const PATIENCE: Duration = Duration::from_secs(60);

/// A running `sparkpods lsp` and the messages it sent that no one has read yet.
pub struct Client {
    child: Child,
    stdin: ChildStdin,
    incoming: Receiver<Value>,
    /// Notifications and server requests read while waiting for something else.
    pub pending: Vec<Value>,
    next_id: i64,
}

/// A file URI.
pub fn uri(path: &Path) -> String {
    Url::from_file_path(path).unwrap().to_string()
}

/// A fresh folder for a test's files, removed when dropped.
pub struct Workspace(PathBuf);

impl std::ops::Deref for Workspace {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Workspace {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The temp folder of the servers started on `root`.
pub fn temp_dir(root: &Path) -> PathBuf {
    root.join("tmp")
}

pub fn workspace(name: &str) -> Workspace {
    let dir = std::env::temp_dir().join(format!("sparkpods-lsp-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    Workspace(dir)
}

fn read_message(reader: &mut impl BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(n) = line.strip_prefix("Content-Length: ") {
            length = n.parse::<usize>().ok();
        }
    }
    let mut body = vec![0; length?];
    reader.read_exact(&mut body).ok()?;
    serde_json::from_slice(&body).ok()
}

impl Client {
    /// Start the server and go through `initialize` / `initialized`, with `root` as the
    /// workspace and `options` as `initializationOptions`. Its temp folder is [`temp_dir`]`(root)`
    /// (what it writes stays in the test's folder).
    pub fn start(root: &Path, options: Value) -> Client {
        std::fs::create_dir_all(temp_dir(root)).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_sparkpods"))
            .arg("lsp")
            .env("TMPDIR", temp_dir(root))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let (tx, incoming) = channel();
        std::thread::spawn(move || {
            while let Some(message) = read_message(&mut stdout) {
                if tx.send(message).is_err() {
                    break;
                }
            }
        });
        let mut client = Client {
            child,
            stdin,
            incoming,
            pending: Vec::new(),
            next_id: 0,
        };
        let init = client.request(
            "initialize",
            json!({
                "processId": null,
                "rootUri": uri(root),
                "capabilities": {"window": {"showDocument": {"support": true}}},
                "initializationOptions": options,
            }),
        );
        assert_eq!(init["result"]["serverInfo"]["name"], "sparkpods", "{init}");
        client.notify("initialized", json!({}));
        client
    }

    pub fn send(&mut self, message: &Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// Send a request and wait for its response (whole, `result` or `error`).
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        self.wait_for(|m| m.get("id") == Some(&json!(id)) && m.get("method").is_none())
    }

    /// The next message `wanted` takes (earlier unread ones first), keeping the others.
    pub fn wait_for(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        if let Some(i) = self.pending.iter().position(&wanted) {
            return self.pending.remove(i);
        }
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.incoming.recv_timeout(left) {
                Ok(m) if wanted(&m) => return m,
                Ok(m) => self.pending.push(m),
                Err(RecvTimeoutError::Timeout) => panic!("no such message; got {:?}", self.pending),
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the server stopped; it sent {:?}", self.pending)
                }
            }
        }
    }

    /// The next diagnostics published for `uri`.
    pub fn diagnostics(&mut self, uri: &str) -> Vec<Value> {
        let m = self.wait_for(|m| {
            m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri
        });
        m["params"]["diagnostics"]
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    /// Returns once the server has published what the messages sent before made stale: a
    /// request answered after the publishing under way (the server answers no request in the
    /// middle of publishing). Call it once a publication that the last message sent causes has
    /// arrived: a request read with that message would be answered before the publishing.
    pub fn barrier(&mut self) {
        let r = self.request("test/barrier", Value::Null);
        assert_eq!(r["error"]["code"], -32601, "{r}");
    }

    /// How many `publishDiagnostics` for `uri` were received and not read yet.
    pub fn unread_publications(&self, uri: &str) -> usize {
        self.pending
            .iter()
            .filter(|m| {
                m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri
            })
            .count()
    }

    /// The next `window/showMessage`: (type, message).
    pub fn message(&mut self) -> (u64, String) {
        let m = self.wait_for(|m| m["method"] == "window/showMessage");
        (
            m["params"]["type"].as_u64().unwrap(),
            m["params"]["message"].as_str().unwrap().to_string(),
        )
    }

    pub fn open(&mut self, uri: &str, text: &str) {
        self.open_as(uri, "spark-conf", text);
    }

    /// `textDocument/didOpen` with the editor's language for the file (`properties`, `yaml`).
    pub fn open_as(&mut self, uri: &str, language_id: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": language_id, "version": 1, "text": text}}),
        );
    }

    /// `textDocument/didChange` replacing `range` ((line, character) pairs) by `text`.
    pub fn change(&mut self, uri: &str, version: i32, range: ((u32, u32), (u32, u32)), text: &str) {
        let ((l1, c1), (l2, c2)) = range;
        self.notify(
            "textDocument/didChange",
            json!({
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{
                    "range": {"start": {"line": l1, "character": c1}, "end": {"line": l2, "character": c2}},
                    "text": text,
                }],
            }),
        );
    }

    /// A request about a position of a document.
    pub fn at(&mut self, method: &str, uri: &str, line: u32, character: u32) -> Value {
        self.request(
            method,
            json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}),
        )
    }

    /// `shutdown`, then `exit`: the server must end with status 0.
    pub fn shut_down(mut self) {
        let r = self.request("shutdown", Value::Null);
        assert!(r.get("error").is_none(), "{r}");
        self.notify("exit", Value::Null);
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}");
    }
}

impl Client {
    /// `exit` alone: the server ends with the status the protocol asks for (1).
    pub fn exit_without_shutdown(mut self) -> std::process::ExitStatus {
        self.notify("exit", Value::Null);
        self.child.wait().unwrap()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        // A failed test leaves no server behind.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
