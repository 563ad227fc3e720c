package sparkpods.oracle;

import java.lang.reflect.Field;
import java.util.Map;

/**
 * The process environment a job's Spark sees ({@code System.getenv}, Scala's {@code sys.env}):
 * exactly the job's, never the caller's, so that no {@code SPARK_HOME}, {@code HADOOP_CONF_DIR}
 * or {@code SPARK_*_MEMORY} of the machine leaks into a golden.
 */
public final class ProcessEnvironment {
  private ProcessEnvironment() {}

  /** Makes {@code env} the whole environment {@code System.getenv()} returns. */
  @SuppressWarnings("unchecked")
  public static void replace(Map<String, String> env) {
    try {
      Map<String, String> current = System.getenv();
      Field m = current.getClass().getDeclaredField("m");
      m.setAccessible(true);
      Map<String, String> inner = (Map<String, String>) m.get(current);
      inner.clear();
      inner.putAll(env);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot replace the process environment", e);
    }
    if (!System.getenv().equals(env)) {
      throw new IllegalStateException("could not replace the process environment");
    }
  }
}
