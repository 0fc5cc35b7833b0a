package io.dialectic.fuzzer.mutate;

import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpDefinition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ops R1 can build from scratch with type-correct operands: the ops of the
 * ODS catalog ({@link OpCatalog}) whose operand and result types the catalog
 * pins — each is either a fixed type ({@code index}, {@code i1}) or tied to
 * one type T by the op's traits ({@code SameOperandsAndResultType},
 * {@code AllTypesMatch[...]}, {@code SameTypeOperands}) — and that need no
 * region, successor, variadic operand or required attribute.
 *
 * <p>The catalog pins how the types relate, not which T an op accepts (ODS
 * constraints such as {@code SignlessIntegerLike} are C++ predicates). That
 * comes from the real tool: {@link SignatureProbe} builds every such op once
 * per type class ({@link #typeClass}) and keeps the classes mlir-opt verifies,
 * in the resource {@code catalog-signatures-VERSION.tsv} ({@code op TAB class,class,...}).
 */
public final class CatalogSignatures {
    /**
     * A representative type per class: what the probe builds the op with. A class is a shape kind and an
     * exact element type (ops constrain widths: spirv's floats are 16/32-bit, its vectors 2/3/4/8/16 long).
     */
    public static final Map<String, String> CLASS_TYPES;

    /** Element types a class may have. */
    private static final List<String> ELEMENTS =
            List.of("i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64");

    static {
        Map<String, String> m = new LinkedHashMap<>();
        for (String e : ELEMENTS) m.put(e, e);
        for (String e : ELEMENTS) {
            m.put("vector4-" + e, "vector<4x" + e + ">"); // 1-D of length 2, 3, 4, 8 or 16
            m.put("vector-" + e, "vector<64x" + e + ">"); // other 1-D
            m.put("vectornd-" + e, "vector<4x8x" + e + ">"); // n-D
            m.put("tensor-" + e, "tensor<4x" + e + ">"); // static shape
            m.put("tensor?-" + e, "tensor<?x" + e + ">"); // some dimension dynamic
            m.put("memref-" + e, "memref<4x" + e + ">");
        }
        m.put("complex-f32", "complex<f32>");
        m.put("complex-f64", "complex<f64>");
        m.put("fixed", "");
        CLASS_TYPES = Collections.unmodifiableMap(m);
    }

    /** The class of an op whose slots are all fixed types (no T to choose). */
    public static final String FIXED = "fixed";

    /** A ranked shaped type without layout or encoding: kind, dimensions ({@code 4x?x}), element type. */
    private static final Pattern SHAPED = Pattern.compile("(vector|tensor|memref)<((?:(?:\\d+|\\?)x)+)([a-z0-9]+)>");

    private static final Map<Integer, CatalogSignatures> LOADED = new ConcurrentHashMap<>();

    /**
     * One buildable op: each operand and result slot is a fixed type or null for T.
     *
     * @param classes the type classes mlir-opt accepts T in ({@link #FIXED} alone when there is no T)
     */
    public record Signature(String op, List<String> operands, List<String> results, Set<String> classes) {
        public boolean hasT() {
            return !classes.contains(FIXED);
        }
    }

    private final int version;
    private final List<Signature> signatures;
    private final Map<String, List<Signature>> byClass = new HashMap<>();

    private CatalogSignatures(int version, List<Signature> signatures) {
        this.version = version;
        this.signatures = List.copyOf(signatures);
        for (Signature s : signatures)
            for (String c : s.classes())
                byClass.computeIfAbsent(c, k -> new ArrayList<>()).add(s);
    }

    public int version() {
        return version;
    }

    public List<Signature> all() {
        return signatures;
    }

    /** Buildable ops that accept T of class {@code typeClass} ({@link #FIXED}: ops without a T). */
    public List<Signature> accepting(String typeClass) {
        return byClass.getOrDefault(typeClass, List.of());
    }

    /** The signatures of MLIR {@code version}, or none when no probe result is committed for it. */
    public static CatalogSignatures of(int version) {
        return LOADED.computeIfAbsent(version, CatalogSignatures::load);
    }

    private static CatalogSignatures load(int version) {
        Map<String, Set<String>> accepted = new HashMap<>();
        try (InputStream in = CatalogSignatures.class.getResourceAsStream("catalog-signatures-" + version + ".tsv")) {
            if (in == null) return new CatalogSignatures(version, List.of());
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] f = line.split("\t");
                accepted.put(f[0], new TreeSet<>(List.of(f[1].split(","))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Signature> out = new ArrayList<>();
        for (Signature s : shapes(OpCatalog.of(version)).values()) {
            Set<String> c = accepted.get(s.op());
            if (c != null) out.add(new Signature(s.op(), s.operands(), s.results(), Collections.unmodifiableSet(c)));
        }
        return new CatalogSignatures(version, out);
    }

    /** The class of {@code type} ({@link #CLASS_TYPES}), or null when no catalog op is built on it. */
    public static String typeClass(String type) {
        if (ELEMENTS.contains(type)) return type;
        if (type.equals("complex<f32>")) return "complex-f32";
        if (type.equals("complex<f64>")) return "complex-f64";
        Matcher m = SHAPED.matcher(type);
        if (!m.matches()) return null;
        String kind = m.group(1), elem = m.group(3);
        if (!ELEMENTS.contains(elem)) return null;
        String[] dims = m.group(2).split("x");
        boolean dynamic = m.group(2).contains("?");
        switch (kind) {
            case "vector":
                if (dynamic) return null;
                if (dims.length > 1) return "vectornd-" + elem;
                return List.of("2", "3", "4", "8", "16").contains(dims[0]) ? "vector4-" + elem : "vector-" + elem;
            case "tensor":
                return (dynamic ? "tensor?-" : "tensor-") + elem;
            default:
                return dynamic ? null : "memref-" + elem;
        }
    }

    /**
     * Every op of {@code catalog} whose slot types the catalog pins (classes not yet probed: empty), by name.
     * Excluded: ops with regions, successors, variadic or optional operands and results, required attributes,
     * terminators, and slots neither fixed nor tied to the one T.
     */
    public static Map<String, Signature> shapes(OpCatalog catalog) {
        Map<String, Signature> out = new TreeMap<>();
        for (String name : new TreeSet<>(catalog.opNames())) {
            OpDefinition d = catalog.get(name);
            if (!d.regions().isEmpty() || !d.successors().isEmpty() || d.hasTrait("Terminator")) continue;
            if (d.operands().isEmpty() && d.results().isEmpty()) continue;
            if (d.attributes().stream().anyMatch(a -> a.card() == '1')) continue;
            if (d.operands().stream().anyMatch(s -> !s.single())
                    || d.results().stream().anyMatch(s -> !s.single())) continue;
            Set<String> tied = new TreeSet<>();
            List<String> all = new ArrayList<>();
            d.operands().forEach(s -> all.add("o:" + s.name()));
            d.results().forEach(s -> all.add("r:" + s.name()));
            for (String t : d.traits()) {
                if (t.equals("SameOperandsAndResultType")) tied.addAll(all);
                else if (t.equals("SameTypeOperands")) d.operands().forEach(s -> tied.add("o:" + s.name()));
                else if (t.startsWith("AllTypesMatch[")) {
                    for (String n : t.substring(14, t.length() - 1).split("\\|")) {
                        if (d.operandIndex(n) >= 0) tied.add("o:" + n);
                        else if (d.resultIndex(n) >= 0) tied.add("r:" + n);
                    }
                }
            }
            List<String> ops = new ArrayList<>(), res = new ArrayList<>();
            boolean pinned = true;
            for (OpDefinition.Slot s : d.operands()) pinned &= slot(s, tied.contains("o:" + s.name()), ops);
            for (OpDefinition.Slot s : d.results()) pinned &= slot(s, tied.contains("r:" + s.name()), res);
            if (!pinned) continue;
            // A T tied to one slot only is not pinned: one operand of a SameTypeOperands op with a free result...
            long tSlots = ops.stream().filter(t -> t == null).count()
                    + res.stream().filter(t -> t == null).count();
            if (tSlots == 1 && tied.size() < 2) continue;
            out.put(
                    name,
                    new Signature(
                            name,
                            Collections.unmodifiableList(ops),
                            Collections.unmodifiableList(res),
                            Set.of(tSlots == 0 ? FIXED : "")));
        }
        return out;
    }

    /** Adds a slot's type (null = T); false when the slot is neither fixed nor tied to T. */
    private static boolean slot(OpDefinition.Slot s, boolean tiedToT, List<String> into) {
        if (s.fixedType() != null && !tiedToT) {
            into.add(s.fixedType());
            return true;
        }
        if (s.fixedType() != null) return false; // tied to a fixed type: keep it simple, not built
        into.add(null);
        return tiedToT;
    }
}
