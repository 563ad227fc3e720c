package sparkpods.oracle.spark;

import java.io.FileInputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * What a render job runs: its options from the command line and from the conf's directive lines
 * ({@code #@option value}; the command line wins), and the conf as Spark reads a properties file.
 */
final class RenderOptions {
  static final String DEFAULT_APP_ID = "spark-a1b2c3d4e5f6";
  static final String DEFAULT_DRIVER_POD_UID = "<DRIVER-POD-UID>";
  static final String DEFAULT_JAVA_RESOURCE = "local:///opt/spark/examples/jars/spark-examples.jar";
  static final String DEFAULT_JAVA_MAIN_CLASS = "org.apache.spark.examples.SparkPi";

  static final String USAGE = String.join("\n",
      "render options (also as '#@option value' lines of the conf; the command line wins):",
      "  --conf FILE                     the conf (java.util.Properties, values trimmed); required",
      "  --role driver|executor|both     what to print (default both; the executor needs the driver)",
      "  --deploy-mode cluster|client    client: no driver pod, the executors of a driver running",
      "                                  in the submitting process (default: the conf's",
      "                                  spark.submit.deployMode if client, else cluster)",
      "  --main-class CLASS              default " + DEFAULT_JAVA_MAIN_CLASS,
      "                                  (PythonRunner / RRunner for .py / .R resources)",
      "  --main-resource URI|none        default " + DEFAULT_JAVA_RESOURCE,
      "  --app-args a,b,c                driver arguments, comma-separated (replace earlier ones)",
      "  --app-arg ARG                   one driver argument (repeatable)",
      "  --proxy-user USER",
      "  --executor-id ID                default 1",
      "  --app-id ID                     default " + DEFAULT_APP_ID,
      "  --no-driver-pod                 executors without a driver pod (no owner references)",
      "  --driver-pod-uid UID            the driver pod's uid (default " + DEFAULT_DRIVER_POD_UID + ")",
      "  --operator-prefix               spark.kubernetes.driver.resourceNamePrefix stands for an",
      "                                  operator's driver conf: not in the executors' conf",
      "  --env KEY=VALUE                 the process environment Spark sees (repeatable; KEY=",
      "                                  unsets); default SPARK_USER=spark and nothing else",
      "  --no-normalize                  print drawn values as drawn");

  private static final List<String> FLAGS =
      Arrays.asList("no-driver-pod", "no-normalize", "operator-prefix");

  String confFile;
  String role = "both";
  String deployMode;
  String mainClass;
  String mainResource;
  List<String> appArgs;
  String proxyUser;
  String executorId = "1";
  String appId = DEFAULT_APP_ID;
  boolean noDriverPod;
  String driverPodUid = DEFAULT_DRIVER_POD_UID;
  boolean operatorPrefix;
  /** The whole process environment Spark sees; SPARK_USER pins Utils.getCurrentUserName. */
  final Map<String, String> env = new TreeMap<>(Map.of("SPARK_USER", "spark"));
  boolean normalize = true;
  /** Whether command-line app arguments have replaced those of the directives yet. */
  private boolean cliArgsSeen;

  /** The options of `args`, over the directives of the conf it names. */
  static RenderOptions parse(String[] args) throws Exception {
    List<String[]> cli = new ArrayList<>();
    String confFile = null;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (!a.startsWith("--")) {
        throw new UsageError("unexpected argument " + a);
      }
      String name = a.substring(2);
      String value;
      int eq = name.indexOf('=');
      if (eq > 0 && !name.startsWith("env")) {
        value = name.substring(eq + 1);
        name = name.substring(0, eq);
      } else if (name.equals("help") || name.equals("h")) {
        throw new UsageError(USAGE);
      } else if (FLAGS.contains(name)) {
        value = "";
      } else if (i + 1 >= args.length) {
        throw new UsageError("missing value for " + a);
      } else {
        value = args[++i];
      }
      if (name.equals("conf")) {
        confFile = value;
      }
      cli.add(new String[] {name, value});
    }
    if (confFile == null) {
      throw new UsageError("--conf FILE is required");
    }
    RenderOptions o = new RenderOptions();
    for (String line : Files.readAllLines(Paths.get(confFile), StandardCharsets.UTF_8)) {
      String t = line.trim();
      if (t.startsWith("#@")) {
        String[] parts = t.substring(2).trim().split("\\s+", 2);
        o.apply(parts[0], parts.length > 1 ? parts[1] : "", false);
      }
    }
    for (String[] p : cli) {
      o.apply(p[0], p[1], true);
    }
    return o;
  }

  private void apply(String name, String value, boolean fromCli) throws UsageError {
    switch (name) {
      case "conf": confFile = value; break;
      case "role":
        if (!Arrays.asList("driver", "executor", "both").contains(value)) {
          throw new UsageError("bad --role " + value);
        }
        role = value;
        break;
      case "deploy-mode":
        if (!Arrays.asList("cluster", "client").contains(value)) {
          throw new UsageError("bad --deploy-mode " + value);
        }
        deployMode = value;
        break;
      case "main-class": mainClass = value; break;
      case "main-resource": mainResource = value; break;
      case "app-args":
      case "app-arg":
        if (fromCli && !cliArgsSeen) {
          appArgs = new ArrayList<>();
          cliArgsSeen = true;
        }
        if (appArgs == null) {
          appArgs = new ArrayList<>();
        }
        if (name.equals("app-arg")) {
          appArgs.add(value);
        } else if (!value.isEmpty()) {
          appArgs.addAll(Arrays.asList(value.split(",", -1)));
        }
        break;
      case "proxy-user": proxyUser = value; break;
      case "executor-id": executorId = value; break;
      case "app-id": appId = value; break;
      case "no-driver-pod": noDriverPod = true; break;
      case "driver-pod-uid": driverPodUid = value; break;
      case "operator-prefix": operatorPrefix = true; break;
      case "no-normalize": normalize = false; break;
      case "env": {
        int eq = value.indexOf('=');
        if (eq <= 0) {
          throw new UsageError("--env expects KEY=VALUE (or KEY= to unset), got " + value);
        }
        if (eq == value.length() - 1) {
          env.remove(value.substring(0, eq));
        } else {
          env.put(value.substring(0, eq), value.substring(eq + 1));
        }
        break;
      }
      default:
        throw new UsageError("unknown option --" + name);
    }
  }

  /** The conf as Spark's Utils.getPropertiesFromFile reads it: Properties.load, values trimmed. */
  TreeMap<String, String> loadConf() throws Exception {
    Properties props = new Properties();
    try (Reader r = new InputStreamReader(new FileInputStream(confFile), StandardCharsets.UTF_8)) {
      props.load(r);
    }
    TreeMap<String, String> conf = new TreeMap<>();
    for (String k : props.stringPropertyNames()) {
      conf.put(k, props.getProperty(k).trim());
    }
    if (deployMode == null) {
      deployMode = "client".equals(conf.get("spark.submit.deployMode")) ? "client" : "cluster";
    }
    return conf;
  }

  String mainResourceUri() {
    return mainResource == null ? DEFAULT_JAVA_RESOURCE : mainResource;
  }

  /** The main class given, else the one spark-submit uses for the resource. */
  String mainClassOrDefault() {
    if (mainClass != null) {
      return mainClass;
    }
    String res = mainResourceUri();
    if (res.endsWith(".py")) {
      return "org.apache.spark.deploy.PythonRunner";
    }
    if (res.endsWith(".R") || res.endsWith(".r")) {
      return "org.apache.spark.deploy.RRunner";
    }
    return DEFAULT_JAVA_MAIN_CLASS;
  }

  boolean clientMode() {
    return "client".equals(deployMode);
  }
}
