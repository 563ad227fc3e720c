package sparkpods.oracle.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.KeyToPath;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.deploy.k8s.Constants$;
import org.apache.spark.deploy.k8s.KubernetesConf$;
import org.apache.spark.deploy.k8s.KubernetesDriverConf;
import org.apache.spark.deploy.k8s.KubernetesDriverSpec;
import org.apache.spark.deploy.k8s.KubernetesUtils$;
import org.apache.spark.deploy.k8s.SparkPod;
import org.apache.spark.deploy.k8s.submit.JavaMainAppResource;
import org.apache.spark.deploy.k8s.submit.KubernetesClientUtils$;
import org.apache.spark.deploy.k8s.submit.KubernetesDriverBuilder;
import org.apache.spark.deploy.k8s.submit.MainAppResource;
import org.apache.spark.deploy.k8s.submit.PythonMainAppResource;
import org.apache.spark.deploy.k8s.submit.RMainAppResource;

/**
 * spark-submit's cluster mode: the driver conf, Spark's driver builder, and what
 * {@code submit.Client.run()} does with the spec before it calls the API server (the conf
 * ConfigMap, its volume and mount, owner references on the objects created with the pod).
 */
final class DriverSubmission {
  KubernetesDriverConf conf;
  KubernetesDriverSpec spec;
  /** The pod as Client.run() creates it. */
  Pod submittedPod;
  /** The document's {@code driver} member. */
  ObjectNode json;

  static DriverSubmission build(SparkConf sparkConf, RenderOptions o, KubernetesClient client,
      Fabric8 fabric8) throws Exception {
    DriverSubmission d = new DriverSubmission();
    d.conf = driverConf(sparkConf, o);
    d.spec = new KubernetesDriverBuilder().buildFromFeatures(d.conf, client);
    KubernetesDriverSpec spec = d.spec;

    ObjectNode json = Fabric8.MAPPER.createObjectNode();
    json.put("resourceNamePrefix", d.conf.resourceNamePrefix());
    json.set("pod", fabric8.tree(withContainer(spec.pod())));
    List<HasMetadata> pre = Jvm.javaList(spec.driverPreKubernetesResources());
    List<HasMetadata> resources = Jvm.javaList(spec.driverKubernetesResources());
    json.set("preResources", fabric8.trees(pre));
    json.set("resources", fabric8.trees(resources));
    ObjectNode systemProperties = Fabric8.MAPPER.createObjectNode();
    Jvm.javaMap(spec.systemProperties()).forEach(systemProperties::put);
    json.set("systemProperties", systemProperties);

    // Client.run(), after the builder.
    Constants$ k = Constants$.MODULE$;
    KubernetesClientUtils$ kcu = KubernetesClientUtils$.MODULE$;
    String configMapName = kcu.configMapNameDriver();
    scala.collection.immutable.Map<String, String> confFiles =
        kcu.buildSparkConfDirFilesMap(configMapName, d.conf.sparkConf(), spec.systemProperties());
    String namespaceKey = Jvm.configKey("org.apache.spark.deploy.k8s.Config$", "KUBERNETES_NAMESPACE");
    ConfigMap configMap = kcu.buildConfigMap(configMapName,
        Jvm.updated(confFiles, namespaceKey, d.conf.namespace()), kcu.buildConfigMap$default$3());
    Container container = new ContainerBuilder(spec.pod().container())
        .addNewEnv()
          .withName(k.ENV_SPARK_CONF_DIR())
          .withValue(k.SPARK_CONF_DIR_INTERNAL())
          .endEnv()
        .addNewVolumeMount()
          .withName(k.SPARK_CONF_VOLUME_DRIVER())
          .withMountPath(k.SPARK_CONF_DIR_INTERNAL())
          .endVolumeMount()
        .build();
    List<KeyToPath> items = Jvm.javaList(kcu.buildKeyToPathObjects(confFiles));
    d.submittedPod = new PodBuilder(spec.pod().pod())
        .editSpec()
          .addToContainers(container)
          .addNewVolume()
            .withName(k.SPARK_CONF_VOLUME_DRIVER())
            .withNewConfigMap()
              .withItems(items)
              .withName(configMapName)
              .endConfigMap()
            .endVolume()
          .endSpec()
        .build();

    // The owner references point at the pod the API server returns: its uid stands in.
    Pod created = withUid(d.submittedPod, o.driverPodUid);
    List<HasMetadata> submittedPre = new ArrayList<>(pre);
    List<HasMetadata> submittedResources = new ArrayList<>(resources);
    submittedResources.add(configMap);
    KubernetesUtils$.MODULE$.addOwnerReference(created, Jvm.scalaList(submittedPre));
    KubernetesUtils$.MODULE$.addOwnerReference(created, Jvm.scalaList(submittedResources));
    ObjectNode submitted = Fabric8.MAPPER.createObjectNode();
    submitted.put("configMapName", configMapName);
    submitted.set("pod", fabric8.tree(d.submittedPod));
    submitted.set("preResources", fabric8.trees(submittedPre));
    submitted.set("resources", fabric8.trees(submittedResources));
    json.set("submitted", submitted);
    d.json = json;
    return d;
  }

  /**
   * KubernetesConf.createDriverConf; where KubernetesDriverConf takes a Clock (4.x), its steps
   * replayed with the FixedClock: the executor volumes validated, the conf cloned.
   */
  private static KubernetesDriverConf driverConf(SparkConf conf, RenderOptions o)
      throws Exception {
    MainAppResource resource = mainAppResource(o.mainResourceUri());
    String[] args = o.appArgs == null ? new String[0] : o.appArgs.toArray(new String[0]);
    scala.Option<String> proxyUser = scala.Option.apply(o.proxyUser);
    Constructor<?> withClock = null;
    for (Constructor<?> c : KubernetesDriverConf.class.getConstructors()) {
      if (c.getParameterCount() == 7) {
        withClock = c;
      }
    }
    try {
      if (withClock == null) {
        return KubernetesConf$.MODULE$.createDriverConf(
            conf, o.appId, resource, o.mainClassOrDefault(), args, proxyUser);
      }
      Jvm.callModule("org.apache.spark.deploy.k8s.KubernetesVolumeUtils$",
          "parseVolumesWithPrefix", conf,
          Jvm.callModule("org.apache.spark.deploy.k8s.Config$",
              "KUBERNETES_EXECUTOR_VOLUMES_PREFIX"));
      return (KubernetesDriverConf) withClock.newInstance(conf.clone(), o.appId, resource,
          o.mainClassOrDefault(), args, proxyUser, new Pins.FixedClock());
    } catch (InvocationTargetException e) {
      throw Jvm.rethrow(e);
    }
  }

  /** spark-submit's classification: .py Python, .R/.r R, none no resource, else a jar. */
  private static MainAppResource mainAppResource(String uri) {
    if (uri.equals("none") || uri.isEmpty()) {
      return new JavaMainAppResource(scala.Option.empty());
    }
    if (uri.endsWith(".py")) {
      return new PythonMainAppResource(uri);
    }
    if (uri.endsWith(".R") || uri.endsWith(".r")) {
      return new RMainAppResource(uri);
    }
    return new JavaMainAppResource(scala.Option.apply(uri));
  }

  /** The pod with Spark's container appended, as it is created. */
  static Pod withContainer(SparkPod sp) {
    return new PodBuilder(sp.pod()).editOrNewSpec().addToContainers(sp.container()).endSpec().build();
  }

  static Pod withUid(Pod pod, String uid) {
    return new PodBuilder(pod).editOrNewMetadata().withUid(uid).endMetadata().build();
  }
}
