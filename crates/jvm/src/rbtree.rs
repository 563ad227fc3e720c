//! The JDK's red-black "tree bin" (shared by `ConcurrentHashMap.TreeBin` and
//! `HashMap.TreeNode`), ported node-for-node.
//!
//! A tree bin keeps two structures over the same nodes: the red-black tree (used for lookups)
//! and a doubly linked list (`first`/`next`/`prev`) that iteration walks. Only the list order
//! is observable, but the tree *shape* decides where `HashMap` links new nodes, which node
//! `HashMap` moves to the front, and when a bin is converted back to a plain list after a
//! removal — so the CLR-derived balancing code is reproduced exactly, in an index arena.

use super::hash::java_string_compare;
use std::cmp::Ordering;

#[derive(Clone, Debug)]
pub(crate) struct TreeNode<V> {
    pub(crate) hash: i32,
    pub(crate) key: String,
    pub(crate) value: V,
    left: Option<usize>,
    right: Option<usize>,
    parent: Option<usize>,
    next: Option<usize>,
    prev: Option<usize>,
    red: bool,
}

/// Which JDK class's `removeTreeNode` to follow (they differ in one recolouring).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flavor {
    ConcurrentHashMap,
    HashMap,
}

/// A tree bin: arena of nodes, tree root and list head. Removed nodes stay in the arena, unlinked.
#[derive(Clone, Debug)]
pub(crate) struct RbBin<V> {
    nodes: Vec<TreeNode<V>>,
    root: Option<usize>,
    first: Option<usize>,
}

/// A list entry handed in and out of tree bins: `(hash, key, value)`.
pub(crate) type Entry<V> = (i32, String, V);

impl<V> RbBin<V> {
    // ---------------------------------------------------------------- null-safe field access
    // Every accessor takes `Option<usize>` so the ported code reads like the Java, where any
    // of these references may be null.

    fn node(&self, x: Option<usize>) -> Option<&TreeNode<V>> {
        x.and_then(|i| self.nodes.get(i))
    }
    fn node_mut(&mut self, x: Option<usize>) -> Option<&mut TreeNode<V>> {
        x.and_then(|i| self.nodes.get_mut(i))
    }
    fn left(&self, x: Option<usize>) -> Option<usize> {
        self.node(x).and_then(|n| n.left)
    }
    fn right(&self, x: Option<usize>) -> Option<usize> {
        self.node(x).and_then(|n| n.right)
    }
    fn parent(&self, x: Option<usize>) -> Option<usize> {
        self.node(x).and_then(|n| n.parent)
    }
    fn next(&self, x: Option<usize>) -> Option<usize> {
        self.node(x).and_then(|n| n.next)
    }
    fn prev(&self, x: Option<usize>) -> Option<usize> {
        self.node(x).and_then(|n| n.prev)
    }
    fn red(&self, x: Option<usize>) -> bool {
        self.node(x).is_some_and(|n| n.red)
    }
    fn set_left(&mut self, x: Option<usize>, v: Option<usize>) {
        if let Some(n) = self.node_mut(x) {
            n.left = v;
        }
    }
    fn set_right(&mut self, x: Option<usize>, v: Option<usize>) {
        if let Some(n) = self.node_mut(x) {
            n.right = v;
        }
    }
    fn set_parent(&mut self, x: Option<usize>, v: Option<usize>) {
        if let Some(n) = self.node_mut(x) {
            n.parent = v;
        }
    }
    fn set_next(&mut self, x: Option<usize>, v: Option<usize>) {
        if let Some(n) = self.node_mut(x) {
            n.next = v;
        }
    }
    fn set_prev(&mut self, x: Option<usize>, v: Option<usize>) {
        if let Some(n) = self.node_mut(x) {
            n.prev = v;
        }
    }
    fn set_red(&mut self, x: Option<usize>, red: bool) {
        if let Some(n) = self.node_mut(x) {
            n.red = red;
        }
    }

    fn alloc(&mut self, (hash, key, value): Entry<V>) -> Option<usize> {
        self.nodes.push(TreeNode {
            hash,
            key,
            value,
            left: None,
            right: None,
            parent: None,
            next: None,
            prev: None,
            red: false,
        });
        Some(self.nodes.len() - 1)
    }

    // ---------------------------------------------------------------- construction

