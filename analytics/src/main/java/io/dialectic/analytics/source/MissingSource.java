package io.dialectic.analytics.source;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.schema.RunSchema;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** An input path that does not exist: one error row, so the job goes on with the others. */
final class MissingSource implements RecordSource {
    @Override
    public Dataset<Row> load(SparkSession spark, InputSpec input, AnalyzeConfig config) {
        return spark.createDataFrame(read(input, config), RunSchema.RAW);
    }

    @Override
    public List<Row> read(InputSpec input, AnalyzeConfig config) {
        return List.of(RunSchema.broken(
                input.path().toString(),
                null,
                input.defaultCampaign(),
                0,
                "missing input: " + input.path() + " does not exist"));
    }
}
