package io.dialectic.analytics.source;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputKind;
import io.dialectic.analytics.config.InputSpec;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Turns one input into rows of {@link io.dialectic.analytics.schema.RunSchema#RAW}.
 *
 * <p>Contract: the driver only lists what to read (file names, never
 * contents); reading and decoding happen in executors. Input that is not a
 * record (a broken line, a missing file) becomes a row whose {@code error}
 * column says why; a source never throws for bad data.
 */
public interface RecordSource {
    Dataset<Row> load(SparkSession spark, InputSpec input, AnalyzeConfig config);

    /** The same rows as {@link #load}, read in this JVM without Spark; {@code source} is the input as the user named it. */
    List<Row> read(InputSpec input, AnalyzeConfig config);

    /**
     * The rows of {@link #read} one at a time, each as the work that decodes it (run on a featurizing thread), for the
     * embedded engine: a source that can stream overrides it, so that no more than a batch is held.
     */
    default void stream(InputSpec input, AnalyzeConfig config, Consumer<Supplier<Row>> sink) {
        for (Row r : read(input, config)) sink.accept(() -> r);
    }

    /** The source for an input kind. */
    static RecordSource forKind(InputKind kind) {
        return switch (kind) {
            case JSONL -> new JsonlSource();
            case PARQUET -> new ParquetSource();
            case CASE_DIRS -> new CaseDirSource();
            case MLIR_FILES -> new MlirFilesSource();
            case MISSING -> new MissingSource();
        };
    }
}
