package sparkpods.oracle.spark;

import java.io.PrintStream;
import java.io.StringReader;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import sparkpods.oracle.ProcessEnvironment;

/**
 * A submit-to-conf job: a pasted spark-submit command line through Spark's own submission code,
 * written as a conf a render job takes. The steps are bin/spark-submit's: the launcher's
 * SparkSubmitCommandBuilder (which turns --driver-memory and the like into --conf
 * spark.driver.*), SparkSubmitArguments, then SparkSubmit.prepareSubmitEnvironment, whose conf,
 * child arguments and main class the output holds (header comments, render directives, then every
 * conf entry sorted by key, escaped as java.util.Properties reads it).
 */
public final class SubmitToConf {
  private SubmitToConf() {}

  static final String K8S_SUBMIT_CLASS =
      "org.apache.spark.deploy.k8s.submit.KubernetesClientApplication";

  static final String USAGE = String.join("\n",
      "submit-to-conf options:",
      "  --submit FILE      one spark-submit command line (POSIX quoting, backslash-newline",
      "                     continuations, # comments; no $VAR expansion); required",
      "  --submit-time MS   spark.app.submitTime (default " + Pins.START_TIME_MILLIS
          + "; 'now' keeps the real one)",
      "  --no-launcher      skip the launcher's re-emission of the arguments",
      "  --env KEY=VALUE    the process environment Spark sees (repeatable; KEY= unsets);",
      "                     default SPARK_USER=spark and nothing else");

