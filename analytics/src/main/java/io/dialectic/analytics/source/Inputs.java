package io.dialectic.analytics.source;

import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat_ws;
import static org.apache.spark.sql.functions.lit;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.tables.RowOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;

/**
 * All inputs of an analysis as one dataset of {@link RunSchema#RAW} rows,
 * each tagged with its campaign: the {@code NAME=} tag wins, then the
 * record's own campaign, then the input's file name. The fuzzer defaults to
 * the campaign; a record without run id gets {@code source:seq}.
 */
public final class Inputs {
    private Inputs() {}

    public static Dataset<Row> load(SparkSession spark, AnalyzeConfig config) {
        Dataset<Row> all = null;
        for (InputSpec in : config.inputs()) {
            Dataset<Row> ds = tag(RecordSource.forKind(in.kind()).load(spark, in, config), in);
            all = all == null ? ds : all.unionByName(ds);
        }
        return all;
    }

    /** {@link #tag} on one row: campaign, then fuzzer, then run id ({@code concat_ws} skips a null part). */
    public static Row tag(Row r, InputSpec in) {
        Object[] v = RowOrder.values(r);
        if (in.name() != null) v[RunSchema.IDX_CAMPAIGN] = in.name();
        else if (v[RunSchema.IDX_CAMPAIGN] == null) v[RunSchema.IDX_CAMPAIGN] = in.defaultCampaign();
        if (v[RunSchema.IDX_FUZZER] == null) v[RunSchema.IDX_FUZZER] = v[RunSchema.IDX_CAMPAIGN];
        if (v[RunSchema.IDX_RUN_ID] == null) {
            StringJoiner id = new StringJoiner(":");
            if (v[RunSchema.IDX_SOURCE] != null) id.add((String) v[RunSchema.IDX_SOURCE]);
            if (v[RunSchema.IDX_SEQ] != null) id.add(String.valueOf(v[RunSchema.IDX_SEQ]));
            v[RunSchema.IDX_RUN_ID] = id.toString();
        }
        return RowFactory.create(v);
    }

    static Dataset<Row> tag(Dataset<Row> ds, InputSpec in) {
        Column campaign = in.name() != null ? lit(in.name()) : coalesce(col("campaign"), lit(in.defaultCampaign()));
        Dataset<Row> t = ds.withColumn("campaign", campaign)
                .withColumn("fuzzer", coalesce(col("fuzzer"), col("campaign")))
                .withColumn(
                        "run_id",
                        coalesce(
                                col("run_id"),
                                concat_ws(":", col("source"), col("seq").cast("string"))));
        List<Column> ordered = new ArrayList<>();
        for (String c : RunSchema.RAW_COLUMNS) ordered.add(col(c));
        return t.select(ordered.toArray(Column[]::new));
    }
}
