package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.LocalRows;
import static org.apache.spark.sql.functions.*;

import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.ir.ods.OpUniverse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * The op universe of each campaign and of all of them ({@link OpUniverse}: registered ops and dialects
 * covered, per catalog of the runs' tool versions), from one aggregation of the featurized runs to their
 * distinct (campaign, tool, tool version, op name): a few thousand rows at most reach the driver.
 *
 * @param perCampaign campaign -> its universe
 * @param all         every campaign together
 */
public record OpUniverses(Map<String, OpUniverse> perCampaign, OpUniverse all) {

    public static OpUniverses of(Dataset<Row> features) {
        // Programs only (a broken line is no program); a program without parsed ops still names its tool.
        List<Row> rows = features.filter(col("program_text").isNotNull())
                .select(col("campaign"), col("tool"), col("tool_version"), explode_outer(col("op_names")).as("op"))
                .distinct().collectAsList();
        return fromDistinct(rows);
    }

    /** {@link #of(Dataset)} in this JVM, over feature rows. */
    public static OpUniverses of(List<Row> features) {
        int ops = RunSchema.FEATURES.fieldIndex("op_names");
        Set<List<Object>> distinct = new LinkedHashSet<>();
        for (Row r : features) {
            if (r.isNullAt(RunSchema.IDX_TEXT)) continue;
            Object c = r.get(RunSchema.IDX_CAMPAIGN), t = r.get(RunSchema.IDX_TOOL),
                    v = r.get(RunSchema.IDX_TOOL_VERSION);
            List<Object> names = LocalRows.list(r, ops);
            // explode_outer: a program without ops still names its tool
            if (names.isEmpty()) distinct.add(Arrays.asList(c, t, v, null));
            for (Object op : names) distinct.add(Arrays.asList(c, t, v, op));
        }
        List<Row> rows = new ArrayList<>();
        for (List<Object> d : distinct) rows.add(RowFactory.create(d.toArray()));
        return fromDistinct(rows);
    }

    /** From the distinct (campaign, tool, tool version, op) rows. */
    private static OpUniverses fromDistinct(List<Row> rows) {
        Map<String, OpUniverse> per = new TreeMap<>();
        OpUniverse all = new OpUniverse();
        for (Row r : rows) {
            String tool = r.getString(1), version = r.getString(2), op = r.getString(3);
            per.computeIfAbsent(r.getString(0), k -> new OpUniverse()).add(tool, version, op);
            all.add(tool, version, op);
        }
        return new OpUniverses(per, all);
    }

    public List<OpUniverse.Entry> of(String campaign) {
        OpUniverse u = perCampaign.get(campaign);
        return u == null ? List.of() : u.entries();
    }
}
