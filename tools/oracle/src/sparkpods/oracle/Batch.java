package sparkpods.oracle;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

/**
 * One JVM for one Spark release: runs the jobs it reads from standard input one after the other,
 * each in a {@link CaseLoader} of its own, so that no static state of Spark's (the ids it draws,
 * the names its objects compute once, its default resource profile) leaks from one job into the
 * next. The libraries Spark builds on are loaded once and stay warm.
 *
 * <p>A job is one line of tab-separated fields: its kind, the file it writes, then the options of
 * that kind (as oracle.sh documents them):
 *
 * <ul>
 *   <li>{@code render OUT --conf FILE [options]}: Spark's objects for the conf, as JSON.
 *   <li>{@code submit-to-conf OUT --submit FILE [options]}: a spark-submit line as a conf.
 *   <li>{@code submit-render OUT --submit FILE [options]}: both, the conf kept in memory; when
 *       spark-submit refuses the line, OUT holds its messages instead of a document.
 * </ul>
 *
 * <p>For each job one line goes to standard output: {@code <exit> <stage> <OUT>} (tab-separated),
 * the exit status of the stage that ended it: 0 done, 3 Spark raised (a render's document has an
 * {@code error} member; a refused line), 2 a usage or input error, 1 the harness failed. OUT
 * {@code -} writes to standard output instead, and the JVM exits with that job's status (for a
 * single job). Otherwise the JVM exits with 1 when a job failed with 1 or 2. Spark's logging goes
 * to standard error.
 */
public final class Batch {
  private Batch() {}

  public static void main(String[] argv) throws Exception {
    String jars = null;
    String sparkClasses = null;
    for (int i = 0; i < argv.length; i++) {
      switch (argv[i]) {
        case "--jars": jars = argv[++i]; break;
        case "--spark-classes": sparkClasses = argv[++i]; break;
        default:
          System.err.println("oracle: unknown argument " + argv[i]);
          System.exit(2);
      }
    }
    if (jars == null || sparkClasses == null) {
      System.err.println("usage: Batch --jars DIR --spark-classes JAR < jobs");
      System.exit(2);
    }
    URL[] urls = classPath(new File(jars), new File(sparkClasses));
    PrintStream stdout = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
    // Standard output carries only what the jobs write there; whatever Spark prints goes to
    // standard error.
    System.setOut(System.err);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    int failed = 0;
    // A job that writes to standard output ends the JVM with its exit status.
    Integer toStdout = null;
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.split("\t", -1);
      if (fields.length < 2) {
        System.err.println("oracle: a job needs a kind and an output: " + line);
        failed++;
        continue;
      }
      String out = fields[1];
      String[] options = Arrays.copyOfRange(fields, 2, fields.length);
      Outcome outcome = run(urls, fields[0], out, options, stdout);
      if (out.equals("-")) {
        toStdout = outcome.exit;
      } else {
        stdout.println(outcome.exit + "\t" + outcome.stage + "\t" + out);
      }
      if (outcome.exit == 1 || outcome.exit == 2) {
        failed++;
      }
    }
    stdout.flush();
    System.err.flush();
    // Spark's shutdown hooks (temporary directories) run, non-daemon threads are not waited for.
    System.exit(toStdout != null ? toStdout : failed == 0 ? 0 : 1);
  }

  /** How a job ended: its exit status and the stage that set it. */
  record Outcome(int exit, String stage) {}

  private static Outcome run(URL[] urls, String kind, String out, String[] options,
      PrintStream stdout) {
    Properties systemProperties = (Properties) System.getProperties().clone();
    ClassLoader previous = Thread.currentThread().getContextClassLoader();
    try {
      switch (kind) {
        case "render":
          return new Outcome(stage(urls, "Render", out, options, stdout), "render");
        case "submit-to-conf":
          return new Outcome(stage(urls, "SubmitToConf", out, options, stdout), "submit-to-conf");
        case "submit-render": {
          File conf = File.createTempFile("oracle-submit", ".conf");
          try {
            // The line's conf, or spark-submit's messages when it refuses the line.
            int rc = stage(urls, "SubmitToConf", conf.getPath(), withMessages(options), stdout);
            if (rc != 0) {
              java.nio.file.Files.copy(conf.toPath(), new File(out).toPath(),
                  java.nio.file.StandardCopyOption.REPLACE_EXISTING);
              return new Outcome(rc, "submit-to-conf");
            }
            return new Outcome(
                stage(urls, "Render", out, new String[] {"--conf", conf.getPath()}, stdout),
                "render");
          } finally {
            conf.delete();
          }
        }
        default:
          System.err.println("oracle: unknown job kind " + kind);
          return new Outcome(2, kind);
      }
    } catch (Throwable t) {
      t.printStackTrace();
      return new Outcome(1, kind);
    } finally {
      Thread.currentThread().setContextClassLoader(previous);
      System.setProperties(systemProperties);
    }
  }

  /** submit-to-conf's options with its messages written where its conf would go on failure. */
  private static String[] withMessages(String[] options) {
    List<String> all = new ArrayList<>(Arrays.asList(options));
    all.add("--messages-on-failure");
    return all.toArray(new String[0]);
  }

  /** Runs {@code sparkpods.oracle.spark.<name>.run(options, out, stdout)} in a fresh loader. */
  private static int stage(URL[] urls, String name, String out, String[] options,
      PrintStream stdout) throws Exception {
    ShutdownHooks hooks = ShutdownHooks.snapshot();
    try (CaseLoader loader = new CaseLoader(urls, Batch.class.getClassLoader())) {
      Thread.currentThread().setContextClassLoader(loader);
      Class<?> c = Class.forName("sparkpods.oracle.spark." + name, true, loader);
      Method run = c.getMethod("run", String[].class, String.class, PrintStream.class);
      try {
        return (Integer) run.invoke(null, options, out, stdout);
      } catch (InvocationTargetException e) {
        throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
      } finally {
        // While the loader is open: the hooks load classes of the job's.
        hooks.runNew();
      }
    }
  }

  /** The release's jars, then the harness' own classes that build on them. */
  private static URL[] classPath(File jars, File sparkClasses) throws Exception {
    File[] files = jars.listFiles((d, n) -> n.endsWith(".jar"));
    if (files == null || files.length == 0) {
      throw new IllegalArgumentException("no jars in " + jars);
    }
    Arrays.sort(files);
    List<URL> urls = new ArrayList<>();
    urls.add(sparkClasses.toURI().toURL());
    for (File f : files) {
      urls.add(f.toURI().toURL());
    }
    return urls.toArray(new URL[0]);
  }
}
