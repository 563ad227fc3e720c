// Oracle for crates/jvm/src/scala_set.rs (not compiled by cargo): prints the order in which
// the REAL org.apache.spark.SparkConf.getAll returns its entries (a Scala mutable.HashSet of
// Tuple2 built from the ConcurrentHashMap), for Spark 3.5.5 (Scala 2.12.18) and Spark 4.3.0
// (Scala 2.13.18) side by side, plus Tuple2 hash codes and immutable Set iteration orders.
// Each Spark version is loaded into its own URLClassLoader, so one run covers both.
//
// Regenerate the fixture from this directory (Java 17, no Scala compiler needed):
//
//   ORACLE=../../../../tools/oracle/oracle.sh GOLDENS=../../../../tests/fixtures/oracle OUT=$(mktemp -d)
//   javac -d $OUT SparkConfOrderHarness.java
//   java -cp $OUT SparkConfOrderHarness $($ORACLE jars 3.5.5) $($ORACLE jars 4.3.0) \
//       $GOLDENS/goldens-3.5.5 $GOLDENS/goldens-4.3.0 > spark_conf_get_all.txt
//
// A trailing numeric argument N (default 180) sets the number of random confs; the generator
// is seeded, so every run prints the same cases (random conf i is the same for every N).
// Larger runs (e.g. N = 6000 into /tmp) are checked by the ignored test
// `spark_conf_large_fixture`:
//   SPARK_CONF_FIXTURE=/tmp/big.txt cargo test -p builder-core -- --ignored spark_conf_large
//
// Output: UTF-8, one record per line, fields separated by a TAB or a space as noted. Strings
// are escaped: backslash -> \\, TAB -> \t, LF -> \n, CR -> \r. An order is a string of one
// character per element, element index i written as the char (0x21 + i) (so at most 94).
//   "C <name>"                  a SparkConf case; its entries follow, in Java String order of
//                               the keys (the order they were set in):
//   "E <p>\t<suffix>\t<value>"  key = first p code points of the previous key + suffix
//   "O <c12> <g12> <c13> <g13>" getAll order of conf.clone() / of conf itself, Spark 3.5.5
//                               then Spark 4.3.0 (indices into the case's E lines)
//   "H <a>\t<b>\t<h12>\t<h13>"  new scala.Tuple2(a, b).hashCode() for Scala 2.12 / 2.13
//   "S <name>"                  an immutable Set case; "P <a>\t<b>" lines follow = the pairs
//                               added with `+` to Set.empty, in order (duplicates included)
//   "Q <o12> <o13>"             the Set's iterator order (indices into the P lines)

import java.io.File;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.*;

public class SparkConfOrderHarness {

    static final Random RND = new Random(0x5a7c_0f_2025L);

    // ------------------------------------------------------------------ one Spark version

    /** SparkConf / Tuple2 / immutable.Set of one jar directory, driven by reflection. */
    static final class Spark {
        final Constructor<?> newConf;
        final Method set, getAll, cloneConf, t1, t2, plus, iterator, hasNext, next;
        final Method newSetBuilder, builderAdd, builderResult;
        final Object setModuleInstance;
        final Constructor<?> newTuple;
        final Object emptySet;

