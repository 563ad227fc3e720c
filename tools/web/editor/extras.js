// The editor's completion and search, a module of its own (editor.js fetches it when the editor
// first takes focus; tools/web/build-editor.sh bundles it beside editor.bundle.js).
export { autocompletion, completionKeymap } from "@codemirror/autocomplete";
export { searchKeymap, highlightSelectionMatches } from "@codemirror/search";
