package io.dialectic.analytics.tables;

import static org.apache.spark.sql.functions.col;

import io.dialectic.base.storage.ShutdownGate;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.expressions.GenericRowWithSchema;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import scala.Tuple2;
import scala.collection.Map;
import scala.collection.Seq;

/**
 * Writes one table as Parquet ({@code NAME.parquet/}, a Spark output folder:
 * DuckDB reads {@code 'NAME.parquet/*.parquet'}, pandas reads the folder) and,
 * when asked, a CSV copy ({@code csv/NAME.csv}, RFC 4180 via commons-csv).
 * The CSV is streamed from the written Parquet in the table's sort order; array
 * cells are joined with {@code ;}; {@link #CSV_OMITTED} columns (program text,
 * pattern hashes) are left out of CSV only.
 */
public final class TableWriter {
    public static final Set<String> CSV_OMITTED =
            Set.of("program_text", "patterns_d0", "patterns_d1", "patterns_d2", "patterns_d3");

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
        if (small) {
            writeSmall(name, table, sortBy);
            return parquet;
        }
        writeParquet(name, table);
        csvCopy(name, table.schema(), sortBy);
        return parquet;
    }

    /** The Parquet copy only ({@link #csvCopy} adds the CSV later, possibly from another thread). */
    public Path writeParquet(String name, Dataset<Row> table) {
        Path parquet = dir.resolve(name + ".parquet");
        table.write().mode(SaveMode.Overwrite).parquet(parquet.toString());
        return parquet;
    }

    /** The CSV copy of a table {@link #writeParquet} wrote, streamed back from its Parquet in {@code sortBy} order; nothing without CSV. */
    public void csvCopy(String name, StructType schema, String... sortBy) {
        if (!csv) return;
        Column[] order = Arrays.stream(sortBy).map(c -> col(c)).toArray(Column[]::new);
        // The schema is known: reading it back without one would cost a footer-reading job.
        Dataset<Row> back = spark.read()
                .schema(nullable(schema))
                .parquet(dir.resolve(name + ".parquet").toString())
                .orderBy(order);
        writeCsv(name, back.columns(), back.toLocalIterator());
    }

    /** An aggregate: one collect, sorted on the driver, then a local write of both copies; returns the rows in {@code sortBy} order. */
    public List<Row> writeSmall(String name, Dataset<Row> table, String... sortBy) {
        return writeLocal(name, table.collectAsList(), table.schema(), sortBy);
    }

    /**
     * Rows already on the driver, written in {@code sortBy} order (ascending, nulls first, as Spark's orderBy) by
     * {@link ParquetFiles}; returns them in that order, each knowing {@code schema} (read by name, as collected rows are).
     */
    public List<Row> writeLocal(String name, List<Row> rows, StructType schema, String... sortBy) {
        List<Row> sorted = new ArrayList<>(rows.size());
        for (Row r : rows) sorted.add(r.schema() != null ? r : new GenericRowWithSchema(RowOrder.values(r), schema));
        sorted.sort(RowOrder.order(schema, sortBy));
        // Written on the driver as Spark's writer would (no job, and no session needed).
        ParquetFiles.write(dir.resolve(name + ".parquet"), schema, sorted);
        if (csv) writeCsv(name, schema.fieldNames(), sorted.iterator());
        return sorted;
    }

    /**
     * The schema of a small driver-built table, written compactly: {@code "name:t"} per column, t = s (string),
     * l (long), d (double), b (boolean); every column nullable.
     */
    public static StructType schema(String... cols) {
        StructType t = new StructType();
        for (String c : cols) {
            String[] nt = c.split(":");
            t = t.add(
                    nt[0],
                    switch (nt[1]) {
                        case "s" -> DataTypes.StringType;
                        case "l" -> DataTypes.LongType;
                        case "d" -> DataTypes.DoubleType;
                        case "b" -> DataTypes.BooleanType;
                        default -> throw new IllegalArgumentException(c);
                    },
                    true);
        }
        return t;
    }

    /** A table read back from Parquet: every column nullable. */
    public static StructType nullable(StructType schema) {
        StructType out = new StructType();
        for (StructField f : schema.fields()) out = out.add(f.name(), f.dataType(), true, f.metadata());
        return out;
    }

    /** Whether CSV copies are written. */
    public boolean csv() {
        return csv;
    }

    /** The analysis's output folder. */
    public Path dir() {
        return dir;
    }

    /** The CSV copy of {@code name} from rows in their written order (columns {@code names}). */
    public void writeCsv(String name, String[] names, Iterator<Row> it) {
        List<Integer> keep = new ArrayList<>();
        List<String> header = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            if (!CSV_OMITTED.contains(names[i])) {
                keep.add(i);
                header.add(names[i]);
            }
        }
        try {
            ShutdownGate.createDirectories(dir.resolve("csv"));
            try (Writer w = Files.newBufferedWriter(dir.resolve("csv").resolve(name + ".csv"), StandardCharsets.UTF_8);
                    CSVPrinter p = new CSVPrinter(
                            w,
                            CSVFormat.RFC4180
                                    .builder()
                                    .setHeader(header.toArray(String[]::new))
                                    .get())) {
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
        if (v instanceof Seq<?> s) {
            StringBuilder b = new StringBuilder();
            scala.collection.Iterator<?> it = s.iterator();
            while (it.hasNext()) {
                if (b.length() > 0) b.append(';');
                b.append(it.next());
            }
            return b.toString();
        }
        if (v instanceof Row r) return r.toString();
        if (v instanceof Map<?, ?> m) {
            // name=count;... sorted by name (a map column, such as patterns_attempted)
            TreeMap<String, String> sorted = new TreeMap<>();
            scala.collection.Iterator<? extends Tuple2<?, ?>> it = m.iterator();
            while (it.hasNext()) {
                Tuple2<?, ?> e = it.next();
                sorted.put(String.valueOf(e._1()), String.valueOf(e._2()));
            }
            StringBuilder b = new StringBuilder();
            sorted.forEach((k, x) ->
                    b.append(b.length() > 0 ? ";" : "").append(k).append('=').append(x));
            return b.toString();
        }
        return v;
    }
}
