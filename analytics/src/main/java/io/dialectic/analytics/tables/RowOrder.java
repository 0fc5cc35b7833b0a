package io.dialectic.analytics.tables;

import io.dialectic.analytics.schema.SparkValues;
import java.util.Collection;
import java.util.Comparator;
import java.util.TreeSet;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.StructType;
import scala.collection.Seq;

/**
 * Spark's order of values (nulls first, strings by code point as UTF-8 bytes compare), for the small tables the
 * analysis finishes in Java and writes sorted ({@link TableWriter#writeLocal}), and for their sorted string arrays:
 * whichever engine computed their inputs, the Java that finishes them sorts as Spark SQL and DuckDB do.
 */
public final class RowOrder {
    private RowOrder() {}

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

    public static final Comparator<String> STRINGS = RowOrder::compareStrings;

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
    public static Seq<String> sortedDistinct(Collection<String> values) {
        TreeSet<String> s = new TreeSet<>(STRINGS);
        for (String v : values) if (v != null) s.add(v);
        return SparkValues.seq(s);
    }

    /** A row's values, to change some and build a new row. */
    public static Object[] values(Row row) {
        Object[] v = new Object[row.size()];
        for (int i = 0; i < v.length; i++) v[i] = row.get(i);
        return v;
    }
}
