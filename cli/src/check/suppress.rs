//! Suppressions in the files: a comment line `# sparkpods: disable-next-line=RULE[,RULE]`
//! silences those rules on the line after it, `# sparkpods: disable=RULE[,RULE]` in the whole
//! file. A Java properties value cannot carry a trailing comment, so the comment goes on a
//! line of its own, in confs, command-line scripts and YAML alike. A suppression that names no
//! rule, or silences nothing, is a finding itself.

use crate::rules;

use super::finding::Finding;

/// Where a suppression applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// The line after the comment.
    NextLine(u32),
    /// The whole file.
    File,
}

/// One rule a suppression names, where it names it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Named {
    id: String,
    /// 1-based column of the id on the comment's line.
    column: u32,
}

/// One suppression comment.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Suppression {
    /// The comment's 1-based line.
    line: u32,
    scope: Scope,
    rules: Vec<Named>,
    /// A `sparkpods:` comment that is neither `disable-next-line=` nor `disable=`: what it says.
    malformed: Option<String>,
}

/// The suppressions of one file, and which of them have silenced something.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Suppressions {
    list: Vec<Suppression>,
    /// For each suppression, for each rule it names: whether it silenced a finding.
    used: Vec<Vec<bool>>,
}

const MARK: &str = "sparkpods:";

impl Suppressions {
    /// The suppression comments of `text`.
    pub fn read(text: &str) -> Suppressions {
        let mut list = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let Some(comment) = raw.trim_start().strip_prefix('#') else {
                continue;
            };
            let Some(body) = comment.trim_start().strip_prefix(MARK) else {
                continue;
            };
            let body = body.trim();
            let (scope, ids) = if let Some(ids) = body.strip_prefix("disable-next-line=") {
                (Scope::NextLine(line.saturating_add(1)), ids)
            } else if let Some(ids) = body.strip_prefix("disable=") {
                (Scope::File, ids)
            } else {
                list.push(Suppression {
                    line,
                    scope: Scope::File,
                    rules: Vec::new(),
                    malformed: Some(body.to_string()),
                });
                continue;
            };
            // Each id's column: where it starts in the raw line (`ids` ends where the line's
            // text does).
            let ids_start = raw.trim_end().len() - ids.len();
            let mut rules = Vec::new();
            let mut at = ids_start;
            for part in ids.split(',') {
                let lead = part.len() - part.trim_start().len();
                let id = part.trim();
                if !id.is_empty() {
                    let column = raw.get(..at + lead).map_or(0, |s| s.chars().count()) + 1;
                    rules.push(Named {
                        id: id.to_string(),
                        column: u32::try_from(column).unwrap_or(u32::MAX),
                    });
                }
                at += part.len() + 1;
            }
            list.push(Suppression {
                line,
                scope,
                rules,
                malformed: None,
            });
        }
        let used = list.iter().map(|s| vec![false; s.rules.len()]).collect();
        Suppressions { list, used }
    }

    /// Whether a finding of `rule` at `line` (of this file) is silenced; what silences it
    /// counts as used.
    pub fn silences(&mut self, rule: &str, line: Option<u32>) -> bool {
        let mut silenced = false;
        for (s, marks) in self.list.iter().zip(self.used.iter_mut()) {
            let applies = match s.scope {
                Scope::File => true,
                Scope::NextLine(target) => line == Some(target),
            };
            if !applies {
                continue;
            }
            for (named, mark) in s.rules.iter().zip(marks.iter_mut()) {
                if named.id == rule {
                    *mark = true;
                    silenced = true;
                }
            }
        }
        silenced
    }

    /// The findings about the suppressions: rules that do not exist, comments that say
    /// nothing `check` reads, and (given what silenced something) suppressions that silence
    /// nothing, but those of a rule `off` says is turned off (nothing of it is reported).
    pub fn own_findings(&self, file: &str, off: impl Fn(&str) -> bool) -> Vec<Finding> {
        let used = &self.used;
        let mut out = Vec::new();
        let finding =
            |rule: &'static builder_core::Rule, line, column, message: String, hint| Finding {
                rule,
                severity: rule.severity,
                file: file.to_string(),
                line: Some(line),
                column,
                subject: None,
                message,
                hint,
                template: None,
            };
        for (i, s) in self.list.iter().enumerate() {
            if let Some(what) = &s.malformed {
                out.push(finding(
                    &rules::BAD_SUPPRESSION,
                    s.line,
                    None,
                    format!("`# {MARK} {what}` is not a suppression sparkpods reads"),
                    Some(
                        "write `# sparkpods: disable-next-line=RULE[,RULE]` or `# sparkpods: \
                         disable=RULE[,RULE]` (`sparkpods rules` lists the rules)"
                            .to_string(),
                    ),
                ));
                continue;
            }
            for (j, named) in s.rules.iter().enumerate() {
                if rules::find(&named.id).is_none() {
                    let near = builder_core::closest(&named.id, rules::all().map(|r| r.id), |k| {
                        k.len() / 3
                    });
                    out.push(finding(
                        &rules::BAD_SUPPRESSION,
                        s.line,
                        Some(named.column),
                        format!("the suppression names `{}`, which is no rule", named.id),
                        Some(match near {
                            Some(r) => {
                                format!("did you mean {r}? (`sparkpods rules` lists the rules)")
                            }
                            None => "`sparkpods rules` lists the rules".to_string(),
                        }),
                    ));
                } else if !off(&named.id)
                    && !used.get(i).and_then(|u| u.get(j)).copied().unwrap_or(false)
                {
                    let where_ = match s.scope {
                        Scope::NextLine(l) => format!("on line {l}"),
                        Scope::File => "in the file".to_string(),
                    };
                    out.push(finding(
                        &rules::UNUSED_SUPPRESSION,
                        s.line,
                        Some(named.column),
                        format!(
                            "the suppression of {} silences nothing: {} reports nothing {where_}",
                            named.id, named.id
                        ),
                        Some("remove it, or move it to the line before the finding".to_string()),
                    ));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suppression_comments_are_read_with_their_scope_and_columns() {
        let s = Suppressions::read(
            "a=1\n# sparkpods: disable-next-line=unknown-key, k8s-image\n  #sparkpods: disable=spark\n# sparkpods: ignore everything\n# a plain comment\n",
        );
        assert_eq!(s.list.len(), 3);
        assert_eq!(s.list[0].scope, Scope::NextLine(3));
        assert_eq!(
            s.list[0].rules,
            [
                Named {
                    id: "unknown-key".into(),
                    column: 32
                },
                Named {
                    id: "k8s-image".into(),
                    column: 45
                },
            ]
        );
        assert_eq!(s.list[1].scope, Scope::File);
        assert_eq!(s.list[2].malformed.as_deref(), Some("ignore everything"));
    }
}
