//! Flow collections: `[...]` and `{...}`, their entries and implicit single-pair mappings.

use super::*;

impl Parser<'_> {
    /// A flow collection: `[...]` or `{...}`, possibly over several lines.
    pub(crate) fn flow_collection(&mut self) -> R<Value> {
        self.enter()?;
        self.flow += 1;
        let seq = self.cur() == b'[';
        let close = if seq { b']' } else { b'}' };
        self.pos += 1;
        let mut items = Vec::new();
        let mut map = Map::new();
        let mut merges = Vec::new();
        loop {
            self.skip(true)?;
            if self.cur() == close {
                self.pos += 1;
                break;
            }
            if self.cur() == b'?' {
                return Err(self.err("complex keys in flow collections are not supported"));
            }
            if self.cur() == b':' {
                return Err(self.err("did not find expected node content"));
            }
            let key_start = self.pos;
            let key_node = self.flow_node()?;
            let merge = self.is_merge_key(&key_node);
            self.skip(true)?;
            let multiline = self.newline_between(key_start, self.pos);
            if self.cur() == b':' && (multiline || self.key_too_long(key_start)) {
                return Err(self.err("did not find expected ',' or ']'"));
            }
            if self.cur() != b':' {
                if seq {
                    items.push(self.value_of(key_node)?);
                } else {
                    let k = self.key_of(key_node)?;
                    self.events += 1;
                    self.put(&mut map, &mut merges, k, merge, Value::Null)?;
                }
                if !self.entry_end(close)? {
                    break;
                }
                continue;
            }
            // at ':' (a pair)
            self.pos += 1;
            self.skip(true)?;
            let value = if matches!(self.cur(), b',') || self.cur() == close {
                self.events += 1;
                Value::Null
            } else {
                let n = self.flow_node()?;
                self.value_of(n)?
            };
            let key = self.key_of(key_node)?;
            if seq {
                self.events += 2;
                let mut pair = Map::new();
                self.put(&mut pair, &mut merges, key, merge, value)?;
                items.push(Value::Object(merged(pair, std::mem::take(&mut merges))));
            } else {
                self.put(&mut map, &mut merges, key, merge, value)?;
            }
            self.skip(true)?;
            if !self.entry_end(close)? {
                break;
            }
        }
        self.depth -= 1;
        self.flow -= 1;
        Ok(if seq {
            Value::Array(items)
        } else {
            Value::Object(merged(map, merges))
        })
    }

    /// After a flow entry: a `,` (consumed; returns true: more entries may follow) or the closing
    /// bracket (consumed; returns false); anything else is an error.
    pub(crate) fn entry_end(&mut self, close: u8) -> R<bool> {
        if self.cur() == b',' {
            self.pos += 1;
            return Ok(true);
        }
        if self.cur() == close {
            self.pos += 1;
            return Ok(false);
        }
        Err(self.err(if close == b']' {
            "did not find expected ',' or ']'"
        } else {
            "did not find expected ',' or '}'"
        }))
    }

    /// A node inside a flow collection.
    pub(crate) fn flow_node(&mut self) -> R<Node> {
        let (anchor, tag) = self.properties()?;
        self.skip(true)?;
        let (j, d) = (self.jumps, self.deepest);
        self.deepest = self.depth;
        let c = self.cur();
        let node = if (anchor.is_some() || tag.is_some())
            && (flow_indicator(c) && c != b'[' && c != b'{' || c == b':')
        {
            self.events += 1;
            Node::empty(tag)
        } else {
            match c {
                b'*' | b'[' | b'{' | b'"' | b'\'' => self.inline_node(-1, tag)?,
                b',' | b']' | b'}' | b'|' | b'>' => {
                    return Err(self.err("did not find expected node content"));
                }
                _ => {
                    self.events += 1;
                    Node::Scalar {
                        text: self.plain(-1, true)?,
                        plain: true,
                        tag,
                    }
                }
            }
        };
        self.finish(node, anchor, j, d)
    }
}
