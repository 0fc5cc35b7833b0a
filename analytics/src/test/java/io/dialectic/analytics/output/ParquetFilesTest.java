package io.dialectic.analytics.output;

import static io.dialectic.analytics.schema.SparkValues.map;
import static io.dialectic.analytics.schema.SparkValues.seq;
import static org.apache.spark.sql.types.DataTypes.BooleanType;
import static org.apache.spark.sql.types.DataTypes.DoubleType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;
import static org.apache.spark.sql.types.DataTypes.createArrayType;
import static org.apache.spark.sql.types.DataTypes.createMapType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.analytics.SparkSessions;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.tables.ParquetFiles;
import io.dialectic.analytics.tables.TableWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.io.LocalInputFile;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ParquetFiles} writes, without a session, the files Spark's own writer writes for the same rows: same
 * Parquet schema, snappy, the same footer keys and Spark row schema, and Spark and DuckDB read back the same rows.
 */
class ParquetFilesTest {
    /** Every type the output tables hold (RunSchema, the aggregates, TableWriter.schema); one column not nullable (a count). */
    static final StructType SCHEMA = new StructType(new StructField[] {
        new StructField("s", StringType, true, Metadata.empty()),
        new StructField("l", LongType, true, Metadata.empty()),
        new StructField("n", LongType, false, Metadata.empty()),
        new StructField("i", IntegerType, true, Metadata.empty()),
        new StructField("d", DoubleType, true, Metadata.empty()),
        new StructField("b", BooleanType, true, Metadata.empty()),
        new StructField("as", createArrayType(StringType), true, Metadata.empty()),
        new StructField("al", createArrayType(LongType), true, Metadata.empty()),
        new StructField("ai", createArrayType(IntegerType), true, Metadata.empty()),
        new StructField("m", createMapType(StringType, IntegerType), true, Metadata.empty()),
    });

    @TempDir
    Path tmp;

    static List<Row> rows() {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("canonicalize", 3);
        m.put("cse", null);
        m.put("\u00e9t\u00e9 \"q\",x", 0);
        List<Row> rows = new ArrayList<>();
        rows.add(RowFactory.create(
                "a", 1L, 7L, 2, 0.5, true, seq(List.of("x", "y")), seq(List.of(1L, -2L)), seq(List.of(3)), map(m)));
        rows.add(RowFactory.create(null, null, 0L, null, null, null, null, null, null, null));
        rows.add(RowFactory.create(
                "",
                Long.MIN_VALUE,
                Long.MAX_VALUE,
                Integer.MIN_VALUE,
                -0.0,
                false,
                seq(List.of()),
                seq(List.of()),
                seq(List.of()),
                map(Map.of())));
        rows.add(RowFactory.create(
                "line\nbreak",
                0L,
                1L,
                0,
                Double.MAX_VALUE,
                true,
                seq(Arrays.asList("z", null, "")),
                seq(Arrays.asList((Long) null)),
                seq(Arrays.asList(1, null)),
                map(Map.of("k", 1))));
        for (int k = 0; k < 300; k++) {
            rows.add(RowFactory.create(
                    "r" + (k % 17),
                    (long) k * k,
                    (long) k,
                    k % 5,
                    k / 7.0,
                    k % 3 == 0,
                    seq(List.of("p" + k % 4)),
                    seq(List.of((long) k)),
                    seq(List.of(k, k + 1)),
                    map(Map.of("c" + k % 6, k))));
        }
        return rows;
    }

