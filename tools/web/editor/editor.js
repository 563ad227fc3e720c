// CodeMirror 6 editor for the sparkpods playground (web-ui).
//
// Bundled by tools/web/build-editor.sh into web-ui/vendor/editor.bundle.js (ESM; the code it
// shares with the editing extras in a chunk beside it). Completion, search and the editing
// commands (the default keys, the undo history: ./extras.js) are a module of their own,
// fetched when the editor first takes focus: keys act only in a focused editor, so a visit
// that only reads the preview never loads them. The editor's root
// says where they are (`data-extras`: "loading", "loaded", "failed", for tests and bug
// reports). The Rust/Yew side binds to exactly one export, `createEditor`, and to the methods
// of the handle it returns; keep these names stable.
//
//   createEditor(parent: HTMLElement, options) -> EditorHandle
//   options: { doc, dark, completions, onChange, onKeyFocus }   (all optional)
//   handle:  setDoc(text), getDoc(), setDiagnostics(list), setCompletions(list), setTheme(dark),
//            setLanguage("conf" | "yaml"), highlightLines(lines), goToLine(line), focus(), destroy()
//
// Languages: "conf" (spark-defaults.conf, the default: completion of keys at the start of a
// line, the key under the cursor reported) or "yaml" (a SparkApplication: YAML highlighting,
// completion of the field or key at a mapping key's position, no key reporting).
//
// Callback rules (they matter for wasm-bindgen closures):
// * onChange(text) fires only for edits made by the user (typing, paste, drop, undo/redo,
//   accepting a completion), never for setDoc and never from inside a handle method.
// * onKeyFocus(key|null) fires when the key of the line under the cursor changes. If the change
//   comes from a handle method (setDoc, focus, ...) the call is deferred to a microtask, so a
//   Rust closure is never re-entered while Rust is still inside the handle method.
// * Callbacks run after CodeMirror has finished applying the update, so they may call handle
//   methods (for example setDiagnostics from onChange) synchronously.
// * Handle methods never throw on bad input (out-of-range lines and columns are clamped) and
//   are no-ops after destroy(). List arguments (completions, diagnostics, lines) may also be
//   given as a JSON string. Diagnostic columns count Unicode code points (Rust `char`s) from the
//   start of the line, not UTF-16 units or bytes; `line` is 1-based.

