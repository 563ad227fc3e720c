// Oracle for crates/jvm/src/{volume_spec,fabric8}.rs (checked by volume_set_tests.rs; not
// compiled by cargo): prints the REAL hashCode() of Spark's KubernetesVolumeSpec (+ its
// volume-conf case classes, Options, Maps) and of fabric8's secret Volume, and the iteration
// order of the immutable Scala Sets Spark builds from them, for Spark 3.5.5 (Scala 2.12.18,
// fabric8 6.7.2) and Spark 4.3.0 (Scala 2.13.18, fabric8 7.6.1) side by side. Each Spark
// version is loaded into its own URLClassLoader and driven by reflection, so one run covers
// both and no Scala compiler is needed.
//
// Regenerate the fixture from this directory (Java 17):
//
//   JARS=/root/.cache/spark-oracle-jars OUT=$(mktemp -d)
//   javac -d $OUT VolumeSetHarness.java
//   java -cp $OUT VolumeSetHarness $JARS/3.5.5 $JARS/4.3.0 > volume_sets.txt
//
// The generator is seeded, so every run prints the same cases. A trailing numeric argument N
// (default 1) multiplies the number of random cases (larger runs go to /tmp and are checked by
// the ignored test `volume_sets_large_fixture`).
//
// Output: UTF-8, one record per line. Tokens after the tag are separated by TAB; each token is
// escaped (backslash -> \\, TAB -> \t, LF -> \n, CR -> \r). An order is one token of one char
// per element, element index i written as the char (0x21 + i).
//
// A volume spec is written as the token list
//   type name mountPath subPath subPathExpr readOnly conf...
// with type h (hostPath: path, type), p (persistentVolumeClaim: claimName, storageClass, size,
// labels, annotations), e (emptyDir: medium, sizeLimit) or n (nfs: path, server); readOnly is
// 0/1. An Option[String] (and a 4.x-only String: subPathExpr, hostPath type) is "~" (None /
// field absent in 3.5.5) or "+<s>"; an Option[Map[String, String]] is "-" (field absent, 3.5.5),
// "~" (None) or "@<n>" followed by 2n tokens k1 v1 ... kn vn.
//
//   "S <name>"            a Set of KubernetesVolumeSpec built from the D lines that follow
//   "D <h12> <h13> <spec>"  spec.hashCode() under Spark 3.5.5 (which ignores the 4.x-only
//                         fields) and 4.3.0
//   "I <name>"            a Set of objects with chosen hashCodes (equal only to themselves)
//   "K <h> <h> ..."       their hashCodes, in insertion order
//   "Q <o12> <o13>"       iteration order of Set.empty + e0 + e1 + ... (= Set.newBuilder) of the
//                         preceding S / I case, as indices into its D / K elements
//   "R <name>"            KubernetesVolumeUtils.parseVolumesWithPrefix(conf, "spark.kubernetes.
//                         executor.volumes.") on a conf with 5..12 volumes (not printed)
//   "U <h> <spec>"        the parsed specs of Spark 3.5.5 in result (Seq) order, with hashCode
//   "V <h> <spec>"        the same for Spark 4.3.0
//   "T <name>"            MountSecretsFeatureStep.configurePod with the secrets of the F lines
//   "F <h6> <h7> <secret>"  hashCode of new VolumeBuilder().withName(secret + "-volume")
//                         .withNewSecret().withSecretName(secret).endSecret().build()
//                         under fabric8 6.7.2 / 7.6.1; secrets in the order they were set
//   "M <o12> <o13>"       order of the pod's volume mounts (= secretNamesToMountPaths order)
//   "N <o12> <o13>"       order of secretNamesToMountPaths.keys.foreach (what keys.map feeds
//                         its builder; differs from M among full-hash collisions in 2.12)
//   "W <o12> <o13>"       order of the pod's secret volumes
//   "G <h6> <h7> <volumeName> <secretName>"  fabric8 hashes of arbitrary secret volumes
//   "X <h12> <h13> <map>" immutable Map[String, String] hashCode (map token as above)

