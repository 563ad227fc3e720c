package sparkpods.oracle.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.SparkConf;
import org.apache.spark.deploy.k8s.Constants$;
import org.apache.spark.deploy.k8s.KubernetesConf$;
import org.apache.spark.deploy.k8s.KubernetesExecutorConf;
import org.apache.spark.deploy.k8s.KubernetesExecutorSpec;
import org.apache.spark.deploy.k8s.KubernetesUtils$;
import org.apache.spark.deploy.k8s.submit.KubernetesClientUtils$;
import org.apache.spark.resource.ResourceProfile;
import org.apache.spark.resource.ResourceProfile$;
import org.apache.spark.scheduler.cluster.k8s.KubernetesExecutorBuilder;

/**
 * One executor as the running driver builds it: from the driver's conf (its spark.properties,
 * through the entrypoint and SparkContext), the scheduler backend's executor name prefix, the
 * driver's SecurityManager and default resource profile, Spark's executor builder, and the
 * executor conf ConfigMap the backend creates.
 */
final class ExecutorBuild {
  private ExecutorBuild() {}

  /** The document's {@code executor} member; {@code driver} is null in client mode. */
  static ObjectNode build(Map<String, String> userConf, DriverSubmission driver, RenderOptions o,
      KubernetesClient client, Fabric8 fabric8, Masks masks) throws Exception {
    Constants$ k = Constants$.MODULE$;
    Map<String, String> entries;
    if (driver != null) {
      // The driver starts with the spark.properties spark-submit wrote: the spec's
      // systemProperties.
      entries = new TreeMap<>(Jvm.javaMap(driver.spec.systemProperties()));
      // It reads the executor template from the ConfigMap copy it mounts; the same content is
      // the local file's.
      String templateKey = "spark.kubernetes.executor.podTemplateFile";
      String mounted = k.EXECUTOR_POD_SPEC_TEMPLATE_MOUNTPATH() + "/"
          + k.EXECUTOR_POD_SPEC_TEMPLATE_FILE_NAME();
      if (mounted.equals(entries.get(templateKey)) && userConf.containsKey(templateKey)) {
        entries.put(templateKey, userConf.get(templateKey));
      }
      if (o.operatorPrefix) {
        entries.remove("spark.kubernetes.driver.resourceNamePrefix");
      }
      DriverProcess.entrypoint(entries);
    } else {
      // Client mode: the SparkContext of the spark-submit process, on the submitted conf.
      entries = new TreeMap<>(userConf);
    }
    SparkConf conf = Jvm.sparkConf(entries);
    DriverProcess.sparkContext(conf, o.env, masks);
    // KubernetesClusterManager.createSchedulerBackend: one pod name prefix for all executors.
    String prefixKey = "spark.kubernetes.executor.podNamePrefix";
    if (!conf.contains(prefixKey)) {
      conf.set(prefixKey, KubernetesConf$.MODULE$.getResourceNamePrefix(conf.get("spark.app.name")));
    }
    // SparkContext, once the task scheduler (and with it the backend) started.
    conf.set("spark.app.id", o.appId);

    scala.Option<Pod> driverPod;
    if (o.noDriverPod) {
      driverPod = scala.Option.<Pod>empty();
    } else if (driver != null) {
      driverPod = scala.Option.apply(DriverSubmission.withUid(driver.submittedPod, o.driverPodUid));
    } else {
      // Client mode: ExecutorPodsAllocator reads spark.kubernetes.driver.pod.name's pod from the
      // API server; without the key the executors have no owner.
      String name = conf.get("spark.kubernetes.driver.pod.name", null);
      driverPod = name == null ? scala.Option.<Pod>empty()
          : scala.Option.apply(new PodBuilder().withNewMetadata().withName(name)
              .withNamespace(conf.get("spark.kubernetes.namespace", "default"))
              .withUid(o.driverPodUid).endMetadata().build());
    }
    KubernetesExecutorConf executorConf = KubernetesConf$.MODULE$.createExecutorConf(
        conf, o.executorId, o.appId, driverPod,
        KubernetesConf$.MODULE$.createExecutorConf$default$5());

    org.apache.spark.SecurityManager securityManager = securityManager(conf);
    if (securityManager.isAuthenticationEnabled()) {
      String secret = securityManager.getSecretKey();
      if (secret != null && !secret.isEmpty()
          && !secret.equals(conf.get("spark.authenticate.secret", null))) {
        masks.record(secret, "<RANDOM-AUTH-SECRET>");
      }
    }
    ResourceProfile profile = ResourceProfile$.MODULE$.getOrCreateDefaultProfile(conf);
    KubernetesExecutorSpec spec = new KubernetesExecutorBuilder()
        .buildFromFeatures(executorConf, securityManager, client, profile);

    ObjectNode json = Fabric8.MAPPER.createObjectNode();
    json.put("resourceNamePrefix", executorConf.resourceNamePrefix());
    json.set("pod", fabric8.tree(DriverSubmission.withContainer(spec.pod())));
    json.set("resources", fabric8.trees(Jvm.javaList(spec.executorKubernetesResources())));
    // KubernetesClusterSchedulerBackend.start(): setUpExecutorConfigMap(driverPod), unless
    // spark.kubernetes.executor.disableConfigMap.
    if (!conf.getBoolean("spark.kubernetes.executor.disableConfigMap", false)) {
      json.set("configMap", fabric8.tree(configMap(conf, executorConf, o.appId, driverPod)));
    }
    return json;
  }

