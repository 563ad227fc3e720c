//! No module imports in a circle, in any crate of the workspace.
//!
//! Cargo already refuses a cycle between crates; inside a crate nothing does. A cycle between
//! modules means neither can be understood, tested or moved without the other (shared types
//! living with the logic that uses them), so this test reads every crate's source as the
//! compiler finds it (`mod` items from the crate root, `#[path]` honoured, `#[cfg(test)]` code
//! left out) and fails on any set of sibling modules that reach each other, naming each import
//! of the circle.
//!
//! Siblings are compared at every level: `conf` and `inputs` under a crate root, `conf::bytes`
//! and `conf::properties` under `conf`. A use of `crate::a::b::X` from inside `c::d` is an edge
//! `c → a` at the root; a parent reaching its own child (`pub use child::X`) and a child
//! reaching its parent (`use super::*`) are not edges between siblings.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)] // test helpers outside #[test] fns

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// The crate roots of the workspace (every library and binary; `vendor/` is generated code).
const CRATE_ROOTS: &[&str] = &[
    "crates/sort/src/lib.rs",
    "crates/jvm/src/lib.rs",
    "crates/yaml/src/lib.rs",
    "crates/kube/src/lib.rs",
    "builder-core/src/lib.rs",
    "crates/cluster/src/lib.rs",
    "crates/operators/src/lib.rs",
    "crates/convert/src/lib.rs",
    "cli/src/lib.rs",
    "cli/src/main.rs",
    "admission-wasm/src/lib.rs",
    "web-ui/src/lib.rs",
    "web-ui/src/main.rs",
    "js-core/src/lib.rs",
];

type ModPath = Vec<String>;

/// One module of a crate and the paths its own code (not its child modules') names.
struct Module {
    file: PathBuf,
    children: BTreeSet<String>,
    /// Each path as written (`["crate", "conf", "registry", "KEY"]`).
    paths: Vec<Vec<String>>,
}

struct Crate {
    modules: BTreeMap<ModPath, Module>,
}

/// `#[cfg(test)]` or `#[cfg(all(test, ...))]`: code only test builds have (`cfg(not(test))` and
/// `cfg(any(test, ...))` are not).
fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    fn only_under_test(meta: &syn::Meta) -> bool {
        match meta {
            syn::Meta::Path(p) => p.is_ident("test"),
            syn::Meta::List(list) if list.path.is_ident("all") => list
                .parse_args_with(
                    syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
                )
                .is_ok_and(|all| all.iter().any(only_under_test)),
            _ => false,
        }
    }
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Meta>()
                .is_ok_and(|m| only_under_test(&m))
    })
}

fn path_attr(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|a| match &a.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    use syn::Item::*;
    match item {
        Const(i) => &i.attrs,
        Enum(i) => &i.attrs,
        ExternCrate(i) => &i.attrs,
        Fn(i) => &i.attrs,
        ForeignMod(i) => &i.attrs,
        Impl(i) => &i.attrs,
        Macro(i) => &i.attrs,
        Mod(i) => &i.attrs,
        Static(i) => &i.attrs,
        Struct(i) => &i.attrs,
        Trait(i) => &i.attrs,
        TraitAlias(i) => &i.attrs,
        Type(i) => &i.attrs,
        Union(i) => &i.attrs,
        Use(i) => &i.attrs,
        _ => &[],
    }
}

/// Collects the paths of one module's items, not descending into child modules.
#[derive(Default)]
struct Paths(Vec<Vec<String>>);

