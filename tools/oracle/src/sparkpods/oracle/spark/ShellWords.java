package sparkpods.oracle.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The words of a pasted spark-submit command as a POSIX shell splits them: quotes, backslash
 * escapes, backslash-newline continuations and comments, but no expansion of variables, tildes or
 * globs (a `$` or backquote is kept as written, with a warning). One simple command only: shell
 * operators are refused.
 */
final class ShellWords {
  private final Consumer<String> warn;
  private boolean warnedExpansion;

  ShellWords(Consumer<String> warn) {
    this.warn = warn;
  }

  /** spark-submit's arguments: the words after leading VAR=value words and the command. */
  List<String> arguments(String text) throws UsageError {
    return stripCommand(tokenize(text));
  }

  /** Words of the first (and only) simple command in `s`. */
  List<String> tokenize(String s) throws UsageError {
    List<String> words = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean inWord = false;
    boolean done = false;
    int n = s.length();
    int i = 0;
    while (i < n) {
      char c = s.charAt(i);
      if (done) {
        // After the command: only blank lines and comments.
        if (c == '#') {
          while (i < n && s.charAt(i) != '\n') {
            i++;
          }
          continue;
        }
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
          i++;
          continue;
        }
        if (c == '\\' && i + 1 < n && s.charAt(i + 1) == '\n') {
          i += 2;
          continue;
        }
        throw new UsageError("more than one command (only one spark-submit line is supported)");
      }
      if (c == '\\') {
        if (i + 1 >= n) {
          i++;
          continue;
        }
        char d = s.charAt(i + 1);
        if (d == '\n') {
          i += 2;
          continue;
        }
        if (d == '\r' && i + 2 < n && s.charAt(i + 2) == '\n') {
          i += 3;
          continue;
        }
        cur.append(d);
        inWord = true;
        i += 2;
        continue;
      }
      if (c == '\'') {
        int j = s.indexOf('\'', i + 1);
        if (j < 0) {
          throw new UsageError("unterminated single quote");
        }
        cur.append(s, i + 1, j);
        inWord = true;
        i = j + 1;
        continue;
      }
      if (c == '"') {
        i = doubleQuoted(s, i + 1, cur);
        inWord = true;
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        if (inWord) {
          words.add(cur.toString());
          cur.setLength(0);
          inWord = false;
        }
        if (c == '\n' && !words.isEmpty()) {
          done = true;
        }
        i++;
        continue;
      }
      if (c == '#' && !inWord) {
        while (i < n && s.charAt(i) != '\n') {
          i++;
        }
        continue;
      }
      if (";&|<>()".indexOf(c) >= 0) {
        throw new UsageError("unquoted shell operator '" + c + "' is not supported"
            + " (one plain spark-submit command only)");
      }
      if (c == '`' || (c == '$' && i + 1 < n && isExpansionStart(s.charAt(i + 1)))) {
        warnExpansion(c);
      }
      cur.append(c);
      inWord = true;
      i++;
    }
    if (inWord) {
      words.add(cur.toString());
    }
    if (words.isEmpty()) {
      throw new UsageError("no command found");
    }
    return words;
  }

  /** A double-quoted part from `i` (after its quote) into `cur`; the index after the closing quote. */
  private int doubleQuoted(String s, int i, StringBuilder cur) throws UsageError {
    int n = s.length();
    while (i < n) {
      char d = s.charAt(i);
      if (d == '"') {
        return i + 1;
      }
      if (d == '\\' && i + 1 < n) {
        char e = s.charAt(i + 1);
        if (e == '\n') {
          i += 2;
          continue;
        }
        if (e == '$' || e == '`' || e == '"' || e == '\\') {
          cur.append(e);
          i += 2;
          continue;
        }
      }
      if (d == '`' || (d == '$' && i + 1 < n && isExpansionStart(s.charAt(i + 1)))) {
        warnExpansion(d);
      }
      cur.append(d);
      i++;
    }
    throw new UsageError("unterminated double quote");
  }

  private static boolean isExpansionStart(char c) {
    return c == '{' || c == '(' || c == '_' || Character.isLetterOrDigit(c)
        || "@*#?$!-".indexOf(c) >= 0;
  }

  private void warnExpansion(char c) {
    if (!warnedExpansion) {
      warn.accept("warning: '" + c + "' kept literally (no shell expansion)");
      warnedExpansion = true;
    }
  }

  /** Drops leading VAR=value assignments and the spark-submit command word. */
  private List<String> stripCommand(List<String> words) throws UsageError {
    int i = 0;
    while (i < words.size() && words.get(i).matches("[A-Za-z_][A-Za-z0-9_]*=.*")) {
      warn.accept("warning: ignoring environment assignment "
          + words.get(i).replaceFirst("=.*", "=..."));
      i++;
    }
    if (i >= words.size()) {
      throw new UsageError("no command found");
    }
    String cmd = words.get(i);
    String base = cmd.substring(cmd.lastIndexOf('/') + 1);
    if (base.equals("spark-submit") || base.equals("spark-submit.cmd")) {
      i++;
    } else if (!cmd.startsWith("-")) {
      throw new UsageError("the command is '" + cmd + "', expected spark-submit");
    }
    return new ArrayList<>(words.subList(i, words.size()));
  }
}
