package io.dialectic.analytics.source;

import io.dialectic.analytics.AnalyzeConfig;
import io.dialectic.analytics.InputKind;
import io.dialectic.analytics.InputSpec;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Turns one input into rows of {@link io.dialectic.analytics.RunSchema#RAW}.
 *
 * <p>Contract: the driver only lists what to read (file names, never
 * contents); reading and decoding happen in executors. Input that is not a
 * record (a broken line, a missing file) becomes a row whose {@code error}
 * column says why; a source never throws for bad data.
 */
public interface RecordSource {
    Dataset<Row> load(SparkSession spark, InputSpec input, AnalyzeConfig config);

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
