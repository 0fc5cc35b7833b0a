package io.dialectic.analytics.tables;

import io.dialectic.analytics.schema.SparkValues;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.StructType;

/**
 * What the in-process engine needs to compute a table as Spark SQL would, on rows held in this JVM: Spark's
 * ordering of values (nulls first, strings by code point as UTF-8 bytes compare), {@code array_sort(array_distinct(...))}
 * of strings, {@code length} of a string (code points), and rows projected by column name.
 */
public final class LocalRows {
    private LocalRows() {}

    /** Spark's ascending order: nulls first, strings by code point (UTF-8 byte order), numbers and booleans natural. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static int compare(Object a, Object b) {
        if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
        if (a instanceof String x && b instanceof String y) return compareStrings(x, y);
        if (a instanceof Comparable x) return x.compareTo(b);
        throw new IllegalArgumentException("cannot order by a " + a.getClass().getSimpleName() + " value");
    }

    /** Code point order, which is UTF-8 byte order (Java's compareTo is UTF-16 unit order: they differ above U+FFFF). */
    public static int compareStrings(String x, String y) {
        int i = 0, j = 0;
        while (i < x.length() && j < y.length()) {
            int a = x.codePointAt(i), b = y.codePointAt(j);
            if (a != b) return Integer.compare(a, b);
            i += Character.charCount(a);
            j += Character.charCount(b);
        }
        return Integer.compare(x.length() - i, y.length() - j);
    }

    public static final Comparator<String> STRINGS = LocalRows::compareStrings;

    /** Spark's order on the named columns of {@code schema}, as {@code orderBy(cols...)}. */
    public static Comparator<Row> order(StructType schema, String... cols) {
        Comparator<Row> c = (a, b) -> 0;
        for (String name : cols) {
            int i = schema.fieldIndex(name);
            c = c.thenComparing((a, b) -> compare(a.get(i), b.get(i)));
        }
        return c;
    }

    /** {@code array_sort(array_distinct(array_compact(values)))} as a row's array value. */
    public static scala.collection.Seq<String> sortedDistinct(Collection<String> values) {
        TreeSet<String> s = new TreeSet<>(STRINGS);
        for (String v : values) if (v != null) s.add(v);
        return SparkValues.seq(s);
    }

    /** Spark's {@code length} of a string: its characters (code points), null for null. */
    public static Integer length(String s) {
        return s == null ? null : s.codePointCount(0, s.length());
    }

    /** The named columns of {@code row} (of {@code schema}), in that order. */
    public static Row select(Row row, int[] at) {
        Object[] v = new Object[at.length];
        for (int i = 0; i < at.length; i++) v[i] = row.get(at[i]);
        return RowFactory.create(v);
    }

    /** A row's values, to change some and build a new row. */
    public static Object[] values(Row row) {
        Object[] v = new Object[row.size()];
        for (int i = 0; i < v.length; i++) v[i] = row.get(i);
        return v;
    }

    /** The least non-null long of column {@code i} over {@code rows}, or null: Spark's {@code min} and {@code array_min}. */
    public static Long minLong(List<Row> rows, int i) {
        Long min = null;
        for (Row r : rows) if (!r.isNullAt(i)) min = min == null ? r.getLong(i) : Math.min(min, r.getLong(i));
        return min;
    }

    /** The positions of {@code names} in {@code schema}, for {@link #select}. */
    public static int[] indexes(StructType schema, List<String> names) {
        int[] at = new int[names.size()];
        for (int i = 0; i < at.length; i++) at[i] = schema.fieldIndex(names.get(i));
        return at;
    }

    /** The sub-schema of {@code names}, in that order. */
    public static StructType subSchema(StructType schema, List<String> names) {
        StructType out = new StructType();
        for (String n : names) out = out.add(schema.apply(n));
        return out;
    }

    /** Array column {@code i} as a Java list (empty when null), as {@code explode} sees it. */
    public static <T> List<T> list(Row r, int i) {
        return r.isNullAt(i) ? List.of() : r.getList(i);
    }

    /** A copy of a list (Spark's {@code collect_list}) as a row value. */
    public static <T> scala.collection.Seq<T> seq(List<T> values) {
        return SparkValues.seq(new ArrayList<>(values));
    }
}