    @Test
    void writesWhatSparkWritesWithoutASession() throws Exception {
        // A class of this JVM that ran before may have left its session registered; the check is that writing registers
        // none.
        SparkSession.clearActiveSession();
        SparkSession.clearDefaultSession();
        List<Row> rows = rows();
        Path mine = tmp.resolve("mine.parquet"), mineEmpty = tmp.resolve("mine_empty.parquet");
        ParquetFiles.write(mine, SCHEMA, rows);
        ParquetFiles.write(mineEmpty, SCHEMA, List.of());
        assertTrue(SparkSession.getActiveSession().isEmpty(), "a session became active");
        assertTrue(SparkSession.getDefaultSession().isEmpty(), "a default session was created");
        assertEquals(List.of("_SUCCESS"), names(mine).subList(0, 1));
        assertEquals(2, names(mine).size(), names(mine).toString());
        assertEquals(0, Files.size(mine.resolve("_SUCCESS")));
        assertTrue(
                names(mine).get(1).matches("part-00000-[0-9a-f-]{36}-c000\\.snappy\\.parquet"),
                names(mine).toString());

        Path spark = tmp.resolve("spark.parquet"), sparkEmpty = tmp.resolve("spark_empty.parquet");
        SparkSession session =
                SparkSessions.open(AnalyzeConfig.of(List.of(new InputSpec(null, Path.of("."))), Path.of("unused"))
                        .withMaster("local[1]"));
        try {
            session.createDataFrame(rows, SCHEMA)
                    .coalesce(1)
                    .write()
                    .mode(SaveMode.Overwrite)
                    .parquet(spark.toString());
            session.createDataFrame(List.of(), SCHEMA)
                    .coalesce(1)
                    .write()
                    .mode(SaveMode.Overwrite)
                    .parquet(sparkEmpty.toString());

            assertFooterLikeSparks(part(mine), part(spark), rows.size());
            assertFooterLikeSparks(part(mineEmpty), part(sparkEmpty), 0);

            var backMine = session.read().parquet(mine.toString());
            var backSpark = session.read().parquet(spark.toString());
            assertEquals(backSpark.schema(), backMine.schema());
            assertEquals(TableWriter.nullable(SCHEMA), backMine.schema());
            List<Row> gotMine = backMine.collectAsList(), gotSpark = backSpark.collectAsList();
            assertEquals(rows.size(), gotMine.size());
            assertEquals(gotSpark, gotMine);
            // what was written comes back (arrays with null elements, a null map value, extremes)
            assertEquals(rows, gotMine);
            var emptyMine = session.read().parquet(mineEmpty.toString());
            assertEquals(session.read().parquet(sparkEmpty.toString()).schema(), emptyMine.schema());
            assertEquals(0, emptyMine.count());
        } finally {
            session.stop();
        }

        assertEquals(duckdb(spark), duckdb(mine));
        assertEquals(duckdb(sparkEmpty), duckdb(mineEmpty));
        assertEquals(rows.size() + 1, duckdb(mine).size());
    }

    @Test
    void replacesAnEarlierTable() throws Exception {
        Path t = tmp.resolve("t.parquet");
        ParquetFiles.write(t, SCHEMA, rows());
        ParquetFiles.write(t, SCHEMA, rows().subList(0, 2));
        assertEquals(2, names(t).size(), names(t).toString());
        try (ParquetFileReader r = ParquetFileReader.open(new LocalInputFile(part(t)))) {
            assertEquals(2, r.getRecordCount());
        }
    }

    /** A scratch part (plain pages, no statistics or checksums) reads back in DuckDB as the kept table does. */
    @Test
    void aScratchPartReadsBackAsTheTable() throws Exception {
        Path table = tmp.resolve("t.parquet"), scratch = tmp.resolve("scratch");
        Files.createDirectories(scratch);
        ParquetFiles.write(table, SCHEMA, rows());
        ParquetFiles.writeFile(scratch.resolve("part-000000.parquet"), SCHEMA, rows());
        assertEquals(duckdb(table), duckdb(scratch));
        try (ParquetFileReader r = ParquetFileReader.open(new LocalInputFile(scratch.resolve("part-000000.parquet")))) {
            assertEquals(rows().size(), r.getRecordCount());
        }
        // no min or max in the scratch part's footer (parquet-java kept them unless each column was named), the table's
        // kept
        for (ColumnChunkMetaData c : footer(scratch.resolve("part-000000.parquet"))
                .getBlocks()
                .get(0)
                .getColumns()) {
            assertFalse(c.getStatistics().hasNonNullValue(), c.getPath() + ": " + c.getStatistics());
        }
        assertTrue(footer(part(table)).getBlocks().get(0).getColumns().stream()
                .anyMatch(c -> c.getStatistics().hasNonNullValue()));
    }

