package io.dialectic.reducer.batch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.stream.Stream;

/**
 * A test's hand-made report: each {@code csv/NAME.csv} of a folder written as the table {@code NAME.parquet} (every
 * column text, the CSV's own rows in its order), since a report's tables are read from their Parquet.
 */
final class CsvAsParquet {
    private CsvAsParquet() {}

    static void write(Path report) throws IOException {
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:");
                Statement st = c.createStatement();
                Stream<Path> csvs = Files.list(report.resolve("csv"))) {
            for (Path csv : csvs.sorted().toList()) {
                String name = csv.getFileName().toString().replaceFirst("\\.csv$", "");
                Path table = Files.createDirectories(report.resolve(name + ".parquet"));
                st.execute("COPY (SELECT * FROM read_csv(" + literal(csv) + ", header = true, all_varchar = true)) TO "
                        + literal(table.resolve("part-00000.parquet")) + " (FORMAT PARQUET)");
            }
        } catch (SQLException e) {
            throw new IOException("cannot write the Parquet of " + report + ": " + e.getMessage(), e);
        }
    }

    private static String literal(Path p) {
        return "'" + p.toString().replace("'", "''") + "'";
    }
}
