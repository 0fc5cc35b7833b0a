package io.dialectic.analytics.sql;

import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.schema.SparkValues;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.base.Trees;
import io.dialectic.base.storage.ShutdownGate;
import io.dialectic.toolchain.report.SqlQuote;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.Function;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * The analysis's SQL on DuckDB in this JVM: a database file in a working folder (DuckDB spills its aggregations
 * there past its memory limit, so no input is too large), views and tables in it, one connection, one call at a time
 * (DuckDB runs each query on all its threads; a connection duplicated per call can crash DuckDB's native code in
 * {@code duplicate()} on a large analysis). Tables are written with
 * DuckDB's Parquet writer, unsorted (as Spark writes them); their CSV copies are read back from the written file, sorted.
 */
public final class DuckDbSql implements SqlEngine {
    /**
     * Rows per Parquet row group written. Each writing thread buffers a whole row group outside what DuckDB can spill:
     * at DuckDB's default the programs table (texts and feature lists) of a large analysis runs a modest memory limit
     * out of memory, so row groups are kept small.
     */
    static final int ROW_GROUP_ROWS = 4_096;

    private final DuckDBConnection root;
    private final Path work;
    private final TableWriter tables;

    /**
     * @param work         an empty working folder (the database and its spill files), deleted by {@link #close}
     * @param threads      DuckDB's threads
     * @param memoryLimitMb what DuckDB may hold in memory before it spills to {@code work}
     */
    public DuckDbSql(Path work, int threads, long memoryLimitMb, TableWriter tables) {
        this.work = work;
        this.tables = tables;
        try {
            ShutdownGate.createDirectories(work);
            root = (DuckDBConnection) DriverManager.getConnection("jdbc:duckdb:" + work.resolve("analysis.duckdb"));
            try (Statement s = root.createStatement()) {
                s.execute("SET threads = " + threads);
                s.execute("SET memory_limit = '" + memoryLimitMb + "MB'");
                s.execute("SET temp_directory = "
                        + SqlQuote.string(work.resolve("spill").toString()));
                // Spark's order: ascending puts nulls first
                s.execute("SET default_null_order = 'nulls_first'");
                // every order that matters is asked for (ORDER BY); without this DuckDB keeps input order, at a cost in
                // memory
                s.execute("SET preserve_insertion_order = false");
            }
        } catch (SQLException | IOException e) {
            throw new IllegalStateException("cannot start DuckDB in " + work + ": " + e.getMessage(), e);
        }
    }

    @Override
    public Dialect dialect() {
        return Dialect.DUCKDB;
    }

    /** {@code DIALECTIC_SQL_TRACE} set: each statement's time on stderr (where the SQL phase's time goes). */
    private static final boolean TRACE = System.getenv("DIALECTIC_SQL_TRACE") != null;

    private static void traced(long t0, String sql) {
        if (TRACE)
            System.err.printf(
                    "[sql %6d ms] %s%n",
                    (System.nanoTime() - t0) / 1_000_000, sql.length() > 160 ? sql.substring(0, 160) + "..." : sql);
    }

    private synchronized void execute(String sql) {
        long t0 = System.nanoTime();
        try (Statement s = root.createStatement()) {
            s.execute(sql);
            traced(t0, sql);
        } catch (SQLException e) {
            throw new IllegalStateException("DuckDB: " + e.getMessage() + "\nin: " + sql, e);
        }
    }

    /**
     * Parquet files (the featurized batches) as a view, with each row's identity ({@link RunSchema#ROW_ID}) last: the
     * file's index in the files' sorted list and the row's place in it (a part holds far fewer than 2^32 rows).
     */
    public synchronized void parquetView(String name, Path files) {
        execute("CREATE OR REPLACE VIEW " + name
                + " AS SELECT *, (CAST(file_index AS BIGINT) << 32) | file_row_number AS " + RunSchema.ROW_ID
                + " FROM read_parquet(" + SqlQuote.string(files.toString()) + ")");
    }