import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class VolumeSetHarness {

    static final Random RND = new Random(0x701_5e75_2025L);

    // ------------------------------------------------------------------ descriptions

    /** A KubernetesVolumeSpec as plain data; null Option = None, null labels = None. */
    static final class Spec {
        char type;
        String name, mountPath, subPath = "", subPathExpr = "", a = "", b = "";
        boolean readOnly;
        String o1, o2;                       // PVC storageClass/size, emptyDir medium/sizeLimit
        List<String[]> labels, annotations;  // PVC (4.x)
        boolean has4x = true;                // false for specs read back from 3.5.5
        int hash;                            // hashCode of the real object it was read from
    }

    /** Objects whose hashCode is chosen and which equal only themselves. */
    static final class HKey {
        final int hash;
        HKey(int hash) { this.hash = hash; }
        @Override public int hashCode() { return hash; }
        @Override public boolean equals(Object o) { return o == this; }
    }

    // ------------------------------------------------------------------ one Spark version

    static final class Spark {
        final ClassLoader cl;
        final boolean v213;
        final Object noneObj, setModule, emptySet, mapModule;
        final Constructor<?> someCtor;
        final Method plus, newSetBuilder, builderAdd, builderResult, iterator, hasNext, next, mapUpdated;

        Spark(File jarDir) throws Exception {
            File[] jars = jarDir.listFiles((d, n) -> n.endsWith(".jar"));
            if (jars == null || jars.length == 0) throw new IllegalArgumentException("no jars in " + jarDir);
            Arrays.sort(jars);
            URL[] urls = new URL[jars.length];
            for (int i = 0; i < jars.length; i++) urls[i] = jars[i].toURI().toURL();
            cl = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
            v213 = c("scala.util.Properties$").getMethod("versionNumberString")
                .invoke(module("scala.util.Properties$")).toString().startsWith("2.13");
            noneObj = module("scala.None$");
            someCtor = c("scala.Some").getConstructor(Object.class);
            setModule = module("scala.collection.immutable.Set$");
            emptySet = setModule.getClass().getMethod("empty").invoke(setModule);
            newSetBuilder = setModule.getClass().getMethod("newBuilder");
            Class<?> builder = c("scala.collection.mutable.Builder");
            Method add;
            try {
                add = builder.getMethod("addOne", Object.class);      // 2.13
            } catch (NoSuchMethodException e) {
                add = builder.getMethod("$plus$eq", Object.class);    // 2.12
            }
            builderAdd = add;
            builderResult = builder.getMethod("result");
            plus = c("scala.collection.immutable.Set").getMethod("$plus", Object.class);
            iterator = c("scala.collection.Iterable").getMethod("iterator");
            hasNext = c("scala.collection.Iterator").getMethod("hasNext");
            next = c("scala.collection.Iterator").getMethod("next");
            mapModule = module("scala.collection.immutable.Map$");
            mapUpdated = c("scala.collection.immutable.Map").getMethod("updated", Object.class, Object.class);
        }

        Class<?> c(String n) throws Exception { return Class.forName(n, true, cl); }

        Object module(String n) throws Exception { return c(n).getField("MODULE$").get(null); }

        Object call(Object target, String name, Object... args) throws Exception {
            for (Class<?> k = target.getClass(); k != null; k = k.getSuperclass()) {
                for (Method m : k.getDeclaredMethods()) {
                    if (m.getName().equals(name) && m.getParameterCount() == args.length && !m.isBridge()) {
                        m.setAccessible(true);
                        return m.invoke(target, args);
                    }
                }
            }
            Method m = target.getClass().getMethod(name, types(args));
            m.setAccessible(true);
            return m.invoke(target, args);
        }

        static Class<?>[] types(Object[] args) {
            Class<?>[] t = new Class<?>[args.length];
            for (int i = 0; i < args.length; i++) t[i] = args[i] == null ? Object.class : args[i].getClass();
            return t;
        }

        /** A scala.Function1 (default methods such as andThen run as compiled). */
        Object fn1(java.util.function.Function<Object, Object> f) throws Exception {
            Class<?> f1 = c("scala.Function1");
            InvocationHandler h = (proxy, method, args) -> {
                switch (method.getName()) {
                    case "apply": return f.apply(args[0]);
                    case "hashCode": return System.identityHashCode(proxy);
                    case "equals": return proxy == args[0];
                    case "toString": return "fn";
                    default: return InvocationHandler.invokeDefault(proxy, method, args);
                }
            };
            return Proxy.newProxyInstance(cl, new Class<?>[]{f1}, h);
        }

        /** The elements in `foreach` order. */
        List<Object> foreachOrder(Object coll) throws Exception {
            List<Object> out = new ArrayList<>();
            Class<?> owner = c(v213 ? "scala.collection.IterableOnceOps" : "scala.collection.GenTraversableOnce");
            owner.getMethod("foreach", c("scala.Function1")).invoke(coll, fn1(x -> { out.add(x); return null; }));
            return out;
        }

        Object opt(String s) throws Exception { return s == null ? noneObj : someCtor.newInstance(s); }

        Object map(List<String[]> kvs) throws Exception {
            Object m = mapModule.getClass().getMethod("empty").invoke(mapModule);
            for (String[] kv : kvs) m = mapUpdated.invoke(m, kv[0], kv[1]);
            return m;
        }

        Object optMap(List<String[]> kvs) throws Exception { return kvs == null ? noneObj : someCtor.newInstance(map(kvs)); }

        Object spec(Spec d) throws Exception {
            String pkg = "org.apache.spark.deploy.k8s.";
            Object conf;
            switch (d.type) {
                case 'h':
                    conf = v213
                        ? c(pkg + "KubernetesHostPathVolumeConf").getConstructor(String.class, String.class).newInstance(d.a, d.b)
                        : c(pkg + "KubernetesHostPathVolumeConf").getConstructor(String.class).newInstance(d.a);
                    break;
                case 'p': {
                    Class<?> o = c("scala.Option");
                    conf = v213
                        ? c(pkg + "KubernetesPVCVolumeConf").getConstructor(String.class, o, o, o, o)
                            .newInstance(d.a, opt(d.o1), opt(d.o2), optMap(d.labels), optMap(d.annotations))
                        : c(pkg + "KubernetesPVCVolumeConf").getConstructor(String.class, o, o).newInstance(d.a, opt(d.o1), opt(d.o2));
                    break;
                }
                case 'e': {
                    Class<?> o = c("scala.Option");
                    conf = c(pkg + "KubernetesEmptyDirVolumeConf").getConstructor(o, o).newInstance(opt(d.o1), opt(d.o2));
                    break;
                }
                default:
                    conf = c(pkg + "KubernetesNFSVolumeConf").getConstructor(String.class, String.class).newInstance(d.a, d.b);
            }
            Class<?> specificConf = c(pkg + "KubernetesVolumeSpecificConf");
            Class<?> spec = c(pkg + "KubernetesVolumeSpec");
            return v213
                ? spec.getConstructor(String.class, String.class, String.class, String.class, boolean.class, specificConf)
                    .newInstance(d.name, d.mountPath, d.subPath, d.subPathExpr, d.readOnly, conf)
                : spec.getConstructor(String.class, String.class, String.class, boolean.class, specificConf)
                    .newInstance(d.name, d.mountPath, d.subPath, d.readOnly, conf);
        }

        /** Reads a real KubernetesVolumeSpec back into a description. */
        Spec describe(Object spec) throws Exception {
            Spec d = new Spec();
            d.has4x = v213;
            d.name = (String) call(spec, "volumeName");
            d.mountPath = (String) call(spec, "mountPath");
            d.subPath = (String) call(spec, "mountSubPath");
            d.subPathExpr = v213 ? (String) call(spec, "mountSubPathExpr") : null;
            d.readOnly = (Boolean) call(spec, "mountReadOnly");
            Object conf = call(spec, "volumeConf");
            String n = conf.getClass().getSimpleName();
            switch (n) {
                case "KubernetesHostPathVolumeConf":
                    d.type = 'h';
                    d.a = (String) call(conf, "hostPath");
                    d.b = v213 ? (String) call(conf, "volumeType") : null;
                    break;
                case "KubernetesPVCVolumeConf":
                    d.type = 'p';
                    d.a = (String) call(conf, "claimName");
                    d.o1 = unopt(call(conf, "storageClass"));
                    d.o2 = unopt(call(conf, "size"));
                    if (v213) {
                        d.labels = unoptMap(call(conf, "labels"));
                        d.annotations = unoptMap(call(conf, "annotations"));
                    }
                    break;
                case "KubernetesEmptyDirVolumeConf":
                    d.type = 'e';
                    d.o1 = unopt(call(conf, "medium"));
                    d.o2 = unopt(call(conf, "sizeLimit"));
                    break;
                case "KubernetesNFSVolumeConf":
                    d.type = 'n';
                    d.a = (String) call(conf, "path");
                    d.b = (String) call(conf, "server");
                    break;
                default:
                    throw new IllegalStateException("unknown conf " + n);
            }
            return d;
        }

        String unopt(Object o) throws Exception {
            return (Boolean) c("scala.Option").getMethod("isEmpty").invoke(o) ? null : (String) c("scala.Option").getMethod("get").invoke(o);
        }

        /** Option[Map] -> entries, or a marker list {"~"} for None. */
        List<String[]> unoptMap(Object o) throws Exception {
            if ((Boolean) c("scala.Option").getMethod("isEmpty").invoke(o)) return NONE_MAP;
            Object m = c("scala.Option").getMethod("get").invoke(o);
            List<String[]> out = new ArrayList<>();
            for (Object t : elements(m)) {
                out.add(new String[]{(String) c("scala.Tuple2").getMethod("_1").invoke(t), (String) c("scala.Tuple2").getMethod("_2").invoke(t)});
            }
            return out;
        }

        List<Object> elements(Object iterable) throws Exception {
            List<Object> out = new ArrayList<>();
            Object it = iterator.invoke(iterable);
            while ((Boolean) hasNext.invoke(it)) out.add(next.invoke(it));
            return out;
        }

        int[] setOrder(List<Object> elems) throws Exception {
            Object s = emptySet;
            for (Object e : elems) s = plus.invoke(s, e);
            Object b = newSetBuilder.invoke(setModule);
            for (Object e : elems) builderAdd.invoke(b, e);
            int[] viaPlus = indices(elements(s), elems);
            int[] viaBuilder = indices(elements(builderResult.invoke(b)), elems);
            if (!Arrays.equals(viaPlus, viaBuilder)) throw new IllegalStateException("builder order differs");
            return viaPlus;
        }

        Object secretVolume(String volumeName, String secretName) throws Exception {
            Object b = c("io.fabric8.kubernetes.api.model.VolumeBuilder").getConstructor().newInstance();
            call(b, "withName", volumeName);
            Object nested = call(b, "withNewSecret");
            call(nested, "withSecretName", secretName);
            call(nested, "endSecret");
            return call(b, "build");
        }

        Object sparkConf(TreeMap<String, String> entries) throws Exception {
            Object conf = c("org.apache.spark.SparkConf").getConstructor(boolean.class).newInstance(false);
            Method set = conf.getClass().getMethod("set", String.class, String.class);
            for (Map.Entry<String, String> e : entries.entrySet()) set.invoke(conf, e.getKey(), e.getValue());
            return conf;
        }

        /**
         * [mount names, secretNamesToMountPaths.keys.foreach order + "-volume", volume names] of
         * MountSecretsFeatureStep on an executor conf.
         */
        List<List<String>> mountSecrets(List<String> secrets) throws Exception {
            TreeMap<String, String> entries = new TreeMap<>();
            for (String s : secrets) entries.put("spark.kubernetes.executor.secrets." + s, "/etc/" + s);
            Object conf = sparkConf(entries);
            Object kconf = c("org.apache.spark.deploy.k8s.KubernetesExecutorConf")
                .getConstructor(c("org.apache.spark.SparkConf"), String.class, String.class, c("scala.Option"), int.class)
                .newInstance(conf, "spark-app", "1", noneObj, 0);
            Object step = c("org.apache.spark.deploy.k8s.features.MountSecretsFeatureStep")
                .getConstructor(c("org.apache.spark.deploy.k8s.KubernetesConf")).newInstance(kconf);
            List<String> keys = new ArrayList<>();
            Object secretMap = c("org.apache.spark.deploy.k8s.KubernetesConf").getMethod("secretNamesToMountPaths").invoke(kconf);
            for (Object k : foreachOrder(call(secretMap, "keys"))) keys.add(k + "-volume");
            Object initial = c("org.apache.spark.deploy.k8s.SparkPod").getMethod("initialPod").invoke(null);
            Object pod = step.getClass().getMethod("configurePod", initial.getClass()).invoke(step, initial);
            Object k8sPod = call(pod, "pod");
            Object container = call(pod, "container");
            List<String> mounts = new ArrayList<>(), volumes = new ArrayList<>();
            for (Object m : (List<?>) call(container, "getVolumeMounts")) mounts.add((String) call(m, "getName"));
            for (Object v : (List<?>) call(call(k8sPod, "getSpec"), "getVolumes")) {
                volumes.add((String) call(v, "getName"));
                Object expected = secretVolume((String) call(v, "getName"), (String) call(call(v, "getSecret"), "getSecretName"));
                if (!expected.equals(v) || expected.hashCode() != v.hashCode()) throw new IllegalStateException("volume differs");
            }
            return Arrays.asList(mounts, keys, volumes);
        }

        List<Spec> parseVolumes(TreeMap<String, String> options) throws Exception {
            String prefix = "spark.kubernetes.executor.volumes.";
            TreeMap<String, String> entries = new TreeMap<>();
            for (Map.Entry<String, String> e : options.entrySet()) entries.put(prefix + e.getKey(), e.getValue());
            Object seq = c("org.apache.spark.deploy.k8s.KubernetesVolumeUtils")
                .getMethod("parseVolumesWithPrefix", c("org.apache.spark.SparkConf"), String.class)
                .invoke(null, sparkConf(entries), prefix);
            List<Spec> out = new ArrayList<>();
            for (Object spec : elements(seq)) {
                Spec d = describe(spec);
                d.hash = spec.hashCode();
                if (spec(d).hashCode() != d.hash || !spec(d).equals(spec)) throw new IllegalStateException("rebuilt spec differs");
                out.add(d);
            }
            return out;
        }
    }

    static final List<String[]> NONE_MAP = Collections.unmodifiableList(new ArrayList<>());

    static int[] indices(List<Object> got, List<Object> elems) {
        int[] out = new int[got.size()];
        for (int i = 0; i < out.length; i++) {
            int j = elems.indexOf(got.get(i));
            if (j < 0) throw new IllegalStateException("unknown element");
            out[i] = j;
        }
        return out;
    }

    // ------------------------------------------------------------------ output

    static PrintStream out;

    static String esc(String s) {
        return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
    }

    static String order(int[] idx) {
        StringBuilder sb = new StringBuilder();
        for (int i : idx) {
            if (i >= 94) throw new IllegalStateException("too many elements");
            sb.append((char) (0x21 + i));
        }
        return sb.toString();
    }

    static String opt(String s) { return s == null ? "~" : "+" + esc(s); }

    static String mapTok(List<String[]> m, boolean present) {
        if (!present) return "-";
        if (m == null || m == NONE_MAP) return "~";
        StringBuilder sb = new StringBuilder("@" + m.size());
        for (String[] kv : m) sb.append('\t').append(esc(kv[0])).append('\t').append(esc(kv[1]));
        return sb.toString();
    }

    static String specTokens(Spec d) {
        StringBuilder sb = new StringBuilder();
        sb.append(d.type).append('\t').append(esc(d.name)).append('\t').append(esc(d.mountPath)).append('\t')
            .append(esc(d.subPath)).append('\t').append(d.has4x ? opt(d.subPathExpr) : "~").append('\t')
            .append(d.readOnly ? '1' : '0');
        switch (d.type) {
            case 'h': sb.append('\t').append(esc(d.a)).append('\t').append(d.has4x ? opt(d.b) : "~"); break;
            case 'p':
                sb.append('\t').append(esc(d.a)).append('\t').append(opt(d.o1)).append('\t').append(opt(d.o2))
                    .append('\t').append(mapTok(d.labels, d.has4x)).append('\t').append(mapTok(d.annotations, d.has4x));
                break;
            case 'e': sb.append('\t').append(opt(d.o1)).append('\t').append(opt(d.o2)); break;
            default: sb.append('\t').append(esc(d.a)).append('\t').append(esc(d.b));
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ generators

    static final String[] NAMES = {
        "data", "logs", "checkpoint", "spark-local-dir-1", "spark-local-dir-2", "scratch", "x", "cache",
        "h1", "e1", "p1", "n1", "tmp", "shared", "models", "Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa",
    };
    static final String[] PATHS = {"/data", "/mnt/data", "/tmp", "/var/log/app", "/opt/spark/work", "/checkpoint", "/x", "/h1", "/e1"};
    static final String[] SUBS = {"", "", "", "sub", "logs/app", "a/b/c"};
    static final String[] EXPRS = {"", "", "", "$(POD_NAME)", "$(SPARK_EXECUTOR_ID)/work"};
    static final String[] HOST_TYPES = {"", "", "Directory", "DirectoryOrCreate", "File", "Socket"};
    static final String[] CLAIMS = {"OnDemand", "OnDemand", "my-claim", "data-pvc", "claim-1"};
    static final String[] CLASSES = {"standard", "gp2", "fast-ssd", ""};
    static final String[] SIZES = {"5Gi", "6Gi", "10Gi", "500Mi", "1Ti", "2048"};
    static final String[] MEDIA = {"Memory", "", "HugePages"};
    static final String[] SERVERS = {"nfs.example.com", "10.0.0.5", "fs-1.efs.local"};
    static final String[] LABEL_KEYS = {"app", "team", "env", "tier", "owner", "Aa", "BB", "k"};
    static final String[] LABEL_VALUES = {"spark", "data", "prod", "dev", "", "Aa", "BB", "x"};
    static final String[] UNICODE = {"ключ", "日本語", "ünïcödé", "\uD83D\uDE00", "tab\there", "new\nline", "back\\slash"};

    static String pick(String[] a) { return a[RND.nextInt(a.length)]; }

    static String maybeUnicode(String s) { return RND.nextInt(25) == 0 ? pick(UNICODE) : s; }

    static String optPick(String[] a) { return RND.nextInt(3) == 0 ? null : pick(a); }

    static List<String[]> randomMap() {
        int roll = RND.nextInt(6);
        if (roll == 0) return null;
        int n = roll == 1 ? 0 : RND.nextInt(roll == 2 ? 3 : 7);
        LinkedHashMap<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) m.put(RND.nextInt(3) == 0 ? "k" + RND.nextInt(40) : pick(LABEL_KEYS), maybeUnicode(pick(LABEL_VALUES)));
        List<String[]> out = new ArrayList<>();
        for (Map.Entry<String, String> e : m.entrySet()) out.add(new String[]{e.getKey(), e.getValue()});
        return out;
    }

    static Spec randomSpec(char type, String name) {
        Spec d = new Spec();
        d.type = type;
        d.name = name;
        d.mountPath = maybeUnicode(pick(PATHS) + (RND.nextBoolean() ? "" : "/" + name));
        d.subPath = pick(SUBS);
        d.subPathExpr = pick(EXPRS);
        d.readOnly = RND.nextBoolean();
        switch (type) {
            case 'h': d.a = maybeUnicode(pick(PATHS)); d.b = pick(HOST_TYPES); break;
            case 'p':
                d.a = pick(CLAIMS);
                d.o1 = optPick(CLASSES);
                d.o2 = optPick(SIZES);
                d.labels = randomMap();
                d.annotations = randomMap();
                break;
            case 'e': d.o1 = optPick(MEDIA); d.o2 = optPick(SIZES); break;
            default: d.a = pick(PATHS); d.b = pick(SERVERS);
        }
        return d;
    }

    static final char[] TYPES = {'h', 'p', 'e', 'n'};

    static String volumeName(int i) {
        int roll = RND.nextInt(3);
        return roll == 0 ? pick(NAMES) : roll == 1 ? "vol" + RND.nextInt(60) : maybeUnicode(pick(NAMES) + "-" + i);
    }

    /** n specs with distinct (type, name). */
    static List<Spec> randomSpecs(int n) {
        List<Spec> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int guard = 0;
        while (out.size() < n && guard++ < 10_000) {
            char t = TYPES[RND.nextInt(TYPES.length)];
            String name = volumeName(out.size());
            if (seen.add(t + "/" + name)) out.add(randomSpec(t, name));
        }
        return out;
    }

    /** Specs that differ only in names with equal String.hashCode: full hash collisions. */
    static List<Spec> collidingSpecs(int n) {
        List<Spec> out = new ArrayList<>();
        Spec base = randomSpec(TYPES[RND.nextInt(TYPES.length)], "x");
        String[] colliders = {"AaAa", "AaBB", "BBAa", "BBBB"};
        List<String> names = new ArrayList<>(Arrays.asList(colliders));
        Collections.shuffle(names, RND);
        for (String name : names.subList(0, Math.min(n, names.size()))) {
            Spec d = copy(base);
            d.name = name;
            out.add(d);
        }
        return out;
    }

    static Spec copy(Spec s) {
        Spec d = new Spec();
        d.type = s.type; d.name = s.name; d.mountPath = s.mountPath; d.subPath = s.subPath;
        d.subPathExpr = s.subPathExpr; d.a = s.a; d.b = s.b; d.readOnly = s.readOnly; d.o1 = s.o1; d.o2 = s.o2;
        d.labels = s.labels; d.annotations = s.annotations;
        return d;
    }

    /** The options Spark would need to parse `d` back (labels/annotations only when given). */
    static void options(Spec d, TreeMap<String, String> conf) {
        String t = d.type == 'h' ? "hostPath" : d.type == 'p' ? "persistentVolumeClaim" : d.type == 'e' ? "emptyDir" : "nfs";
        String k = t + "." + d.name + ".";
        conf.put(k + "mount.path", d.mountPath);
        if (RND.nextBoolean()) conf.put(k + "mount.readOnly", Boolean.toString(d.readOnly));
        if (!d.subPathExpr.isEmpty() && RND.nextBoolean()) conf.put(k + "mount.subPathExpr", d.subPathExpr);
        else if (!d.subPath.isEmpty()) conf.put(k + "mount.subPath", d.subPath);
        switch (d.type) {
            case 'h':
                conf.put(k + "options.path", d.a);
                if (!d.b.isEmpty()) conf.put(k + "options.type", d.b);
                break;
            case 'p':
                conf.put(k + "options.claimName", d.a);
                if (d.o1 != null) conf.put(k + "options.storageClass", d.o1);
                if (d.o2 != null) conf.put(k + "options.sizeLimit", d.o2);
                if (d.labels != null) for (String[] kv : d.labels) conf.put(k + "label." + kv[0], kv[1]);
                if (d.annotations != null) for (String[] kv : d.annotations) conf.put(k + "annotation." + kv[0], kv[1]);
                break;
            case 'e':
                if (d.o1 != null) conf.put(k + "options.medium", d.o1);
                if (d.o2 != null) conf.put(k + "options.sizeLimit", d.o2);
                break;
            default:
                conf.put(k + "options.path", d.a);
                conf.put(k + "options.server", d.b);
        }
    }

    /** 2.12 HashMap.improve = 2.13 Hashing.improve. */
    static int improve(int hcode) {
        int h = hcode + ~(hcode << 9);
        h ^= (h >>> 14);
        h += (h << 4);
        return h ^ (h >>> 10);
    }

    /** n hashes whose improved values share their low `bits` bits (deep tries). */
    static List<Integer> sharedFragments(int n, int bits) {
        int target = RND.nextInt() & ((1 << bits) - 1);
        List<Integer> out = new ArrayList<>();
        while (out.size() < n) {
            int h = RND.nextInt();
            if ((improve(h) & ((1 << bits) - 1)) == target && !out.contains(h)) out.add(h);
        }
        return out;
    }

    static List<Integer> randomHashes(int n) {
        List<Integer> out = new ArrayList<>();
        int style = RND.nextInt(5);
        for (int i = 0; i < n; i++) {
            if (!out.isEmpty() && RND.nextInt(6) == 0) {
                out.add(out.get(RND.nextInt(out.size()))); // full collision
                continue;
            }
            switch (style) {
                case 0: out.add(RND.nextInt()); break;
                case 1: out.add(RND.nextInt(64) - 8); break;
                case 2: out.add(RND.nextInt(8) << (5 * RND.nextInt(7))); break;
                default: out.add(RND.nextBoolean() ? RND.nextInt() : i * 31);
            }
        }
        return out;
    }

    static final String[] SECRETS = {
        "s1", "s2", "s3", "s4", "s5", "s6", "db-creds", "tls-cert", "api-key", "aws", "gcp-sa", "kafka",
        "Aa", "BB", "AaAa", "BBBB", "regcred", "hive-site", "ssl", "token",
    };

    static List<String> randomSecrets(int n) {
        TreeSet<String> s = new TreeSet<>();
        while (s.size() < n) s.add(RND.nextInt(3) == 0 ? "secret-" + RND.nextInt(100) : pick(SECRETS));
        return new ArrayList<>(s);
    }

    // ------------------------------------------------------------------ cases

    static void setCase(String name, List<Spec> specs, Spark s12, Spark s13) throws Exception {
        out.println("S " + name);
        List<Object> e12 = new ArrayList<>(), e13 = new ArrayList<>();
        for (Spec d : specs) {
            Object a = s12.spec(d), b = s13.spec(d);
            e12.add(a);
            e13.add(b);
            out.println("D " + a.hashCode() + "\t" + b.hashCode() + "\t" + specTokens(d));
        }
        out.println("Q " + order(s12.setOrder(e12)) + "\t" + order(s13.setOrder(e13)));
    }

    static void hashSetCase(String name, List<Integer> hashes, Spark s12, Spark s13) throws Exception {
        out.println("I " + name);
        List<Object> keys = new ArrayList<>();
        StringBuilder sb = new StringBuilder("K");
        for (int i = 0; i < hashes.size(); i++) {
            keys.add(new HKey(hashes.get(i)));
            sb.append(i == 0 ? ' ' : '\t').append(hashes.get(i));
        }
        out.println(sb);
        out.println("Q " + order(s12.setOrder(keys)) + "\t" + order(s13.setOrder(keys)));
    }

    static void parseCase(String name, TreeMap<String, String> options, Spark s12, Spark s13) throws Exception {
        out.println("R " + name);
        for (Spec d : s12.parseVolumes(options)) out.println("U " + d.hash + "\t" + specTokens(d));
        for (Spec d : s13.parseVolumes(options)) out.println("V " + d.hash + "\t" + specTokens(d));
    }

    static void secretsCase(String name, List<String> secrets, Spark s12, Spark s13) throws Exception {
        out.println("T " + name);
        for (String s : secrets) {
            out.println("F " + s12.secretVolume(s + "-volume", s).hashCode() + "\t" + s13.secretVolume(s + "-volume", s).hashCode() + "\t" + esc(s));
        }
        List<List<String>> a = s12.mountSecrets(secrets), b = s13.mountSecrets(secrets);
        out.println("M " + order(secretIdx(a.get(0), secrets)) + "\t" + order(secretIdx(b.get(0), secrets)));
        out.println("N " + order(secretIdx(a.get(1), secrets)) + "\t" + order(secretIdx(b.get(1), secrets)));
        out.println("W " + order(secretIdx(a.get(2), secrets)) + "\t" + order(secretIdx(b.get(2), secrets)));
    }

    static int[] secretIdx(List<String> volumeNames, List<String> secrets) {
        int[] out = new int[volumeNames.size()];
        for (int i = 0; i < out.length; i++) {
            String v = volumeNames.get(i);
            int j = secrets.indexOf(v.substring(0, v.length() - "-volume".length()));
            if (j < 0 || !v.endsWith("-volume")) throw new IllegalStateException("unknown volume " + v);
            out[i] = j;
        }
        return out;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: VolumeSetHarness JARS_3_5_5 JARS_4_3_0 [N]");
            System.exit(2);
        }
        out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        Spark s12 = new Spark(new File(args[0]));
        Spark s13 = new Spark(new File(args[1]));
        if (s12.v213 || !s13.v213) throw new IllegalStateException("expected Scala 2.12 then 2.13 jars");
        int scale = args.length > 2 ? Integer.parseInt(args[2]) : 1;

        out.println("# KubernetesVolumeSpec / fabric8 Volume hashes and Set orders from VolumeSetHarness.java");
        out.println("# (Spark 3.5.5 / Scala 2.12.18 / fabric8 6.7.2, Spark 4.3.0 / Scala 2.13.18 / fabric8 7.6.1,");
        out.println("# JDK " + System.getProperty("java.version") + "); format: see the harness");

        // 1. the oracle goldens: x-volumes-many-executor, x-secrets-many (driver and executor)
        TreeMap<String, String> golden = new TreeMap<>();
        golden.put("hostPath.h1.mount.path", "/h1");
        golden.put("hostPath.h1.options.path", "/mnt/h1");
        golden.put("emptyDir.e1.mount.path", "/e1");
        golden.put("emptyDir.e2.mount.path", "/e2");
        golden.put("emptyDir.e2.options.sizeLimit", "2Gi");
        for (String p : new String[]{"p1", "p2"}) {
            golden.put("persistentVolumeClaim." + p + ".mount.path", "/" + p);
            golden.put("persistentVolumeClaim." + p + ".options.claimName", "OnDemand");
            golden.put("persistentVolumeClaim." + p + ".options.storageClass", "standard");
            golden.put("persistentVolumeClaim." + p + ".options.sizeLimit", p.equals("p1") ? "5Gi" : "6Gi");
        }
        golden.put("nfs.n1.mount.path", "/n1");
        golden.put("nfs.n1.options.server", "nfs.example.com");
        golden.put("nfs.n1.options.path", "/export/n1");
        parseCase("golden:x-volumes-many-executor", golden, s12, s13);
        secretsCase("golden:x-secrets-many-driver", new ArrayList<>(new TreeSet<>(Arrays.asList("s1", "s2", "s3", "s4", "db-creds", "tls-cert"))), s12, s13);
        secretsCase("golden:x-secrets-many-executor", new ArrayList<>(new TreeSet<>(Arrays.asList("s1", "s2", "s3", "s4", "s5", "db-creds"))), s12, s13);

        // 2. Sets of constructed specs: 1..12 random specs, full-hash colliders mixed in
        for (int i = 0; i < 70 * scale; i++) {
            int n = i < 12 ? i + 1 : 1 + RND.nextInt(12);
            List<Spec> specs = randomSpecs(n);
            if (i % 7 == 3) {
                specs = new ArrayList<>(specs.subList(0, Math.max(0, specs.size() - 3)));
                specs.addAll(RND.nextInt(specs.size() + 1), collidingSpecs(2 + RND.nextInt(3)));
            }
            setCase("specs-" + i, specs, s12, s13);
        }
        // every type with every Option / Map shape, one spec per set (hashes only matter here)
        List<Spec> shapes = new ArrayList<>();
        for (char t : TYPES) {
            for (int k = 0; k < 6; k++) {
                Spec d = randomSpec(t, "shape-" + t + k);
                d.o1 = (k & 1) == 0 ? null : d.o1 == null ? "v" + k : d.o1;
                d.o2 = (k & 2) == 0 ? null : d.o2 == null ? "w" + k : d.o2;
                if (t == 'p') {
                    d.labels = k < 2 ? null : k < 4 ? new ArrayList<>() : randomMap();
                    d.annotations = k == 5 ? null : randomMap();
                }
                shapes.add(d);
            }
        }
        for (int i = 0; i < shapes.size(); i += 12) setCase("shapes-" + i, shapes.subList(i, Math.min(shapes.size(), i + 12)), s12, s13);

        // 3. Sets of objects with chosen hashCodes (tries, deep tries, collisions)
        for (int i = 0; i < 90 * scale; i++) {
            int n = i < 8 ? i + 1 : 1 + RND.nextInt(i % 3 == 0 ? 40 : 14);
            List<Integer> hashes = i % 4 == 1 ? sharedFragments(n, 5 * (1 + RND.nextInt(4))) : randomHashes(n);
            if (i % 4 == 1 && n > 2) hashes.add(RND.nextInt(hashes.size()), hashes.get(RND.nextInt(hashes.size())));
            hashSetCase("hashes-" + i, hashes, s12, s13);
        }

        // 4. the real parseVolumesWithPrefix (5..12 volumes)
        for (int i = 0; i < 30 * scale; i++) {
            List<Spec> specs = new ArrayList<>();
            for (Spec d : randomSpecs(16)) {
                if (specs.size() >= 5 + i % 8) break;
                if (d.name.contains(".") || d.name.contains("\t") || d.name.contains("\n")) continue;
                if (d.o2 != null && d.o2.equals("2048") && RND.nextBoolean()) d.o2 = "4096";
                if (d.type == 'p' && d.labels != null) d.labels.removeIf(kv -> kv[0].contains("."));
                if (d.type == 'p' && d.annotations != null) d.annotations.removeIf(kv -> kv[0].contains("."));
                specs.add(d);
            }
            TreeMap<String, String> conf = new TreeMap<>();
            for (Spec d : specs) options(d, conf);
            parseCase("parse-" + i, conf, s12, s13);
        }

        // 5. MountSecretsFeatureStep with 1..12 secrets
        for (int i = 0; i < 40 * scale; i++) {
            int n = i < 12 ? i + 1 : 1 + RND.nextInt(12);
            secretsCase("secrets-" + i, randomSecrets(n), s12, s13);
        }
        String[][] volumes = {
            {"", ""}, {"x", ""}, {"", "x"}, {"a-volume", "a"}, {"vol", "other"}, {"\uD83D\uDE00", "ключ"},
            {"Aa", "BB"}, {"BB", "Aa"}, {"spark-conf-volume-exec", "spark-conf"}, {"polygenelubricants", "x"},
        };
        for (String[] v : volumes) {
            out.println("G " + s12.secretVolume(v[0], v[1]).hashCode() + "\t" + s13.secretVolume(v[0], v[1]).hashCode() + "\t" + esc(v[0]) + "\t" + esc(v[1]));
        }

        // 6. Map[String, String] hashes (Map1..4 and HashMap)
        for (int i = 0; i < 24; i++) {
            List<String[]> m = new ArrayList<>();
            LinkedHashMap<String, String> lm = new LinkedHashMap<>();
            int n = i < 8 ? i : RND.nextInt(12);
            while (lm.size() < n) lm.put(pick(LABEL_KEYS) + (RND.nextBoolean() ? "" : RND.nextInt(20)), maybeUnicode(pick(LABEL_VALUES)));
            for (Map.Entry<String, String> e : lm.entrySet()) m.add(new String[]{e.getKey(), e.getValue()});
            out.println("X " + s12.map(m).hashCode() + "\t" + s13.map(m).hashCode() + "\t" + mapTok(m, true));
        }
        out.flush();
    }
}
