package io.dialectic.toolchain.record;

import io.dialectic.toolchain.Outcome;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The run record's columns, as every table of runs names and types them: derived from {@link RunRecord}'s components
 * (snake_case, in order), so that the job's row schema (analytics {@code RunSchema}) and the app's column list read one
 * source instead of keeping copies.
 */
public final class RunRecordColumns {
    private RunRecordColumns() {}

    /** A column's kind of value. */
    public enum Kind {
        STRING("VARCHAR"),
        LONG("BIGINT"),
        INT("INTEGER"),
        BOOLEAN("BOOLEAN"),
        STRINGS("VARCHAR[]"),
        STRING_TO_INT("MAP(VARCHAR, INTEGER)");

        private final String duckDb;

        Kind(String duckDb) {
            this.duckDb = duckDb;
        }

        /** The DuckDB type of such a column. */
        public String duckDb() {
            return duckDb;
        }
    }

    public record Column(String name, Kind kind) {}

    /** Every column of a run record, in {@link RunRecord}'s order. */
    public static final List<Column> ALL = derive();

    /**
     * The columns every table of runs begins with, in the record's order: which run, of which program, in which cell,
     * and how it exited. The analysis's runs table and the app's run table then add their own.
     */
    public static final List<String> LEADING = List.of(
            "run_id",
            "campaign",
            "fuzzer",
            "seq",
            "program_path",
            "program_sha256",
            "tool",
            "tool_version",
            "pipeline",
            "exit_code",
            "signal");

    /** The column named {@code name}, or null. */
    public static Column named(String name) {
        for (Column c : ALL) if (c.name().equals(name)) return c;
        return null;
    }

    /**
     * The value of column {@code name} in {@code r}, read by the record component of that name (an {@link Outcome} as
     * its label); what a writer that binds columns by name asks, so no list of positions has to follow the record.
     */
    public static Object value(RunRecord r, String name) {
        RecordComponent c = COMPONENTS.get(name);
        if (c == null) throw new IllegalArgumentException("a run record has no column " + name);
        try {
            Object v = c.getAccessor().invoke(r);
            return v instanceof Outcome o ? o.label() : v;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + name + " of a run record", e);
        }
    }

    private static final Map<String, RecordComponent> COMPONENTS = components();

    private static Map<String, RecordComponent> components() {
        Map<String, RecordComponent> out = new LinkedHashMap<>();
        for (RecordComponent c : RunRecord.class.getRecordComponents()) out.put(snake(c.getName()), c);
        return out;
    }

    private static List<Column> derive() {
        List<Column> out = new ArrayList<>();
        for (RecordComponent c : RunRecord.class.getRecordComponents())
            out.add(new Column(snake(c.getName()), kind(c.getGenericType())));
        return List.copyOf(out);
    }

    static String snake(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }

    private static Kind kind(Type t) {
        if (t == String.class || t == Outcome.class) return Kind.STRING;
        if (t == long.class || t == Long.class) return Kind.LONG;
        if (t == int.class || t == Integer.class) return Kind.INT;
        if (t == boolean.class || t == Boolean.class) return Kind.BOOLEAN;
        if (t instanceof ParameterizedType p
                && p.getRawType() == List.class
                && p.getActualTypeArguments()[0] == String.class) return Kind.STRINGS;
        if (t instanceof ParameterizedType p
                && p.getRawType() == Map.class
                && p.getActualTypeArguments()[0] == String.class
                && p.getActualTypeArguments()[1] == Integer.class) {
            return Kind.STRING_TO_INT;
        }
        throw new IllegalStateException("a RunRecord component of type " + t + " has no column kind: add one");
    }
}