    /** A scratch part written a batch at a time (the featurizing threads' open part): a row group per batch, the same rows. */
    @Test
    void aScratchPartOfBatchesHasARowGroupPerBatch() throws Exception {
        Path table = tmp.resolve("t.parquet"), scratch = tmp.resolve("scratch");
        Files.createDirectories(scratch);
        ParquetFiles.write(table, SCHEMA, rows());
        List<Row> rows = rows();
        assertTrue(rows.size() >= 3, "rows: " + rows.size());
        try (ParquetFiles.ScratchPart part =
                new ParquetFiles.ScratchPart(scratch.resolve("part-000000.parquet"), SCHEMA)) {
            part.write(rows.get(0));
            part.endBatch();
            part.endBatch(); // a batch of nothing adds no row group
            for (Row r : rows.subList(1, rows.size())) part.write(r);
            part.endBatch();
            assertEquals(rows.size(), part.rows());
        }
        assertEquals(duckdb(table), duckdb(scratch));
        ParquetMetadata f = footer(scratch.resolve("part-000000.parquet"));
        assertEquals(
                List.of(1L, (long) rows.size() - 1),
                f.getBlocks().stream().map(BlockMetaData::getRowCount).toList());
    }

    private static void assertFooterLikeSparks(Path mine, Path spark, long rows) throws Exception {
        ParquetMetadata a = footer(mine), b = footer(spark);
        assertEquals(b.getFileMetaData().getSchema(), a.getFileMetaData().getSchema());
        Map<String, String> ka = new TreeMap<>(a.getFileMetaData().getKeyValueMetaData());
        Map<String, String> kb = new TreeMap<>(b.getFileMetaData().getKeyValueMetaData());
        assertEquals(kb, ka);
        assertTrue(ka.containsKey("org.apache.spark.sql.parquet.row.metadata"), ka.toString());
        assertEquals(b.getFileMetaData().getCreatedBy(), a.getFileMetaData().getCreatedBy());
        assertEquals(
                rows,
                a.getBlocks().stream().mapToLong(BlockMetaData::getRowCount).sum());
        assertEquals(rows == 0, a.getBlocks().isEmpty());
        assertEquals(b.getBlocks().size(), a.getBlocks().size());
        for (int k = 0; k < a.getBlocks().size(); k++) {
            List<ColumnChunkMetaData> ca = a.getBlocks().get(k).getColumns(),
                    cb = b.getBlocks().get(k).getColumns();
            assertEquals(cb.size(), ca.size());
            for (int c = 0; c < ca.size(); c++) {
                assertEquals(CompressionCodecName.SNAPPY, ca.get(c).getCodec());
                assertEquals(
                        cb.get(c).getEncodings(),
                        ca.get(c).getEncodings(),
                        ca.get(c).getPath().toString());
                assertEquals(
                        cb.get(c).getStatistics(),
                        ca.get(c).getStatistics(),
                        ca.get(c).getPath().toString());
            }
        }
    }

    private static ParquetMetadata footer(Path file) throws Exception {
        try (ParquetFileReader r = ParquetFileReader.open(new LocalInputFile(file))) {
            return r.getFooter();
        }
    }

    /** The rows as DuckDB reads the folder (the desktop app's read_parquet), the column types first. */
    private static List<String> duckdb(Path table) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:");
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT * FROM read_parquet('" + table.resolve("*.parquet") + "')")) {
            int n = rs.getMetaData().getColumnCount();
            StringBuilder types = new StringBuilder();
            for (int k = 1; k <= n; k++)
                types.append(rs.getMetaData().getColumnName(k))
                        .append(' ')
                        .append(rs.getMetaData().getColumnTypeName(k))
                        .append(',');
            out.add(types.toString());
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int k = 1; k <= n; k++) row.append(rs.getString(k)).append('|');
                out.add(row.toString());
            }
        }
        assertFalse(out.get(0).isEmpty());
        return out;
    }

    private static Path part(Path table) throws Exception {
        try (Stream<Path> s = Files.list(table)) {
            List<Path> parts = s.filter(p -> p.getFileName().toString().endsWith(".parquet"))
                    .toList();
            assertEquals(1, parts.size(), parts.toString());
            return parts.get(0);
        }
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
