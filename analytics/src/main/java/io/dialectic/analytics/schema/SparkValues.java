package io.dialectic.analytics.schema;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import org.apache.spark.sql.Row;
import scala.collection.Seq;
import scala.jdk.javaapi.CollectionConverters;

/** Conversions between Java collections and the values Spark rows hold. */
public final class SparkValues {
    private SparkValues() {}

    /** A Java list as the Scala sequence a Row array column expects. */
    public static <T> Seq<T> seq(Collection<T> c) {
        return CollectionConverters.asScala(new ArrayList<>(c)).toSeq();
    }

    /**
     * An unmodifiable Java list as a Row array column, without a copy (a view: the list must never change). The
     * featurizer's lists ({@code List.of}) otherwise went through two copies for every run.
     */
    public static <T> Seq<T> seqOfUnmodifiable(List<T> unmodifiable) {
        return CollectionConverters.asScala(unmodifiable);
    }

    /** A Java map as the Scala map a Row map column expects. */
    public static <K, V> scala.collection.Map<K, V> map(java.util.Map<K, V> m) {
        return CollectionConverters.asScala(new LinkedHashMap<>(m));
    }

    /** Array column {@code i} of a row as a Java list (empty when null). */
    public static <T> List<T> list(Row r, int i) {
        if (r.isNullAt(i)) return List.of();
        return r.getList(i);
    }

    public static String str(Row r, int i) {
        return r.isNullAt(i) ? null : r.getString(i);
    }

    public static Integer integer(Row r, int i) {
        return r.isNullAt(i) ? null : r.getInt(i);
    }
}