        Spark(File jarDir) throws Exception {
            File[] jars = jarDir.listFiles((d, n) -> n.endsWith(".jar"));
            if (jars == null || jars.length == 0) throw new IllegalArgumentException("no jars in " + jarDir);
            Arrays.sort(jars);
            URL[] urls = new URL[jars.length];
            for (int i = 0; i < jars.length; i++) urls[i] = jars[i].toURI().toURL();
            ClassLoader cl = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
            Class<?> conf = Class.forName("org.apache.spark.SparkConf", true, cl);
            newConf = conf.getConstructor(boolean.class);
            set = conf.getMethod("set", String.class, String.class);
            getAll = conf.getMethod("getAll");
            cloneConf = conf.getMethod("clone");
            Class<?> tuple = Class.forName("scala.Tuple2", true, cl);
            newTuple = tuple.getConstructor(Object.class, Object.class);
            t1 = tuple.getMethod("_1");
            t2 = tuple.getMethod("_2");
            Class<?> setModule = Class.forName("scala.collection.immutable.Set$", true, cl);
            setModuleInstance = setModule.getField("MODULE$").get(null);
            emptySet = setModule.getMethod("empty").invoke(setModuleInstance);
            newSetBuilder = setModule.getMethod("newBuilder");
            Class<?> builder = Class.forName("scala.collection.mutable.Builder", true, cl);
            Method add;
            try {
                add = builder.getMethod("addOne", Object.class);      // 2.13
            } catch (NoSuchMethodException e) {
                add = builder.getMethod("$plus$eq", Object.class);    // 2.12
            }
            builderAdd = add;
            builderResult = builder.getMethod("result");
            Class<?> setIface = Class.forName("scala.collection.immutable.Set", true, cl);
            plus = setIface.getMethod("$plus", Object.class);
            iterator = Class.forName("scala.collection.Iterable", true, cl).getMethod("iterator");
            Class<?> it = Class.forName("scala.collection.Iterator", true, cl);
            hasNext = it.getMethod("hasNext");
            next = it.getMethod("next");
        }

        /** [clone().getAll() order, getAll() order] as indices into the sorted entries. */
        int[][] getAllOrders(List<String[]> sorted) throws Exception {
            Object c = newConf.newInstance(false);
            for (String[] e : sorted) set.invoke(c, e[0], e[1]);
            Object cl = cloneConf.invoke(c);
            return new int[][]{toIndices(sorted, getAll.invoke(cl)), toIndices(sorted, getAll.invoke(c))};
        }

        int[] toIndices(List<String[]> sorted, Object array) throws Exception {
            Object[] arr = (Object[]) array;
            Map<String, Integer> idx = new HashMap<>();
            for (int i = 0; i < sorted.size(); i++) idx.put(sorted.get(i)[0], i);
            if (arr.length != sorted.size()) throw new IllegalStateException("size mismatch");
            int[] out = new int[arr.length];
            for (int i = 0; i < arr.length; i++) {
                String k = (String) t1.invoke(arr[i]);
                String v = (String) t2.invoke(arr[i]);
                Integer j = idx.get(k);
                if (j == null || !sorted.get(j)[1].equals(v)) throw new IllegalStateException("bad entry " + k);
                out[i] = j;
            }
            return out;
        }

        int tupleHash(String a, String b) throws Exception {
            return newTuple.newInstance(a, b).hashCode();
        }

        /** Iteration order of pairs folded with `+` into Set.empty (indices into pairs). */
        int[] setOrder(List<String[]> pairs) throws Exception {
            Object s = emptySet;
            List<Object> tuples = new ArrayList<>();
            for (String[] p : pairs) {
                Object t = newTuple.newInstance(p[0], p[1]);
                tuples.add(t);
                s = plus.invoke(s, t);
            }
            // Set.newBuilder (what `toSet`, `Set(..)` and `set.flatMap` use) must agree
            Object b = newSetBuilder.invoke(setModuleInstance);
            for (Object t : tuples) builderAdd.invoke(b, t);
            int[] viaBuilder = iterationOrder(builderResult.invoke(b), tuples);
            int[] viaPlus = iterationOrder(s, tuples);
            if (!Arrays.equals(viaBuilder, viaPlus)) throw new IllegalStateException("builder order differs");
            return viaPlus;
        }