impl Paths {
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => self.leaf(prefix, &n.ident),
            syn::UseTree::Rename(r) => self.leaf(prefix, &r.ident),
            syn::UseTree::Glob(_) => self.0.push(prefix.clone()),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.use_tree(prefix, t);
                }
            }
        }
    }

    fn leaf(&mut self, prefix: &[String], ident: &syn::Ident) {
        let mut p = prefix.to_vec();
        // `use crate::conf::{self, ...}` names `conf` itself.
        if ident != "self" {
            p.push(ident.to_string());
        }
        self.0.push(p);
    }

    /// `crate::a::b` / `super::a` / `self::a` inside a macro's tokens (`matches!`, `format!`).
    fn tokens(&mut self, tokens: TokenStream) {
        let flat: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < flat.len() {
            if let Some(TokenTree::Group(g)) = flat.get(i) {
                self.tokens(g.stream());
            }
            if let Some(TokenTree::Ident(id)) = flat.get(i)
                && (id == "crate" || id == "super" || id == "self")
            {
                let mut path = vec![id.to_string()];
                let mut j = i + 1;
                while let (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) =
                    (flat.get(j), flat.get(j + 1))
                {
                    if a.as_char() != ':' || b.as_char() != ':' {
                        break;
                    }
                    match flat.get(j + 2) {
                        Some(TokenTree::Ident(next)) => path.push(next.to_string()),
                        _ => break,
                    }
                    j += 3;
                }
                if path.len() > 1 {
                    self.0.push(path);
                }
                i = j;
                continue;
            }
            i += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if is_test_only(item_attrs(item)) {
            return;
        }
        match item {
            // A child module's code is its own.
            syn::Item::Mod(_) => {}
            syn::Item::Use(u) => self.use_tree(&mut Vec::new(), &u.tree),
            _ => syn::visit::visit_item(self, item),
        }
    }

    fn visit_impl_item(&mut self, item: &'ast syn::ImplItem) {
        let attrs = match item {
            syn::ImplItem::Fn(f) => &f.attrs,
            syn::ImplItem::Const(c) => &c.attrs,
            _ => return syn::visit::visit_impl_item(self, item),
        };
        if !is_test_only(attrs) {
            syn::visit::visit_impl_item(self, item);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.0
            .push(path.segments.iter().map(|s| s.ident.to_string()).collect());
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        syn::visit::visit_macro(self, mac);
    }
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn load_crate(root: &Path) -> Crate {
    let mut krate = Crate {
        modules: BTreeMap::new(),
    };
    let text = std::fs::read_to_string(root).unwrap_or_else(|e| panic!("{}: {e}", root.display()));
    let file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", root.display()));
    let dir = root.parent().unwrap().to_path_buf();
    add_module(&mut krate, Vec::new(), root, &dir, &file.items);
    krate
}

/// Adds the module at `path` (its items `items`, read from `file`; its file children under
/// `dir`) and, recursively, its children.
fn add_module(krate: &mut Crate, path: ModPath, file: &Path, dir: &Path, items: &[syn::Item]) {
    let mut paths = Paths::default();
    let mut children = BTreeSet::new();
    for item in items {
        paths.visit_item(item);
        let syn::Item::Mod(m) = item else { continue };
        if is_test_only(&m.attrs) {
            continue;
        }
        let name = m.ident.to_string();
        children.insert(name.clone());
        let mut child = path.clone();
        child.push(name.clone());
        match &m.content {
            Some((_, inner)) => add_module(krate, child, file, &dir.join(&name), inner),
            None => {
                let child_file = match path_attr(&m.attrs) {
                    Some(p) => file.parent().unwrap().join(p),
                    None if dir.join(format!("{name}.rs")).exists() => {
                        dir.join(format!("{name}.rs"))
                    }
                    None => dir.join(&name).join("mod.rs"),
                };
                let text = std::fs::read_to_string(&child_file)
                    .unwrap_or_else(|e| panic!("{}: {e}", child_file.display()));
                let parsed = syn::parse_file(&text)
                    .unwrap_or_else(|e| panic!("{}: {e}", child_file.display()));
                let child_dir = if child_file.file_name().is_some_and(|n| n == "mod.rs") {
                    child_file.parent().unwrap().to_path_buf()
                } else {
                    child_file.with_extension("")
                };
                add_module(krate, child, &child_file, &child_dir, &parsed.items);
            }
        }
    }
    krate.modules.insert(
        path,
        Module {
            file: file.to_path_buf(),
            children,
            paths: paths.0,
        },
    );
}

impl Crate {
    /// The module a path written in `from` leads to (the deepest module it names), if it is
    /// one of this crate's.
    fn resolve(&self, from: &ModPath, written: &[String]) -> Option<ModPath> {
        let first = written.first()?;
        let (mut base, rest) = match first.as_str() {
            "crate" => (Vec::new(), written.get(1..)?),
            "self" => (from.clone(), written.get(1..)?),
            "super" => {
                let mut base = from.clone();
                let mut rest = written;
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop();
                    rest = rest.get(1..)?;
                }
                (base, rest)
            }
            name if self.modules.get(from)?.children.contains(name) => (from.clone(), written),
            _ => return None,
        };
        for segment in rest {
            let mut next = base.clone();
            next.push(segment.clone());
            if !self.modules.contains_key(&next) {
                break;
            }
            base = next;
        }
        Some(base)
    }
}

/// A circle of sibling modules, as the message prints it.
fn cycles(name: &str, krate: &Crate) -> Vec<String> {
    // Per parent module: edges between its children, each with one import that makes it.
    let mut levels: BTreeMap<ModPath, BTreeMap<(String, String), String>> = BTreeMap::new();
    for (from, module) in &krate.modules {
        for written in &module.paths {
            let Some(to) = krate.resolve(from, written) else {
                continue;
            };
            let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
            let (Some(a), Some(b)) = (from.get(common), to.get(common)) else {
                continue; // one is the other's ancestor
            };
            let parent: ModPath = from.iter().take(common).cloned().collect();
            let file = module
                .file
                .strip_prefix(workspace_root())
                .unwrap_or(&module.file);
            levels
                .entry(parent)
                .or_default()
                .entry((a.clone(), b.clone()))
                .or_insert_with(|| format!("{} names `{}`", file.display(), written.join("::")));
        }
    }
    let mut out = Vec::new();
    for (parent, edges) in &levels {
        for component in strongly_connected(edges.keys()) {
            let at = if parent.is_empty() {
                format!("{name}'s root")
            } else {
                format!("{name}'s `{}`", parent.join("::"))
            };
            let imports: Vec<&str> = edges
                .iter()
                .filter(|((a, b), _)| component.contains(a) && component.contains(b))
                .map(|(_, why)| why.as_str())
                .collect();
            out.push(format!(
                "{at}: {} import each other ({})",
                component.iter().cloned().collect::<Vec<_>>().join(", "),
                imports.join("; ")
            ));
        }
    }
    out
}

/// The components of more than one node (Tarjan's algorithm).
fn strongly_connected<'a>(
    edges: impl Iterator<Item = &'a (String, String)>,
) -> Vec<BTreeSet<String>> {
    let mut graph: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (a, b) in edges {
        graph.entry(a).or_default().push(b);
        graph.entry(b).or_default();
    }
    struct State<'g> {
        graph: &'g BTreeMap<&'g str, Vec<&'g str>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        out: Vec<BTreeSet<String>>,
    }
    fn visit<'g>(s: &mut State<'g>, v: &'g str) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        s.on_stack.insert(v);
        for &w in s.graph.get(v).into_iter().flatten() {
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if s.on_stack.contains(w) {
                let iw = s.index[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = BTreeSet::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.insert(w.to_string());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                s.out.push(component);
            }
        }
    }
    let mut state = State {
        graph: &graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for &v in graph.keys() {
        if !state.index.contains_key(v) {
            visit(&mut state, v);
        }
    }
    state.out
}