    /// Links `entries` as the bin's list (in order) and builds the tree by inserting them in
    /// list order: `ConcurrentHashMap.TreeBin(TreeNode)` / `HashMap.TreeNode.treeify` (minus
    /// `moveRootToFront`, see [`RbBin::hash_map_treeify`]).
    pub(crate) fn build(entries: Vec<Entry<V>>) -> Self {
        let mut bin = RbBin {
            nodes: Vec::with_capacity(entries.len()),
            root: None,
            first: None,
        };
        let mut tail: Option<usize> = None;
        for e in entries {
            let x = bin.alloc(e);
            if tail.is_none() {
                bin.first = x;
            } else {
                bin.set_next(tail, x);
                bin.set_prev(x, tail);
            }
            tail = x;
        }
        let mut x = bin.first;
        while x.is_some() {
            let next = bin.next(x);
            bin.set_left(x, None);
            bin.set_right(x, None);
            if bin.root.is_none() {
                bin.set_parent(x, None);
                bin.set_red(x, false);
                bin.root = x;
            } else if let Some((xp, go_left)) = bin.insertion_parent(x) {
                bin.set_parent(x, Some(xp));
                if go_left {
                    bin.set_left(Some(xp), x);
                } else {
                    bin.set_right(Some(xp), x);
                }
                bin.root = bin.balance_insertion(bin.root, x);
            }
            x = next;
        }
        bin
    }

    /// `HashMap.TreeNode.treeify`: build, then move the root to the front of the list.
    pub(crate) fn hash_map_treeify(entries: Vec<Entry<V>>) -> Self {
        let mut bin = Self::build(entries);
        bin.move_root_to_front(bin.root);
        bin
    }

    /// Where the tree descent for node `x` ends: `(parent, goes_left)`. Order: signed hash,
    /// then `String.compareTo` (`dir <= 0` goes left; equal Strings never reach here).
    fn insertion_parent(&self, x: Option<usize>) -> Option<(usize, bool)> {
        let xn = self.node(x)?;
        let mut p = self.root;
        loop {
            let pn = self.node(p)?;
            let dir = match pn.hash.cmp(&xn.hash) {
                Ordering::Greater => Ordering::Less,
                Ordering::Less => Ordering::Greater,
                Ordering::Equal => java_string_compare(&xn.key, &pn.key),
            };
            let go_left = dir != Ordering::Greater;
            let child = if go_left { pn.left } else { pn.right };
            match (child, p) {
                (None, Some(pi)) => return Some((pi, go_left)),
                (None, None) => return None,
                (Some(_), _) => p = child,
            }
        }
    }

    // ---------------------------------------------------------------- queries

    fn find(&self, key: &str) -> Option<usize> {
        self.list_indices()
            .find(|&i| self.nodes.get(i).is_some_and(|n| n.key == key))
    }

