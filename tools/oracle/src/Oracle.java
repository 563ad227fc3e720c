import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import org.apache.spark.deploy.k8s.KubernetesDriverConf;
import org.apache.spark.deploy.k8s.KubernetesExecutorConf;
import org.apache.spark.deploy.k8s.SparkPod;

/**
 * The example user feature steps the conformance cases name in
 * {@code spark.kubernetes.{driver,executor}.pod.featureSteps} by their binary names
 * ({@code Oracle$DriverSidecarStep}); sparkpods knows them by the same names
 * (builder-core's {@code oracle_examples}). One of each kind Spark takes.
 */
public final class Oracle {
  private Oracle() {}

  /** A KubernetesFeatureConfigStep without a conf (the Spark 3.2 kind): a label and an env var. */
  public static class OracleLabelStep
      implements org.apache.spark.deploy.k8s.features.KubernetesFeatureConfigStep {
    @Override
    public SparkPod configurePod(SparkPod pod) {
      Pod p = new PodBuilder(pod.pod())
          .editOrNewMetadata().addToLabels("oracle-feature-step", "label-step").endMetadata()
          .build();
      Container c = new ContainerBuilder(pod.container())
          .addNewEnv().withName("ORACLE_FEATURE_STEP").withValue("label-step").endEnv()
          .build();
      return new SparkPod(p, c);
    }
  }

  /** A KubernetesDriverCustomFeatureConfigStep (3.3+): a sidecar, the app name in an annotation. */
  public static class DriverSidecarStep
      implements org.apache.spark.deploy.k8s.features.KubernetesDriverCustomFeatureConfigStep {
    private KubernetesDriverConf conf;

    @Override
    public void init(KubernetesDriverConf config) {
      this.conf = config;
    }

    @Override
    public SparkPod configurePod(SparkPod pod) {
      Pod p = new PodBuilder(pod.pod())
          .editOrNewSpec()
            .addNewContainer()
              .withName("oracle-sidecar")
              .withImage("busybox:1.36")
              .withArgs("sleep", "infinity")
            .endContainer()
          .endSpec()
          .editOrNewMetadata()
            .addToAnnotations("oracle/app-name", conf.appName())
          .endMetadata()
          .build();
      return new SparkPod(p, pod.container());
    }
  }

  /** A KubernetesExecutorCustomFeatureConfigStep (3.3+): the executor id in an env var. */
  public static class ExecutorIdEnvStep
      implements org.apache.spark.deploy.k8s.features.KubernetesExecutorCustomFeatureConfigStep {
    private KubernetesExecutorConf conf;

    @Override
    public void init(KubernetesExecutorConf config) {
      this.conf = config;
    }

    @Override
    public SparkPod configurePod(SparkPod pod) {
      Container c = new ContainerBuilder(pod.container())
          .addNewEnv().withName("ORACLE_EXECUTOR_ID").withValue(conf.executorId()).endEnv()
          .build();
      return new SparkPod(pod.pod(), c);
    }
  }
}
