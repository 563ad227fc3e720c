package sparkpods.oracle.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.lang.reflect.Method;
import java.util.List;

/**
 * fabric8 as the release ships it: its serializer (the JSON the client sends the API server) and
 * a client that only parses pod templates. fabric8 6.5+ (Spark 3.5+) serializes through a
 * KubernetesSerialization instance, 5.x and 6.4 (3.3, 3.4) through the static utils.Serialization;
 * 6+ builds clients with KubernetesClientBuilder, 5.x with DefaultKubernetesClient.
 */
final class Fabric8 {
  static final ObjectMapper MAPPER = new ObjectMapper();

  private final Object serialization;
  private final Method asJson;

  Fabric8() throws Exception {
    Object instance;
    Method method;
    try {
      Class<?> ks = Class.forName("io.fabric8.kubernetes.client.utils.KubernetesSerialization");
      instance = ks.getConstructor().newInstance();
      method = ks.getMethod("asJson", Object.class);
    } catch (ClassNotFoundException e) {
      instance = null;
      method = Class.forName("io.fabric8.kubernetes.client.utils.Serialization")
          .getMethod("asJson", Object.class);
    }
    serialization = instance;
    asJson = method;
  }

  /** The object as fabric8 writes it, read back as a tree. */
  JsonNode tree(Object fabric8Object) throws Exception {
    return MAPPER.readTree((String) asJson.invoke(serialization, fabric8Object));
  }

  ArrayNode trees(List<? extends HasMetadata> objects) throws Exception {
    ArrayNode arr = MAPPER.createArrayNode();
    for (HasMetadata o : objects) {
      arr.add(tree(o));
    }
    return arr;
  }

  /**
   * A client for KubernetesUtils.loadPodFromTemplate, which only calls
   * client.pods().load(file).item(): parsed locally, the master is never contacted.
   */
  static KubernetesClient templateClient(String namespace) throws Exception {
    Config cfg = Config.empty();
    cfg.setMasterUrl("https://kubernetes.invalid:443");
    cfg.setNamespace(namespace);
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
