package io.dialectic.analytics.sql;

import io.dialectic.analytics.tables.TableWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;

/** The analysis's SQL on Spark: temporary views of the session, cached where asked. */
public final class SparkSql implements SqlEngine {
    private final SparkSession spark;
    private final TableWriter tables;
    private final List<Dataset<Row>> cached = new ArrayList<>();
    private final List<String> views = new ArrayList<>();

    public SparkSql(SparkSession spark, TableWriter tables) {
        this.spark = spark;
        this.tables = tables;
    }

    @Override
    public Dialect dialect() {
        return Dialect.SPARK;
    }

    /** Spark's own dataset as a view (the featurized runs). */
    public synchronized void view(String name, Dataset<Row> ds) {
        ds.createOrReplaceTempView(name);
        views.add(name);
    }

    public Dataset<Row> sql(String sql) {
        return spark.sql(Dialect.SPARK.render(sql));
    }

    @Override
    public void view(String name, String sql) {
        view(name, sql(sql));
    }

    @Override
    public void materialize(String name, String sql) {
        Dataset<Row> ds = sql(sql).persist(StorageLevel.MEMORY_AND_DISK());
        synchronized (this) {
            cached.add(ds);
        }
        view(name, ds);
    }

    /** Spark takes a driver-side table whole: the rows are listed first. */
    @Override
    public void register(String name, StructType schema, Iterator<Row> rows) {
        List<Row> all = new ArrayList<>();
        rows.forEachRemaining(all::add);
        view(name, spark.createDataFrame(all, schema));
    }

    @Override
    public List<Row> collect(String sql) {
        return sql(sql).collectAsList();
    }

    /** One partition at a time on the driver ({@code toLocalIterator}), in the query's order. */
    @Override
    public <T> T stream(String sql, Function<Iterator<Row>, T> reader) {
        return reader.apply(sql(sql).toLocalIterator());
    }

    @Override
    public void write(String name, String sql, String... sortBy) {
        tables.write(name, sql(sql), false, sortBy);
    }

    @Override
    public synchronized void close() {
        for (Dataset<Row> d : cached) d.unpersist();
        for (String v : views) spark.catalog().dropTempView(v);
        cached.clear();
        views.clear();
    }
}
