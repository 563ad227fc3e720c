// Oracle for crates/jvm/src (not compiled by cargo): prints the iteration orders that
// the real JVM collections produce, so the Rust emulations can be checked against them.
// java.util.concurrent.ConcurrentHashMap and java.util.HashMap come from the running JDK
// (fixtures: JDK 17.0.15); Scala is driven by reflection, so the same class runs against
// either scala-library jar (fixtures: 2.12.18 from Spark 3.5.5, 2.13.18 from Spark 4.x).
//
// Regenerate the fixtures from this directory (Java 17; no Scala compiler needed):
//
//   JARS=/root/.cache/spark-oracle-jars OUT=$(mktemp -d)
//   javac -d $OUT JvmOrderHarness.java
//   java -cp $OUT JvmOrderHarness cases > cases.txt
//   java -cp $OUT JvmOrderHarness java  > java17.txt
//   java -cp $OUT:$JARS/3.5.5/scala-library-2.12.18.jar JvmOrderHarness scala > scala_2_12.txt
//   java -cp $OUT:$JARS/4.3.0/scala-library-2.13.18.jar JvmOrderHarness scala > scala_2_13.txt
//
// The case generator is seeded, so every run prints the same cases. Output format, one record
// per line, fields separated by single spaces (keys never contain whitespace):
//   cases.txt : "case <id>" then "keys <k0> <k1> ..." (the key table), "a <i> ...",
//               "b <i> ...", "r <i> ...", "d <i> ..." (indices into the key table).
//   others    : "<id> <op> [<repr>] <i> <i> ..." = iteration order as key-table indices, or
//               "<id> <op> =<op2>" when it is identical to the earlier line <op2> of that case.
// What each op does is spelled out in runJava / runScala below (and replayed by tests.rs).

import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.PrintStream;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.ConcurrentHashMap;

public class JvmOrderHarness {

    /** One generated scenario: a key table and index sequences into it. */
    static final class Case {
        final int id;
        final List<String> keys = new ArrayList<>();
        final Map<String, Integer> index = new HashMap<>();
        final List<Integer> a = new ArrayList<>(); // insertion sequence (repeats = re-put)
        final List<Integer> b = new ArrayList<>(); // second map / second batch of puts
        final List<Integer> r = new ArrayList<>(); // removals
        final Set<Integer> d = new TreeSet<>();    // keys dropped by filter

        Case(int id) { this.id = id; }

        int key(String k) {
            Integer i = index.get(k);
            if (i != null) return i;
            keys.add(k);
            index.put(k, keys.size() - 1);
            return keys.size() - 1;
        }
    }

    static final Random RND = new Random(0x5eed_2024L);

    static final String[] SPARK_PREFIXES = {
        "spark.kubernetes.driverEnv.", "spark.executorEnv.", "spark.kubernetes.driver.label.",
        "spark.kubernetes.executor.annotation.", "spark.kubernetes.driver.secrets.",
        "spark.kubernetes.driver.volumes.persistentVolumeClaim.", "spark.driver.", "spark.executor.",
        "spark.hadoop.fs.s3a.", "-Dspark.", "-XX:", "spark.kubernetes.", "spark.sql.",
    };
    static final String[] SPARK_NAMES = {
        "FOO", "BAR", "JAVA_HOME", "SPARK_USER", "PATH", "HADOOP_CONF_DIR", "memory", "cores",
        "extraJavaOptions", "app", "version", "team", "data.mount.path", "data.options.claimName",
        "access.key", "secret.key", "endpoint", "foo=bar", "MaxRAMPercentage=75", "UseG1GC",
        "namespace", "container.image", "podNamePrefix", "LD_LIBRARY_PATH", "TZ", "X",
    };

    static String sparkKey() {
        String p = SPARK_PREFIXES[RND.nextInt(SPARK_PREFIXES.length)];
        String n = SPARK_NAMES[RND.nextInt(SPARK_NAMES.length)];
        return RND.nextInt(3) == 0 ? p + n + "_" + RND.nextInt(40) : p + n;
    }