    @Override
    public synchronized void view(String name, String sql) {
        execute("CREATE OR REPLACE VIEW " + name + " AS " + Dialect.DUCKDB.render(sql));
    }

    @Override
    public synchronized void materialize(String name, String sql) {
        execute("CREATE OR REPLACE TABLE " + name + " AS " + Dialect.DUCKDB.render(sql));
    }

    /**
     * Through the appender (one append of all rows, where a batch of INSERTs ran one statement and one commit per row), on
     * a connection of its own: the rows may be computed as they are taken ({@link #stream}) while other statements run.
     */
    @Override
    public void register(String name, StructType schema, Iterator<Row> rows) {
        List<String> cols = new ArrayList<>();
        for (StructField f : schema.fields()) cols.add(f.name() + " " + type(f.dataType()));
        execute("CREATE OR REPLACE TABLE " + name + " (" + String.join(", ", cols) + ")");
        try (DuckDBConnection own = connection();
                DuckDBAppender a = own.createAppender(DuckDBConnection.DEFAULT_SCHEMA, name)) {
            while (rows.hasNext()) {
                Row r = rows.next();
                a.beginRow();
                for (int i = 0; i < schema.size(); i++) append(a, r.get(i));
                a.endRow();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("DuckDB: " + e.getMessage() + "\nin: the rows of " + name, e);
        }
    }

    /** Another connection to the database, for work that should not wait for (or hold up) the statements of {@link #root}. */
    private synchronized DuckDBConnection connection() throws SQLException {
        return root.duplicate();
    }

    /** Streamed ({@code jdbc_stream_results}, the driver's default) on a connection of its own. */
    @Override
    public <T> T stream(String sql, Function<Iterator<Row>, T> reader) {
        String q = Dialect.DUCKDB.render(sql);
        long t0 = System.nanoTime();
        try (DuckDBConnection own = connection();
                Statement s = own.createStatement();
                ResultSet rs = s.executeQuery(q)) {
            T out = reader.apply(rows(rs, rs.getMetaData().getColumnCount()));
            traced(t0, "(streamed) " + q);
            return out;
        } catch (SQLException e) {
            throw new IllegalStateException("DuckDB: " + e.getMessage() + "\nin: " + q, e);
        }
    }

    private static void append(DuckDBAppender a, Object v) throws SQLException {
        if (v == null) a.appendNull();
        else if (v instanceof String x) a.append(x);
        else if (v instanceof Long x) a.append(x.longValue());
        else if (v instanceof Integer x) a.append(x.intValue());
        else if (v instanceof Double x) a.append(x.doubleValue());
        else if (v instanceof Boolean x) a.append(x.booleanValue());
        else
            throw new IllegalArgumentException(
                    "no DuckDB column for a " + v.getClass().getName());
    }

    private static String type(DataType t) {
        if (t.equals(DataTypes.StringType)) return "VARCHAR";
        if (t.equals(DataTypes.LongType)) return "BIGINT";
        if (t.equals(DataTypes.IntegerType)) return "INTEGER";
        if (t.equals(DataTypes.DoubleType)) return "DOUBLE";
        if (t.equals(DataTypes.BooleanType)) return "BOOLEAN";
        throw new IllegalArgumentException("no DuckDB column for " + t);
    }

    @Override
    public synchronized List<Row> collect(String sql) {
        String q = Dialect.DUCKDB.render(sql);
        long t0 = System.nanoTime();
        try (Statement s = root.createStatement();
                ResultSet rs = s.executeQuery(q)) {
            List<Row> out = new ArrayList<>();
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) out.add(row(rs, n));
            traced(t0, q);
            return out;
        } catch (SQLException e) {
            throw new IllegalStateException("DuckDB: " + e.getMessage() + "\nin: " + q, e);
        }
    }

    /** Written as {@link #write}, then read from that file: a table the size of its input is not also kept in the database. */
    @Override
    public synchronized void writeKept(String name, String sql, String... sortBy) {
        write(name, sql, sortBy);
        execute("CREATE OR REPLACE VIEW " + name + " AS SELECT * FROM read_parquet("
                + SqlQuote.string(part(name).toString()) + ")");
    }

