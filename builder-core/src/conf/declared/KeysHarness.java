// Oracle for builder-core/src/conf/declared/ (not compiled by cargo): every configuration key one
// Spark release declares, read off its jars. It loads (without initializing) every class of the
// spark-*.jar files, initializes each that holds a ConfigEntry field (the config objects: core's
// `package`, SQLConf, StaticSQLConf, Kubernetes' Config, Python, UI, History, ...), which
// registers their entries in ConfigEntry.knownConfigs, then prints one JSON object per entry,
// sorted by key:
//
//   {"key":"spark.executor.memory","type":"bytes","unit":"MiB","default":"1g","version":"0.7.0",
//    "public":true,"alternatives":[],"fallback":null,"doc":"Amount of memory ..."}
//
// `type` is found by giving the entry's converter probe values (the class of what it returns,
// and which probes it refuses): boolean, int, long, double, string, list, bytes (with `unit`),
// time (with `unit`), or `enum` when it refuses a plain word (its `options`, from the message).
// Then SparkConf's own tables, one object each:
//
//   {"deprecated":"spark.yarn.am.port","version":"2.0.0","message":"..."}
//   {"alternative":"spark.yarn.executor.memoryOverhead","for":"spark.executor.memoryOverhead",
//    "version":"2.3","translated":false}
//
// scripts/regen-declared-keys.sh runs it on every supported release.
//
//   javac -cp "$JARS/*" -d $OUT KeysHarness.java
//   java -cp "$OUT:$JARS/*" KeysHarness "$JARS" > keys-<release>.jsonl

import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