    fn list_indices(&self) -> impl Iterator<Item = usize> + '_ {
        let mut cur = self.first;
        let mut budget = self.nodes.len();
        std::iter::from_fn(move || {
            let i = cur?;
            if budget == 0 {
                return None;
            }
            budget -= 1;
            cur = self.next(cur);
            Some(i)
        })
    }

    /// The bin's entries in list (= iteration) order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &TreeNode<V>> + '_ {
        self.list_indices().filter_map(|i| self.nodes.get(i))
    }

    pub(crate) fn get(&self, key: &str) -> Option<&V> {
        self.find(key)
            .and_then(|i| self.nodes.get(i))
            .map(|n| &n.value)
    }

    pub(crate) fn get_mut(&mut self, key: &str) -> Option<&mut V> {
        let i = self.find(key);
        self.node_mut(i).map(|n| &mut n.value)
    }

    pub(crate) fn len(&self) -> usize {
        self.list_indices().count()
    }

    /// The entries in list order (what `untreeify` and resize splitting copy out).
    pub(crate) fn into_entries(self) -> Vec<Entry<V>> {
        let order: Vec<usize> = self.list_indices().collect();
        let mut slots: Vec<Option<TreeNode<V>>> = self.nodes.into_iter().map(Some).collect();
        order
            .into_iter()
            .filter_map(|i| slots.get_mut(i).and_then(Option::take))
            .map(|n| (n.hash, n.key, n.value))
            .collect()
    }

    /// True if the tree is so small that `removeTreeNode` untreeifies instead of unlinking:
    /// `root == null || root.right == null || root.left == null || root.left.left == null`.
    fn too_small(&self, root: Option<usize>) -> bool {
        root.is_none()
            || self.right(root).is_none()
            || self.left(root).is_none()
            || self.left(self.left(root)).is_none()
    }

    // ---------------------------------------------------------------- ConcurrentHashMap.TreeBin

    /// `TreeBin.putTreeVal` for a key not yet in the bin: the node is linked at the FRONT of
    /// the list (so iteration order of a tree bin is newest first).
    pub(crate) fn chm_insert(&mut self, entry: Entry<V>) {
        if self.root.is_none() {
            let x = self.alloc(entry);
            self.first = x;
            self.root = x;
            return;
        }
        let x = self.alloc(entry);
        let Some((xp, go_left)) = self.insertion_parent(x) else {
            return;
        };
        let f = self.first;
        self.set_next(x, f);
        self.set_parent(x, Some(xp));
        self.first = x;
        if f.is_some() {
            self.set_prev(f, x);
        }
        if go_left {
            self.set_left(Some(xp), x);
        } else {
            self.set_right(Some(xp), x);
        }
        if !self.red(Some(xp)) {
            self.set_red(x, true);
        } else {
            self.root = self.balance_insertion(self.root, x);
        }
    }

    /// `TreeBin.removeTreeNode`. Returns the removed value and whether the bin must now be
    /// untreeified (converted to a plain list of the remaining entries, in list order).
    pub(crate) fn chm_remove(&mut self, key: &str) -> Option<(V, bool)>
    where
        V: Clone,
    {
        let p = Some(self.find(key)?);
        let value = self.node(p)?.value.clone();
        let next = self.next(p);
        let pred = self.prev(p);
        if pred.is_none() {
            self.first = next;
        } else {
            self.set_next(pred, next);
        }
        if next.is_some() {
            self.set_prev(next, pred);
        }
        if self.first.is_none() {
            self.root = None;
            return Some((value, true));
        }
        if self.too_small(self.root) {
            return Some((value, true));
        }
        self.root = self.unlink_from_tree(p, self.root, Flavor::ConcurrentHashMap);
        Some((value, false))
    }

    // ---------------------------------------------------------------- HashMap.TreeNode

    /// `HashMap.TreeNode.moveRootToFront`.
    fn move_root_to_front(&mut self, root: Option<usize>) {
        if root.is_none() || root == self.first {
            return;
        }
        let first = self.first;
        let rn = self.next(root);
        let rp = self.prev(root);
        if rn.is_some() {
            self.set_prev(rn, rp);
        }
        if rp.is_some() {
            self.set_next(rp, rn);
        }
        if first.is_some() {
            self.set_prev(first, root);
        }
        self.set_next(root, first);
        self.set_prev(root, None);
        self.first = root;
    }

    /// `HashMap.TreeNode.putTreeVal` for a key not yet in the bin: the node is linked right
    /// AFTER its tree parent in the list, then the (possibly new) root moves to the front.
    pub(crate) fn hash_map_insert(&mut self, entry: Entry<V>) {
        let x = self.alloc(entry);
        let Some((xp, go_left)) = self.insertion_parent(x) else {
            // empty tree: cannot happen for a live HashMap tree bin; keep the entry anyway
            self.first = x;
            self.root = x;
            return;
        };
        let xpn = self.next(Some(xp));
        self.set_next(x, xpn);
        if go_left {
            self.set_left(Some(xp), x);
        } else {
            self.set_right(Some(xp), x);
        }
        self.set_next(Some(xp), x);
        self.set_parent(x, Some(xp));
        self.set_prev(x, Some(xp));
        if xpn.is_some() {
            self.set_prev(xpn, x);
        }
        self.root = self.balance_insertion(self.root, x);
        self.move_root_to_front(self.root);
    }

    /// `HashMap.TreeNode.removeTreeNode(map, tab, movable = true)`. Returns the removed value
    /// and whether the bin must be untreeified.
    pub(crate) fn hash_map_remove(&mut self, key: &str) -> Option<(V, bool)>
    where
        V: Clone,
    {
        let p = Some(self.find(key)?);
        let value = self.node(p)?.value.clone();
        let mut root = self.first; // tab[index] before unlinking
        let succ = self.next(p);
        let pred = self.prev(p);
        if pred.is_none() {
            self.first = succ;
        } else {
            self.set_next(pred, succ);
        }
        if succ.is_some() {
            self.set_prev(succ, pred);
        }
        if self.first.is_none() {
            self.root = None;
            return Some((value, true));
        }
        if self.parent(root).is_some() {
            let mut budget = self.nodes.len();
            while self.parent(root).is_some() && budget > 0 {
                root = self.parent(root);
                budget -= 1;
            }
        }
        if self.too_small(root) {
            return Some((value, true));
        }
        let r = self.unlink_from_tree(p, root, Flavor::HashMap);
        self.root = r;
        self.move_root_to_front(r);
        Some((value, false))
    }

    // ---------------------------------------------------------------- CLR red-black code

    /// Tree part of `removeTreeNode` (both JDK classes): swaps `p` with its successor if it
    /// has two children, splices it out and rebalances. Returns the new root.
    fn unlink_from_tree(
        &mut self,
        p: Option<usize>,
        root: Option<usize>,
        flavor: Flavor,
    ) -> Option<usize> {
        let mut r = root;
        let pl = self.left(p);
        let pr = self.right(p);
        let replacement;
        if pl.is_some() && pr.is_some() {
            let mut s = pr;
            let mut budget = self.nodes.len();
            while let Some(sl) = self.left(s) {
                s = Some(sl);
                budget = budget.saturating_sub(1);
                if budget == 0 {
                    break;
                }
            }
            let c = self.red(s);
            let pred = self.red(p);
            self.set_red(s, pred);
            self.set_red(p, c);
            let sr = self.right(s);
            let pp = self.parent(p);
            if s == pr {
                self.set_parent(p, s);
                self.set_right(s, p);
            } else {
                let sp = self.parent(s);
                self.set_parent(p, sp);
                if sp.is_some() {
                    if s == self.left(sp) {
                        self.set_left(sp, p);
                    } else {
                        self.set_right(sp, p);
                    }
                }
                self.set_right(s, pr);
                if pr.is_some() {
                    self.set_parent(pr, s);
                }
            }
            self.set_left(p, None);
            self.set_right(p, sr);
            if sr.is_some() {
                self.set_parent(sr, p);
            }
            self.set_left(s, pl);
            if pl.is_some() {
                self.set_parent(pl, s);
            }
            self.set_parent(s, pp);
            if pp.is_none() {
                r = s;
            } else if p == self.left(pp) {
                self.set_left(pp, s);
            } else {
                self.set_right(pp, s);
            }
            replacement = if sr.is_some() { sr } else { p };
        } else if pl.is_some() {
            replacement = pl;
        } else if pr.is_some() {
            replacement = pr;
        } else {
            replacement = p;
        }
        if replacement != p {
            let pp = self.parent(p);
            self.set_parent(replacement, pp);
            if pp.is_none() {
                r = replacement;
                if flavor == Flavor::HashMap {
                    self.set_red(replacement, false);
                }
            } else if p == self.left(pp) {
                self.set_left(pp, replacement);
            } else {
                self.set_right(pp, replacement);
            }
            self.set_left(p, None);
            self.set_right(p, None);
            self.set_parent(p, None);
        }
        let new_root = if self.red(p) {
            r
        } else {
            self.balance_deletion(r, replacement)
        };
        if replacement == p {
            let pp = self.parent(p);
            if pp.is_some() {
                if p == self.left(pp) {
                    self.set_left(pp, None);
                } else if p == self.right(pp) {
                    self.set_right(pp, None);
                }
            }
            self.set_parent(p, None);
        }
        new_root
    }

    fn rotate_left(&mut self, mut root: Option<usize>, p: Option<usize>) -> Option<usize> {
        let r = self.right(p);
        if p.is_some() && r.is_some() {
            let rl = self.left(r);
            self.set_right(p, rl);
            if rl.is_some() {
                self.set_parent(rl, p);
            }
            let pp = self.parent(p);
            self.set_parent(r, pp);
            if pp.is_none() {
                root = r;
                self.set_red(r, false);
            } else if self.left(pp) == p {
                self.set_left(pp, r);
            } else {
                self.set_right(pp, r);
            }
            self.set_left(r, p);
            self.set_parent(p, r);
        }
        root
    }

    fn rotate_right(&mut self, mut root: Option<usize>, p: Option<usize>) -> Option<usize> {
        let l = self.left(p);
        if p.is_some() && l.is_some() {
            let lr = self.right(l);
            self.set_left(p, lr);
            if lr.is_some() {
                self.set_parent(lr, p);
            }
            let pp = self.parent(p);
            self.set_parent(l, pp);
            if pp.is_none() {
                root = l;
                self.set_red(l, false);
            } else if self.right(pp) == p {
                self.set_right(pp, l);
            } else {
                self.set_left(pp, l);
            }
            self.set_right(l, p);
            self.set_parent(p, l);
        }
        root
    }

    fn balance_insertion(
        &mut self,
        mut root: Option<usize>,
        mut x: Option<usize>,
    ) -> Option<usize> {
        self.set_red(x, true);
        // Each round climbs at least one level or terminates; the budget only guards bugs.
        for _ in 0..=(4 * self.nodes.len() + 8) {
            let mut xp = self.parent(x);
            if xp.is_none() {
                self.set_red(x, false);
                return x;
            }
            let mut xpp = self.parent(xp);
            if !self.red(xp) || xpp.is_none() {
                return root;
            }
            let xppl = self.left(xpp);
            if xp == xppl {
                let xppr = self.right(xpp);
                if self.red(xppr) {
                    self.set_red(xppr, false);
                    self.set_red(xp, false);
                    self.set_red(xpp, true);
                    x = xpp;
                } else {
                    if x == self.right(xp) {
                        x = xp;
                        root = self.rotate_left(root, x);
                        xp = self.parent(x);
                        xpp = if xp.is_none() { None } else { self.parent(xp) };
                    }
                    if xp.is_some() {
                        self.set_red(xp, false);
                        if xpp.is_some() {
                            self.set_red(xpp, true);
                            root = self.rotate_right(root, xpp);
                        }
                    }
                }
            } else if self.red(xppl) {
                self.set_red(xppl, false);
                self.set_red(xp, false);
                self.set_red(xpp, true);
                x = xpp;
            } else {
                if x == self.left(xp) {
                    x = xp;
                    root = self.rotate_right(root, x);
                    xp = self.parent(x);
                    xpp = if xp.is_none() { None } else { self.parent(xp) };
                }
                if xp.is_some() {
                    self.set_red(xp, false);
                    if xpp.is_some() {
                        self.set_red(xpp, true);
                        root = self.rotate_left(root, xpp);
                    }
                }
            }
        }
        root
    }

    fn balance_deletion(&mut self, mut root: Option<usize>, mut x: Option<usize>) -> Option<usize> {
        for _ in 0..=(4 * self.nodes.len() + 8) {
            if x.is_none() || x == root {
                return root;
            }
            let mut xp = self.parent(x);
            if xp.is_none() {
                self.set_red(x, false);
                return x;
            }
            if self.red(x) {
                self.set_red(x, false);
                return root;
            }
            let mut xpl = self.left(xp);
            if xpl == x {
                let mut xpr = self.right(xp);
                if self.red(xpr) {
                    self.set_red(xpr, false);
                    self.set_red(xp, true);
                    root = self.rotate_left(root, xp);
                    xp = self.parent(x);
                    xpr = if xp.is_none() { None } else { self.right(xp) };
                }
                if xpr.is_none() {
                    x = xp;
                } else {
                    let sl = self.left(xpr);
                    let sr = self.right(xpr);
                    if !self.red(sr) && !self.red(sl) {
                        self.set_red(xpr, true);
                        x = xp;
                    } else {
                        if !self.red(sr) {
                            if sl.is_some() {
                                self.set_red(sl, false);
                            }
                            self.set_red(xpr, true);
                            root = self.rotate_right(root, xpr);
                            xp = self.parent(x);
                            xpr = if xp.is_none() { None } else { self.right(xp) };
                        }
                        if xpr.is_some() {
                            let c = xp.is_some() && self.red(xp);
                            self.set_red(xpr, c);
                            let sr = self.right(xpr);
                            if sr.is_some() {
                                self.set_red(sr, false);
                            }
                        }
                        if xp.is_some() {
                            self.set_red(xp, false);
                            root = self.rotate_left(root, xp);
                        }
                        x = root;
                    }
                }
            } else {
                if self.red(xpl) {
                    self.set_red(xpl, false);
                    self.set_red(xp, true);
                    root = self.rotate_right(root, xp);
                    xp = self.parent(x);
                    xpl = if xp.is_none() { None } else { self.left(xp) };
                }
                if xpl.is_none() {
                    x = xp;
                } else {
                    let sl = self.left(xpl);
                    let sr = self.right(xpl);
                    if !self.red(sl) && !self.red(sr) {
                        self.set_red(xpl, true);
                        x = xp;
                    } else {
                        if !self.red(sl) {
                            if sr.is_some() {
                                self.set_red(sr, false);
                            }
                            self.set_red(xpl, true);
                            root = self.rotate_left(root, xpl);
                            xp = self.parent(x);
                            xpl = if xp.is_none() { None } else { self.left(xp) };
                        }
                        if xpl.is_some() {
                            let c = xp.is_some() && self.red(xp);
                            self.set_red(xpl, c);
                            let sl = self.left(xpl);
                            if sl.is_some() {
                                self.set_red(sl, false);
                            }
                        }
                        if xp.is_some() {
                            self.set_red(xp, false);
                            root = self.rotate_right(root, xp);
                        }
                        x = root;
                    }
                }
            }
        }
        root
    }
}
