// The types of `sparkpods`' functions, shared by the Node (node.d.ts) and browser (web.d.ts)
// entry points.

/** A Spark release (`"3.5.5"`) or a release line (`"4.1"`: its newest patch). */
export type SparkVersionText = string;

/**
 * The inputs of a conf, as `sparkpods render --conf` takes them. Every option wins over the
 * conf's `#@option` directive of the same name.
 */
export interface CheckOptions {
  /** The image's Spark release (`--spark-version`); default 3.5.5. */
  sparkVersion?: SparkVersionText;
  /** spark-submit's release when it is not the image's (`--submit-version`). */
  submitVersion?: SparkVersionText;
  /** Which pods the document holds (`--role`); default both. */
  role?: "driver" | "executor" | "both";
  /** `--main-class`; default SparkPi (PythonRunner / RRunner for `.py` / `.R` resources). */
  mainClass?: string;
  /** `--main-resource`: `.py` and `.R` select PySpark and SparkR; `none` for no resource. */
  mainResource?: string;
  /** The application's arguments (`--app-arg`); they replace the conf's `#@app-arg`s. */
  appArgs?: string[];
  /** `--proxy-user`. */
  proxyUser?: string;
  /** The executor pod's id (`--executor-id`); default "1". */
  executorId?: string;
  /** `--app-id`; default spark-a1b2c3d4e5f6 (or drawn with `randomIds`). */
  appId?: string;
  /** The driver pod's uid, as executors' owner references see it (`--driver-pod-uid`). */
  driverPodUid?: string;
  /** `false`: executors built without a driver pod, so without owner references (`--no-driver-pod`). */
  driverPod?: boolean;
  /**
   * Where the driver runs (`--deploy-mode`): `client` renders only the executors the
   * spark-submit process creates. Default: the conf's `spark.submit.deployMode` if it is
   * `client`, else `cluster`.
   */
  deployMode?: "cluster" | "client";
  /**
   * The submitting process' environment on top of `SPARK_USER=spark` (`--env`):
   * `SPARK_LOCAL_DIRS`, `HADOOP_CONF_DIR`, `SPARK_CONF_DIR`... An empty value unsets.
   */
  env?: Record<string, string>;
  /** Conf keys set on top of the text, like spark-submit's `--conf` (`--set`). */
  set?: Record<string, string>;
  /**
   * The files Spark reads (pod templates, krb5.conf, keytabs, CA certificates, the files of
   * `HADOOP_CONF_DIR`...), by the path the conf names them with; a directory is given by the
   * files under it. `inputPaths` says which; in Node, `readInputFiles` reads them from disk.
   */
  files?: Record<string, string | Uint8Array | ArrayBuffer>;
  /** The working directory relative paths resolve against; shown as `<CWD>` when normalized. */
  cwd?: string;
}

export interface RenderOptions extends CheckOptions {
  /** Draw app id, name suffixes, UUIDs and timestamps like Spark instead of the fixed ones (`--random-ids`); the document then shows them as they are. */
  randomIds?: boolean;
  /** `false`: keep the random parts instead of `<UUID>`, `#<TIMESTAMP>`, `<RANDOM-AUTH-SECRET>` and `<CWD>` (`--no-normalize`). */
  normalize?: boolean;
}

/** A Kubernetes object as the API server receives it (fabric8's serialization: empty lists and maps left out). */
export type KubeObject = { apiVersion: string; kind: string; metadata: Record<string, unknown>; [field: string]: unknown };

/** The exception Spark raises for the conf. */
export interface SparkError {
  class: string;
  message: string;
  /** When Spark raises it: while spark-submit builds the driver, or the driver builds an executor. */
  phase: string;
  causes?: unknown[];
}

/**
 * The document `sparkpods render` prints (shaped like the Spark oracle's), as `JSON.parse`
 * reads it: integers beyond 2^53 are the nearest double.
 */
export interface RenderDocument {
  driver?: {
    /** The driver pod as Spark's builder makes it (Spark container last). */
    pod: KubeObject;
    /** Objects created before the driver pod. */
    preResources?: KubeObject[];
    /** Objects created after it (Service, NetworkPolicy, Secrets, ConfigMaps, PVCs). */
    resources?: KubeObject[];
    resourceNamePrefix?: string;
    /** The `spark.properties` the driver JVM starts with. */
    systemProperties: Record<string, string>;
    /** What spark-submit sends: the pod with the conf ConfigMap, resources with owner references. */
    submitted: { pod: KubeObject; preResources?: KubeObject[]; resources?: KubeObject[]; configMapName?: string; [member: string]: unknown };
  };
  executor?: { pod: KubeObject; resources?: KubeObject[]; configMap?: KubeObject; resourceNamePrefix?: string };
  /** Present when Spark raises (the CLI's exit status 3). */
  error?: SparkError;
  /** What was rendered. */
  inputs: {
    appArgs: string[];
    appId: string;
    conf: Record<string, string>;
    driverPod: boolean;
    driverPodUid: string;
    env: Record<string, string>;
    executorId: string;
    mainClass: string;
    mainResource: string;
    proxyUser?: string;
    role: "driver" | "executor" | "both";
  };
  sparkVersion: string;
  /** spark-submit's release, when it is not the image's. */
  submitVersion?: string;
  /** Each pod's memory, part by part (sparkpods' own member: Spark prints none). */
  memory?: { driver?: PodMemory; executor?: PodMemory };
}

