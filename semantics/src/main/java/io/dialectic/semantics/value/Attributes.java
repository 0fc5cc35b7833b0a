package io.dialectic.semantics.value;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The named attributes of an op, read from the generic form's properties
 * ({@code <{predicate = 2 : i64}>}) and attribute dictionary
 * ({@code {fastmath = #arith.fastmath<nnan>}}) as the ir model keeps them:
 * name to value text, a unit attribute ({@code isExact}) mapped to "unit".
 */
public final class Attributes {
    private final Map<String, String> values;

    private Attributes(Map<String, String> values) {
        this.values = values;
    }

    public static Attributes of(String properties, String attributes) {
        Map<String, String> m = new LinkedHashMap<>();
        read(properties, m);
        read(attributes, m);
        return new Attributes(m);
    }

    public String get(String name) {
        return values.get(name);
    }

    public boolean has(String name) {
        return values.containsKey(name);
    }

    public Map<String, String> asMap() {
        return Collections.unmodifiableMap(values);
    }

    /** The enum keyword list of {@code #dialect.name<a, b>} ({@code [nsw, nuw]}), empty when absent. */
    public List<String> enumWords(String name) {
        String v = values.get(name);
        if (v == null) return List.of();
        int lt = v.indexOf('<');
        int gt = v.lastIndexOf('>');
        if (lt < 0 || gt < lt) return List.of(v.strip());
        List<String> out = new ArrayList<>();
        for (String p : splitTopLevel(v.substring(lt + 1, gt), ',')) {
            String w = p.strip();
            if (!w.isEmpty()) out.add(w);
        }
        return out;
    }

    /** The integer of {@code name = 2 : i64} (the part before the type), or {@code dflt} when absent. */
    public long integer(String name, long dflt) {
        String v = values.get(name);
        if (v == null) return dflt;
        return Long.parseLong(literal(v));
    }

    /** {@code array<i64: 1, 2>} as longs. */
    public long[] i64Array(String name) {
        String v = values.get(name);
        if (v == null) return null;
        int colon = v.indexOf(':');
        int gt = v.lastIndexOf('>');
        if (!v.startsWith("array<") || gt < 0) throw new Unsupported("attribute " + name + " = " + v);
        if (colon < 0) return new long[0];
        String body = v.substring(colon + 1, gt).strip();
        if (body.isEmpty()) return new long[0];
        String[] parts = body.split(",");
        long[] out = new long[parts.length];
        for (int i = 0; i < parts.length; i++) out[i] = Long.parseLong(parts[i].strip());
        return out;
    }

    /**
     * An integer list in either printed form: {@code array<i64: 1, 2>}
     * (dense array, LLVM 20+) or {@code [1, 2]} (array attribute of integers,
     * possibly typed {@code 1 : i64}); null when absent.
     */
    public long[] intList(String name) {
        String v = values.get(name);
        if (v == null) return null;
        if (v.startsWith("array<")) return i64Array(name);
        if (!v.startsWith("[") || !v.endsWith("]")) throw new Unsupported("attribute " + name + " = " + v);
        String body = v.substring(1, v.length() - 1).strip();
        if (body.isEmpty()) return new long[0];
        List<String> parts = splitTopLevel(body, ',');
        long[] out = new long[parts.size()];
        for (int i = 0; i < out.length; i++) out[i] = Long.parseLong(literal(parts.get(i)));
        return out;
    }

    /** The literal of a typed attribute: {@code 42 : i32} -> {@code 42}; text without a top-level type is returned stripped. */
    public static String literal(String v) {
        List<String> parts = splitTopLevel(v, ':');
        return parts.get(0).strip();
    }

    private static void read(String text, Map<String, String> into) {
        if (text == null) return;
        String t = text.strip();
        if (t.startsWith("<{") && t.endsWith("}>")) t = t.substring(2, t.length() - 2);
        else if (t.startsWith("{") && t.endsWith("}")) t = t.substring(1, t.length() - 1);
        else if (t.isEmpty()) return;
        for (String entry : splitTopLevel(t, ',')) {
            String e = entry.strip();
            if (e.isEmpty()) continue;
            int eq = topLevelIndex(e, '=');
            if (eq < 0) into.put(unquote(e), "unit");
            else
                into.put(
                        unquote(e.substring(0, eq).strip()), e.substring(eq + 1).strip());
        }
    }

    private static String unquote(String s) {
        return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
    }

    private static int topLevelIndex(String s, char c) {
        List<String> parts = splitTopLevel(s, c);
        return parts.size() < 2 ? -1 : parts.get(0).length();
    }

    /** Splits on {@code sep} outside brackets, angle brackets and string literals ({@code ->} is not a bracket). */
    public static List<String> splitTopLevel(String s, char sep) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        boolean inString = false;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (inString) {
                if (c == '\\') i++;
                else if (c == '"') inString = false;
                continue;
            }
            if (c == '"') inString = true;
            else if (c == '-' && i + 1 < s.length() && s.charAt(i + 1) == '>') i++;
            else if (c == '(' || c == '[' || c == '{' || c == '<') depth++;
            else if (c == ')' || c == ']' || c == '}' || c == '>') depth--;
            else if (c == sep && depth == 0) {
                out.add(s.substring(start, i));
                start = i + 1;
            }
        }
        out.add(s.substring(start));
        return out;
    }
}
