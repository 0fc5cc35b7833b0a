package io.dialectic.analytics.sql;

import java.util.List;
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
    void register(String name, StructType schema, List<Row> rows);

    /** A small result, brought into this JVM. */
    List<Row> collect(String sql);

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

    /** A string literal (a campaign name in a query). */
    static String literal(String s) {
        return "'" + s.replace("'", "''") + "'";
    }
}
