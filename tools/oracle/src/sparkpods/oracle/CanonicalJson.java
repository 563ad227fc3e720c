package sparkpods.oracle;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.TreeSet;

/**
 * The goldens' JSON: object keys sorted in Java {@code String} order at every level, arrays in
 * their order, two spaces of indent, a newline at the end; strings escaped as JSON requires and
 * nothing more (non-ASCII written as is).
 */
public final class CanonicalJson {
  private CanonicalJson() {}

  public static String write(JsonNode node) {
    StringBuilder sb = new StringBuilder();
    write(sb, node, 0);
    return sb.append('\n').toString();
  }

  private static void write(StringBuilder sb, JsonNode n, int level) {
    if (n == null || n.isNull() || n.isMissingNode()) {
      sb.append("null");
    } else if (n.isTextual()) {
      string(sb, n.textValue());
    } else if (n.isNumber() || n.isBoolean()) {
      sb.append(n.asText());
    } else if (n.isArray()) {
      if (n.size() == 0) {
        sb.append("[]");
        return;
      }
      sb.append("[\n");
      for (int i = 0; i < n.size(); i++) {
        indent(sb, level + 1);
        write(sb, n.get(i), level + 1);
        sb.append(i + 1 < n.size() ? ",\n" : "\n");
      }
      indent(sb, level);
      sb.append(']');
    } else if (n.isObject()) {
      TreeSet<String> keys = new TreeSet<>();
      n.fieldNames().forEachRemaining(keys::add);
      if (keys.isEmpty()) {
        sb.append("{}");
        return;
      }
      sb.append("{\n");
      int i = 0;
      for (String k : keys) {
        indent(sb, level + 1);
        string(sb, k);
        sb.append(": ");
        write(sb, n.get(k), level + 1);
        sb.append(++i < keys.size() ? ",\n" : "\n");
      }
      indent(sb, level);
      sb.append('}');
    } else {
      string(sb, n.asText());
    }
  }

  private static void string(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      switch (ch) {
        case '"': sb.append("\\\""); break;
        case '\\': sb.append("\\\\"); break;
        case '\n': sb.append("\\n"); break;
        case '\r': sb.append("\\r"); break;
        case '\t': sb.append("\\t"); break;
        case '\b': sb.append("\\b"); break;
        case '\f': sb.append("\\f"); break;
        default:
          if (ch < 0x20) {
            sb.append(String.format("\\u%04x", (int) ch));
          } else {
            sb.append(ch);
          }
      }
    }
    sb.append('"');
  }

  private static void indent(StringBuilder sb, int level) {
    sb.append("  ".repeat(level));
  }
}
