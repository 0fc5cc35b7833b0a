package io.dialectic.analytics.sql;

import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.StructType;

/**
 * Where the analysis's SQL runs: DuckDB in this JVM ({@link DuckDbSql}) or Spark SQL ({@link SparkSql}). Both see the
 * same featurized runs as the view {@code features} ({@link io.dialectic.analytics.schema.RunSchema#FEATURES}) and run
 * the same statements, written once in {@link Dialect}'s portable spelling. Rows come back as Spark rows (arrays as
 * Scala sequences), so the Java that finishes a table is the same for both. Safe to call from several threads.
 */
public interface SqlEngine extends AutoCloseable {
    Dialect dialect();

    /** A name for a query, computed where it is read. */
    void view(String name, String sql);

    /** A name for a query read several times: computed once and kept (a table, or a cached dataset). */
    void materialize(String name, String sql);

    /** Rows built in Java as a table the SQL can read. */
    default void register(String name, StructType schema, List<Row> rows) {
        register(name, schema, rows.iterator());
    }

    /**
     * Rows built in Java as a table the SQL can read, taken one at a time: an engine that can (DuckDB) holds none of them
     * in this JVM, so the iterator may compute them as it goes ({@link #stream}). Other statements may run meanwhile.
     */
    void register(String name, StructType schema, Iterator<Row> rows);

    /** A small result, brought into this JVM. */
    List<Row> collect(String sql);

    /**
     * A result of any size, in its order, read once by {@code reader} (which holds only what it keeps): the input of a
     * definition written in Java that needs one group at a time, such as a crash key's members. Other statements may run
     * meanwhile, {@link #register} among them.
     */
    <T> T stream(String sql, Function<Iterator<Row>, T> reader);

    /**
     * A wide table written where {@link io.dialectic.analytics.tables.TableWriter} writes: {@code NAME.parquet/} and,
     * when asked, {@code csv/NAME.csv} in {@code sortBy} order (ascending, nulls first).
     */
    void write(String name, String sql, String... sortBy);

    /**
     * A wide table written as {@link #write} writes it and kept under {@code name} for the statements that read it next
     * (the programs, the items). An engine may keep it as the written file: it is not held twice.
     */
    default void writeKept(String name, String sql, String... sortBy) {
        materialize(name, sql);
        write(name, "SELECT * FROM " + name, sortBy);
    }

    @Override
    void close();
}
