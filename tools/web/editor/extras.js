// The editor's completion, search and editing commands (its default keys, undo history and the
// history's keys), a module of its own: editor.js fetches it when the editor first takes focus
// (keys act only in a focused editor); tools/web/build-editor.sh bundles it beside
// editor.bundle.js.
export { autocompletion, completionKeymap } from "@codemirror/autocomplete";
export { searchKeymap, highlightSelectionMatches } from "@codemirror/search";
export { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