#[test]
fn no_crate_has_modules_that_import_each_other() {
    let mut found = Vec::new();
    for root in CRATE_ROOTS {
        let krate = load_crate(&workspace_root().join(root));
        found.extend(cycles(root, &krate));
    }
    assert!(
        found.is_empty(),
        "modules that import each other (move what both need into a module of its own below \
         them):\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn every_library_and_binary_of_the_workspace_is_checked() {
    // A crate added to the workspace without a root here would go unchecked.
    let manifest = std::fs::read_to_string(workspace_root().join("Cargo.toml")).unwrap();
    let members = manifest
        .lines()
        .find_map(|l| l.strip_prefix("members = ["))
        .unwrap();
    for member in members.trim_end_matches(']').split(',') {
        let member = member.trim().trim_matches('"');
        if member.starts_with("vendor/") || member == "tests" {
            continue;
        }
        for root in ["src/lib.rs", "src/main.rs"] {
            let path = format!("{member}/{root}");
            if workspace_root().join(&path).exists() {
                assert!(
                    CRATE_ROOTS.contains(&path.as_str()),
                    "{path} is not in CRATE_ROOTS"
                );
            }
        }
    }
}

/// The checker finds the circles it is for, in a crate written for the purpose.
#[test]
fn a_circle_between_siblings_is_found_and_a_parent_child_pair_is_not() {
    let dir = std::env::temp_dir().join(format!("sparkpods-cycles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("conf")).unwrap();
    let write = |p: &str, s: &str| std::fs::write(dir.join(p), s).unwrap();
    write(
        "lib.rs",
        "mod conf;\nmod inputs;\nmod leaf;\npub use conf::Conf;\n",
    );
    write(
        "conf/mod.rs",
        "mod bytes;\nmod keys;\npub use keys::Key;\npub struct Conf(crate::inputs::Env);\n",
    );
    write("conf/bytes.rs", "use super::keys::Key;\nuse super::*;\n");
    write(
        "conf/keys.rs",
        "pub struct Key;\nfn f() { matches!(1, _ if super::bytes::B) }\n",
    );
    write(
        "inputs.rs",
        "pub struct Env;\nfn f() -> crate::conf::Conf { todo!() }\nuse crate::leaf::L;\n",
    );
    write(
        "leaf.rs",
        "pub struct L;\n#[cfg(test)]\nmod tests { use crate::conf::Conf; }\n",
    );
    let krate = load_crate(&dir.join("lib.rs"));
    let found = cycles("fixture", &krate);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].starts_with("fixture's root: conf, inputs import each other"),
        "{}",
        found[0]
    );
    assert!(
        found[1].starts_with("fixture's `conf`: bytes, keys import each other"),
        "{}",
        found[1]
    );
}
