package sparkpods.oracle.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.File;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import sparkpods.oracle.CanonicalJson;
import sparkpods.oracle.ProcessEnvironment;

/**
 * A render job: real Spark on a conf, its objects as one document (tools/oracle/README.md
 * describes it): the inputs, the driver as spark-submit builds and submits it, one executor as
 * the running driver builds it, and where Spark raised, what it raised.
 */
public final class Render {
  private Render() {}

  /** Exit status: 0 built, 3 Spark raised (the document says what), 2 a usage error. */
  public static int run(String[] args, String out, PrintStream stdout) throws Exception {
    RenderOptions o;
    TreeMap<String, String> userConf;
    try {
      o = RenderOptions.parse(args);
      userConf = o.loadConf();
    } catch (UsageError e) {
      System.err.println("render: " + e.getMessage());
      return 2;
    }
    Masks masks = new Masks(new File("").getAbsolutePath());

    ObjectNode doc = Fabric8.MAPPER.createObjectNode();
    doc.put("sparkVersion", Jvm.sparkVersion());
    doc.set("inputs", inputs(o, userConf));

    int rc = 0;
    Fabric8 fabric8 = null;
    KubernetesClient client = null;
    try {
      ProcessEnvironment.replace(o.env);
      fabric8 = new Fabric8();
      Pins.uniqueIds();
      if (userConf.containsKey("spark.kubernetes.driver.podTemplateFile")
          || userConf.containsKey("spark.kubernetes.executor.podTemplateFile")) {
        client = Fabric8.templateClient(userConf.getOrDefault("spark.kubernetes.namespace", "default"));
      }
    } catch (Throwable t) {
      doc.set("error", error("setup", t));
      rc = 3;
    }
    try {
      if (o.clientMode() && o.role.equals("driver")) {
        System.err.println("render: --deploy-mode client has no driver pod to build (--role executor)");
        return 2;
      }
      DriverSubmission driver = null;
      if (rc == 0 && !o.clientMode()) {
        try {
          driver = DriverSubmission.build(Jvm.sparkConf(userConf), o, client, fabric8);
          if (!o.role.equals("executor")) {
            doc.set("driver", driver.json);
          }
        } catch (Throwable t) {
          doc.set("error", error("driver", t));
          rc = 3;
        }
      }
      if (rc == 0 && !o.role.equals("driver")) {
        try {
          doc.set("executor", ExecutorBuild.build(userConf, driver, o, client, fabric8, masks));
        } catch (Throwable t) {
          doc.set("error", error("executor", t));
          rc = 3;
        }
      }
    } finally {
      if (client != null) {
        client.close();
      }
    }
    JsonNode result = o.normalize ? masks.apply(doc) : doc;
    write(CanonicalJson.write(result), out, stdout);
    return rc;
  }

  private static ObjectNode inputs(RenderOptions o, Map<String, String> userConf) {
    ObjectNode inputs = Fabric8.MAPPER.createObjectNode();
    inputs.put("appId", o.appId);
    inputs.put("role", o.role);
    inputs.put("mainClass", o.mainClassOrDefault());
    inputs.put("mainResource", o.mainResourceUri());
    ArrayNode args = inputs.putArray("appArgs");
    if (o.appArgs != null) {
      o.appArgs.forEach(args::add);
    }
    if (o.proxyUser != null) {
      inputs.put("proxyUser", o.proxyUser);
    }
    inputs.put("executorId", o.executorId);
    inputs.put("deployMode", o.deployMode);
    inputs.put("driverPod", !o.noDriverPod);
    inputs.put("driverPodUid", o.driverPodUid);
    ObjectNode env = inputs.putObject("env");
    o.env.forEach(env::put);
    ObjectNode conf = inputs.putObject("conf");
    userConf.forEach(conf::put);
    return inputs;
  }

  /** What Spark raised: its class and message, and its causes. */
  private static ObjectNode error(String phase, Throwable t) {
    t = Jvm.unwrap(t);
    ObjectNode err = Fabric8.MAPPER.createObjectNode();
    err.put("phase", phase);
    err.put("class", t.getClass().getName());
    err.put("message", String.valueOf(t.getMessage()));
    ArrayNode causes = Fabric8.MAPPER.createArrayNode();
    Throwable c = t.getCause();
    int guard = 0;
    while (c != null && c != t && guard++ < 10) {
      ObjectNode cause = causes.addObject();
      cause.put("class", c.getClass().getName());
      cause.put("message", String.valueOf(c.getMessage()));
      if (c.getCause() == c) {
        break;
      }
      c = c.getCause();
    }
    if (causes.size() > 0) {
      err.set("causes", causes);
    }
    return err;
  }

  /** Writes `text` to the file `out`, or to standard output for `-`. */
  static void write(String text, String out, PrintStream stdout) throws Exception {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    if (out.equals("-")) {
      stdout.write(bytes);
      stdout.flush();
      return;
    }
    try (OutputStream f = new FileOutputStream(out)) {
      f.write(bytes);
    }
  }
}
