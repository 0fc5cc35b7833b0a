package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.RowOrder;
import io.dialectic.analytics.tables.TableWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * What one cluster key's runs add up to, taken one run at a time, as the miscompile and IR-bug clusters count them:
 * the runs, the distinct programs, the distinct values of some columns (campaigns, tools...), the first sequence number,
 * and a representative, the least run by (program chars, run id, campaign): the smallest program, the one to reduce
 * first. Only the representative's run id, campaign and chosen columns are kept, never its text.
 */
final class RunCluster {
    /** The columns of a run every cluster reads. */
    private static final List<String> READ =
            List.of("program_sha256", "campaign", "tool", "seq", "run_id", "program_text", "pipeline");

    /** The columns a cluster selects of a run: its {@code keys}, what every cluster reads, then its {@code own}. */
    static List<String> columns(List<String> keys, List<String> own) {
        List<String> run = new ArrayList<>(keys);
        run.addAll(READ);
        run.addAll(own);
        return List.copyOf(run);
    }

    /**
     * Where a run row holds what a cluster reads: the positions of its columns, found by name in the columns a cluster
     * selects (program_sha256, seq, run_id, campaign, program_text, pipeline and its own).
     *
     * @param distinct the columns whose distinct values the cluster lists, in output order
     * @param kept     the representative's columns the cluster shows after its pipeline, in output order
     */
    record Layout(
            int sha,
            int seq,
            int runId,
            int campaign,
            int text,
            int pipeline,
            List<Integer> distinct,
            List<Integer> kept) {
        static Layout of(List<String> run, List<String> distinct, List<String> kept) {
            return new Layout(
                    at(run, "program_sha256"),
                    at(run, "seq"),
                    at(run, "run_id"),
                    at(run, "campaign"),
                    at(run, "program_text"),
                    at(run, "pipeline"),
                    distinct.stream().map(c -> at(run, c)).toList(),
                    kept.stream().map(c -> at(run, c)).toList());
        }

        private static int at(List<String> run, String column) {
            int i = run.indexOf(column);
            if (i < 0) throw new IllegalArgumentException("a cluster's runs lack " + column + ": " + run);
            return i;
        }
    }

    /**
     * The schema of a cluster table: its {@code keys}, then the runs, the programs, each {@code distinct} run column's
     * values (named in the plural), the first seq, the representative's run id, campaign, chars and pipeline, and the
     * {@code kept} columns.
     */
    static StructType schema(StructType keys, List<String> distinct, StructType kept) {
        StructType s = keys.merge(TableWriter.schema("runs:l", "programs:l"), false);
        for (String c : distinct) s = s.add(c + "s", DataTypes.createArrayType(DataTypes.StringType));
        return s.merge(TableWriter.schema("first_seq:l", "representative_run_id:s", "representative_campaign:s"), false)
                .add("representative_chars", DataTypes.IntegerType)
                .add("representative_pipeline", DataTypes.createArrayType(DataTypes.StringType))
                .merge(kept, false);
    }

    private final Layout at;
    private long runs;
    private final Set<String> programs = new HashSet<>();
    private final List<Set<String>> distinct = new ArrayList<>();
    private Long firstSeq;
    private Object repRunId;
    private Object repCampaign;
    private boolean repHasText;
    private int repChars;
    private final List<Object> repKept = new ArrayList<>();

    RunCluster(Layout at) {
        this.at = at;
        for (int i = 0; i < at.distinct().size(); i++) distinct.add(new HashSet<>());
    }

    void add(Row r) {
        runs++;
        if (!r.isNullAt(at.sha())) programs.add(r.getString(at.sha()));
        for (int i = 0; i < distinct.size(); i++)
            distinct.get(i).add(r.getString(at.distinct().get(i)));
        if (!r.isNullAt(at.seq())) {
            long seq = r.getLong(at.seq());
            firstSeq = firstSeq == null ? seq : Math.min(firstSeq, seq);
        }
        int chars = chars(r);
        if (runs == 1 || precedes(chars, r)) {
            repRunId = r.get(at.runId());
            repCampaign = r.get(at.campaign());
            repHasText = !r.isNullAt(at.text());
            repChars = chars;
            repKept.clear();
            repKept.add(r.get(at.pipeline()));
            for (int i : at.kept()) repKept.add(r.get(i));
        }
    }

    /** The cluster's columns after its key: runs, programs, the distinct lists, first seq, the representative's (its pipeline first). */
    List<Object> columns() {
        List<Object> out = new ArrayList<>();
        out.add(runs);
        out.add((long) programs.size());
        for (Set<String> values : distinct) out.add(RowOrder.sortedDistinct(values));
        out.add(firstSeq);
        out.add(repRunId);
        out.add(repCampaign);
        out.add(repHasText ? repChars : null);
        out.addAll(repKept);
        return out;
    }

    /** (chars, run id, campaign) of a candidate row before the kept representative's. */
    private boolean precedes(int chars, Row r) {
        int c = Integer.compare(chars, repChars);
        if (c == 0) c = RowOrder.compare(r.get(at.runId()), repRunId);
        if (c == 0) c = RowOrder.compare(r.get(at.campaign()), repCampaign);
        return c < 0;
    }

    /** A run's program length in code points, a missing program last. */
    private int chars(Row r) {
        String text = r.getString(at.text());
        return text == null ? Integer.MAX_VALUE : text.codePointCount(0, text.length());
    }
}
