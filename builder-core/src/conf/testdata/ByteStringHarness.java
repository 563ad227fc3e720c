// Oracle for builder-core/src/conf/bytes.rs (not compiled by cargo): runs every input of
// bytes-inputs.txt through the REAL JavaUtils.byteStringAs (each ByteUnit) and
// Utils.memoryStringToMb of one Spark release, printing one JSON object per input:
//
//   {"input":"1k","BYTE":{"ok":1024},...,"memoryStringToMb":{"ok":0}}
//   {"input":"1x","BYTE":{"err":"NumberFormatException","msg":"<HELP>\nInvalid suffix: \"x\""},...}
//
// `err` omits `java.lang.`, `<HELP>` stands for the "Size must be specified ..." help text. In
// bytes-inputs.txt, a backslash, `u` and four hex digits is that UTF-16 unit.
// scripts/regen-byte-strings.sh runs this for every supported release and keeps one file per
// run of consecutive releases with identical output, named after the run's first release.
//
//   javac -cp "$JARS/*" -d $OUT ByteStringHarness.java
//   java -cp "$OUT:$JARS/*" ByteStringHarness bytes-inputs.txt > bytes-spark-<release>.jsonl

import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

public class ByteStringHarness {
  static final String HELP = "Size must be specified as bytes (b), kibibytes (k), mebibytes (m), "
      + "gibibytes (g), tebibytes (t), or pebibytes(p). E.g. 50b, 100k, or 250m.";

  public static void main(String[] args) throws Exception {
    Class<?> javaUtils = Class.forName("org.apache.spark.network.util.JavaUtils");
    Class<?> byteUnit = Class.forName("org.apache.spark.network.util.ByteUnit");
    Method byteStringAs = javaUtils.getMethod("byteStringAs", String.class, byteUnit);
    Method memoryStringToMb =
        Class.forName("org.apache.spark.util.Utils").getMethod("memoryStringToMb", String.class);
    String[] units = {"BYTE", "KiB", "MiB", "GiB", "TiB", "PiB"};
    List<String> lines = Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8);
    StringBuilder out = new StringBuilder();
    for (String raw : lines) {
      String input = unescape(raw);
      out.append("{\"input\":").append(json(input));
      for (String u : units) {
        Object unit = Enum.valueOf(byteUnit.asSubclass(Enum.class), u);
        out.append(",\"").append(u).append("\":").append(call(byteStringAs, null, input, unit));
      }
      out.append(",\"memoryStringToMb\":").append(call(memoryStringToMb, null, input));
      out.append("}\n");
    }
    System.out.print(out);
  }

  static String call(Method m, Object target, Object... args) {
    try {
      return "{\"ok\":" + m.invoke(target, args) + "}";
    } catch (java.lang.reflect.InvocationTargetException e) {
      Throwable t = e.getCause();
      String cls = t.getClass().getName().replaceFirst("^java\\.lang\\.", "");
      String msg = String.valueOf(t.getMessage()).replace(HELP, "<HELP>");
      return "{\"err\":" + json(cls) + ",\"msg\":" + json(msg) + "}";
    } catch (IllegalAccessException e) {
      throw new RuntimeException(e);
    }
  }

  /** A backslash, `u` and four hex digits in the inputs file is one UTF-16 unit. */
  static String unescape(String s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      if (s.startsWith("\\u", i) && i + 6 <= s.length()) {
        b.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
        i += 5;
      } else {
        b.append(s.charAt(i));
      }
    }
    return b.toString();
  }

  static String json(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c == '\n') b.append("\\n");
      else if (c == '\t') b.append("\\t");
      else if (c == '\r') b.append("\\r");
      else if (c < 0x20 || c > 0x7e) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }
}