public class KeysHarness {
  public static void main(String[] args) throws Exception {
    ClassLoader loader = KeysHarness.class.getClassLoader();
    Class<?> configEntry = Class.forName("org.apache.spark.internal.config.ConfigEntry", false, loader);
    File[] jars = new File(args[0]).listFiles((d, n) -> n.startsWith("spark-") && n.endsWith(".jar"));
    java.util.Arrays.sort(jars);
    for (File jar : jars) {
      try (JarFile jf = new JarFile(jar)) {
        Enumeration<JarEntry> entries = jf.entries();
        while (entries.hasMoreElements()) {
          String name = entries.nextElement().getName();
          if (!name.endsWith(".class") || !name.startsWith("org/apache/spark/")) continue;
          String cls = name.substring(0, name.length() - 6).replace('/', '.');
          try {
            Class<?> c = Class.forName(cls, false, loader);
            if (holdsEntries(c, configEntry)) {
              try {
                Class.forName(cls, true, loader);
              } catch (Throwable t) {
                System.err.println("not initialized: " + cls + ": " + t);
              }
            }
          } catch (Throwable t) {
            // A class whose dependencies are not on the classpath declares nothing we can read.
          }
        }
      }
    }
    Object module = Class.forName("org.apache.spark.internal.config.ConfigEntry$").getField("MODULE$").get(null);
    @SuppressWarnings("unchecked")
    Map<String, Object> known = (Map<String, Object>) module.getClass().getMethod("knownConfigs").invoke(module);
    TreeMap<String, Object> sorted = new TreeMap<>(known);
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, Object> e : sorted.entrySet()) {
      out.append(describe(e.getValue())).append('\n');
    }
    sparkConfTables(out);
    System.out.print(out);
  }

  static boolean holdsEntries(Class<?> c, Class<?> configEntry) {
    Field[] fields;
    try {
      fields = c.getDeclaredFields();
    } catch (Throwable t) {
      return false;
    }
    for (Field f : fields) {
      if (configEntry.isAssignableFrom(f.getType())) return true;
    }
    return false;
  }

  static Object call(Object o, String method) {
    try {
      Method m = o.getClass().getMethod(method);
      return m.invoke(o);
    } catch (Throwable t) {
      return null;
    }
  }

  static String describe(Object entry) throws Exception {
    String key = (String) call(entry, "key");
    StringBuilder b = new StringBuilder("{\"key\":").append(json(key));
    String kind = entry.getClass().getSimpleName();
    Object fallback = kind.equals("FallbackConfigEntry") ? call(call(entry, "fallback"), "key") : null;
    Object converter = kind.equals("OptionalConfigEntry") ? call(entry, "rawValueConverter") : call(entry, "valueConverter");
    String[] type = probe(converter);
    b.append(",\"type\":").append(json(type[0]));
    if (type[1] != null) b.append(",\"unit\":").append(json(type[1]));
    if (type[2] != null) b.append(",\"options\":").append(json(type[2]));
    String dflt = kind.equals("OptionalConfigEntry") || fallback != null ? null : (String) call(entry, "defaultValueString");
    b.append(",\"default\":").append(dflt == null ? "null" : json(dflt));
    b.append(",\"version\":").append(json(String.valueOf(call(entry, "version"))));
    b.append(",\"public\":").append(call(entry, "isPublic"));
    b.append(",\"alternatives\":[");
    Object alts = call(entry, "alternatives");
    if (alts != null) {
      List<String> list = new ArrayList<>();
      scala.collection.Iterator<?> it = ((scala.collection.Iterable<?>) alts).iterator();
      while (it.hasNext()) list.add(json(String.valueOf(it.next())));
      b.append(String.join(",", list));
    }
    b.append("],\"fallback\":").append(fallback == null ? "null" : json((String) fallback));
    b.append(",\"doc\":").append(json(String.valueOf(call(entry, "doc"))));
    return b.append('}').toString();
  }

  /** {type, unit, options}. */
  @SuppressWarnings("unchecked")
  static String[] probe(Object converter) {
    scala.Function1<String, Object> f = (scala.Function1<String, Object>) converter;
    Object one = apply(f, "1");
    Object word = apply(f, "word");
    if (one instanceof Boolean || apply(f, "true") instanceof Boolean) return new String[] {"boolean", null, null};
    if (one instanceof Integer) return new String[] {"int", null, null};
    if (one instanceof Double) return new String[] {"double", null, null};
    if (one instanceof Long) {
      Object k = apply(f, "1k");
      if (k instanceof Long) {
        long m = (Long) apply(f, "1m");
        return new String[] {"bytes", m == 1 ? "MiB" : m == 1024 ? "KiB" : m == 1048576 ? "B" : "GiB", null};
      }
      Object s = apply(f, "1s");
      if (s instanceof Long) {
        long v = (Long) s;
        return new String[] {"time", v == 1 ? "s" : v == 1000 ? "ms" : v == 1000000 ? "us" : v == 1000000000L ? "ns" : "min", null};
      }
      return new String[] {"long", null, null};
    }
    if (one instanceof scala.collection.Seq || word instanceof scala.collection.Seq) return new String[] {"list", null, null};
    if (word instanceof String) return new String[] {"string", null, null};
    if (one instanceof String) return new String[] {"enum", null, refusal(f)};
    Object any = one != null ? one : word;
    if (any != null) return new String[] {"other:" + any.getClass().getSimpleName(), null, null};
    return new String[] {"enum", null, refusal(f)};
  }

  static Object apply(scala.Function1<String, Object> f, String s) {
    try {
      return f.apply(s);
    } catch (Throwable t) {
      return null;
    }
  }

  static String refusal(scala.Function1<String, Object> f) {
    try {
      f.apply("__sparkpods_probe__");
      return null;
    } catch (Throwable t) {
      return String.valueOf(t.getMessage());
    }
  }

  static void sparkConfTables(StringBuilder out) throws Exception {
    Object conf = Class.forName("org.apache.spark.SparkConf$").getField("MODULE$").get(null);
    for (Field f : conf.getClass().getDeclaredFields()) {
      // Scala 2.12 keeps an object's vals on its instance, 2.13 in static fields.
      f.setAccessible(true);
      Object v = f.get(Modifier.isStatic(f.getModifiers()) ? null : conf);
      if (!(v instanceof scala.collection.Map)) continue;
      scala.collection.Iterator<?> it = ((scala.collection.Map<?, ?>) v).iterator();
      TreeMap<String, String> lines = new TreeMap<>();
      while (it.hasNext()) {
        scala.Tuple2<?, ?> kv = (scala.Tuple2<?, ?>) it.next();
        Object value = kv._2();
        String k = String.valueOf(kv._1());
        if (value.getClass().getSimpleName().equals("DeprecatedConfig")) {
          lines.put(k, "{\"deprecated\":" + json(k) + ",\"version\":" + json(String.valueOf(call(value, "version")))
              + ",\"message\":" + json(String.valueOf(call(value, "deprecationMessage"))) + "}");
        } else if (value instanceof scala.collection.Seq) {
          scala.collection.Iterator<?> alts = ((scala.collection.Seq<?>) value).iterator();
          StringBuilder b = new StringBuilder();
          while (alts.hasNext()) {
            Object alt = alts.next();
            if (!alt.getClass().getSimpleName().equals("AlternateConfig")) continue;
            Object translation = call(alt, "translation");
            String translated = "false";
            if (translation instanceof scala.Some) translation = ((scala.Some<?>) translation).get();
            if (translation instanceof scala.Function1) {
              Object fn = translation;
              @SuppressWarnings("unchecked")
              Object r = apply((scala.Function1<String, Object>) fn, "7");
              translated = json(String.valueOf(r));
            }
            String alternative = String.valueOf(call(alt, "key"));
            b.append("{\"alternative\":").append(json(alternative)).append(",\"for\":").append(json(k))
                .append(",\"version\":").append(json(String.valueOf(call(alt, "version"))))
                .append(",\"translated\":").append(translated).append("}\n");
          }
          if (b.length() > 0) lines.put(k, b.toString().trim());
        }
      }
      for (String line : lines.values()) out.append(line).append('\n');
    }
  }

  static String json(String s) {
    if (s == null) return "null";
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"': b.append("\\\""); break;
        case '\\': b.append("\\\\"); break;
        case '\n': b.append("\\n"); break;
        case '\r': b.append("\\r"); break;
        case '\t': b.append("\\t"); break;
        default:
          if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
          else b.append(c);
      }
    }
    return b.append('"').toString();
  }
}