/**
 * A pod's memory: the builder's sum (the request Spark writes) beside the pod as created (a
 * webhook's limit counts). All sizes in MiB.
 */
export interface PodMemory {
  /** The Spark container the rest is about. */
  container: string;
  heapMiB: number;
  /** The `-Xmx` the JVM gets; `null` when the pod says it in a form Spark does not read. */
  jvmMaxHeapMiB: number | null;
  jvmMaxHeapFrom: "spark.driver.memory" | "SPARK_EXECUTOR_MEMORY" | "SPARK_DRIVER_MEMORY" | "SPARK_MEM" | "default";
  overheadMiB: number;
  /** The key that set the overhead, or the factor that made it. */
  overhead: { key: string } | { factor: number; factorFrom: string; minimumMiB: number };
  offHeapMiB: number;
  pysparkMiB: number;
  /** heap + overhead + off-heap + PySpark: the request Spark writes. */
  sparkTotalMiB: number;
  request: string | null;
  requestMiB: number | null;
  limit: string | null;
  limitMiB: number | null;
  limitAboveRequestMiB: number;
  /** What the limit (else the sum) leaves beside the heap. */
  besideHeapMiB: number;
  /** Memory-backed volumes the Spark container mounts: their files count inside the limit. */
  tmpfs: { volume: string; mountPath: string; sizeLimit: string | null; localDir: boolean }[];
  /** GPUs and other extended resources: name to limit. */
  devices: Record<string, string>;
}

/** One finding of `check`, as `sparkpods check --json` prints it. */
export interface Diagnostic {
  severity: "error" | "warning" | "info";
  /** The rule's id: `spark`, `unknown-key`, `k8s-label-value`... (`sparkpods rules`, docs/rules.md). */
  code: string;
  /** The conf key to change. */
  key: string | null;
  /** Its 1-based line in the conf text. */
  line: number | null;
  /** The 1-based column (in characters) where the key (or the line) starts. */
  column: number | null;
  message: string;
  hint: string | null;
  /** The pod template that wrote the value, when one did: its file (as the conf names it) and line. */
  template?: { file: string; line: number | null };
}

/** The paths the conf makes Spark read, as it names them. */
export interface InputPaths {
  /** Values of its file keys (pod templates, krb5.conf, keytabs, certificates). */
  files: string[];
  /** Directories whose files Spark ships (`HADOOP_CONF_DIR`, `SPARK_CONF_DIR`, `spark.home`/conf). */
  dirs: string[];
}

/** A conf key of the registry, for one release. */
export interface ConfKey {
  /** The key; a prefix key ends with `.` and takes a name (`spark.kubernetes.driver.label.`). */
  key: string;
  prefix: boolean;
  /** `string`, `int`, `boolean`, `bytes (MiB without unit)`, `duration`, `enum`... */
  type: string;
  /** An enum's values. */
  values: string[] | null;
  /** The default in that release. */
  default: string | null;
  /** The key whose value is the default. */
  defaultFrom: string | null;
  doc: string;
  /** The release Spark declares it since. */
  since: string;
  /** The last release that declares it, when a newer one no longer does. */
  until: string | null;
  /** Every release that declares it, as ranges (`every release`, `3.4.0–4.3.0`). */
  releases: string;
}

/** A Spark release sparkpods reproduces. */
export interface SparkRelease {
  version: string;
  /** Its line (`3.5`). */
  line: string;
  /** Whether it is what its line alone means. */
  newestOfLine: boolean;
  /** Whether it is the default (3.5.5). */
  default: boolean;
  scala: string;
  /** The fabric8 kubernetes-client minor release. */
  fabric8: string;
  /** The YAML reader of its pod templates. */
  templates: string;
  /** The behaviours this release introduces. */
  behaviours: { id: string; doc: string }[];
}

/** The document `sparkpods render --conf` prints; Spark's own failure is its `error` member. Throws on bad options or an unreadable conf. */
export function render(confText: string, options?: RenderOptions): RenderDocument;
/** The diagnostics `sparkpods check --json` prints. */
export function check(confText: string, options?: CheckOptions): Diagnostic[];
/** The files and directories the conf makes Spark read, to pass as `files`. */
export function inputPaths(confText: string, options?: CheckOptions): InputPaths;
/** The keys `version` declares (default 3.5.5). */
export function keys(version?: SparkVersionText): ConfKey[];
/** Every supported release, oldest first. */
export function versions(): SparkRelease[];
