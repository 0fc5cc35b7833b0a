package io.dialectic.analytics.aggregate;

import io.dialectic.ir.ods.OpUniverse;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Row;

/**
 * The op universe of each campaign and of all of them ({@link OpUniverse}: registered ops and dialects
 * covered, per catalog of the runs' tool versions), from one aggregation of the featurized runs to their
 * distinct (campaign, tool, tool version, op name): a few thousand rows at most reach the driver.
 *
 * @param perCampaign campaign -> its universe
 * @param all         every campaign together
 */
public record OpUniverses(Map<String, OpUniverse> perCampaign, OpUniverse all) {

    /** Programs only (a broken line is no program); a program without parsed ops still names its tool. */
    public static final String SQL = "SELECT DISTINCT campaign, tool, tool_version, op FROM"
            + " (SELECT campaign, tool, tool_version, explode_outer(op_names) AS op FROM features WHERE program_chars IS NOT NULL) u";

    /** From the distinct (campaign, tool, tool version, op) rows. */
    public static OpUniverses of(List<Row> rows) {
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