  /**
   * SparkEnv.createDriverEnv: new SecurityManager(conf, None, AUTH_SECRET_FILE_DRIVER), then
   * initializeAuth().
   */
  private static org.apache.spark.SecurityManager securityManager(SparkConf conf)
      throws Exception {
    Object secretFileEntry = Jvm.callModule(
        "org.apache.spark.internal.config.package$", "AUTH_SECRET_FILE_DRIVER");
    Constructor<?> constructor = null;
    for (Constructor<?> c : org.apache.spark.SecurityManager.class.getConstructors()) {
      if (c.getParameterCount() == 3) {
        constructor = c;
      }
    }
    if (constructor == null) {
      throw new IllegalStateException("no SecurityManager(conf, key, conf) constructor");
    }
    org.apache.spark.SecurityManager m = (org.apache.spark.SecurityManager)
        constructor.newInstance(conf, scala.Option.empty(), secretFileEntry);
    m.initializeAuth();
    return m;
  }

  /** KubernetesClusterSchedulerBackend.setUpExecutorConfigMap, owned by the driver pod. */
  private static ConfigMap configMap(SparkConf conf, KubernetesExecutorConf executorConf,
      String appId, scala.Option<Pod> driverPod) {
    Constants$ k = Constants$.MODULE$;
    KubernetesClientUtils$ kcu = KubernetesClientUtils$.MODULE$;
    String name = kcu.configMapNameExecutor();
    String namespaceKey = "spark.kubernetes.namespace";
    String namespace = executorConf.namespace();
    scala.collection.immutable.Map<String, String> resolved =
        Jvm.updated(Jvm.emptyMap(), namespaceKey, namespace);
    // buildSparkConfDirFilesMap(...) ++ resolvedExecutorProperties
    scala.collection.immutable.Map<String, String> files = Jvm.updated(
        kcu.buildSparkConfDirFilesMap(name, conf, resolved), namespaceKey, namespace);
    scala.collection.immutable.Map<String, String> labels = Jvm.updated(
        Jvm.updated(Jvm.emptyMap(), k.SPARK_APP_ID_LABEL(), appId),
        k.SPARK_ROLE_LABEL(), k.SPARK_POD_EXECUTOR_ROLE());
    ConfigMap configMap = kcu.buildConfigMap(name, files, labels);
    if (driverPod.isDefined()) {
      List<HasMetadata> owned = new ArrayList<>();
      owned.add(configMap);
      KubernetesUtils$.MODULE$.addOwnerReference(driverPod.get(), Jvm.scalaList(owned));
    }
    return configMap;
  }
}
