package sparkpods.oracle.spark;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.SparkConf;

/**
 * Calls into Spark that differ between its releases (Scala 2.12 and 2.13 signatures, members
 * added or made private), made by reflection so that one source compiles against every release.
 */
final class Jvm {
  private Jvm() {}

  /** Calls {@code moduleClass.MODULE$.method(args)} (a Scala object's method) by name and arity. */
  static Object callModule(String moduleClass, String method, Object... args) throws Exception {
    Class<?> c = Class.forName(moduleClass);
    Object module = c.getField("MODULE$").get(null);
    for (Method m : c.getMethods()) {
      if (m.getName().equals(method) && m.getParameterCount() == args.length) {
        return m.invoke(module, args);
      }
    }
    throw new NoSuchMethodException(moduleClass + "." + method);
  }

  /** The key of a {@code ConfigEntry} of a Scala object ({@code Config$.KUBERNETES_NAMESPACE}). */
  static String configKey(String moduleClass, String entry) throws Exception {
    return ((org.apache.spark.internal.config.ConfigEntry<?>) callModule(moduleClass, entry)).key();
  }

  /** Sets a field, a static final one too (Unsafe: 4.x keeps KubernetesUtils' in static finals). */
  @SuppressWarnings({"deprecation", "removal"})
  static void setField(Field f, Object target, Object value) throws Exception {
    f.setAccessible(true);
    boolean isStatic = Modifier.isStatic(f.getModifiers());
    if (isStatic && Modifier.isFinal(f.getModifiers())) {
      Field theUnsafe = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      sun.misc.Unsafe u = (sun.misc.Unsafe) theUnsafe.get(null);
      u.putObjectVolatile(u.staticFieldBase(f), u.staticFieldOffset(f), value);
    } else {
      f.set(isStatic ? null : target, value);
    }
  }

  static String sparkVersion() {
    try {
      return (String) callModule("org.apache.spark.package$", "SPARK_VERSION");
    } catch (Exception e) {
      return "unknown";
    }
  }

  static boolean versionAtLeast(int major, int minor) {
    String[] v = sparkVersion().split("[.-]");
    int ma = Integer.parseInt(v[0]);
    int mi = Integer.parseInt(v[1]);
    return ma > major || (ma == major && mi >= minor);
  }

  static <T> List<T> javaList(Object scalaIterable) {
    List<T> out = new ArrayList<>();
    @SuppressWarnings("unchecked")
    scala.collection.Iterator<T> it = ((scala.collection.Iterable<T>) scalaIterable).iterator();
    while (it.hasNext()) {
      out.add(it.next());
    }
    return out;
  }

  static TreeMap<String, String> javaMap(scala.collection.Map<String, String> m) {
    TreeMap<String, String> out = new TreeMap<>();
    scala.collection.Iterator<scala.Tuple2<String, String>> it = m.iterator();
    while (it.hasNext()) {
      scala.Tuple2<String, String> t = it.next();
      out.put(t._1(), t._2());
    }
    return out;
  }

  /** A Scala immutable.List (a Seq in 2.12 and 2.13) of a Java list. */
  @SuppressWarnings("unchecked")
  static <T> scala.collection.immutable.List<T> scalaList(List<T> list) {
    scala.collection.immutable.List<T> out =
        (scala.collection.immutable.List<T>) scala.collection.immutable.Nil$.MODULE$;
    for (int i = list.size() - 1; i >= 0; i--) {
      out = new scala.collection.immutable.$colon$colon<T>(list.get(i), out);
    }
    return out;
  }

  /** immutable.Map.updated, whose result type differs between Scala 2.12 and 2.13. */
  @SuppressWarnings("unchecked")
  static scala.collection.immutable.Map<String, String> updated(
      scala.collection.immutable.Map<String, String> m, String k, String v) {
    Object r = m.updated(k, v);
    return (scala.collection.immutable.Map<String, String>) r;
  }

  static scala.collection.immutable.Map<String, String> emptyMap() {
    return scala.collection.immutable.Map$.MODULE$.<String, String>empty();
  }

  /** A SparkConf of exactly these entries (no system properties), set in the map's order. */
  static SparkConf sparkConf(Map<String, String> entries) {
    SparkConf conf = new SparkConf(false);
    for (Map.Entry<String, String> e : entries.entrySet()) {
      conf.set(e.getKey(), e.getValue());
    }
    return conf;
  }

  /** The exception a reflective call wraps. */
  static Throwable unwrap(Throwable t) {
    while (t instanceof InvocationTargetException && t.getCause() != null) {
      t = t.getCause();
    }
    return t;
  }

  /** Rethrows what a reflective call threw, unwrapped. */
  static Exception rethrow(InvocationTargetException e) {
    Throwable t = unwrap(e);
    return t instanceof Exception ? (Exception) t : e;
  }
}