        int[] iterationOrder(Object s, List<Object> tuples) throws Exception {
            List<Integer> out = new ArrayList<>();
            Object it = iterator.invoke(s);
            while ((Boolean) hasNext.invoke(it)) {
                Object t = next.invoke(it);
                int j = tuples.indexOf(t); // first occurrence (Tuple2.equals)
                if (j < 0) throw new IllegalStateException("unknown tuple");
                out.add(j);
            }
            return out.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    // ------------------------------------------------------------------ case generation

    static final String[] PREFIXES = {
        "spark.kubernetes.driverEnv.", "spark.executorEnv.", "spark.kubernetes.driver.label.",
        "spark.kubernetes.executor.label.", "spark.kubernetes.driver.annotation.",
        "spark.kubernetes.executor.annotation.", "spark.kubernetes.driver.secrets.",
        "spark.kubernetes.executor.secretKeyRef.", "spark.kubernetes.driver.volumes.persistentVolumeClaim.",
        "spark.kubernetes.executor.volumes.hostPath.", "spark.kubernetes.driver.volumes.emptyDir.",
        "spark.driver.", "spark.executor.", "spark.hadoop.fs.s3a.", "spark.kubernetes.",
        "spark.sql.", "spark.", "spark.kubernetes.authenticate.driver.",
    };
    static final String[] NAMES = {
        "FOO", "BAR", "JAVA_HOME", "SPARK_USER", "PATH", "HADOOP_CONF_DIR", "memory", "cores",
        "extraJavaOptions", "extraClassPath", "app", "version", "team", "data.mount.path",
        "data.mount.readOnly", "data.options.claimName", "spark-local-dir-1.mount.path",
        "access.key", "secret.key", "endpoint", "namespace", "container.image", "podNamePrefix",
        "LD_LIBRARY_PATH", "TZ", "X", "memoryOverhead", "request.cores", "limit.cores",
        "serviceAccountName", "pyspark.pythonVersion", "shuffle.partitions", "ALPHA", "ZED",
    };
    static final String[] VALUES = {
        "true", "false", "1", "2", "4", "1g", "2g", "512m", "spark", "/opt/java", "data",
        "apache/spark:3.5.5", "-XX:+UseG1GC -Dfoo=bar", "k8s://https://kubernetes.default.svc:443",
        "", "x", "/tmp/data", "prod", "default", "s3a://bucket/path",
    };
    static final String[] UNICODE = {
        "ключ", "日本語", "ünïcödé", "\uD83D\uDE00", "a\uD83D\uDE00b", "\uFFFF", "\uE000x", "é",
        "\uD801\uDC37", "tab\there", "new\nline", "back\\slash",
    };

    static String sparkKey() {
        String p = PREFIXES[RND.nextInt(PREFIXES.length)];
        String n = NAMES[RND.nextInt(NAMES.length)];
        int roll = RND.nextInt(4);
        return roll == 0 ? p + n + "_" + RND.nextInt(60) : roll == 1 ? p + n.toLowerCase() + RND.nextInt(9) : p + n;
    }

    static String randomAscii(int max) {
        int len = 1 + RND.nextInt(max);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) sb.append((char) (33 + RND.nextInt(94)));
        return sb.toString();
    }

