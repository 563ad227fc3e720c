package sparkpods.oracle;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JVM's shutdown hooks a job registers (Spark's and Hadoop's: temporary directories to delete),
 * run when the job ends, as they would run when its own JVM exited: the next job then finds no
 * directory of this one's, and the job's classes are not held by a hook.
 */
final class ShutdownHooks {
  private final Set<Thread> before;

  private ShutdownHooks(Set<Thread> before) {
    this.before = before;
  }

  static ShutdownHooks snapshot() {
    Set<Thread> before = Collections.newSetFromMap(new IdentityHashMap<>());
    before.addAll(registered().keySet());
    return new ShutdownHooks(before);
  }

  /** Runs and unregisters every hook registered since the snapshot. */
  void runNew() {
    List<Thread> added = new ArrayList<>();
    for (Thread t : registered().keySet()) {
      if (!before.contains(t)) {
        added.add(t);
      }
    }
    for (Thread t : added) {
      Runtime.getRuntime().removeShutdownHook(t);
      t.start();
    }
    for (Thread t : added) {
      try {
        t.join(10_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static Map<Thread, Thread> registered() {
    try {
      Class<?> c = Class.forName("java.lang.ApplicationShutdownHooks");
      Field hooks = c.getDeclaredField("hooks");
      hooks.setAccessible(true);
      synchronized (c) {
        return new IdentityHashMap<>((Map<Thread, Thread>) hooks.get(null));
      }
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot read the JVM's shutdown hooks", e);
    }
  }
}
