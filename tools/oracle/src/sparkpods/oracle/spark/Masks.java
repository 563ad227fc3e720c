package sparkpods.oracle.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is drawn at run time and cannot be pinned at the source, replaced in every string of the
 * document (keys and error messages too) by a placeholder: UUIDs, the date line of
 * {@code Properties.store}, the clock part of a short service name, the working directory, and
 * the values a run records as it draws them (the authentication secret, the bound port).
 */
final class Masks {
  private static final Pattern UUID = Pattern.compile(
      "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
  private static final Pattern PROPERTIES_DATE = Pattern.compile(
      "(?m)^#(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) "
          + "[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2} [A-Za-z0-9+:_/-]+ [0-9]{4}$");
  private static final Pattern SHORT_SERVICE_NAME =
      Pattern.compile("(spark-[0-9a-f]{6})([0-9a-f]{1,10})(-driver-svc)");

  /** Exact strings recorded during the run, replaced first, in the order recorded. */
  private final Map<String, String> exact = new LinkedHashMap<>();
  private final String cwd;

  Masks(String cwd) {
    this.cwd = cwd;
  }

  void record(String drawn, String placeholder) {
    exact.put(drawn, placeholder);
  }

  String apply(String s) {
    for (Map.Entry<String, String> m : exact.entrySet()) {
      s = s.replace(m.getKey(), m.getValue());
    }
    s = UUID.matcher(s).replaceAll("<UUID>");
    s = PROPERTIES_DATE.matcher(s).replaceAll(Matcher.quoteReplacement("#<TIMESTAMP>"));
    s = SHORT_SERVICE_NAME.matcher(s).replaceAll("$1" + Pins.FIXED_TIME_HEX + "$3");
    if (cwd != null && cwd.length() > 1) {
      s = s.replace(cwd, "<CWD>");
    }
    return s;
  }

  JsonNode apply(JsonNode n) {
    if (n.isTextual()) {
      return TextNode.valueOf(apply(n.textValue()));
    }
    if (n.isArray()) {
      ArrayNode a = Fabric8.MAPPER.createArrayNode();
      for (JsonNode c : n) {
        a.add(apply(c));
      }
      return a;
    }
    if (n.isObject()) {
      ObjectNode o = Fabric8.MAPPER.createObjectNode();
      Iterator<Map.Entry<String, JsonNode>> it = n.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        o.set(apply(e.getKey()), apply(e.getValue()));
      }
      return o;
    }
    return n;
  }
}
