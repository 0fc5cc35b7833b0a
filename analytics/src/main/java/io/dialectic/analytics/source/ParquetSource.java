package io.dialectic.analytics.source;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.schema.SparkValues;
import io.dialectic.toolchain.record.RunRecordColumns;
import io.dialectic.toolchain.report.SqlQuote;
import java.nio.file.Files;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructField;

/**
 * Run records stored as Parquet with the run-record column names (snake_case); columns it lacks are null.
 * {@code source} is the input path. Spark reads them with its reader; the embedded engine streams them out of an
 * in-memory DuckDB (the same columns, cast to the same types), a batch of rows at a time.
 */
final class ParquetSource implements RecordSource {
    @Override
    public Dataset<Row> load(SparkSession spark, InputSpec input, AnalyzeConfig config) {
        Dataset<Row> in = spark.read().parquet(input.path().toAbsolutePath().toString());
        Set<String> have = Set.of(in.columns());
        List<Column> cols = new ArrayList<>();
        for (StructField f : RunSchema.RAW.fields()) {
            Column c;
            if (f.name().equals("source") && !have.contains("source"))
                c = lit(input.path().toString());
            else if (have.contains(f.name())) c = col(f.name()).cast(f.dataType());
            else c = lit(null).cast(f.dataType());
            cols.add(c.as(f.name()));
        }
        return in.select(cols.toArray(Column[]::new));
    }

    @Override
    public List<Row> read(InputSpec input, AnalyzeConfig config) {
        List<Row> out = new ArrayList<>();
        stream(input, config, r -> out.add(r.get()));
        return out;
    }

    @Override
    public void stream(InputSpec input, AnalyzeConfig config, Consumer<Supplier<Row>> sink) {
        String given = input.path().toString();
        // a folder as Spark reads it: its Parquet files (not _SUCCESS, not hidden files)
        String files = input.path().toAbsolutePath() + (Files.isDirectory(input.path()) ? "/*.parquet" : "");
        Properties streaming = new Properties();
        streaming.setProperty(
                "jdbc_stream_results", "true"); // rows fetched a chunk at a time, not the whole result first
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:", streaming);
                Statement st = c.createStatement()) {
            String from = "read_parquet(" + SqlQuote.string(files) + ")";
            Set<String> have = new HashSet<>();
            try (ResultSet rs = st.executeQuery("DESCRIBE SELECT * FROM " + from)) {
                while (rs.next()) have.add(rs.getString(1));
            }
            List<String> select = new ArrayList<>();
            select.add(have.contains("source") ? "CAST(\"source\" AS VARCHAR)" : "CAST(NULL AS VARCHAR)");
            for (RunRecordColumns.Column col : RunRecordColumns.ALL) {
                String v = have.contains(col.name()) ? "\"" + col.name() + "\"" : "NULL";
                String cast = "CAST(" + v + " AS " + col.kind().duckDb() + ")";
                // a map as its keys and values (two lists): how a JDBC driver returns a MAP differs between versions
                if (col.kind() == RunRecordColumns.Kind.STRING_TO_INT)
                    select.add("map_keys(" + cast + "), map_values(" + cast + ")");
                else select.add(cast);
            }
            try (ResultSet rs = st.executeQuery("SELECT " + String.join(", ", select) + " FROM " + from)) {
                while (rs.next()) {
                    Row r = row(rs, have.contains("source") ? null : given);
                    sink.accept(() -> r);
                }
            }
        } catch (SQLException e) {
            Row broken = RunSchema.broken(
                    given,
                    null,
                    null,
                    0,
                    "unreadable file: " + e.getMessage().lines().findFirst().orElse("Parquet"));
            sink.accept(() -> broken);
        }
    }

    /** The {@link RunSchema#RAW} row of the result's current row; {@code source} is {@code given}, or the file's column when null. */
    private static Row row(ResultSet rs, String given) throws SQLException {
        Object[] v = new Object[RunSchema.RAW.size()];
        v[0] = given != null ? given : rs.getString(1);
        int k = 2;
        for (int i = 0; i < RunRecordColumns.ALL.size(); i++) {
            v[i + 1] = switch (RunRecordColumns.ALL.get(i).kind()) {
                case STRING -> rs.getString(k++);
                case LONG -> {
                    long x = rs.getLong(k++);
                    yield rs.wasNull() ? null : x;
                }
                case INT -> {
                    int x = rs.getInt(k++);
                    yield rs.wasNull() ? null : x;
                }
                case BOOLEAN -> {
                    boolean x = rs.getBoolean(k++);
                    yield rs.wasNull() ? null : x;
                }
                case STRINGS -> {
                    List<Object> l = list(rs.getArray(k++));
                    yield l == null ? null : SparkValues.seq(l);
                }
                case STRING_TO_INT -> {
                    List<Object> keys = list(rs.getArray(k++)), values = list(rs.getArray(k++));
                    if (keys == null) yield null;
                    Map<Object, Object> m = new LinkedHashMap<>();
                    for (int j = 0; j < keys.size(); j++)
                        m.put(keys.get(j), values.get(j) == null ? null : ((Number) values.get(j)).intValue());
                    yield SparkValues.map(m);
                }
            };
        }
        return RowFactory.create(v);
    }

    private static List<Object> list(Array a) throws SQLException {
        return a == null ? null : new ArrayList<>(Arrays.asList((Object[]) a.getArray()));
    }
}