import { EditorState, Compartment, StateEffect, StateField, Annotation } from "@codemirror/state";
import {
  EditorView,
  Decoration,
  keymap,
  lineNumbers,
  highlightActiveLineGutter,
  highlightSpecialChars,
  drawSelection,
  dropCursor,
  highlightActiveLine,
} from "@codemirror/view";
import { StreamLanguage, HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { lintGutter, lintKeymap, setDiagnostics as lintSetDiagnostics } from "@codemirror/lint";
import { tags as t } from "@lezer/highlight";
import { yaml as yamlMode } from "@codemirror/legacy-modes/mode/yaml";

const yamlLanguage = StreamLanguage.define(yamlMode);

// ---------------------------------------------------------------------------------------------
// spark-defaults.conf language
//
// Follows java.util.Properties.load, which is what Spark uses (and what
// builder-core/src/conf/properties.rs ports): leading ' ', '\t', '\f' are skipped; a line whose
// first non-blank char is '#' or '!' is a comment; the key ends at the first unescaped '=', ':',
// ' ', '\t' or '\f'; then blanks, at most one '=' or ':', blanks; the rest is the value. A line
// ending in an odd number of backslashes continues on the next line (whose leading blanks are
// dropped, and where '#' is not a comment unless nothing but the backslash came before). The
// legacy-modes `properties` mode only knows '=' and ':' separators, so `spark.master yarn` (the
// usual spark-defaults.conf form) would be all key; hence this small parser.

const BLANK = /[ \t\f]/;
const KEY_END = /[=: \t\f]/;
const HEX4 = /^[0-9a-fA-F]{4}/;

/** Consumes one backslash escape at the stream position (which is a backslash). */
function eatEscape(stream, state) {
  stream.next(); // the backslash
  if (stream.eol()) {
    // Odd backslash at end of line: continuation.
    state.cont = true;
    return "escape";
  }
  const c = stream.next();
  if (c === "u") {
    const rest = stream.string.slice(stream.pos);
    if (!HEX4.test(rest)) {
      // Java aborts the whole load: "Malformed \uxxxx encoding."
      return "invalid";
    }
    stream.pos += 4;
  }
  return "escape";
}

const sparkConfParser = {
  name: "spark-defaults",
  startState() {
    // pos: "start" (nothing of the logical line read yet), "key", "sep" (after the key),
    //      "value"; sepChar: whether the '='/':' was seen; cont: this line ends in a
    //      continuation; lineCont: this line continues the previous one.
    return { pos: "start", sepChar: false, cont: false, lineCont: false, keyEmpty: true };
  },
  blankLine(state) {
    // An empty line ends any logical line (also an empty continuation line).
    state.pos = "start";
    state.cont = false;
    state.lineCont = false;
  },
  token(stream, state) {
    if (stream.sol()) {
      state.lineCont = state.cont;
      state.cont = false;
      if (!state.lineCont) {
        state.pos = "start";
        state.sepChar = false;
        state.keyEmpty = true;
      }
      if (stream.eatWhile(BLANK)) return null;
    }
    if (state.pos === "start" || (state.pos === "key" && state.keyEmpty && state.lineCont &&
        stream.pos === stream.string.search(/[^ \t\f]/))) {
      const c = stream.peek();
      if (c === "#" || c === "!") {
        stream.skipToEnd();
        state.pos = "start";
        return c === "#" && stream.string.trimStart().startsWith("#@") ? "meta" : "lineComment";
      }
      state.pos = "key";
    }
    if (state.pos === "key") {
      if (stream.peek() === "\\") {
        const tok = eatEscape(stream, state);
        if (!state.cont) state.keyEmpty = false;
        return tok;
      }
      let n = 0;
      while (!stream.eol()) {
        const c = stream.peek();
        if (c === "\\") break;
        if (KEY_END.test(c)) {
          state.pos = "sep";
          break;
        }
        stream.next();
        n++;
      }
      if (n > 0) {
        state.keyEmpty = false;
        return "propertyName";
      }
      // zero-length: fall through to the separator
    }
    if (state.pos === "sep") {
      if (stream.eatWhile(BLANK)) return null;
      const c = stream.peek();
      if (!state.sepChar && (c === "=" || c === ":")) {
        stream.next();
        state.sepChar = true;
        return "definitionOperator";
      }
      if (c === "\\" && stream.pos === stream.string.length - 1) {
        stream.next();
        state.cont = true;
        return "escape";
      }
      state.pos = "value";
    }
    // value
    const c = stream.peek();
    if (c === "\\") return eatEscape(stream, state);
    if (c === "$" && stream.string.charAt(stream.pos + 1) === "{") {
      const close = stream.string.indexOf("}", stream.pos + 2);
      if (close >= 0) {
        stream.pos = close + 1;
        return "variableName.special";
      }
    }
    stream.next();
    while (!stream.eol()) {
      const d = stream.peek();
      if (d === "\\" || (d === "$" && stream.string.charAt(stream.pos + 1) === "{")) break;
      stream.next();
    }
    return "string";
  },
  languageData: {
    commentTokens: { line: "#" },
  },
};

const sparkConfLanguage = StreamLanguage.define(sparkConfParser);

// ---------------------------------------------------------------------------------------------
// Key under the cursor

/** Resolves Properties escapes in a key (`\t \n \r \f`, `\uXXXX`, `\x` -> `x`). */
function unescapeKey(raw) {
  if (raw.indexOf("\\") < 0) return raw;
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c !== "\\" || i + 1 >= raw.length) {
      if (c !== "\\") out += c;
      continue;
    }
    const d = raw[++i];
    if (d === "u" && HEX4.test(raw.slice(i + 1))) {
      out += String.fromCharCode(parseInt(raw.slice(i + 1, i + 5), 16));
      i += 4;
    } else {
      out += d === "t" ? "\t" : d === "n" ? "\n" : d === "r" ? "\r" : d === "f" ? "\f" : d;
    }
  }
  return out;
}

/** Whether `text` ends in an odd number of backslashes. */
function endsInContinuation(text) {
  let n = 0;
  for (let i = text.length - 1; i >= 0 && text.charCodeAt(i) === 92; i--) n++;
  return n % 2 === 1;
}

