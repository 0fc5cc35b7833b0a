package io.dialectic.analytics.source;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.schema.RunSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructField;

/**
 * Run records stored as Parquet with the run-record column names (snake_case);
 * columns it lacks are null. {@code source} is the input path.
 */
final class ParquetSource implements RecordSource {
    @Override
    public Dataset<Row> load(SparkSession spark, InputSpec input, AnalyzeConfig config) {
        Dataset<Row> in = spark.read().parquet(input.path().toAbsolutePath().toString());
        Set<String> have = Set.of(in.columns());
        List<Column> cols = new ArrayList<>();
        for (StructField f : RunSchema.RAW.fields()) {
            Column c;
            if (f.name().equals("source") && !have.contains("source")) c = lit(input.path().toString());
            else if (have.contains(f.name())) c = col(f.name()).cast(f.dataType());
            else c = lit(null).cast(f.dataType());
            cols.add(c.as(f.name()));
        }
        return in.select(cols.toArray(Column[]::new));
    }

    @Override
    public List<Row> read(InputSpec input, AnalyzeConfig config) {
        throw new UnsupportedOperationException("Parquet input is read by Spark (the embedded engine takes JSON Lines, case folders and .mlir files)");
    }

    @Override
    public boolean readsInProcess() {
        return false;
    }
}
