package io.dialectic.analytics.tables;

import io.dialectic.analytics.schema.SparkValues;
import io.dialectic.base.Trees;
import io.dialectic.base.storage.ShutdownGate;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.execution.datasources.parquet.ParquetWriteSupport;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Writes a table of driver-side rows as Spark's Parquet writer would, without a SparkSession: the Parquet types, the
 * footer's Spark schema {@code org.apache.spark.sql.parquet.row.metadata} and version key are those of Spark's own
 * {@link ParquetWriteSupport}, the values are written by {@link RowParquetWriter} in its layout, with parquet-hadoop's
 * page store and file writer, over a {@link LocalOutputFile} (no Hadoop FileSystem, so no {@code .crc} files).
 * A Spark job per small table costs far more than writing it here, and the embedded engine has no session.
 */
public final class ParquetFiles {
    private ParquetFiles() {}

    /**
     * Replaces {@code tableDir} with a Spark output folder: {@code part-00000-UUID-c000.snappy.parquet} holding
     * {@code rows} in iteration order, then an empty {@code _SUCCESS}. No rows still give a file with the schema
     * (no row groups), as Spark writes for an empty single partition.
     */
    public static void write(Path tableDir, StructType schema, Iterable<Row> rows) {
        try {
            Trees.delete(tableDir);
            ShutdownGate.createDirectories(tableDir);
            Path file = tableDir.resolve("part-00000-" + UUID.randomUUID() + "-c000.snappy.parquet");
            try (RowParquetWriter w = new RowParquetWriter(new LocalOutputFile(file), schema, conf(schema), true)) {
                for (Row r : rows) w.write(r);
            }
            Files.createFile(tableDir.resolve("_SUCCESS"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One scratch file of {@code rows} in one go: a {@link ScratchPart} of one batch (the empty part a view needs). */
    public static void writeFile(Path file, StructType schema, Iterable<Row> rows) {
        try (ScratchPart part = new ScratchPart(file, schema)) {
            for (Row r : rows) part.write(r);
        }
    }

    /**
     * A scratch Parquet file: the embedded engine's featurized rows, read once or twice by DuckDB and deleted. Plain
     * pages only: no dictionaries (hashing every string and number of the runs' lists into them is a large share of the
     * featurizing CPU), no statistics or page checksums (a scan of every row of a part nobody keeps has no
     * use for them). Still compressed: uncompressed parts take about three times the scratch disk, for little
     * CPU saved. Written a batch of rows at a time, each batch a row
     * group: a featurizing thread keeps one open over many batches, so that the SQL reads a few dozen files instead of
     * a file per batch (each file's footer is read by each of a dozen scans).
     */
    public static final class ScratchPart implements AutoCloseable {
        private final RowParquetWriter writer;
        private long rows;

        public ScratchPart(Path file, StructType schema) {
            try {
                writer = new RowParquetWriter(new LocalOutputFile(file), schema, conf(schema), false);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        public void write(Row row) {
            try {
                writer.write(row);
                rows++;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** The rows written since the last batch become a row group, written to the file. */
        public void endBatch() {
            try {
                writer.endRowGroup();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Rows written so far. */
        public long rows() {
            return rows;
        }

        @Override
        public void close() {
            try {
                writer.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * Loads and initializes what the first {@link #write} needs (Spark's SQL configuration, the converters,
     * parquet-hadoop, snappy's native code): seconds in a fresh JVM, which an embedded analysis spends on another
     * thread while it reads its input. Writes a one-row table into a temporary folder and deletes it; a failure
     * here is left for the real write to report.
     */
    public static void warmUp() {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("dialectic-parquet-warm-up");
            StructType schema = new StructType()
                    .add("s", DataTypes.StringType)
                    .add("a", DataTypes.createArrayType(DataTypes.LongType));
            write(dir.resolve("t.parquet"), schema, List.of(RowFactory.create("x", SparkValues.seq(List.of(1L)))));
        } catch (IOException | RuntimeException e) {
            // nothing to do: the first real write meets the same problem and reports it
        } finally {
            try {
                if (dir != null) Trees.delete(dir);
            } catch (IOException e) {
                // a temporary folder left behind
            }
        }
    }

    /**
     * What Spark's ParquetUtils.prepareWrite puts in the job's Configuration for ParquetWriteSupport.init, read from
     * {@link SQLConf#get()}: the active session's conf when there is one, else Spark's defaults (standard, not
     * legacy, format; INT96 timestamps; no field ids).
     */
    private static Configuration conf(StructType schema) {
        SQLConf sql = SQLConf.get();
        Configuration c = new Configuration(false);
        ParquetWriteSupport.setSchema(schema, c);
        c.set(SQLConf.PARQUET_WRITE_LEGACY_FORMAT().key(), Boolean.toString(sql.writeLegacyParquetFormat()));
        c.set(
                SQLConf.PARQUET_OUTPUT_TIMESTAMP_TYPE().key(),
                sql.parquetOutputTimestampType().toString());
        c.set(SQLConf.PARQUET_FIELD_ID_WRITE_ENABLED().key(), Boolean.toString(sql.parquetFieldIdWriteEnabled()));
        return c;
    }
}