    private Path part(String table) {
        return tables.dir().resolve(table + ".parquet").resolve("part-00000.parquet");
    }

    @Override
    public synchronized void write(String name, String sql, String... sortBy) {
        Path part = part(name);
        Path dir = part.getParent();
        try {
            Trees.delete(dir);
            ShutdownGate.createDirectories(dir);
            // unsorted, as Spark's parts are: sorting a million programs with their texts ran DuckDB out of its memory
            execute("COPY (" + Dialect.DUCKDB.render(sql) + ") TO " + SqlQuote.string(part.toString())
                    + " (FORMAT PARQUET, COMPRESSION SNAPPY, ROW_GROUP_SIZE " + ROW_GROUP_ROWS + ")");
            Files.createFile(dir.resolve("_SUCCESS"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!tables.csv()) return;
        // the CSV copy from the written file: its columns without the long ones the CSV leaves out, sorted
        List<String> cols = new ArrayList<>();
        String file = "read_parquet(" + SqlQuote.string(part.toString()) + ")";
        try (Statement s = root.createStatement();
                ResultSet names = s.executeQuery("SELECT * FROM " + file + " LIMIT 0")) {
            ResultSetMetaData md = names.getMetaData();
            for (int i = 1; i <= md.getColumnCount(); i++)
                if (!TableWriter.CSV_OMITTED.contains(md.getColumnName(i))) cols.add(md.getColumnName(i));
        } catch (SQLException e) {
            throw new IllegalStateException("DuckDB: " + e.getMessage(), e);
        }
        String order = sortBy.length == 0 ? "" : " ORDER BY " + String.join(", ", sortBy);
        long t0 = System.nanoTime();
        try (Statement s = root.createStatement();
                ResultSet rs = s.executeQuery("SELECT " + String.join(", ", cols) + " FROM " + file + order)) {
            tables.writeCsv(name, cols.toArray(String[]::new), rows(rs, cols.size()));
            traced(t0, "(csv) " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("DuckDB: " + e.getMessage(), e);
        }
    }

    private static Iterator<Row> rows(ResultSet rs, int n) {
        return new Iterator<>() {
            Boolean has;

            @Override
            public boolean hasNext() {
                try {
                    if (has == null) has = rs.next();
                    return has;
                } catch (SQLException e) {
                    throw new IllegalStateException("DuckDB: " + e.getMessage(), e);
                }
            }

            @Override
            public Row next() {
                if (!hasNext()) throw new NoSuchElementException();
                has = null;
                try {
                    return row(rs, n);
                } catch (SQLException e) {
                    throw new IllegalStateException("DuckDB: " + e.getMessage(), e);
                }
            }
        };
    }

    private static Row row(ResultSet rs, int n) throws SQLException {
        Object[] v = new Object[n];
        for (int i = 0; i < n; i++) v[i] = value(rs.getObject(i + 1));
        return RowFactory.create(v);
    }

    /** A JDBC value as a Spark row holds it: lists as Scala sequences, maps as Scala maps. */
    static Object value(Object o) throws SQLException {
        if (o instanceof Array a) {
            Object[] items = (Object[]) a.getArray();
            List<Object> out = new ArrayList<>(items.length);
            for (Object x : items) out.add(value(x));
            return SparkValues.seq(out);
        }
        if (o instanceof Map<?, ?> m) {
            Map<Object, Object> out = new LinkedHashMap<>();
            for (var e : m.entrySet()) out.put(value(e.getKey()), value(e.getValue()));
            return SparkValues.map(out);
        }
        if (o instanceof BigInteger b) return b.longValueExact();
        return o;
    }

    @Override
    public void close() {
        try {
            root.close();
        } catch (SQLException e) {
            // the folder goes anyway
        }
        try {
            Trees.delete(work);
        } catch (IOException e) {
            // a temporary folder left behind
        }
    }
}