    /** "Aa"/"BB" blocks: all such strings with the same block count share String.hashCode. */
    static String collider(int blocks, int bits) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < blocks; i++) sb.append(((bits >> i) & 1) == 0 ? "Aa" : "BB");
        return sb.toString();
    }

    static String value(int style) {
        switch (style) {
            case 0: return VALUES[RND.nextInt(VALUES.length)];          // realistic, many equal
            case 1: return "v";                                          // all equal
            case 2: return randomAscii(10);                              // mostly distinct
            case 3: return collider(2, RND.nextInt(4));                  // equal hashes
            default: return RND.nextInt(5) == 0 ? UNICODE[RND.nextInt(UNICODE.length)] : Integer.toString(RND.nextInt(100));
        }
    }

    static String key(int family) {
        switch (family) {
            case 0: return sparkKey();
            case 1: return RND.nextInt(3) == 0 ? "spark." + randomAscii(8) : sparkKey();
            case 2: return RND.nextInt(4) == 0 ? "spark.executorEnv." + UNICODE[RND.nextInt(UNICODE.length)] : sparkKey();
            default: // hash-colliding keys under a common prefix (same String.hashCode)
                return RND.nextInt(4) == 0 ? sparkKey()
                    : PREFIXES[RND.nextInt(3)] + collider(3 + RND.nextInt(2), RND.nextInt(16));
        }
    }

    static int pickSize() {
        int roll = RND.nextInt(100);
        if (roll < 5) return RND.nextInt(3);
        if (roll < 40) return 3 + RND.nextInt(14);
        if (roll < 75) return 17 + RND.nextInt(24);
        return 41 + RND.nextInt(40); // up to 80
    }

    static TreeMap<String, String> randomConf() {
        int n = pickSize();
        int family = RND.nextInt(4);
        int style = RND.nextInt(5);
        TreeMap<String, String> conf = new TreeMap<>();
        int guard = 0;
        while (conf.size() < n && guard++ < 10_000) {
            int s = RND.nextInt(4) == 0 ? RND.nextInt(5) : style;
            conf.put(key(family), value(s));
        }
        return conf;
    }

    // ------------------------------------------------------------------ oracle inputs

    /** inputs.conf of an oracle golden JSON (a flat object of strings). */
    static TreeMap<String, String> oracleConf(File f) throws Exception {
        Json j = new Json(new String(Files.readAllBytes(f.toPath()), StandardCharsets.UTF_8));
        Object root = j.value();
        Object inputs = ((Map<?, ?>) root).get("inputs");
        Object conf = ((Map<?, ?>) inputs).get("conf");
        TreeMap<String, String> out = new TreeMap<>();
        for (Map.Entry<?, ?> e : ((Map<?, ?>) conf).entrySet()) out.put((String) e.getKey(), (String) e.getValue());
        return out;
    }

    /** Minimal JSON reader (objects, arrays, strings, literals, numbers as text). */
    static final class Json {
        final String s;
        int i;
        Json(String s) { this.s = s; }
        void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
        Object value() {
            ws();
            char c = s.charAt(i);
            if (c == '{') {
                i++;
                Map<String, Object> m = new LinkedHashMap<>();
                ws();
                if (s.charAt(i) == '}') { i++; return m; }
                while (true) {
                    ws();
                    String k = string();
                    ws();
                    i++; // ':'
                    m.put(k, value());
                    ws();
                    if (s.charAt(i++) == '}') return m;
                }
            }
            if (c == '[') {
                i++;
                List<Object> l = new ArrayList<>();
                ws();
                if (s.charAt(i) == ']') { i++; return l; }
                while (true) {
                    l.add(value());
                    ws();
                    if (s.charAt(i++) == ']') return l;
                }
            }
            if (c == '"') return string();
            int start = i;
            while (i < s.length() && ",]} \n\r\t".indexOf(s.charAt(i)) < 0) i++;
            return s.substring(start, i);
        }
        String string() {
            StringBuilder sb = new StringBuilder();
            i++; // opening quote
            while (true) {
                char c = s.charAt(i++);
                if (c == '"') return sb.toString();
                if (c != '\\') { sb.append(c); continue; }
                char e = s.charAt(i++);
                switch (e) {
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'r': sb.append('\r'); break;
                    case 'b': sb.append('\b'); break;
                    case 'f': sb.append('\f'); break;
                    case 'u': sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                    default: sb.append(e);
                }
            }
        }
    }

    // ------------------------------------------------------------------ output

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

    static int commonPrefixCodePoints(String a, String b) {
        int[] x = a.codePoints().toArray(), y = b.codePoints().toArray();
        int n = 0;
        while (n < x.length && n < y.length && x[n] == y[n]) n++;
        return n;
    }

    static PrintStream out;

    static void emitConf(String name, TreeMap<String, String> conf, Spark s12, Spark s13) throws Exception {
        if (conf.size() > 94) throw new IllegalStateException("conf too large: " + name);
        List<String[]> sorted = new ArrayList<>();
        for (Map.Entry<String, String> e : conf.entrySet()) sorted.add(new String[]{e.getKey(), e.getValue()});
        out.println("C " + name);
        String prev = "";
        for (String[] e : sorted) {
            int p = commonPrefixCodePoints(prev, e[0]);
            int cut = e[0].offsetByCodePoints(0, p);
            out.println("E " + p + "\t" + esc(e[0].substring(cut)) + "\t" + esc(e[1]));
            prev = e[0];
        }
        int[][] a = s12.getAllOrders(sorted);
        int[][] b = s13.getAllOrders(sorted);
        out.println("O " + order(a[0]) + " " + order(a[1]) + " " + order(b[0]) + " " + order(b[1]));
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: SparkConfOrderHarness JARS_2_12 JARS_2_13 GOLDENS_DIR... [N]");
            System.exit(2);
        }
        out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        Spark s12 = new Spark(new File(args[0]));
        Spark s13 = new Spark(new File(args[1]));
        int randomCount = 180;
        List<File> goldenDirs = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            if (args[i].matches("\\d+")) randomCount = Integer.parseInt(args[i]);
            else goldenDirs.add(new File(args[i]));
        }

        out.println("# SparkConf.getAll orders from SparkConfOrderHarness.java (Spark 3.5.5 / Scala 2.12.18,");
        out.println("# Spark 4.3.0 / Scala 2.13.18, JDK " + System.getProperty("java.version") + "); format: see the harness");

        // 1. the oracle cases' confs (deduplicated)
        Set<TreeMap<String, String>> seen = new HashSet<>();
        for (File dir : goldenDirs) {
            File[] files = dir.listFiles((d, n) -> n.endsWith(".json"));
            if (files == null) throw new IllegalArgumentException("no goldens in " + dir);
            Arrays.sort(files);
            for (File f : files) {
                TreeMap<String, String> conf = oracleConf(f);
                if (seen.add(conf)) emitConf("oracle:" + dir.getName() + "/" + f.getName(), conf, s12, s13);
            }
        }
        // 2. hand-picked shapes: growth boundaries, collisions, equal values
        for (int n : new int[]{11, 12, 13, 14, 15, 23, 24, 25, 27, 28, 29, 47, 48, 49, 56, 57, 58, 80, 94}) {
            TreeMap<String, String> conf = new TreeMap<>();
            for (int i = 0; i < n; i++) conf.put("spark.kubernetes.driverEnv.FOO_" + i, "v");
            emitConf("env-" + n, conf, s12, s13);
        }
        for (int blocks : new int[]{3, 4, 5}) {
            TreeMap<String, String> conf = new TreeMap<>();
            for (int i = 0; i < (1 << blocks) && i < 90; i++) conf.put("spark.executorEnv." + collider(blocks, i), i % 3 == 0 ? "AaBB" : "BBAa");
            emitConf("colliders-" + blocks, conf, s12, s13);
        }
        // 3. random confs
        for (int i = 0; i < randomCount; i++) emitConf("random-" + i, randomConf(), s12, s13);

        // 4. Tuple2 hashes
        String[][] samples = {
            {"", ""}, {"a", "b"}, {"b", "a"}, {"Aa", "x"}, {"BB", "x"}, {"spark.app.name", "envs"},
            {"spark.kubernetes.driverEnv.FOO", "driver-foo"}, {"\uD83D\uDE00", "ключ"},
            {"polygenelubricants", "x"},
        };
        List<String[]> hashPairs = new ArrayList<>(Arrays.asList(samples));
        for (int i = 0; i < 40; i++) hashPairs.add(new String[]{key(RND.nextInt(4)), value(RND.nextInt(5))});
        for (String[] p : hashPairs) {
            out.println("H " + esc(p[0]) + "\t" + esc(p[1]) + "\t" + s12.tupleHash(p[0], p[1]) + "\t" + s13.tupleHash(p[0], p[1]));
        }

        // 5. immutable Set[(String, String)] iteration orders (Spark's (volumeType, volumeName))
        String[] volTypes = {"hostPath", "emptyDir", "persistentVolumeClaim", "nfs", "Aa", "BB"};
        String[] volNames = {"data", "spark-local-dir-1", "spark-local-dir-2", "checkpoint", "logs", "AaAa", "BBBB", "AaBB", "x"};
        for (int i = 0; i < 150; i++) {
            int n = i < 20 ? i : RND.nextInt(3) == 0 ? RND.nextInt(40) : RND.nextInt(12);
            List<String[]> pairs = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                if (!pairs.isEmpty() && RND.nextInt(6) == 0) {
                    pairs.add(pairs.get(RND.nextInt(pairs.size())).clone());
                } else if (RND.nextInt(3) == 0) {
                    pairs.add(new String[]{volTypes[RND.nextInt(volTypes.length)], "vol" + RND.nextInt(50)});
                } else {
                    pairs.add(new String[]{volTypes[RND.nextInt(volTypes.length)], volNames[RND.nextInt(volNames.length)]});
                }
            }
            out.println("S set-" + i);
            for (String[] p : pairs) out.println("P " + esc(p[0]) + "\t" + esc(p[1]));
            out.println("Q " + order(s12.setOrder(pairs)) + " " + order(s13.setOrder(pairs)));
        }
        out.flush();
    }
}
