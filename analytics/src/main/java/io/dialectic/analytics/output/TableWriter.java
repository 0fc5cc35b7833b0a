package io.dialectic.analytics.output;

import static org.apache.spark.sql.functions.col;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/**
 * Writes one table as Parquet ({@code NAME.parquet/}, a Spark output folder:
 * DuckDB reads {@code 'NAME.parquet/*.parquet'}, pandas reads the folder) and,
 * when asked, a CSV copy ({@code csv/NAME.csv}, RFC 4180 via commons-csv).
 * The CSV is streamed from the written Parquet in the table's sort order; array
 * cells are joined with {@code ;}; {@link #CSV_OMITTED} columns (program text,
 * pattern hashes) are left out of CSV only.
 */
public final class TableWriter {
    public static final Set<String> CSV_OMITTED = Set.of("program_text", "patterns_d0", "patterns_d1", "patterns_d2", "patterns_d3");

    private final SparkSession spark;
    private final Path dir;
    private final boolean csv;

    public TableWriter(SparkSession spark, Path dir, boolean csv) {
        this.spark = spark;
        this.dir = dir;
        this.csv = csv;
    }

    /**
     * @param small one Parquet file instead of one per partition
     * @param sortBy the order of the CSV copy (and of the single file when small)
     */
    public Path write(String name, Dataset<Row> table, boolean small, String... sortBy) {
        Path parquet = dir.resolve(name + ".parquet");
        Column[] order = java.util.Arrays.stream(sortBy).map(c -> col(c)).toArray(Column[]::new);
        if (small) {
            writeSmall(name, table, sortBy);
            return parquet;
        }
        table.write().mode(SaveMode.Overwrite).parquet(parquet.toString());
        if (csv) {
            Dataset<Row> back = spark.read().parquet(parquet.toString()).orderBy(order);
            writeCsv(name, back.columns(), back.toLocalIterator());
        }
        return parquet;
    }

    /** An aggregate: one collect, then a local write of both copies; returns the rows in {@code sortBy} order. */
    public List<Row> writeSmall(String name, Dataset<Row> table, String... sortBy) {
        Column[] order = java.util.Arrays.stream(sortBy).map(c -> col(c)).toArray(Column[]::new);
        List<Row> rows = table.orderBy(order).collectAsList();
        spark.createDataFrame(rows, table.schema()).coalesce(1).write().mode(SaveMode.Overwrite)
                .parquet(dir.resolve(name + ".parquet").toString());
        if (csv) writeCsv(name, table.columns(), rows.iterator());
        return rows;
    }

    private void writeCsv(String name, String[] names, Iterator<Row> it) {
        List<Integer> keep = new ArrayList<>();
        List<String> header = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            if (!CSV_OMITTED.contains(names[i])) {
                keep.add(i);
                header.add(names[i]);
            }
        }
        try {
            Files.createDirectories(dir.resolve("csv"));
            try (Writer w = Files.newBufferedWriter(dir.resolve("csv").resolve(name + ".csv"), StandardCharsets.UTF_8);
                 CSVPrinter p = new CSVPrinter(w, CSVFormat.RFC4180.builder().setHeader(header.toArray(String[]::new)).get())) {
                List<Object> cells = new ArrayList<>(keep.size());
                while (it.hasNext()) {
                    Row r = it.next();
                    cells.clear();
                    for (int i : keep) cells.add(cell(r.get(i)));
                    p.printRecord(cells);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Object cell(Object v) {
        if (v instanceof scala.collection.Seq<?> s) {
            StringBuilder b = new StringBuilder();
            scala.collection.Iterator<?> it = s.iterator();
            while (it.hasNext()) {
                if (b.length() > 0) b.append(';');
                b.append(it.next());
            }
            return b.toString();
        }
        if (v instanceof Row r) return r.toString();
        return v;
    }
}
