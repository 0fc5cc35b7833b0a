package io.dialectic.analytics.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The few places where Spark SQL and DuckDB spell the same thing differently. Every table of the analysis is written
 * once as SQL in Spark's spelling plus the portable forms below; {@link #render} turns it into the engine's own:
 *
 * <ul>
 *   <li>{@code sorted_set(x)}: the distinct non-null values of {@code x} in a group, sorted (Spark
 *       {@code array_sort(collect_set(x))});</li>
 *   <li>{@code explode(x)} / {@code explode_outer(x)}: one row per element (outer: a null or empty list gives one
 *       null);</li>
 *   <li>{@code named_struct('a', x, 'b', y)}: a struct with named fields, ordered field by field;</li>
 *   <li>{@code substring_index(s, d, 1)}: the part of {@code s} before the first {@code d} (only count 1);</li>
 *   <li>{@code compact(a, b, ...)}: the list of the non-null arguments, in order (Spark {@code array_compact(array(...))});</li>
 *   <li>{@code string}: the string type in casts.</li>
 * </ul>
 * Anything else must mean the same in both (checked by DialectTest and by EnginesAgreeTest on whole analyses).
 */
public enum Dialect {
    SPARK,
    DUCKDB;

    public String render(String sql) {
        if (this == SPARK) {
            return expand(
                    expand(sql, "sorted_set", a -> "array_sort(collect_set(" + a.get(0) + "))"),
                    "compact",
                    a -> "array_compact(array(" + String.join(", ", a) + "))");
        }
        String s = expand(sql, "sorted_set", a -> "list_sort(list_distinct(list(" + a.get(0) + ")))");
        s = expand(
                s,
                "explode_outer",
                a -> "unnest(CASE WHEN len(coalesce(" + a.get(0) + ", [])) = 0 THEN [NULL] ELSE " + a.get(0) + " END)");
        s = expand(s, "explode", a -> "unnest(" + a.get(0) + ")");
        s = expand(s, "compact", a -> "list_filter([" + String.join(", ", a) + "], lambda x: x IS NOT NULL)");
        s = expand(s, "named_struct", a -> {
            StringBuilder b = new StringBuilder("struct_pack(");
            for (int i = 0; i < a.size(); i += 2) {
                if (i > 0) b.append(", ");
                b.append(a.get(i).trim().replace("'", ""))
                        .append(" := ")
                        .append(a.get(i + 1).trim());
            }
            return b.append(')').toString();
        });
        s = expand(s, "substring_index", a -> {
            if (!a.get(2).trim().equals("1"))
                throw new IllegalArgumentException("substring_index: only count 1 is portable");
            // DuckDB's split_part of null is '', Spark's substring_index of null is null
            return "CASE WHEN " + a.get(0) + " IS NULL THEN NULL ELSE split_part(" + a.get(0) + ", " + a.get(1)
                    + ", 1) END";
        });
        return s.replaceAll("(?i)\\bAS STRING\\)", "AS VARCHAR)");
    }

    /** Replaces each call {@code name(args)} (outside quotes; not part of a longer name) by {@code body(args)}. */
    static String expand(String sql, String name, Function<List<String>, String> body) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (true) {
            int at = find(sql, name + "(", i);
            if (at < 0) break;
            int open = at + name.length();
            int close = matching(sql, open);
            List<String> args = split(sql.substring(open + 1, close));
            // arguments may hold calls of their own
            List<String> expanded = new ArrayList<>();
            for (String a : args) expanded.add(expand(a, name, body));
            out.append(sql, i, at).append(body.apply(expanded));
            i = close + 1;
        }
        return out.append(sql.substring(i)).toString();
    }

    /** The next {@code token} at or after {@code from}, outside string literals and not preceded by a name character. */
    private static int find(String sql, String token, int from) {
        boolean quoted = false;
        for (int i = 0; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '\'') quoted = !quoted;
            if (i < from || quoted) continue;
            if (sql.startsWith(token, i)
                    && (i == 0 || !(Character.isLetterOrDigit(sql.charAt(i - 1)) || sql.charAt(i - 1) == '_')))
                return i;
        }
        return -1;
    }

    private static int matching(String sql, int open) {
        int depth = 0;
        boolean quoted = false;
        for (int i = open; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '\'') quoted = !quoted;
            if (quoted) continue;
            if (c == '(') depth++;
            else if (c == ')' && --depth == 0) return i;
        }
        throw new IllegalArgumentException("unbalanced parentheses in: " + sql);
    }

    /** Top-level comma-separated arguments. */
    private static List<String> split(String args) {
        List<String> out = new ArrayList<>();
        int depth = 0, start = 0;
        boolean quoted = false;
        for (int i = 0; i < args.length(); i++) {
            char c = args.charAt(i);
            if (c == '\'') quoted = !quoted;
            if (quoted) continue;
            if (c == '(' || c == '[') depth++;
            else if (c == ')' || c == ']') depth--;
            else if (c == ',' && depth == 0) {
                out.add(args.substring(start, i));
                start = i + 1;
            }
        }
        out.add(args.substring(start));
        return out;
    }
}