/** Whether physical line `n` (1-based) continues the logical line of line n-1. */
function isContinuationLine(doc, n) {
  if (n <= 1) return false;
  const prev = doc.line(n - 1).text;
  if (!endsInContinuation(prev)) return false;
  const trimmed = prev.replace(/^[ \t\f]+/, "");
  if (trimmed.startsWith("#") || trimmed.startsWith("!")) {
    // A comment never continues (unless it is itself a continuation line).
    return isContinuationLine(doc, n - 1);
  }
  return true;
}

/**
 * The key of the logical line containing physical line `n`: the text before the first
 * unescaped '=', ':' or blank, escapes resolved; null for blank and comment lines.
 */
function keyOfLine(doc, n) {
  if (/^[ \t\f]*$/.test(doc.line(n).text)) return null;
  let start = n;
  while (start > 1 && isContinuationLine(doc, start)) start--;
  const text = doc.line(start).text.replace(/^[ \t\f]+/, "");
  if (text === "" || text[0] === "#" || text[0] === "!") return null;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "\\") {
      i += 2;
      continue;
    }
    if (KEY_END.test(c)) break;
    i++;
  }
  const key = unescapeKey(text.slice(0, Math.min(i, text.length))).trim();
  return key === "" ? null : key;
}

// ---------------------------------------------------------------------------------------------
// Completion of keys

