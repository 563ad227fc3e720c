package sparkpods.oracle;

import java.net.URL;
import java.net.URLClassLoader;

/**
 * The class loader of one job: Spark's classes (and Hadoop's, which Spark keeps state in) and the
 * harness' classes that call them are loaded anew, child first, so every job starts from the
 * static state a fresh JVM has; everything else (Scala, fabric8, Jackson, logging) comes from the
 * parent, loaded once for the whole batch.
 */
final class CaseLoader extends URLClassLoader {
  /** Packages whose classes each job loads for itself. */
  private static final String[] OWN = {
    "org.apache.spark.", "org.sparkproject.", "org.apache.hadoop.", "sparkpods.oracle.spark.",
    // The example feature steps the cases name (`Oracle$DriverSidecarStep`).
    "Oracle",
  };

  static {
    ClassLoader.registerAsParallelCapable();
  }

  CaseLoader(URL[] urls, ClassLoader parent) {
    super("oracle-case", urls, parent);
  }

  private static boolean own(String name) {
    for (String prefix : OWN) {
      if (prefix.endsWith(".") ? name.startsWith(prefix)
          : name.equals(prefix) || name.startsWith(prefix + "$")) {
        return true;
      }
    }
    return false;
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (!own(name)) {
      return super.loadClass(name, resolve);
    }
    synchronized (getClassLoadingLock(name)) {
      Class<?> c = findLoadedClass(name);
      if (c == null) {
        c = findClass(name);
      }
      if (resolve) {
        resolveClass(c);
      }
      return c;
    }
  }
}