  /**
   * Exit status: 0 written, 3 Spark refused the line, 2 a usage or input error. Messages go to
   * standard error; with --messages-on-failure, a failure's messages are also written to `out`.
   */
  public static int run(String[] argv, String out, PrintStream stdout) throws Exception {
    Messages say = new Messages();
    boolean messagesOnFailure = java.util.Arrays.asList(argv).contains("--messages-on-failure");
    int rc;
    try {
      String submitFile = null;
      boolean launcher = true;
      String submitTime = Pins.START_TIME_MILLIS;
      Map<String, String> env = new TreeMap<>(Map.of("SPARK_USER", "spark"));
      for (int i = 0; i < argv.length; i++) {
        String a = argv[i];
        switch (a) {
          case "--submit": submitFile = value(argv, ++i, a); break;
          case "--no-launcher": launcher = false; break;
          case "--messages-on-failure": break;
          case "--submit-time":
            submitTime = value(argv, ++i, a);
            if (!submitTime.equals("now") && !submitTime.matches("[0-9]+")) {
              throw new UsageError("--submit-time needs epoch milliseconds or 'now'");
            }
            break;
          case "--env": {
            String kv = value(argv, ++i, a);
            int eq = kv.indexOf('=');
            if (eq <= 0) {
              throw new UsageError("--env needs KEY=VALUE");
            }
            if (eq == kv.length() - 1) {
              env.remove(kv.substring(0, eq));
            } else {
              env.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
            break;
          }
          case "-h":
          case "--help":
            throw new UsageError(USAGE);
          default:
            throw new UsageError("unknown option " + a);
        }
      }
      if (submitFile == null) {
        throw new UsageError("--submit FILE is required");
      }
      rc = submit(submitFile, launcher, submitTime, env, out, stdout, say);
    } catch (UsageError e) {
      say.accept(e.getMessage());
      rc = 2;
    }
    if (rc != 0 && messagesOnFailure) {
      Render.write(String.join("\n", say.lines) + "\n", out, stdout);
    }
    return rc;
  }

  /** What the job tells its caller, on standard error, kept for --messages-on-failure. */
  static final class Messages implements java.util.function.Consumer<String> {
    final List<String> lines = new ArrayList<>();

    /** A line of the job's own. */
    @Override
    public void accept(String line) {
      raw("submit-to-conf: " + line);
    }

    /** A line as it is (an exception's causes). */
    void raw(String line) {
      System.err.println(line);
      lines.add(line);
    }
  }

  private static String value(String[] argv, int i, String option) throws UsageError {
    if (i >= argv.length) {
      throw new UsageError(option + " needs a value");
    }
    return argv[i];
  }

  private static int submit(String submitFile, boolean launcher, String submitTime,
      Map<String, String> env, String out, PrintStream stdout,
      Messages say) throws Exception {
    List<String> words;
    try {
      String text = new String(Files.readAllBytes(Paths.get(submitFile)), StandardCharsets.UTF_8);
      words = new ShellWords(say).arguments(text);
    } catch (UsageError e) {
      throw new UsageError(submitFile + ": " + e.getMessage());
    } catch (java.io.IOException e) {
      throw new UsageError(submitFile + ": cannot read it: " + e);
    }
    // Hide the caller's environment: SPARK_HOME / SPARK_CONF_DIR (spark-defaults.conf),
    // HADOOP_CONF_DIR, MASTER, SPARK_*_MEMORY must not leak in.
    ProcessEnvironment.replace(env);
    String sparkVersion = Jvm.sparkVersion();
    List<String> submitArgs = words;
    String conf;
    try {
      if (launcher) {
        submitArgs = launcherArgs(words);
      }
      Object arguments = submitArguments(submitArgs);
      String action = String.valueOf(arguments.getClass().getMethod("action").invoke(arguments));
      if (!action.equals("SUBMIT")) {
        throw new IllegalArgumentException("spark-submit action is " + action + ", not SUBMIT");
      }
      Object sparkSubmit = Class.forName("org.apache.spark.deploy.SparkSubmit")
          .getConstructor().newInstance();
      Method prepare = null;
      for (Method m : sparkSubmit.getClass().getMethods()) {
        if (m.getName().equals("prepareSubmitEnvironment") && m.getParameterCount() == 2) {
          prepare = m;
        }
      }
      if (prepare == null) {
        throw new IllegalStateException("SparkSubmit.prepareSubmitEnvironment(args, conf) not found");
      }
      scala.Tuple4<?, ?, ?, ?> env4 =
          (scala.Tuple4<?, ?, ?, ?>) prepare.invoke(sparkSubmit, arguments, scala.None$.MODULE$);
      conf = conf(sparkVersion, submitFile, submitArgs, launcher, strings(env4._1()),
          strings(env4._2()), (org.apache.spark.SparkConf) env4._3(), (String) env4._4(),
          submitTime, say);
    } catch (Throwable e) {
      Throwable c = Jvm.unwrap(e);
      say.accept("Spark " + sparkVersion + " rejected the command line: "
          + c.getClass().getName() + ": " + c.getMessage());
      for (Throwable x = c.getCause(); x != null; x = x.getCause()) {
        say.raw("  caused by " + x.getClass().getName() + ": " + x.getMessage());
      }
      return 3;
    }
    Render.write(conf, out, stdout);
    return 0;
  }

  /** What launcher.Main hands SparkSubmit: SparkSubmitCommandBuilder(args).buildSparkSubmitArgs(). */
  @SuppressWarnings("unchecked")
  private static List<String> launcherArgs(List<String> words) throws Exception {
    Class<?> b = Class.forName("org.apache.spark.launcher.SparkSubmitCommandBuilder");
    Constructor<?> constructor = b.getDeclaredConstructor(List.class);
    constructor.setAccessible(true);
    Object builder = constructor.newInstance(new ArrayList<>(words));
    Method m = b.getDeclaredMethod("buildSparkSubmitArgs");
    m.setAccessible(true);
    return new ArrayList<>((List<String>) m.invoke(builder));
  }

  /** new SparkSubmitArguments(args: Seq[String], env: Map[String, String] = sys.env). */
  private static Object submitArguments(List<String> args) throws Exception {
    Class<?> c = Class.forName("org.apache.spark.deploy.SparkSubmitArguments");
    Constructor<?> constructor = null;
    for (Constructor<?> k : c.getConstructors()) {
      if (k.getParameterCount() == 2) {
        constructor = k;
      }
    }
    if (constructor == null) {
      throw new IllegalStateException("SparkSubmitArguments(Seq, Map) not found");
    }
    // An immutable.List is a collection.Seq (2.12) and an immutable.Seq (2.13).
    Object seq = scala.collection.JavaConverters.asScalaBufferConverter(args).asScala().toList();
    try {
      return constructor.newInstance(seq, scala.sys.package$.MODULE$.env());
    } catch (InvocationTargetException e) {
      throw Jvm.rethrow(e);
    }
  }

  private static List<String> strings(Object scalaIterable) {
    List<String> out = new ArrayList<>();
    if (scalaIterable != null) {
      for (Object o : Jvm.javaList(scalaIterable)) {
        out.add(String.valueOf(o));
      }
    }
    return out;
  }

  /** The conf file: header comments, render directives, the entries. */
  private static String conf(String sparkVersion, String submitFile, List<String> submitArgs,
      boolean launcher, List<String> childArgs, List<String> childClasspath,
      org.apache.spark.SparkConf conf, String childMainClass, String submitTime,
      Messages say) throws Exception {
    // Client mode: spark-submit runs the main class itself; a render job builds the executors
    // its SparkContext asks for.
    boolean clientMode = !K8S_SUBMIT_CLASS.equals(childMainClass)
        && conf.get("spark.master", "").startsWith("k8s")
        && conf.get("spark.submit.deployMode", "client").equals("client");
    if (!K8S_SUBMIT_CLASS.equals(childMainClass) && !clientMode) {
      throw new IllegalArgumentException("not a Kubernetes submission (childMainClass "
          + childMainClass + "); use --master k8s://...");
    }
    StringBuilder out = new StringBuilder();
    out.append("# Generated by submit-to-conf.sh from ").append(oneLine(submitFile))
        .append(" with Spark ").append(sparkVersion).append('\n');
    out.append("# childMainClass: ").append(childMainClass).append('\n');
    if (!childClasspath.isEmpty()) {
      out.append("# childClasspath: ").append(oneLine(String.join(",", childClasspath))).append('\n');
    }
    out.append(launcher ? "# SparkSubmit arguments (after the launcher):" : "# SparkSubmit arguments:");
    for (String a : submitArgs) {
      out.append(' ').append(oneLine(shellQuote(a)));
    }
    out.append('\n');
    out.append("# childArgs:");
    for (String a : childArgs) {
      out.append(' ').append(oneLine(shellQuote(a)));
    }
    out.append('\n');

    if (clientMode) {
      out.append("#@deploy-mode client\n");
      out.append("#@role executor\n");
      out.append("#@main-class ").append(directiveValue(childMainClass, "main class", say)).append('\n');
      childArgs = new ArrayList<>();
    }
    // Directives from KubernetesClientApplication's ClientArguments.
    String mainClass = null;
    String resource = null;
    String proxyUser = null;
    List<String> appArgs = new ArrayList<>();
    for (int i = 0; i < childArgs.size(); i++) {
      String k = childArgs.get(i);
      String v = i + 1 < childArgs.size() ? childArgs.get(i + 1) : null;
      switch (k) {
        case "--main-class": mainClass = v; i++; break;
        case "--primary-java-resource":
        case "--primary-py-file":
        case "--primary-r-file": resource = v; i++; break;
        case "--arg": appArgs.add(v); i++; break;
        case "--proxy-user": proxyUser = v; i++; break;
        default:
          throw new IllegalStateException("unexpected child argument " + k);
      }
    }
    if (mainClass != null) {
      out.append("#@main-class ").append(directiveValue(mainClass, "main class", say)).append('\n');
    }
    out.append("#@main-resource ")
        .append(resource == null ? "none" : directiveValue(resource, "main resource", say))
        .append('\n');
    for (String a : appArgs) {
      out.append("#@app-arg ").append(directiveValue(a, "app arg", say)).append('\n');
    }
    if (proxyUser != null) {
      out.append("#@proxy-user ").append(directiveValue(proxyUser, "proxy user", say)).append('\n');
    }

    TreeMap<String, String> entries = new TreeMap<>();
    for (scala.Tuple2<String, String> kv : conf.getAll()) {
      entries.put(kv._1(), kv._2());
    }
    if (!submitTime.equals("now") && entries.containsKey("spark.app.submitTime")) {
      entries.put("spark.app.submitTime", submitTime);
      out.append("# spark.app.submitTime (System.currentTimeMillis() at submission) pinned to ")
          .append(submitTime).append('\n');
    }
    StringBuilder props = new StringBuilder();
    for (Map.Entry<String, String> e : entries.entrySet()) {
      props.append(escape(e.getKey(), true)).append('=').append(escape(e.getValue(), false))
          .append('\n');
    }
    // A render job (Properties.load, values trimmed) must read back exactly these entries.
    Properties back = new Properties();
    back.load(new StringReader(props.toString()));
    for (Map.Entry<String, String> e : entries.entrySet()) {
      String got = back.getProperty(e.getKey());
      if (got == null || !got.equals(e.getValue())) {
        throw new IllegalStateException("escaping bug for key " + e.getKey());
      }
      if (!got.trim().equals(got)) {
        say.accept("warning: value of " + e.getKey() + " has leading/trailing whitespace; the"
            + " render trims it (as Spark's getPropertiesFromFile would)");
      }
    }
    String cwd = Paths.get("").toAbsolutePath().toString();
    if (props.indexOf(cwd) >= 0 || out.indexOf(cwd) >= 0) {
      say.accept("warning: the output contains the working directory " + cwd
          + " (relative paths are made absolute by spark-submit)");
    }
    return out.append(props).toString();
  }

  /** A render job reads a directive line as: trimmed, split at the first run of blanks. */
  private static String directiveValue(String v, String what,
      Messages say) {
    if (v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0) {
      throw new IllegalArgumentException(what + " contains a line break; a directive line cannot"
          + " carry it: " + v);
    }
    if (!v.trim().equals(v)) {
      say.accept("warning: " + what + " '" + v
          + "' has leading/trailing whitespace, which a directive line loses");
    }
    return v;
  }

  /** Comment lines only. */
  private static String oneLine(String s) {
    return s.replace("\n", "\\n").replace("\r", "\\r");
  }

  private static String shellQuote(String s) {
    if (!s.isEmpty() && s.matches("[A-Za-z0-9_@%+=:,./-]+")) {
      return s;
    }
    return "'" + s.replace("'", "'\\''") + "'";
  }

  /**
   * java.util.Properties escaping (Properties.store's saveConvert) only where load() needs it:
   * `=`, `:` and blanks in keys, a key's leading `#` or `!`, a value's leading blank, backslashes
   * and control characters everywhere. Non-ASCII is written as is (UTF-8).
   */
  private static String escape(String s, boolean isKey) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\': b.append("\\\\"); break;
        case '\t': b.append("\\t"); break;
        case '\n': b.append("\\n"); break;
        case '\r': b.append("\\r"); break;
        case '\f': b.append("\\f"); break;
        case ' ':
          if (isKey || i == 0) {
            b.append('\\');
          }
          b.append(' ');
          break;
        case '=':
        case ':':
          if (isKey) {
            b.append('\\');
          }
          b.append(c);
          break;
        case '#':
        case '!':
          if (isKey && i == 0) {
            b.append('\\');
          }
          b.append(c);
          break;
        default:
          if (c < 0x20 || c == 0x7f) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
      }
    }
    return b.toString();
  }
}
