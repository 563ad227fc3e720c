// Oracle for builder-core/src/template.rs (not compiled by cargo): loads every pod template of
// snippets.txt (a `### name` line, then the template's text up to the next such line) with the
// REAL KubernetesUtils.loadPodFromTemplate of one Spark release (fabric8's YAML reading and
// Jackson's coercions included) and prints one JSON object per template, in order, with
// fabric8's own serialization:
//
//   {"name":"octal-leading-zero","pod":{...},"container":{...}}
//   {"name":"bool-off","error":{"class":"org.apache.spark.SparkException","message":"...",
//    "causes":[{"class":"...","message":"..."}]}}
//
// scripts/regen-templates.sh runs it for every supported release and keeps one file per run of
// consecutive releases with identical output, named after the run's first release.
//
//   javac -cp "$JARS/*" -d $OUT TemplateHarness.java
//   java -cp "$OUT:$JARS/*" TemplateHarness snippets.txt > spark-<release>.jsonl

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.apache.spark.SparkConf;
import org.apache.spark.deploy.k8s.KubernetesUtils;
import org.apache.spark.deploy.k8s.SparkPod;
import scala.Option;

public class TemplateHarness {
  static final ObjectMapper MAPPER = new ObjectMapper();

  public static void main(String[] args) throws Exception {
    Object serialization;
    Method asJson;
    try {
      Class<?> ks = Class.forName("io.fabric8.kubernetes.client.utils.KubernetesSerialization");
      serialization = ks.getConstructor().newInstance();
      asJson = ks.getMethod("asJson", Object.class);
    } catch (ClassNotFoundException e) {
      serialization = null;
      asJson = Class.forName("io.fabric8.kubernetes.client.utils.Serialization")
          .getMethod("asJson", Object.class);
    }
    Config cfg = Config.empty();
    cfg.setMasterUrl("https://kubernetes.invalid:443");
    KubernetesClient client = newClient(cfg);
    SparkConf conf = new SparkConf(false);
    String all = new String(Files.readAllBytes(Paths.get(args[0])), StandardCharsets.UTF_8);
    Path dir = Files.createTempDirectory("templates");
    StringBuilder out = new StringBuilder();
    for (String[] snippet : snippets(all)) {
      File f = dir.resolve(snippet[0] + ".yaml").toFile();
      Files.write(f.toPath(), snippet[1].getBytes(StandardCharsets.UTF_8));
      ObjectNode line = MAPPER.createObjectNode();
      line.put("name", snippet[0]);
      try {
        SparkPod pod =
            KubernetesUtils.loadPodFromTemplate(client, f.getPath(), Option.empty(), conf);
        line.set("pod", MAPPER.readTree((String) asJson.invoke(serialization, pod.pod())));
        line.set("container",
            MAPPER.readTree((String) asJson.invoke(serialization, pod.container())));
      } catch (Throwable t) {
        ObjectNode err = line.putObject("error");
        err.put("class", t.getClass().getName());
        err.put("message", t.getMessage());
        ArrayNode causes = err.putArray("causes");
        for (Throwable c = t.getCause(); c != null && c != c.getCause(); c = c.getCause()) {
          if (c instanceof InvocationTargetException) continue;
          ObjectNode cn = causes.addObject();
          cn.put("class", c.getClass().getName());
          cn.put("message", String.valueOf(c.getMessage()).split("\n")[0]);
        }
      }
      out.append(MAPPER.writeValueAsString(line)).append('\n');
    }
    System.out.print(out);
    System.exit(0);
  }

  /** `(name, text)` of each snippet: the text is every byte up to the next `### ` line. */
  static java.util.List<String[]> snippets(String all) {
    java.util.List<String[]> out = new java.util.ArrayList<>();
    int at = all.startsWith("### ") ? 0 : all.indexOf("\n### ") + 1;
    while (at > 0 || (at == 0 && all.startsWith("### "))) {
      int eol = all.indexOf('\n', at);
      String name = all.substring(at + 4, eol);
      int next = all.indexOf("\n### ", eol);
      String text = all.substring(eol + 1, next < 0 ? all.length() : next + 1);
      out.add(new String[] {name, text});
      if (next < 0) break;
      at = next + 1;
    }
    return out;
  }

  /** KubernetesClientBuilder (fabric8 6+) or DefaultKubernetesClient (fabric8 5, Spark 3.3). */
  static KubernetesClient newClient(Config cfg) throws Exception {
    try {
      Class<?> b = Class.forName("io.fabric8.kubernetes.client.KubernetesClientBuilder");
      Object builder = b.getConstructor().newInstance();
      builder = b.getMethod("withConfig", Config.class).invoke(builder, cfg);
      return (KubernetesClient) b.getMethod("build").invoke(builder);
    } catch (ClassNotFoundException e) {
      Class<?> d = Class.forName("io.fabric8.kubernetes.client.DefaultKubernetesClient");
      return (KubernetesClient) d.getConstructor(Config.class).newInstance(cfg);
    }
  }
}
