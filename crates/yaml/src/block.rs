//! Block nodes: sequences and mappings by indentation, the node a line's content starts,
//! merge keys, and a finished node turned into a value by its tag and the schema.

use super::*;

impl Parser<'_> {
    /// A node in block context. `indent`: column of the enclosing block collection (-1 at the
    /// top). `block_ok`: a block collection may start on the current line (after `- ` or `? `).
    /// `indentless`: a `- ` sequence may sit at `indent` itself (a mapping's value).
    pub(crate) fn block_node(
        &mut self,
        indent: isize,
        block_ok: bool,
        indentless: bool,
    ) -> R<Node> {
        let mut block_ok = self.skip(true)? || block_ok;
        let too_far_left = |p: &Self| {
            let col = p.col() as isize;
            p.eof()
                || p.doc_marker()
                || col < indent
                || (col == indent
                    && !(indentless && p.cur() == b'-' && blankz(p.at(1)))
                    && !matches!(p.cur(), b'|' | b'>'))
        };
        if too_far_left(self) {
            return Ok(Node::empty(None));
        }
        let start = self.pos;
        let start_col = self.col() as isize;
        let (mut anchor, mut tag) = self.properties()?;
        let (jumps0, deepest0) = (self.jumps, self.deepest);
        self.deepest = self.depth;
        let crossed = self.newline_between(start, self.pos);
        if anchor.is_some() || tag.is_some() {
            block_ok = block_ok || crossed;
            if crossed && too_far_left(self) || self.eof() || self.doc_marker() {
                self.events += 1;
                let node = Node::empty(tag);
                return self.finish(node, anchor, jumps0, deepest0);
            }
        }
        let col = if crossed {
            self.col() as isize
        } else {
            start_col
        };
        let c = self.cur();
        let collection = if c == b'-' && blankz(self.at(1)) {
            if !block_ok {
                return Err(self.err("block sequence entries are not allowed in this context"));
            }
            self.block_seq(col)?
        } else if c == b'?' && blankz(self.at(1)) {
            if !block_ok {
                return Err(self.err("mapping keys are not allowed in this context"));
            }
            self.block_map(col, None)?
        } else if c == b'|' || c == b'>' {
            self.events += 1;
            let node = Node::Scalar {
                text: self.block_scalar(indent)?,
                plain: false,
                tag,
            };
            return self.finish(node, anchor, jumps0, deepest0);
        } else {
            let key_start = self.pos;
            // Properties on the same line belong to this node (a key, if `:` follows); on a line
            // of their own, to whatever the node turns out to be the start of.
            // (A key on the line after its mapping's properties may have its own.)
            let (own_tag, own_anchor) = if crossed {
                let (a, t) = self.properties()?;
                (t, a)
            } else {
                (tag.take(), anchor.take())
            };
            let own_props = own_anchor.is_some() || own_tag.is_some();
            let props_only = own_props && self.cur() == b':' && blankz(self.at(1));
            let node = self.key_node(props_only, indent, own_tag)?;
            let node = self.finish(node, own_anchor, jumps0, deepest0)?;
            let end = self.end;
            self.skip(true)?;
            if self.cur() == b':' && blankz(self.at(1)) && !self.newline_between(end, self.pos) {
                let multiline = self
                    .src
                    .get(key_start..end)
                    .is_some_and(|s| s.contains('\n'));
                // libyaml measures a simple key from its first token: the key's own properties,
                // not its mapping's on an earlier line.
                let key_from = if crossed { key_start } else { start };
                if multiline || !block_ok || self.key_too_long(key_from) {
                    return Err(self.err("mapping values are not allowed in this context"));
                }
                let merge = self.is_merge_key(&node);
                let key = self.key_of(node)?;
                let map = self.block_map(col, Some((key, merge)))?;
                let value = match tag {
                    Some(t) => collection_tag(map, &t).map_err(|m| self.err(&m))?,
                    None => map,
                };
                return self.finish(Node::Value(value), anchor, jumps0, deepest0);
            }
            if crossed && own_props {
                // Not a key, so libyaml ends the outer properties' empty node before these, and
                // what follows cannot continue the document.
                return Err(self.err("did not find expected node content"));
            }
            let node = match (node, tag) {
                (Node::Scalar { text, plain, .. }, Some(t)) => Node::Scalar {
                    text,
                    plain,
                    tag: Some(t),
                },
                (Node::Value(v), Some(t)) => {
                    Node::Value(collection_tag(v, &t).map_err(|m| self.err(&m))?)
                }
                (n, None) => n,
            };
            return self.finish(node, anchor, jumps0, deepest0);
        };
        let value = match tag {
            Some(t) => collection_tag(collection, &t).map_err(|m| self.err(&m))?,
            None => collection,
        };
        self.finish(Node::Value(value), anchor, jumps0, deepest0)
    }

    /// Register an anchor (its value as serde_yaml would deserialize it) and restore depth
    /// bookkeeping.
    pub(crate) fn finish(
        &mut self,
        node: Node,
        anchor: Option<String>,
        jumps0: usize,
        deepest0: usize,
    ) -> R<Node> {
        if let Some(name) = anchor {
            let value = match &node {
                Node::Value(v) => Ok(v.clone()),
                Node::Scalar { text, plain, tag } => {
                    resolve(self.schema, text, *plain, tag.as_deref())
                }
            };
            let depth = self.deepest.saturating_sub(self.depth);
            // Counted once here so each alias use costs O(1) to account for.
            let nodes = value.as_ref().map_or(1, node_count);
            let jumps = self.jumps.saturating_sub(jumps0);
            let anchor = Anchor {
                value,
                jumps,
                depth,
                nodes,
            };
            self.anchor_index
                .insert(name, Value::from(self.anchors.len()));
            self.anchors.push(anchor);
        }
        self.deepest = self.deepest.max(deepest0);
        Ok(node)
    }

    /// A simple key's node: the empty scalar when only properties stand before its `:`
    /// (`&a : v`), else the node at `indent`.
    pub(crate) fn key_node(
        &mut self,
        props_only: bool,
        indent: isize,
        tag: Option<String>,
    ) -> R<Node> {
        if props_only {
            self.events += 1;
            self.end = self.pos;
            Ok(Node::empty(tag))
        } else {
            self.inline_node(indent, tag)
        }
    }

    /// A node that fits on a line in block context: alias, flow collection, quoted or plain
    /// scalar (the plain one may fold over more-indented lines).
    pub(crate) fn inline_node(&mut self, indent: isize, tag: Option<String>) -> R<Node> {
        let node = self.inline_content(indent, tag)?;
        if self.end < self.pos && !matches!(&node, Node::Scalar { plain: true, .. }) {
            self.end = self.pos;
        }
        Ok(node)
    }

    pub(crate) fn inline_content(&mut self, indent: isize, tag: Option<String>) -> R<Node> {
        match self.cur() {
            b'*' => {
                if tag.is_some() {
                    return Err(self.err("did not find expected node content"));
                }
                Ok(Node::Value(self.alias()?))
            }
            b'[' | b'{' => {
                let v = self.flow_collection()?;
                Ok(Node::Value(match tag {
                    Some(t) => collection_tag(v, &t).map_err(|m| self.err(&m))?,
                    None => v,
                }))
            }
            b'"' | b'\'' => {
                self.events += 1;
                Ok(Node::Scalar {
                    text: self.quoted()?,
                    plain: false,
                    tag,
                })
            }
            _ => {
                self.events += 1;
                Ok(Node::Scalar {
                    text: self.plain(indent, false)?,
                    plain: true,
                    tag,
                })
            }
        }
    }

    /// The string a mapping key deserializes to (serde_json keys are strings). serde_yaml gives
    /// a scalar key's text as written, whatever its tag; snakeyaml types keys like values and
    /// Jackson writes them as their text (`0x1F` is `31`), refusing a null key.
    pub(crate) fn key_of(&self, node: Node) -> R<String> {
        match node {
            Node::Scalar { text, .. } if self.schema == Schema::SerdeYaml => Ok(text),
            Node::Scalar { text, plain, tag } => {
                match resolve(self.schema, &text, plain, tag.as_deref())
                    .map_err(|m| self.err(&m))?
                {
                    Value::String(s) => Ok(s),
                    Value::Null => Err(self.err("a null key cannot be a JSON field name")),
                    Value::Bool(b) => Ok(b.to_string()),
                    Value::Number(n) => Ok(sparkpods_jvm::java_number_text(&n)),
                    Value::Array(_) | Value::Object(_) => Ok(text),
                }
            }
            Node::Value(Value::Array(_)) => {
                Err(self.err("invalid type: sequence, expected a string key"))
            }
            Node::Value(Value::Object(_)) => {
                Err(self.err("invalid type: map, expected a string key"))
            }
            Node::Value(_) => Err(self.err("aliases as mapping keys are not supported")),
        }
    }

    pub(crate) fn value_of(&self, node: Node) -> R<Value> {
        match node {
            Node::Value(v) => Ok(v),
            Node::Scalar { text, plain, tag } => {
                resolve(self.schema, &text, plain, tag.as_deref()).map_err(|m| self.err(&m))
            }
        }
    }

    /// A block sequence whose `-` entries sit at column `col`.
    pub(crate) fn block_seq(&mut self, col: isize) -> R<Value> {
        self.enter()?;
        let mut items = Vec::new();
        while self.cur() == b'-' && blankz(self.at(1)) && self.col() as isize == col {
            if !items.is_empty() && !self.first_on_line() {
                return Err(self.err("did not find expected '-' indicator"));
            }
            self.pos += 1;
            self.spaces_no_tab()?;
            let node = self.block_node(col, true, false)?;
            items.push(self.value_of(node)?);
            self.skip(true)?;
            if !self.eof() && !self.doc_marker() && self.col() as isize > col {
                return Err(self.err("did not find expected '-' indicator"));
            }
        }
        self.depth -= 1;
        Ok(Value::Array(items))
    }

    /// A block mapping whose keys sit at column `col`; `first` is a key already read.
    pub(crate) fn block_map(&mut self, col: isize, first: Option<(String, bool)>) -> R<Value> {
        self.enter()?;
        let map_start = self.line_start(self.pos);
        let mut map = Map::new();
        let mut merges = Vec::new();
        let mut pending = first;
        loop {
            let mut complex = false;
            let (key, merge) = match pending.take() {
                Some(k) => k,
                None => {
                    if self.eof() || self.doc_marker() || (self.col() as isize) < col {
                        break;
                    }
                    if self.col() as isize > col || !map.is_empty() && !self.first_on_line() {
                        return Err(self.err("did not find expected key"));
                    }
                    if self.cur() == b'?' && blankz(self.at(1)) {
                        self.pos += 1;
                        self.spaces_no_tab()?;
                        let node = self.block_node(col, true, false)?;
                        let merge = self.is_merge_key(&node);
                        let key = self.key_of(node)?;
                        self.skip(true)?;
                        if !(self.cur() == b':' && blankz(self.at(1)) && self.col() as isize == col)
                        {
                            self.put(&mut map, &mut merges, key, merge, Value::Null)?;
                            self.events += 1;
                            continue;
                        }
                        complex = true;
                        (key, merge)
                    } else {
                        let start = self.pos;
                        let (anchor, tag) = self.properties()?;
                        if self.newline_between(start, self.pos) {
                            return Err(self.err("could not find expected ':'"));
                        }
                        let (j, d) = (self.jumps, self.deepest);
                        self.deepest = self.depth;
                        let c = self.cur();
                        let props = anchor.is_some() || tag.is_some();
                        let empty = props && c == b':' && blankz(self.at(1));
                        if !empty
                            && (matches!(c, b':' | b'-') && blankz(self.at(1))
                                || matches!(c, b'|' | b'>'))
                        {
                            return Err(self.err("did not find expected key"));
                        }
                        let node = self.key_node(empty, col, tag)?;
                        let node = self.finish(node, anchor, j, d)?;
                        self.skip(true)?;
                        if !(self.cur() == b':' && blankz(self.at(1)))
                            || self.key_too_long(start)
                            || self.newline_between(start, self.pos)
                        {
                            return Err(self.err("could not find expected ':'"));
                        }
                        let merge = self.is_merge_key(&node);
                        (self.key_of(node)?, merge)
                    }
                }
            };
            // at ':'
            if !merge && map.contains_key(&key) && !self.schema.refuses_duplicate_keys() {
                self.note_duplicate(&key, map_start, col);
            }
            self.pos += 1;
            if complex {
                self.spaces_no_tab()?;
            }
            let node = self.block_node(col, complex, true)?;
            let value = self.value_of(node)?;
            self.put(&mut map, &mut merges, key, merge, value)?;
            self.skip(true)?;
        }
        self.depth -= 1;
        Ok(Value::Object(merged(map, merges)))
    }

    /// Whether a key node is a merge key (`<<`, plain, untagged) under a schema that merges.
    pub(crate) fn is_merge_key(&self, node: &Node) -> bool {
        self.schema.merge_keys()
            && matches!(node, Node::Scalar { text, plain: true, tag: None } if text == "<<")
    }

    /// One pair of a mapping being built; a merge key's mappings wait for [`merged`]. A repeated
    /// key replaces the earlier value, or is an error where the schema's reader refuses it.
    pub(crate) fn put(
        &self,
        map: &mut Map<String, Value>,
        merges: &mut Vec<Map<String, Value>>,
        key: String,
        merge: bool,
        value: Value,
    ) -> R<()> {
        if !merge {
            if self.schema.refuses_duplicate_keys() && map.contains_key(&key) {
                return Err(self.err(&format!("found duplicate key {key}")));
            }
            map.insert(key, value);
            return Ok(());
        }
        let bad = || self.err("expected a mapping or list of mappings for merging");
        match value {
            Value::Object(m) => merges.push(m),
            Value::Array(items) => {
                for item in items {
                    match item {
                        Value::Object(m) => merges.push(m),
                        _ => return Err(bad()),
                    }
                }
            }
            _ => return Err(bad()),
        }
        Ok(())
    }
}

/// How many nodes (scalars and collections) a value holds, itself included.
fn node_count(v: &Value) -> usize {
    match v {
        Value::Array(items) => items
            .iter()
            .fold(1, |n, item| n.saturating_add(node_count(item))),
        Value::Object(map) => map.values().fold(1, |n, item| {
            n.saturating_add(node_count(item).saturating_add(1))
        }),
        _ => 1,
    }
}