const KEY_CHARS = /^[^=: \t\f\\#!]*$/;

function sanitizeType(type) {
  const s = String(type == null ? "" : type).toLowerCase().replace(/[^a-z0-9_-]+/g, "-");
  return s.replace(/^-+|-+$/g, "");
}

function renderInfo(c) {
  const dom = document.createElement("div");
  dom.className = "cm-sp-info";
  const head = document.createElement("div");
  head.className = "cm-sp-info-head";
  const name = document.createElement("span");
  name.className = "cm-sp-info-key";
  name.textContent = c.label;
  head.appendChild(name);
  if (c.detail) {
    const det = document.createElement("span");
    det.className = "cm-sp-info-detail";
    det.textContent = c.detail;
    head.appendChild(det);
  }
  dom.appendChild(head);
  if (c.spInfo) {
    const body = document.createElement("div");
    body.className = "cm-sp-info-body";
    body.textContent = c.spInfo;
    dom.appendChild(body);
  }
  return dom;
}

function toOptions(list) {
  const out = [];
  const seen = new Set();
  for (const item of asList(list)) {
    if (item == null) continue;
    const label = typeof item === "string" ? item : item.label;
    if (typeof label !== "string" || label === "" || seen.has(label)) continue;
    seen.add(label);
    const type = typeof item === "object" ? sanitizeType(item.type) : "";
    const detail = typeof item === "object" && item.detail != null ? String(item.detail) : "";
    const info = typeof item === "object" && item.info != null ? String(item.info) : "";
    const opt = { label, spInfo: info, info: renderInfo };
    if (type) opt.type = type;
    if (detail) opt.detail = detail;
    out.push(opt);
  }
  return out;
}

/** Completion at a YAML mapping key's position (`  cor|`, `- na|`, `  spark.exec|`). */
function makeYamlSource(getOptions) {
  return (context) => {
    const { state, pos, explicit } = context;
    const line = state.doc.lineAt(pos);
    const before = line.text.slice(0, pos - line.from);
    const m = /^([ \t]*(?:- )?)([A-Za-z0-9._\/-]*)$/.exec(before);
    if (!m) return null;
    if (m[2] === "" && !explicit) return null;
    const options = getOptions();
    if (options.length === 0) return null;
    let to = pos;
    const rest = /^[A-Za-z0-9._\/-]*/.exec(line.text.slice(pos - line.from));
    if (rest) to += rest[0].length;
    return { from: line.from + m[1].length, to, options, validFor: /^[A-Za-z0-9._\/-]*$/ };
  };
}

function makeKeySource(getOptions) {
  return (context) => {
    const { state, pos, explicit } = context;
    const line = state.doc.lineAt(pos);
    if (isContinuationLine(state.doc, line.number)) return null;
    const before = line.text.slice(0, pos - line.from);
    const m = /^[ \t\f]*/.exec(before);
    const keyStart = m[0].length;
    const typed = before.slice(keyStart);
    if (!KEY_CHARS.test(typed)) return null; // past the key, or in a comment
    if (typed === "" && !explicit) return null;
    const options = getOptions();
    if (options.length === 0) return null;
    // Replace the whole key (also the part after the cursor) when a completion is picked.
    let to = pos;
    const after = line.text.slice(pos - line.from);
    const rest = /^[^=: \t\f\\]*/.exec(after);
    if (rest) to += rest[0].length;
    return { from: line.from + keyStart, to, options, validFor: /^[^=: \t\f\\#!]*$/ };
  };
}

// ---------------------------------------------------------------------------------------------
// Highlighted lines (cm-sp-highlight)

const setHighlightedLines = StateEffect.define();

const highlightedLinesField = StateField.define({
  create() {
    return Decoration.none;
  },
  update(deco, tr) {
    deco = deco.map(tr.changes);
    for (const e of tr.effects) if (e.is(setHighlightedLines)) deco = e.value;
    return deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const highlightLineDeco = Decoration.line({ class: "cm-sp-highlight" });

// ---------------------------------------------------------------------------------------------
// Themes

const FONT =
  "var(--sp-editor-font-family, ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace)";

function makeTheme(dark) {
  const c = dark
    ? {
        bg: "#0d1117", fg: "#e6edf3", gutterBg: "#0d1117", gutterFg: "#6e7681",
        gutterBorder: "#30363d", activeLine: "#161b2288", activeGutter: "#161b22",
        activeGutterFg: "#e6edf3", selection: "#264f78", selectionFocused: "#1f6feb66",
        cursor: "#e6edf3", tooltipBg: "#161b22", tooltipFg: "#e6edf3", tooltipBorder: "#30363d",
        selectedOptionBg: "#1f6feb", selectedOptionFg: "#ffffff", muted: "#8b949e",
        panelBg: "#161b22", inputBg: "#0d1117", inputBorder: "#30363d", buttonBg: "#21262d",
        searchMatch: "#9e6a0355", searchMatchSelected: "#bb800988", matchBracket: "#3fb95040",
        highlight: "#bb800933", highlightBar: "#d29922", selectionMatch: "#3fb95033",
        matched: "#79c0ff",
      }
    : {
        bg: "#ffffff", fg: "#1f2328", gutterBg: "#f6f8fa", gutterFg: "#6e7781",
        gutterBorder: "#d0d7de", activeLine: "#eaeef280", activeGutter: "#eaeef2",
        activeGutterFg: "#1f2328", selection: "#b6d7ff", selectionFocused: "#add6ff",
        cursor: "#1f2328", tooltipBg: "#ffffff", tooltipFg: "#1f2328", tooltipBorder: "#d0d7de",
        selectedOptionBg: "#0969da", selectedOptionFg: "#ffffff", muted: "#57606a",
        panelBg: "#f6f8fa", inputBg: "#ffffff", inputBorder: "#d0d7de", buttonBg: "#f3f4f6",
        searchMatch: "#fae17d88", searchMatchSelected: "#f2cc60", matchBracket: "#4ac26b40",
        highlight: "#fff8c5", highlightBar: "#d4a72c", selectionMatch: "#4ac26b33",
        matched: "#0550ae",
      };
  const theme = EditorView.theme(
    {
      "&": {
        color: c.fg,
        backgroundColor: c.bg,
        height: "100%",
        fontSize: "var(--sp-editor-font-size, 13px)",
      },
      "&.cm-focused": { outline: `2px solid ${c.selectedOptionBg}`, outlineOffset: "0" },
      ".cm-scroller": { fontFamily: FONT, lineHeight: "1.5", overflow: "auto" },
      ".cm-content": { caretColor: c.cursor, padding: "4px 0" },
      ".cm-cursor, .cm-dropCursor": { borderLeftColor: c.cursor },
      ".cm-selectionBackground": { backgroundColor: c.selection },
      "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground": {
        backgroundColor: c.selectionFocused,
      },
      ".cm-content ::selection": { backgroundColor: c.selectionFocused },
      ".cm-activeLine": { backgroundColor: c.activeLine },
      ".cm-gutters": {
        backgroundColor: c.gutterBg,
        color: c.gutterFg,
        borderRight: `1px solid ${c.gutterBorder}`,
      },
      ".cm-activeLineGutter": { backgroundColor: c.activeGutter, color: c.activeGutterFg },
      ".cm-lineNumbers .cm-gutterElement": { padding: "0 6px 0 10px" },
      ".cm-sp-highlight": {
        backgroundColor: c.highlight,
        boxShadow: `inset 3px 0 0 ${c.highlightBar}`,
      },
      ".cm-searchMatch": { backgroundColor: c.searchMatch, outline: "none" },
      ".cm-searchMatch.cm-searchMatch-selected": { backgroundColor: c.searchMatchSelected },
      ".cm-selectionMatch": { backgroundColor: c.selectionMatch },
      ".cm-specialChar": { color: "#cf222e" },

      // Tooltips: completion popup, completion info, lint hover
      ".cm-tooltip": {
        backgroundColor: c.tooltipBg,
        color: c.tooltipFg,
        border: `1px solid ${c.tooltipBorder}`,
        borderRadius: "6px",
        boxShadow: dark ? "0 8px 24px #01040999" : "0 8px 24px #8c959f33",
        fontSize: "var(--sp-editor-font-size, 13px)",
      },
      ".cm-tooltip .cm-tooltip-arrow:before": { borderTopColor: c.tooltipBorder, borderBottomColor: c.tooltipBorder },
      ".cm-tooltip .cm-tooltip-arrow:after": { borderTopColor: c.tooltipBg, borderBottomColor: c.tooltipBg },
      ".cm-tooltip.cm-tooltip-autocomplete > ul": { fontFamily: FONT, maxHeight: "16em" },
      ".cm-tooltip.cm-tooltip-autocomplete > ul > li": { padding: "2px 8px 2px 4px", lineHeight: "1.4" },
      ".cm-tooltip-autocomplete ul li[aria-selected]": {
        backgroundColor: c.selectedOptionBg,
        color: c.selectedOptionFg,
      },
      ".cm-tooltip-autocomplete ul li[aria-selected] .cm-completionDetail": { color: c.selectedOptionFg },
      ".cm-completionMatchedText": { textDecoration: "none", fontWeight: "600", color: c.matched },
      ".cm-tooltip-autocomplete ul li[aria-selected] .cm-completionMatchedText": { color: "inherit" },
      ".cm-completionDetail": { color: c.muted, fontStyle: "normal", marginLeft: "1.5em" },
      ".cm-completionIcon": { width: "1.6em", opacity: "0.8", fontSize: "85%", textAlign: "center", paddingRight: "0.4em" },
      ".cm-completionIcon-string:after": { content: "'abc'", fontSize: "70%" },
      ".cm-completionIcon-memory:after": { content: "'MB'", fontSize: "70%" },
      ".cm-completionIcon-int:after, .cm-completionIcon-long:after, .cm-completionIcon-number:after": { content: "'#'" },
      ".cm-completionIcon-double:after, .cm-completionIcon-float:after": { content: "'.5'", fontSize: "70%" },
      ".cm-completionIcon-bool:after, .cm-completionIcon-boolean:after": { content: "'✓'" },
      ".cm-completionIcon-list:after": { content: "'[ ]'", fontSize: "70%" },
      ".cm-completionIcon-duration:after, .cm-completionIcon-time:after": { content: "'⏱'" },
      ".cm-completionIcon-enum:after": { content: "'∈'" },
      ".cm-tooltip.cm-completionInfo": {
        padding: "6px 10px",
        maxWidth: "min(36em, 60vw)",
      },
      ".cm-sp-info-head": { marginBottom: "4px" },
      ".cm-sp-info-key": { fontFamily: FONT, fontWeight: "600", overflowWrap: "anywhere" },
      ".cm-sp-info-detail": { display: "block", color: c.muted, fontSize: "90%" },
      ".cm-sp-info-body": { whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: "1.45" },
      ".cm-tooltip-lint": { padding: "0" },
      ".cm-diagnostic": { whiteSpace: "pre-wrap" },
      ".cm-diagnosticSource": { color: c.muted },

      // Panels: search, lint
      ".cm-panels": { backgroundColor: c.panelBg, color: c.fg },
      ".cm-panels.cm-panels-top": { borderBottom: `1px solid ${c.gutterBorder}` },
      ".cm-panels.cm-panels-bottom": { borderTop: `1px solid ${c.gutterBorder}` },
      ".cm-panel input[type=text], .cm-textfield": {
        backgroundColor: c.inputBg,
        color: c.fg,
        border: `1px solid ${c.inputBorder}`,
        borderRadius: "4px",
      },
      ".cm-button": {
        backgroundImage: "none",
        backgroundColor: c.buttonBg,
        color: c.fg,
        border: `1px solid ${c.inputBorder}`,
        borderRadius: "4px",
      },
      ".cm-panel.cm-panel-lint ul [aria-selected]": {
        backgroundColor: c.selectedOptionBg,
        color: c.selectedOptionFg,
      },
      ".cm-panel.cm-panel-lint ul:focus [aria-selected]": {
        backgroundColor: c.selectedOptionBg,
        color: c.selectedOptionFg,
      },
      ".cm-panel button[name=close]": { color: c.muted },
    },
    { dark },
  );

  const h = dark
    ? { key: "#79c0ff", sep: "#8b949e", value: "#a5d6ff", comment: "#8b949e", meta: "#d2a8ff", escape: "#ff7b72", subst: "#ffa657", invalid: "#ff7b72" }
    : { key: "#0550ae", sep: "#57606a", value: "#0a3069", comment: "#6e7781", meta: "#8250df", escape: "#cf222e", subst: "#953800", invalid: "#cf222e" };
  const highlight = HighlightStyle.define(
    [
      { tag: t.propertyName, color: h.key },
      { tag: t.definitionOperator, color: h.sep },
      { tag: t.string, color: h.value },
      { tag: t.lineComment, color: h.comment, fontStyle: "italic" },
      { tag: t.meta, color: h.meta, fontStyle: "italic" },
      { tag: t.escape, color: h.escape },
      { tag: t.special(t.variableName), color: h.subst },
      { tag: t.invalid, color: h.invalid, textDecoration: "underline wavy" },
    ],
    { themeType: dark ? "dark" : "light" },
  );
  return [theme, syntaxHighlighting(highlight)];
}

let lightTheme = null;
let darkTheme = null;
function themeFor(dark) {
  if (dark) return darkTheme || (darkTheme = makeTheme(true));
  return lightTheme || (lightTheme = makeTheme(false));
}

// ---------------------------------------------------------------------------------------------
// Diagnostics

function toInt(v) {
  if (typeof v === "number") return Number.isFinite(v) ? Math.trunc(v) : null;
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Math.trunc(Number(v));
  return null;
}

/**
 * Lists may also come as a JSON string (handy from Rust: `serde_json::to_string`). Anything that
 * is not an array (or a JSON array) counts as an empty list.
 */
function asList(v) {
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch (e) {
      console.warn("conf editor: ignoring a list that is not valid JSON");
      return [];
    }
  }
  return Array.isArray(v) ? v : [];
}

/**
 * UTF-16 offset of code point column `col` (a Rust `char` count) in `text`, clamped to the line.
 */
function colToOffset(text, col) {
  if (col <= 0) return 0;
  let off = 0;
  for (let n = 0; n < col && off < text.length; n++) {
    const c = text.charCodeAt(off);
    off += c >= 0xd800 && c <= 0xdbff && off + 1 < text.length ? 2 : 1;
  }
  return off;
}

function clamp(v, lo, hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

function normalizeSeverity(s) {
  const v = String(s == null ? "" : s).toLowerCase();
  if (v === "error" || v === "fatal") return "error";
  if (v === "warning" || v === "warn") return "warning";
  if (v === "hint") return "hint";
  return "info";
}

function toCmDiagnostics(doc, list) {
  const out = [];
  for (const d of asList(list)) {
    if (d == null || typeof d !== "object") continue;
    const lineNo = clamp(toInt(d.line) ?? 1, 1, doc.lines);
    const line = doc.line(lineNo);
    const len = line.length;
    const fc = toInt(d.from_col ?? d.fromCol);
    const tc = toInt(d.to_col ?? d.toCol);
    let from, to;
    if (fc == null && tc == null) {
      from = 0;
      to = len;
    } else {
      from = fc == null ? 0 : colToOffset(line.text, fc);
      to = tc == null ? len : colToOffset(line.text, tc);
      if (to < from) [from, to] = [to, from];
    }
    out.push({
      from: line.from + from,
      to: line.from + to,
      severity: normalizeSeverity(d.severity),
      message: d.message == null ? "" : String(d.message),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The editor

const programmatic = Annotation.define();

/**
 * Creates the editor inside `parent` and returns its handle. See the header comment.
 */
export function createEditor(parent, options) {
  const opts = options || {};
  const onChange = typeof opts.onChange === "function" ? opts.onChange : null;
  const onKeyFocus = typeof opts.onKeyFocus === "function" ? opts.onKeyFocus : null;
  let completionOptions = toOptions(opts.completions);
  let destroyed = false;
  let apiDepth = 0; // > 0 while a handle method runs
  let lastKey = undefined; // undefined: never reported
  let keyCheckQueued = false;
  let dark = !!opts.dark;
  const themeCompartment = new Compartment();
  const languageCompartment = new Compartment();
  // Filled by loadExtras: completion (with its keymap), search (keymap, selection matches), and
  // the editing commands: the default keys, the undo history and its keys. Keys act only in a
  // focused editor, and the extras are fetched when it first takes focus; typing before they
  // arrive is the browser's own editing, which the editor reads like any other input.
  const completionCompartment = new Compartment();
  const searchCompartment = new Compartment();
  const defaultKeysCompartment = new Compartment();
  // The history's state field and its keys (the keys' place in the list sets their precedence).
  const historyCompartment = new Compartment();
  let extras = "not loaded"; // "loading", "loaded"
  let language = "conf";

  function reportKey() {
    if (destroyed || !onKeyFocus) return;
    const state = view.state;
    const key =
      language === "conf" ? keyOfLine(state.doc, state.doc.lineAt(state.selection.main.head).number) : null;
    if (key === lastKey) return;
    lastKey = key;
    onKeyFocus(key);
  }

  function queueKeyCheck() {
    if (keyCheckQueued || !onKeyFocus) return;
    keyCheckQueued = true;
    queueMicrotask(() => {
      keyCheckQueued = false;
      reportKey();
    });
  }

  const extensions = [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    highlightActiveLine(),
    languageCompartment.of(sparkConfLanguage),
    completionCompartment.of([]),
    lintGutter(),
    highlightedLinesField,
    // No indentWithTab: Tab and Shift-Tab must move focus out of the editor.
    // In this order: completion's keys, the default keys, search's, history's, lint's.
    defaultKeysCompartment.of([]),
    searchCompartment.of([]),
    historyCompartment.of([]),
    keymap.of(lintKeymap),
    EditorView.lineWrapping,
    EditorView.editorAttributes.of({ "data-testid": "conf-editor" }),
    EditorView.contentAttributes.of({ "aria-label": "Spark configuration" }),
    EditorView.updateListener.of((update) => {
      if (update.focusChanged && update.view.hasFocus) {
        queueKeyCheck();
        loadExtras();
      }
    }),
    themeCompartment.of(themeFor(dark)),
  ];

  const state = EditorState.create({
    doc: typeof opts.doc === "string" ? opts.doc : "",
    extensions,
  });

  const view = new EditorView({
    state,
    parent,
    dispatchTransactions(trs, v) {
      v.update(trs);
      if (destroyed) return;
      let userEdit = false;
      let moved = false;
      for (const tr of trs) {
        if (tr.docChanged || tr.selection) moved = true;
        if (tr.docChanged && !tr.annotation(programmatic)) userEdit = true;
      }
      if (userEdit && onChange) {
        if (apiDepth === 0) onChange(v.state.doc.toString());
        else queueMicrotask(() => destroyed || onChange(view.state.doc.toString()));
      }
      if (moved) {
        if (apiDepth > 0) queueKeyCheck();
        else reportKey();
      }
    },
  });
  view.dom.setAttribute("data-language", language);
  // Lint state present from the start, so the first setDiagnostics doesn't reconfigure.
  view.dispatch({ ...lintSetDiagnostics(view.state, []), annotations: programmatic.of(true) });

  /** `extras` becomes `state`, shown on the root as `shown` (a failed fetch is "failed"). */
  function setExtras(state, shown = state) {
    extras = state;
    if (!destroyed) view.dom.setAttribute("data-extras", shown);
  }

  /** Fetches completion and search (once; again after a failed fetch) and installs them. */
  function loadExtras() {
    if (extras !== "not loaded") return;
    setExtras("loading");
    import("./extras.js").then(
      (m) => {
        setExtras("loaded");
        if (destroyed) return;
        view.dispatch({
          effects: [
            completionCompartment.reconfigure([
              m.autocompletion({
                override: [
                  (context) =>
                    (language === "yaml" ? makeYamlSource : makeKeySource)(() => completionOptions)(context),
                ],
                activateOnTyping: true,
                icons: true,
                maxRenderedOptions: 200,
              }),
              keymap.of(m.completionKeymap),
            ]),
            searchCompartment.reconfigure([keymap.of(m.searchKeymap), m.highlightSelectionMatches()]),
            defaultKeysCompartment.reconfigure(keymap.of(m.defaultKeymap)),
            historyCompartment.reconfigure([m.history(), keymap.of(m.historyKeymap)]),
          ],
          annotations: programmatic.of(true),
        });
      },
      (e) => {
        setExtras("not loaded", "failed");
        console.error("conf editor: completion, search and the editing keys did not load:", e);
      },
    );
  }
  if (view.hasFocus) loadExtras();

  function api(fn, fallback) {
    return (...args) => {
      if (destroyed) return fallback;
      apiDepth++;
      try {
        return fn(...args);
      } catch (e) {
        // Never throw into the caller (Rust); report and carry on.
        console.error("conf editor:", e);
        return fallback;
      } finally {
        apiDepth--;
      }
    };
  }

  let lastDoc = view.state.doc.toString();

  const handle = {
    setDoc: api((text) => {
      const next = text == null ? "" : String(text);
      const cur = view.state.doc.toString();
      if (next === cur) return;
      // Replace only the differing middle part: keeps the cursor, diagnostics and
      // highlighted lines where the text did not change.
      let start = 0;
      const max = Math.min(cur.length, next.length);
      while (start < max && cur.charCodeAt(start) === next.charCodeAt(start)) start++;
      let endCur = cur.length;
      let endNext = next.length;
      while (endCur > start && endNext > start && cur.charCodeAt(endCur - 1) === next.charCodeAt(endNext - 1)) {
        endCur--;
        endNext--;
      }
      view.dispatch({
        changes: { from: start, to: endCur, insert: next.slice(start, endNext) },
        annotations: programmatic.of(true),
      });
    }),
    getDoc: () => (destroyed ? lastDoc : view.state.doc.toString()),
    setDiagnostics: api((list) => {
      const diagnostics = toCmDiagnostics(view.state.doc, list);
      view.dispatch({ ...lintSetDiagnostics(view.state, diagnostics), annotations: programmatic.of(true) });
    }),
    setCompletions: api((list) => {
      completionOptions = toOptions(list);
    }),
    setLanguage: api((name) => {
      const next = name === "yaml" ? "yaml" : "conf";
      if (next === language) return;
      language = next;
      view.dom.setAttribute("data-language", language);
      view.dispatch({
        effects: languageCompartment.reconfigure(language === "yaml" ? yamlLanguage : sparkConfLanguage),
        annotations: programmatic.of(true),
      });
      queueKeyCheck();
    }),
    setTheme: api((d) => {
      const next = !!d;
      if (next === dark) return;
      dark = next;
      view.dispatch({ effects: themeCompartment.reconfigure(themeFor(dark)), annotations: programmatic.of(true) });
    }),
    highlightLines: api((lines) => {
      const doc = view.state.doc;
      const seen = new Set();
      const ranges = [];
      for (const l of asList(lines)) {
        const n = toInt(l);
        if (n == null) continue;
        const c = clamp(n, 1, doc.lines);
        if (seen.has(c)) continue;
        seen.add(c);
        ranges.push(highlightLineDeco.range(doc.line(c).from));
      }
      view.dispatch({
        effects: setHighlightedLines.of(Decoration.set(ranges, true)),
        annotations: programmatic.of(true),
      });
    }),
    focus: api(() => {
      view.focus();
    }),
    goToLine: api((line) => {
      const doc = view.state.doc;
      const n = toInt(line);
      if (n == null) return;
      const at = doc.line(clamp(n, 1, doc.lines));
      view.dispatch({
        selection: { anchor: at.to },
        effects: EditorView.scrollIntoView(at.from, { y: "center" }),
        annotations: programmatic.of(true),
      });
      view.focus();
    }),
    destroy: api(() => {
      lastDoc = view.state.doc.toString();
      destroyed = true;
      view.destroy();
    }),
  };
  return handle;
}