    static String randomAscii() {
        int len = 1 + RND.nextInt(12);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) sb.append((char) (33 + RND.nextInt(94)));
        return sb.toString();
    }

    static final String[] UNICODE = {
        "ключ", "日本語", "spark.ünïcödé", "\uD83D\uDE00", "a\uD83D\uDE00b", "\uFFFF", "\uE000x",
        "é", "ß", "\uD801\uDC37",
    };

    /** Strings made of "Aa"/"BB" blocks: all strings with the same block count share hashCode. */
    static String collider(int blocks, int bits) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < blocks; i++) sb.append(((bits >> i) & 1) == 0 ? "Aa" : "BB");
        return sb.toString();
    }

    static int chmSpread(int h) { return (h ^ (h >>> 16)) & 0x7fffffff; }
    static int hmHash(int h) { return h ^ (h >>> 16); }

    /** Random keys whose hash (chm spread or HashMap hash) agrees with target on the masked bits. */
    static List<String> sameBinKeys(int count, int mask, boolean chm, String prefix) {
        int target = RND.nextInt() & mask;
        List<String> out = new ArrayList<>();
        while (out.size() < count) {
            String k = prefix + Integer.toString(RND.nextInt(Integer.MAX_VALUE), 36);
            int h = k.hashCode();
            int hh = chm ? chmSpread(h) : hmHash(h);
            if ((hh & mask) == target && !out.contains(k)) out.add(k);
        }
        return out;
    }

    static String anyKey(int family) {
        switch (family) {
            case 0: return sparkKey();
            case 1: return randomAscii();
            case 2: return RND.nextInt(4) == 0 ? UNICODE[RND.nextInt(UNICODE.length)] : sparkKey();
            default: return collider(2 + RND.nextInt(2), RND.nextInt(8));
        }
    }

    static int pickSize() {
        int roll = RND.nextInt(100);
        if (roll < 45) return RND.nextInt(9);        // around the Map1..Map4 / HashMap boundary
        if (roll < 80) return 9 + RND.nextInt(22);  // 9..30
        return 31 + RND.nextInt(40);                // 31..70
    }

    static void fillSequences(Case c, List<String> pool) {
        List<Integer> idx = new ArrayList<>();
        for (String k : pool) idx.add(c.key(k));
        Collections.shuffle(idx, RND);
        // a: most of the pool, some repeats (re-put keeps the original slot)
        int aLen = idx.isEmpty() ? 0 : Math.max(0, idx.size() - RND.nextInt(Math.max(1, idx.size() / 3 + 1)));
        for (int i = 0; i < aLen; i++) {
            c.a.add(idx.get(i));
            if (RND.nextInt(6) == 0 && !c.a.isEmpty()) c.a.add(c.a.get(RND.nextInt(c.a.size())));
        }
        // b: overlapping subset plus the keys not in a
        for (int i = 0; i < idx.size(); i++) {
            if (i >= aLen || RND.nextInt(4) == 0) c.b.add(idx.get(i));
        }
        Collections.shuffle(c.b, RND);
        if (RND.nextInt(3) == 0 && c.b.size() > 6) {
            // small right-hand side too
            while (c.b.size() > 1 + RND.nextInt(4)) c.b.remove(c.b.size() - 1);
        }
        // r: removals (some of a, occasionally an absent key)
        for (int i : c.a) if (RND.nextInt(4) == 0 && !c.r.contains(i)) c.r.add(i);
        if (RND.nextInt(5) == 0) c.r.add(c.key("absent." + RND.nextInt(100)));
        // d: keys dropped by filter (sometimes most of them, to shrink HashMaps below 5)
        int mode = RND.nextInt(3);
        for (int i : idx) {
            boolean drop = mode == 0 ? RND.nextInt(3) == 0 : mode == 1 ? RND.nextInt(5) != 0 : RND.nextInt(2) == 0;
            if (drop) c.d.add(i);
        }
    }

    static List<Case> generate() {
        List<Case> cases = new ArrayList<>();
        int id = 0;
        // hand-written scenarios first
        {
            Case c = new Case(id++);
            fillSequences(c, Arrays.asList("Aa", "BB", "AaAa", "AaBB", "BBAa", "BBBB", "C", "D"));
            cases.add(c);
        }
        {
            Case c = new Case(id++);
            List<String> pool = new ArrayList<>();
            for (int i = 0; i < 16; i++) pool.add(collider(4, i));
            fillSequences(c, pool);
            cases.add(c);
        }
        for (int n : new int[]{4, 5, 6, 12, 13, 24, 25, 48, 49}) {
            Case c = new Case(id++);
            List<String> pool = new ArrayList<>();
            for (int i = 0; i < n; i++) pool.add("spark.kubernetes.driverEnv.FOO_" + i);
            fillSequences(c, pool);
            cases.add(c);
        }
        // generic random scenarios
        for (int i = 0; i < 72; i++) {
            Case c = new Case(id++);
            int n = pickSize();
            int family = RND.nextInt(4);
            LinkedHashSet<String> pool = new LinkedHashSet<>();
            int guard = 0;
            while (pool.size() < n && guard++ < 10_000) {
                int f = family == 3 && RND.nextInt(3) != 0 ? RND.nextInt(3) : family;
                pool.add(anyKey(f));
            }
            fillSequences(c, new ArrayList<>(pool));
            cases.add(c);
        }
        // CHM: 8+ keys in one bin of the 16-table (treeifyBin -> tryPresize), plus filler
        for (int i = 0; i < 12; i++) {
            Case c = new Case(id++);
            List<String> pool = new ArrayList<>(sameBinKeys(8 + RND.nextInt(5), 15, true, "k"));
            int extra = RND.nextInt(30);
            for (int j = 0; j < extra; j++) pool.add(sparkKey());
            if (i % 2 == 0) Collections.shuffle(pool, RND);
            fillSequences(c, new ArrayList<>(new LinkedHashSet<>(pool)));
            cases.add(c);
        }
        // CHM TreeBins (same low 10 bits: survives the jump to a 128 table), incl. big maps that
        // resize with a TreeBin (split / untreeify) and removals from a TreeBin.
        for (int i = 0; i < 14; i++) {
            Case c = new Case(id++);
            int same = 10 + RND.nextInt(12);
            List<String> pool = new ArrayList<>(sameBinKeys(same, i % 3 == 0 ? 0x7f : 0x3ff, true, "t"));
            int extra = i % 4 == 0 ? 80 + RND.nextInt(40) : RND.nextInt(30);
            for (int j = 0; j < extra; j++) pool.add("f" + j);
            if (i % 2 == 1) Collections.shuffle(pool, RND);
            fillSequences(c, new ArrayList<>(new LinkedHashSet<>(pool)));
            // remove a lot of the tree keys to exercise untreeify-on-remove
            for (String k : pool.subList(0, same)) {
                int ki = c.key(k);
                if (RND.nextInt(3) != 0 && !c.r.contains(ki)) c.r.add(ki);
            }
            cases.add(c);
        }
        // CHM TreeBin made of identical hashCodes ("Aa"/"BB" colliders)
        for (int i = 0; i < 4; i++) {
            Case c = new Case(id++);
            List<String> pool = new ArrayList<>();
            for (int j = 0; j < 16; j++) pool.add(collider(4, j));
            int extra = RND.nextInt(20);
            for (int j = 0; j < extra; j++) pool.add(sparkKey());
            Collections.shuffle(pool, RND);
            fillSequences(c, new ArrayList<>(new LinkedHashSet<>(pool)));
            cases.add(c);
        }
        // java.util.HashMap TreeBins: 11+ keys sharing the low 6 bits of HashMap.hash
        for (int i = 0; i < 8; i++) {
            Case c = new Case(id++);
            List<String> pool = new ArrayList<>(sameBinKeys(11 + RND.nextInt(8), i % 2 == 0 ? 0x3f : 0x3ff, false, "h"));
            int extra = RND.nextInt(i % 4 == 0 ? 90 : 20);
            for (int j = 0; j < extra; j++) pool.add("f" + j);
            if (i % 2 == 1) Collections.shuffle(pool, RND);
            fillSequences(c, new ArrayList<>(new LinkedHashSet<>(pool)));
            cases.add(c);
        }
        return cases;
    }

    // ------------------------------------------------------------------ output helpers

    static PrintStream out;

    /** Previously printed (repr + order) of the current case, to print "=op" for repeats. */
    static final Map<String, String> seen = new HashMap<>();
    static int seenCase = -1;

    static void line(Case c, String op, String repr, Iterable<String> order) {
        if (seenCase != c.id) {
            seen.clear();
            seenCase = c.id;
        }
        StringBuilder body = new StringBuilder();
        if (repr != null) body.append(' ').append(repr);
        for (String k : order) {
            Integer i = c.index.get(k);
            if (i == null) throw new IllegalStateException("unknown key " + k);
            body.append(' ').append(i);
        }
        String b = body.toString();
        String prev = seen.get(b);
        if (prev != null) {
            out.println(c.id + " " + op + " =" + prev);
        } else {
            seen.put(b, op);
            out.println(c.id + " " + op + b);
        }
    }

    static String value(Case c, int keyIdx, int serial) { return "v" + keyIdx + "_" + serial; }

    static void printCase(Case c) {
        out.println("case " + c.id);
        out.println("keys" + join(c.keys));
        out.println("a" + joinInts(c.a));
        out.println("b" + joinInts(c.b));
        out.println("r" + joinInts(c.r));
        out.println("d" + joinInts(c.d));
    }

    static String join(List<String> xs) {
        StringBuilder sb = new StringBuilder();
        for (String x : xs) {
            if (x.isEmpty() || x.chars().anyMatch(Character::isWhitespace)) throw new IllegalStateException("bad key");
            sb.append(' ').append(x);
        }
        return sb.toString();
    }

    static String joinInts(Collection<Integer> xs) {
        StringBuilder sb = new StringBuilder();
        for (int x : xs) sb.append(' ').append(x);
        return sb.toString();
    }

    // ------------------------------------------------------------------ Java collections

    static void runJava(Case c) {
        int serial = 0;
        ConcurrentHashMap<String, String> chm = new ConcurrentHashMap<>();
        HashMap<String, String> jhm = new HashMap<>();
        for (int i : c.a) {
            chm.put(c.keys.get(i), value(c, i, serial));
            jhm.put(c.keys.get(i), value(c, i, serial));
            serial++;
        }
        line(c, "chm", null, chm.keySet());
        line(c, "jhm", null, jhm.keySet());
        for (int i : c.r) {
            chm.remove(c.keys.get(i));
            jhm.remove(c.keys.get(i));
        }
        for (int i : c.b) {
            chm.put(c.keys.get(i), value(c, i, serial));
            jhm.put(c.keys.get(i), value(c, i, serial));
            serial++;
        }
        List<String> chmOrder = new ArrayList<>();
        for (Map.Entry<String, String> e : chm.entrySet()) chmOrder.add(e.getKey());
        line(c, "chm2", null, chmOrder);
        line(c, "jhm2", null, jhm.keySet());
        // SparkConf.clone(): new ConcurrentHashMap, set() every entry in iteration order
        ConcurrentHashMap<String, String> cloned = new ConcurrentHashMap<>();
        for (Map.Entry<String, String> e : chm.entrySet()) cloned.put(e.getKey(), e.getValue());
        line(c, "chmclone", null, cloned.keySet());
    }

    // ------------------------------------------------------------------ Scala via reflection

    static Class<?> cls(String n) throws Exception { return Class.forName(n); }

    static Object module(String n) throws Exception { return cls(n).getField("MODULE$").get(null); }

    static boolean scala213;
    static Class<?> immMap;
    static Class<?> function1;

    static Object call(Object target, Class<?> owner, String name, Class<?>[] types, Object... args) throws Exception {
        Method m = owner.getMethod(name, types);
        return m.invoke(target, args);
    }

    static Object fn1(java.util.function.Function<Object, Object> f) {
        InvocationHandler h = (proxy, method, args) -> {
            switch (method.getName()) {
                case "apply": return f.apply(args[0]);
                case "hashCode": return System.identityHashCode(proxy);
                case "equals": return proxy == args[0];
                case "toString": return "fn";
                default: throw new UnsupportedOperationException(method.getName());
            }
        };
        return Proxy.newProxyInstance(function1.getClassLoader(), new Class<?>[]{function1}, h);
    }

    static Object tuple(Object a, Object b) throws Exception {
        return cls("scala.Tuple2").getConstructor(Object.class, Object.class).newInstance(a, b);
    }

    static Object tupleKey(Object t) throws Exception { return cls("scala.Tuple2").getMethod("_1").invoke(t); }
    static Object tupleValue(Object t) throws Exception { return cls("scala.Tuple2").getMethod("_2").invoke(t); }

    /** scala List of (key, value) pairs, in the given order. */
    static Object pairList(Case c, List<Integer> seq, int serialBase) throws Exception {
        Object list = module("scala.collection.immutable.Nil$");
        Class<?> listCls = cls("scala.collection.immutable.List");
        for (int j = seq.size() - 1; j >= 0; j--) {
            int i = seq.get(j);
            list = listCls.getMethod("$colon$colon", Object.class).invoke(list, tuple(c.keys.get(i), value(c, i, serialBase + j)));
        }
        return list;
    }

    static Object emptyMap() throws Exception {
        return module("scala.collection.immutable.Map$").getClass().getMethod("empty").invoke(module("scala.collection.immutable.Map$"));
    }

    static Object updated(Object m, String k, Object v) throws Exception {
        return call(m, immMap, "updated", new Class<?>[]{Object.class, Object.class}, k, v);
    }

    static Object removed(Object m, String k) throws Exception {
        return scala213
            ? call(m, immMap, "removed", new Class<?>[]{Object.class}, k)
            : call(m, immMap, "$minus", new Class<?>[]{Object.class}, k);
    }

    static Object concat(Object m, Object that) throws Exception {
        return scala213
            ? call(m, immMap, "concat", new Class<?>[]{cls("scala.collection.IterableOnce")}, that)
            : call(m, immMap, "$plus$plus", new Class<?>[]{cls("scala.collection.GenTraversableOnce")}, that);
    }

    static Object filterNotIn(Object m, Case c) throws Exception {
        Object pred = fn1(t -> {
            try {
                return !c.d.contains(c.index.get((String) tupleKey(t)));
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        return call(m, immMap, "filter", new Class<?>[]{function1}, pred);
    }

    static Object toMap(Object pairs) throws Exception {
        if (scala213) {
            Object mapMod = module("scala.collection.immutable.Map$");
            return mapMod.getClass().getMethod("from", cls("scala.collection.IterableOnce")).invoke(mapMod, pairs);
        }
        Object ev = module("scala.Predef$").getClass().getMethod("$conforms").invoke(module("scala.Predef$"));
        return cls("scala.collection.TraversableOnce").getMethod("toMap", cls("scala.Predef$$less$colon$less")).invoke(pairs, ev);
    }

    static Object mapValues(Object m) throws Exception {
        Object f = fn1(v -> v + "!");
        if (scala213) {
            // Spark 4: m.view.mapValues(f).toMap
            Object view = call(m, cls("scala.collection.Map"), "view", new Class<?>[]{});
            Object mv = call(view, cls("scala.collection.MapView"), "mapValues", new Class<?>[]{function1}, f);
            Object ev = module("scala.$less$colon$less$").getClass().getMethod("refl").invoke(module("scala.$less$colon$less$"));
            return call(mv, cls("scala.collection.IterableOnceOps"), "toMap", new Class<?>[]{cls("scala.$less$colon$less")}, ev);
        }
        // Spark 3 / 2.12: m.mapValues(f) (a lazy view)
        return call(m, cls("scala.collection.immutable.MapLike"), "mapValues", new Class<?>[]{function1}, f);
    }

    static Object mapEntries(Object m) throws Exception {
        Object f = fn1(t -> {
            try {
                return tuple(tupleKey(t), tupleValue(t) + "m");
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        if (scala213) return call(m, immMap, "map", new Class<?>[]{function1}, f);
        Object mapMod = module("scala.collection.immutable.Map$");
        Object cbf = mapMod.getClass().getMethod("canBuildFrom").invoke(mapMod);
        return call(m, cls("scala.collection.TraversableLike"), "map", new Class<?>[]{function1, cls("scala.collection.generic.CanBuildFrom")}, f, cbf);
    }

    static String repr(Object m) {
        String n = m.getClass().getName();
        if (n.contains("HashMap")) return "HashMap";
        if (n.contains("EmptyMap")) return "Empty";
        for (int i = 1; i <= 4; i++) if (n.endsWith("Map$Map" + i)) return "Map" + i;
        if (n.contains("MapLike$$anon") || n.contains("MappedValues")) return "View";
        return "Other:" + n;
    }

    static List<String> keysOf(Object m) throws Exception {
        List<String> ks = new ArrayList<>();
        Object it = call(m, cls(scala213 ? "scala.collection.IterableOnce" : "scala.collection.IterableLike"), "iterator", new Class<?>[]{});
        Class<?> itc = cls("scala.collection.Iterator");
        while ((Boolean) itc.getMethod("hasNext").invoke(it)) ks.add((String) tupleKey(itc.getMethod("next").invoke(it)));
        return ks;
    }

    static void emit(Case c, String prefix, String op, Object m) throws Exception {
        line(c, prefix + "." + op, repr(m), keysOf(m));
    }

    static void runScala(Case c, String p) throws Exception {
        Object m = emptyMap();
        int serial = 0;
        for (int i : c.a) m = updated(m, c.keys.get(i), value(c, i, serial++));
        emit(c, p, "upd", m);
        emit(c, p, "tomap", toMap(pairList(c, c.a, 0)));
        Object mb = toMap(pairList(c, c.b, 1000));
        emit(c, p, "b", mb);
        emit(c, p, "cc", concat(m, mb));
        emit(c, p, "ccrev", concat(mb, m));
        emit(c, p, "cseq", concat(m, pairList(c, c.b, 2000)));
        Object f = filterNotIn(m, c);
        emit(c, p, "flt", f);
        emit(c, p, "fltcc", concat(f, mb));
        emit(c, p, "ecc", concat(emptyMap(), f));
        Object rm = m;
        for (int i : c.r) rm = removed(rm, c.keys.get(i));
        emit(c, p, "rm", rm);
        Object mv = mapValues(m);
        emit(c, p, "mv", mv);
        emit(c, p, "map", mapEntries(m));
        emit(c, p, "fltmap", mapEntries(f));
        if (!c.b.isEmpty()) {
            String k = c.keys.get(c.b.get(0));
            emit(c, p, "fltupd", updated(f, k, "u"));
            emit(c, p, "rmupd", updated(rm, k, "u"));
            emit(c, p, "mvupd", updated(mv, k, "u"));
        }
        if (!c.r.isEmpty()) {
            emit(c, p, "mvrm", removed(mv, c.keys.get(c.r.get(0))));
        }
    }

    public static void main(String[] args) throws Exception {
        out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        List<Case> cases = generate();
        switch (args[0]) {
            case "cases":
                for (Case c : cases) printCase(c);
                break;
            case "java":
                for (Case c : cases) runJava(c);
                break;
            case "scala": {
                String version = (String) cls("scala.util.Properties").getMethod("versionNumberString").invoke(null);
                scala213 = version.startsWith("2.13");
                immMap = cls("scala.collection.immutable.Map");
                function1 = cls("scala.Function1");
                out.println("# scala " + version);
                String p = scala213 ? "s13" : "s12";
                for (Case c : cases) runScala(c, p);
                break;
            }
            default:
                throw new IllegalArgumentException(args[0]);
        }
        out.flush();
    }
}
