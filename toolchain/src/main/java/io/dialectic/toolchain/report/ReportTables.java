package io.dialectic.toolchain.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The one reader of a report's tables, the Parquet folders {@code dialectic analyze} writes (analytics' TableWriter;
 * analytics/OUTPUTS.md lists them): where a table's files are, as a DuckDB source the app builds its views on, and its
 * rows as text for readers outside SQL ({@code reduce --all-clusters}). Reading the Parquet rather than the CSV
 * copies means a report made with {@code --no-csv}, or by the app, reads the same.
 */
public final class ReportTables implements AutoCloseable {
    private final Path dir;
    private final Connection db;

    private ReportTables(Path dir, Connection db) {
        this.dir = dir;
        this.db = db;
    }

    /** An in-memory DuckDB over the report in {@code dir}; its tables are read, never copied. */
    public static ReportTables open(Path dir) {
        try {
            return new ReportTables(dir, DriverManager.getConnection("jdbc:duckdb:"));
        } catch (SQLException e) {
            throw new IllegalStateException("cannot open DuckDB over " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * A DuckDB {@code read_parquet(...)} expression for table {@code name} of the report in {@code dir}, if it has
     * one: {@code NAME.parquet} (a file, or Spark's folder of parts) or a folder {@code NAME/} of parts.
     */
    public static Optional<String> source(Path dir, String name) {
        Path file = dir.resolve(name + ".parquet");
        if (Files.isRegularFile(file)) return Optional.of(readParquet(file.toString()));
        for (Path d : List.of(file, dir.resolve(name))) {
            if (Files.isDirectory(d) && hasParquet(d)) return Optional.of(readParquet(d + "/**/*.parquet"));
        }
        return Optional.empty();
    }

    /** Whether the report has table {@code name}. */
    public boolean has(String name) {
        return source(dir, name).isPresent();
    }

    /** Every row of table {@code name} in the order it was written (a small table's sort order, as its CSV copy). */
    public List<ReportRow> rows(String name) {
        return query(name, null, List.of());
    }

    /** The rows of table {@code name} whose {@code column} is one of {@code values}, in the order they were written. */
    public List<ReportRow> rowsWhere(String name, String column, Collection<String> values) {
        if (values.isEmpty()) return List.of();
        return query(name, column, List.copyOf(values));
    }

    private List<ReportRow> query(String name, String column, List<String> values) {
        String src = source(dir, name)
                .orElseThrow(() -> new IllegalArgumentException(
                        dir + " has no table " + name + ": run `dialectic analyze` on the runs first"));
        try (Statement st = db.createStatement()) {
            List<String> projection = new ArrayList<>();
            try (ResultSet rs = st.executeQuery("DESCRIBE SELECT * FROM " + src)) {
                while (rs.next()) projection.add(asText(rs.getString("column_name"), rs.getString("column_type")));
            }
            String sql = "SELECT " + String.join(", ", projection) + " FROM " + src;
            if (column != null) {
                sql += " WHERE " + SqlQuote.name(column) + " IN ("
                        + String.join(
                                ", ", values.stream().map(SqlQuote::string).toList()) + ")";
            }
            try (ResultSet rs = st.executeQuery(sql)) {
                {
                    int n = rs.getMetaData().getColumnCount();
                    List<ReportRow> out = new ArrayList<>();
                    while (rs.next()) {
                        Map<String, String> row = new LinkedHashMap<>();
                        for (int i = 1; i <= n; i++) {
                            String v = rs.getString(i);
                            row.put(rs.getMetaData().getColumnLabel(i), v == null ? "" : v);
                        }
                        out.add(new ReportRow(row));
                    }
                    return out;
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read table " + name + " of " + dir + ": " + e.getMessage(), e);
        }
    }

    /** A column as the CSV copy writes it: a list's items joined with {@code ;}. */
    private static String asText(String column, String type) {
        String c = SqlQuote.name(column);
        return type.endsWith("[]") ? "array_to_string(" + c + ", ';') AS " + c : c;
    }

    private static boolean hasParquet(Path d) {
        try (Stream<Path> s = Files.walk(d, 4)) {
            return s.anyMatch(p -> p.getFileName().toString().endsWith(".parquet"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String readParquet(String glob) {
        return "read_parquet(" + SqlQuote.string(glob) + ", union_by_name = true)";
    }

    @Override
    public void close() {
        try {
            db.close();
        } catch (SQLException e) {
            // nothing was written: a failed close loses nothing
        }
    }
}
