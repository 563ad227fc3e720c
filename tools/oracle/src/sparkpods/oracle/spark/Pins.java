package sparkpods.oracle.spark;

import java.lang.reflect.Method;
import java.security.SecureRandom;
import java.util.Arrays;
import org.apache.spark.deploy.k8s.KubernetesUtils$;

/**
 * What Spark draws at random or reads off the clock, pinned at the source so that two runs print
 * the same document (tools/oracle/README.md lists each pin and what the output shows for it).
 */
final class Pins {
  private Pins() {}

  /** The clock KubernetesUtils.uniqueID() reads; its low 40 bits in hex are "abcdef0123". */
  static final long FIXED_TIME_MILLIS = 0xabcdef0123L;
  static final String FIXED_TIME_HEX = Long.toHexString(FIXED_TIME_MILLIS & 0xFFFFFFFFFFL);
  /** spark.app.startTime and spark.app.submitTime: 2023-11-14T22:13:20Z. */
  static final String START_TIME_MILLIS = "1700000000000";

  /** A SecureRandom whose nextBytes() counts: 00..01, 00..02, ... (big-endian). */
  public static final class CounterRandom extends SecureRandom {
    private static final long serialVersionUID = 1L;
    private long counter = 0;

    @Override
    public synchronized void nextBytes(byte[] bytes) {
      counter++;
      long c = counter;
      Arrays.fill(bytes, (byte) 0);
      for (int i = bytes.length - 1; i >= 0 && c != 0; i--) {
        bytes[i] = (byte) (c & 0xff);
        c >>>= 8;
      }
    }
  }

  /** A SystemClock (KubernetesUtils.systemClock's declared type) stopped at FIXED_TIME_MILLIS. */
  public static final class FixedClock extends org.apache.spark.util.SystemClock {
    @Override
    public long getTimeMillis() {
      return FIXED_TIME_MILLIS;
    }
  }

  /**
   * KubernetesUtils.uniqueID(): its lazy SecureRandom becomes a counter and its clock a
   * FixedClock, so the n-th id is %06x(n) + "abcdef0123". Runs before anything initialises
   * KubernetesClientUtils, whose config map names draw ids when it is initialised. Checks that
   * the agent made the local-dir shuffle the identity.
   */
  static void uniqueIds() throws Exception {
    Class<?> c = KubernetesUtils$.class;
    Object module = KubernetesUtils$.MODULE$;
    // Force the lazy val (it sets its bitmap), then overwrite it.
    Method rng = c.getDeclaredMethod("RNG");
    rng.setAccessible(true);
    rng.invoke(module);
    Jvm.setField(c.getDeclaredField("RNG"), module, new CounterRandom());
    Jvm.setField(c.getDeclaredField("systemClock"), module, new FixedClock());
    if (!(KubernetesUtils$.MODULE$.uniqueID$default$1() instanceof FixedClock)) {
      throw new IllegalStateException("KubernetesUtils' clock was not replaced");
    }
    Object shuffle = Jvm.callModule("org.apache.spark.util.Utils$", "randomizeInPlace$default$2");
    if (!shuffle.getClass().getName().equals("sparkpods.oracle.Agent$IdentityShuffle")) {
      throw new IllegalStateException("Utils.randomizeInPlace is not pinned: the JVM needs "
          + "-javaagent:<the harness jar> (tools/oracle/oracle.sh passes it)");
    }
  }
}
