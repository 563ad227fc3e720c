package sparkpods.oracle.spark;

import java.lang.reflect.Method;
import java.util.Map;
import org.apache.spark.SparkConf;

/**
 * What happens to the conf between the submission and the executor builder, in the running
 * driver: the image's entrypoint runs spark-submit again with a few --confs, and SparkContext's
 * constructor adds to the conf before its scheduler backend builds the first executor.
 */
final class DriverProcess {
  private DriverProcess() {}

  /** SPARK_DRIVER_BIND_ADDRESS of the driver pod: the downward API's status.podIP. */
  static final String DRIVER_POD_IP = "<DRIVER-POD-IP>";
  /** Client mode: Utils.localCanonicalHostName() of the submitting machine. */
  static final String SUBMITTING_HOST = "<SUBMITTING-HOST>";
  /** The port the driver's RpcEnv bound when spark.driver.port is 0 (its default). */
  static final String DRIVER_PORT = "<DRIVER-PORT>";
  /** What stands for the bound port until the document is masked (the conf reads it as an int). */
  static final int DRIVER_PORT_STAND_IN = 40961;

  /**
   * The image's entrypoint.sh: {@code spark-submit --conf
   * spark.driver.bindAddress=$SPARK_DRIVER_BIND_ADDRESS [--conf
   * spark.executorEnv.SPARK_DRIVER_POD_IP=$SPARK_DRIVER_BIND_ADDRESS] --deploy-mode client
   * --properties-file /opt/spark/conf/spark.properties ...}; the second --conf since SPARK-42769
   * (3.5.0). A --conf outranks the properties file.
   */
  static void entrypoint(Map<String, String> entries) {
    entries.put("spark.driver.bindAddress", DRIVER_POD_IP);
    if (Jvm.versionAtLeast(3, 5)) {
      entries.put("spark.executorEnv.SPARK_DRIVER_POD_IP", DRIVER_POD_IP);
    }
    entries.put("spark.submit.deployMode", "client");
  }

  /**
   * SparkContext's constructor, in its order, up to the scheduler backend (which is given
   * sc.conf). Left out: keys no executor step reads whose values are not known offline
   * (spark.app.initial.*.urls, spark.repl.class.uri) and 4.0-4.2's
   * spark.hadoop.fs.s3a.vectored.* defaults.
   */
  static void sparkContext(SparkConf conf, Map<String, String> env, Masks masks) throws Exception {
    if (!conf.contains("spark.app.name")) {
      throw new org.apache.spark.SparkException(
          "An application name must be set in your configuration");
    }
    conf.set("spark.app.startTime", Pins.START_TIME_MILLIS);
    step("fillMissingMagicCommitterConfsIfNeeded", conf);
    step("enableMagicCommitterIfNeeded", conf);
    step("supplementJavaModuleOptions", conf);
    step("supplementJavaIPv6Options", conf);
    // _conf.set(DRIVER_HOST_ADDRESS, _conf.get(DRIVER_HOST_ADDRESS)): the entry defaults to
    // Utils.localCanonicalHostName() (SPARK_LOCAL_HOSTNAME, else the machine's name); from 4.1
    // on Kubernetes with spark.kubernetes.executor.useDriverPodIP (default true from 4.3): the
    // bind address.
    String localHost = env.getOrDefault("SPARK_LOCAL_HOSTNAME", SUBMITTING_HOST);
    boolean podIp = Jvm.versionAtLeast(4, 1)
        && conf.getBoolean("spark.kubernetes.executor.useDriverPodIP", Jvm.versionAtLeast(4, 3));
    if (podIp) {
      conf.set("spark.driver.host",
          conf.get("spark.driver.bindAddress", conf.get("spark.driver.host", localHost)));
    } else {
      conf.set("spark.driver.host", conf.get("spark.driver.host", localHost));
    }
    conf.setIfMissing("spark.driver.port", "0");
    conf.set("spark.executor.id", "driver");
    // SparkEnv.createDriverEnv: the port the RpcEnv bound.
    if (conf.getInt("spark.driver.port", 0) == 0) {
      conf.set("spark.driver.port", String.valueOf(DRIVER_PORT_STAND_IN));
      masks.record(":" + DRIVER_PORT_STAND_IN, ":" + DRIVER_PORT);
      masks.record("spark.driver.port=" + DRIVER_PORT_STAND_IN, "spark.driver.port=" + DRIVER_PORT);
    }
  }

  /** SparkContext's private[spark] {@code name(conf)}, where this release has it. */
  private static void step(String name, SparkConf conf) throws Exception {
    Object module = Class.forName("org.apache.spark.SparkContext$").getField("MODULE$").get(null);
    for (Method m : module.getClass().getMethods()) {
      if (m.getName().equals("org$apache$spark$SparkContext$$" + name)
          && m.getParameterCount() == 1) {
        m.invoke(module, conf);
        return;
      }
    }
  }
}
