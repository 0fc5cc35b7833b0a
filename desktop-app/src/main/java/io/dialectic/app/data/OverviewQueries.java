package io.dialectic.app.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.ir.metrics.richness.FrequencyCounts;
import io.dialectic.ir.metrics.richness.RichnessEstimate;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.toolchain.cluster.ClusterCount;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of the Overview. A report's campaigns are read from the tables the job wrote (campaigns,
 * validity, coverage, coverage_curve, items, richness; op universes from summary.json), never recomputed.
 * Only the campaigns of runs added live (a re-fuzz from the app) are computed here, from those runs alone:
 * distinct items over the ir featurizer's rows, richness by the shared estimators ({@code RichnessEstimate}),
 * clusters by the toolchain's {@code ClusterDefinition} ({@link ClusterQueries}).
 */
public final class OverviewQueries implements AutoCloseable {
    /** Item columns of {@code program_metrics} a curve or estimate can count. */
    public enum Item {
        PATTERNS_D2("patterns_d2", "OD patterns (d=2)", "pattern_d2"),
        UNION_PAIRS("union_pairs", "dialect pairs", "union_pair"),
        CONTROL_PAIRS("control_pairs", "control pairs", "control_pair"),
        DATA_PAIRS("data_pairs", "data pairs", "data_pair");

        public final String column;
        public final String label;
        /** The analytics report's name of the kind (analytics/OUTPUTS.md). */
        public final String kind;

        Item(String column, String label, String kind) {
            this.column = column;
            this.label = label;
            this.kind = kind;
        }
    }

    private final Connection c;
    private final ResultsDb db;
    /** Where the clusters per campaign come from: the one cluster definition, as the cluster list shows them. */
    private final ClusterQueries clusters;

    private final boolean ownsClusters;

    /** Overview queries with their own cluster queries. */
    public OverviewQueries(ResultsDb db) throws SQLException {
        this(db, new ClusterQueries(db), true);
    }

    /** Overview queries counting the clusters of {@code clusters} (shared with the cluster list: each crash judged once). */
    public OverviewQueries(ResultsDb db, ClusterQueries clusters) throws SQLException {
        this(db, clusters, false);
    }

    private OverviewQueries(ResultsDb db, ClusterQueries clusters, boolean owns) throws SQLException {
        this.c = db.connect();
        this.db = db;
        this.clusters = clusters;
        this.ownsClusters = owns;
    }

    /**
     * The campaigns computed here: those of runs added live (the report's are read from its tables).
     * FALSE without live runs, which lets DuckDB drop the computing part of a query before it reads anything.
     */
    private String computed(String column) throws SQLException {
        return ResultsDb.hasLiveRuns(c) ? column + " IN (" + ResultsDb.liveCampaigns() + ")" : "FALSE";
    }

    /** Programs of each campaign with the sequence number of their first run. */
    private String firstRuns() throws SQLException {
        return "SELECT * FROM program_firsts WHERE " + computed("fuzzer");
    }

    public synchronized List<FuzzerSummary> summaries() throws SQLException {
        Map<String, long[]> cov = new HashMap<>();
        String[] columns = {"dialects", "union_pairs", "patterns_d2"};
        for (int i = 0; i < columns.length; i++) {
            String sql = "WITH fp AS (" + firstRuns()
                    + ") SELECT fuzzer, count(DISTINCT x) FROM (SELECT fp.fuzzer, unnest(pm." + columns[i]
                    + ") AS x FROM fp JOIN program_metrics pm USING (program_sha256)) GROUP BY fuzzer";
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery(sql)) {
                while (rs.next())
                    cov.computeIfAbsent(rs.getString(1), k -> new long[columns.length])[i] = rs.getLong(2);
            }
        }
        String[] kinds = {"dialect", "union_pair", "pattern_d2"};
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT campaign, kind, distinct_items FROM report_coverage")) {
            while (rs.next()) {
                int i = Arrays.asList(kinds).indexOf(rs.getString(2));
                if (i >= 0) cov.computeIfAbsent(rs.getString(1), k -> new long[kinds.length])[i] = rs.getLong(3);
            }
        }
        List<FuzzerSummary> out = new ArrayList<>();
        // the report's campaigns as the job counted them, then the live ones from their runs
        String sql =
                "SELECT c.campaign, c.runs, c.programs, coalesce(v.runs, 0), c.crash_runs, c.executed_runs FROM report_campaigns c "
                        + "LEFT JOIN (SELECT campaign, runs FROM report_validity WHERE outcome = 'valid') v USING (campaign) "
                        + "UNION ALL SELECT r.fuzzer, r.runs, coalesce(p.programs, 0), r.valid, r.crashes, r.executed FROM "
                        + "(SELECT fuzzer, count(*) AS runs, count(*) FILTER (WHERE outcome = 'valid') AS valid, count(*) FILTER (WHERE outcome = 'crash') AS crashes, "
                        + "count(outcome) AS executed FROM runs WHERE " + computed("fuzzer") + " GROUP BY fuzzer) r "
                        + "LEFT JOIN (SELECT fuzzer, count(DISTINCT program_sha256) AS programs FROM program_firsts GROUP BY fuzzer) p USING (fuzzer) ORDER BY 1";
        // every campaign's clusters by the one definition, the report's and the live runs' alike (ClusterCount)
        Map<String, ClusterCount> clusterCounts = this.clusters.clustersPerCampaign();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                long[] k = cov.getOrDefault(rs.getString(1), new long[3]);
                out.add(new FuzzerSummary(
                        rs.getString(1),
                        rs.getLong(2),
                        rs.getLong(6),
                        rs.getLong(3),
                        rs.getLong(4),
                        rs.getLong(5),
                        clusterCounts.getOrDefault(rs.getString(1), ClusterCount.none()),
                        k[0],
                        k[1],
                        k[2]));
            }
        }
        return out;
    }

    /** fuzzer -> outcome label -> runs (SynthFuzz Table IV categories). */
    public synchronized Map<String, Map<String, Long>> validity() throws SQLException {
        Map<String, Map<String, Long>> out = new TreeMap<>();
        try (Statement st = c.createStatement();
                ResultSet rs =
                        st.executeQuery("SELECT campaign, outcome, runs FROM report_validity WHERE runs > 0 UNION ALL "
                                + "SELECT fuzzer, outcome, count(*) FROM runs WHERE " + computed("fuzzer")
                                + " GROUP BY ALL ORDER BY 1, 2")) {
            while (rs.next())
                out.computeIfAbsent(rs.getString(1), k -> new LinkedHashMap<>()).put(rs.getString(2), rs.getLong(3));
        }
        return out;
    }

    /**
     * fuzzer -> cumulative distinct items against {@code seq}, at most
     * {@code maxPoints} points per fuzzer (evenly thinned; the last point kept).
     */
    public synchronized Map<String, List<CurvePoint>> curves(Item item, int maxPoints) throws SQLException {
        String sql = "WITH fp AS (" + firstRuns() + "), "
                + "u AS (SELECT fp.fuzzer, fp.seq, unnest(pm." + item.column
                + ") AS x FROM fp JOIN program_metrics pm USING (program_sha256)), "
                + "first AS (SELECT fuzzer, x, min(seq) AS seq FROM u GROUP BY ALL), "
                + "n AS (SELECT fuzzer, seq, count(*) AS k FROM first GROUP BY ALL) "
                + "SELECT fuzzer, seq, sum(k) OVER (PARTITION BY fuzzer ORDER BY seq) FROM n "
                + "UNION ALL SELECT campaign, seq, cumulative FROM report_curve WHERE kind = '" + item.kind + "' "
                + "ORDER BY 1, 2";
        Map<String, List<CurvePoint>> all = new TreeMap<>();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            while (rs.next())
                all.computeIfAbsent(rs.getString(1), k -> new ArrayList<>())
                        .add(new CurvePoint(rs.getLong(2), rs.getLong(3)));
        }
        Map<String, List<CurvePoint>> out = new TreeMap<>();
        all.forEach((f, pts) -> out.put(f, thin(pts, maxPoints)));
        return out;
    }

    static List<CurvePoint> thin(List<CurvePoint> pts, int max) {
        if (pts.size() <= max) return pts;
        List<CurvePoint> out = new ArrayList<>(max + 1);
        double step = (double) pts.size() / max;
        for (int i = 0; i < max; i++) out.add(pts.get((int) (i * step)));
        out.add(pts.get(pts.size() - 1));
        return out;
    }

    /** Dialect pairs of one kind with the number of programs covering each; pairs are {@code a|b}. */
    public synchronized List<PairCount> pairs(Item kind) throws SQLException {
        List<PairCount> out = new ArrayList<>();
        String computedPairs =
                "SELECT x, count(DISTINCT program_sha256) AS n FROM (SELECT program_sha256, unnest(" + kind.column
                        + ") AS x FROM program_metrics WHERE program_sha256 IN (SELECT program_sha256 FROM program_firsts WHERE "
                        + computed("fuzzer") + ")) GROUP BY x";
        // A report counts programs per campaign: summed over campaigns (a program in two campaigns counts twice).
        String sql = "SELECT x, sum(n) FROM (" + computedPairs
                + " UNION ALL SELECT item, programs FROM report_items WHERE kind = '" + kind.kind
                + "') GROUP BY x ORDER BY x";
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                String p = rs.getString(1);
                int bar = p.indexOf('|');
                int arrow = p.indexOf("->");
                if (bar > 0) out.add(new PairCount(p.substring(0, bar), p.substring(bar + 1), rs.getLong(2)));
                else if (arrow > 0)
                    out.add(new PairCount(p.substring(0, arrow), p.substring(arrow + 2), rs.getLong(2)));
            }
        }
        return out;
    }

    /** Incidence counts of {@code item} per fuzzer, for the richness estimate. */
    public synchronized List<Incidence> incidence(Item item) throws SQLException {
        Map<String, Map<Integer, Long>> f = new TreeMap<>();
        Map<String, Long> programs = new HashMap<>();
        String base = "WITH fp AS (SELECT DISTINCT fuzzer, program_sha256 FROM program_firsts WHERE "
                + computed("fuzzer") + "), " + "m AS (SELECT fp.fuzzer, pm.program_sha256, pm." + item.column
                + " AS xs FROM fp JOIN program_metrics pm USING (program_sha256)) ";
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(
                        base + ", freq AS (SELECT fuzzer, x, count(DISTINCT program_sha256) AS k FROM "
                                + "(SELECT fuzzer, program_sha256, unnest(xs) AS x FROM m) GROUP BY ALL) SELECT fuzzer, k, count(*) FROM freq GROUP BY ALL")) {
            while (rs.next())
                f.computeIfAbsent(rs.getString(1), k -> new TreeMap<>()).put(rs.getInt(2), rs.getLong(3));
        }
        try (Statement st = c.createStatement();
                ResultSet rs =
                        st.executeQuery(base + "SELECT fuzzer, count(DISTINCT program_sha256) FROM m GROUP BY ALL")) {
            while (rs.next()) programs.put(rs.getString(1), rs.getLong(2));
        }
        List<Incidence> out = new ArrayList<>();
        f.forEach((fz, counts) -> out.add(new Incidence(fz, item.label, counts, programs.getOrDefault(fz, 0L))));
        return out;
    }

    /** Richness estimates of patterns (d=2) and dialect pairs for every campaign. */
    public synchronized List<RichnessRow> richness() throws SQLException {
        List<RichnessRow> out = new ArrayList<>();
        for (Item item : List.of(Item.PATTERNS_D2, Item.UNION_PAIRS)) {
            // the report's campaigns as the job estimated them; live campaigns below, by the same estimators
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT campaign, observed, programs, f1, f2, chao1, "
                            + "chao1_lower95, chao1_upper95, ichao1, ace, estimated_coverage_pct FROM report_richness WHERE kind = '"
                            + item.kind
                            + "' ORDER BY campaign")) {
                while (rs.next()) {
                    double ace = rs.getDouble(10);
                    if (rs.wasNull()) ace = Double.NaN;
                    out.add(new RichnessRow(
                            rs.getString(1),
                            item.label,
                            rs.getLong(2),
                            rs.getLong(3),
                            rs.getLong(4),
                            rs.getLong(5),
                            rs.getDouble(6),
                            rs.getDouble(7),
                            rs.getDouble(8),
                            rs.getDouble(9),
                            ace,
                            rs.getDouble(11)));
                }
            }
            for (Incidence inc : incidence(item)) {
                var e = RichnessEstimate.of(new FrequencyCounts(inc.f(), inc.programs()));
                out.add(new RichnessRow(
                        inc.fuzzer(),
                        inc.item(),
                        e.observed(),
                        e.units(),
                        e.f1(),
                        e.f2(),
                        e.chao1(),
                        e.chao1Lower(),
                        e.chao1Upper(),
                        e.iChao1(),
                        e.ace() == null ? Double.NaN : e.ace(),
                        e.coveragePercent())); // ACE undefined: "-"
            }
        }
        return out;
    }

    /**
     * Each campaign's op universe and all campaigns' ({@link OpUniverse}: registered ops and dialects covered,
     * against the catalog of the runs' tool versions), as the job wrote them in summary.json; live campaigns
     * are computed with the same {@link OpUniverse} from their runs' tools and their programs' op names (like
     * the analysis, only programs read without diagnostics contribute ops).
     */
    public synchronized OpUniverseRows opUniverse() throws SQLException {
        Map<String, List<OpUniverse.Entry>> entries = new TreeMap<>();
        List<OpUniverse.Entry> all;
        try {
            JsonNode summary = JSON.readTree(db.summary().toFile());
            for (JsonNode camp : summary.path("campaigns")) {
                entries.put(camp.path("campaign").asText(), universe(camp.path("op_universe")));
            }
            all = universe(summary.path("op_universe"));
        } catch (IOException e) {
            throw new SQLException("cannot read " + db.summary() + ": " + e.getMessage(), e);
        }
        // without live runs there is nothing to compute (DuckDB would still scan the programs' op lists)
        if (!ResultsDb.hasLiveRuns(c)) return new OpUniverseRows(entries, all);
        String live =
                "WITH r AS (SELECT DISTINCT fuzzer, tool, tool_version, program_sha256 FROM runs WHERE program_sha256 IS NOT NULL AND "
                        + computed("fuzzer")
                        + "), p AS (SELECT DISTINCT program_sha256, op_names FROM program_metrics WHERE parse_error IS NULL "
                        + "AND program_sha256 IN (SELECT program_sha256 FROM r)) ";
        // The first part keeps a tool whose programs hold no op; the second lists the ops.
        String sql = live
                + "SELECT DISTINCT r.fuzzer, r.tool, r.tool_version, CAST(NULL AS VARCHAR) FROM r JOIN p USING (program_sha256) "
                + "UNION SELECT DISTINCT fuzzer, tool, tool_version, op FROM (SELECT r.fuzzer, r.tool, r.tool_version, unnest(p.op_names) AS op "
                + "FROM r JOIN p USING (program_sha256))";
        Map<String, OpUniverse> per = new TreeMap<>();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            while (rs.next())
                per.computeIfAbsent(rs.getString(1), k -> new OpUniverse())
                        .add(rs.getString(2), rs.getString(3), rs.getString(4));
        }
        per.forEach((campaign, u) -> entries.put(campaign, u.entries()));
        return new OpUniverseRows(entries, all);
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** summary.json's op_universe entries (analytics SummaryJson writes them from {@link OpUniverse.Entry}). */
    private static List<OpUniverse.Entry> universe(JsonNode list) {
        List<OpUniverse.Entry> out = new ArrayList<>();
        for (JsonNode e : list) {
            out.add(new OpUniverse.Entry(
                    e.path("catalog").asInt(),
                    e.path("catalog_basis").asText(),
                    strings(e.path("tools")),
                    e.path("covered_ops").asInt(),
                    e.path("registered_ops").asInt(),
                    e.path("covered_dialects").asInt(),
                    e.path("registered_dialects").asInt(),
                    strings(e.path("unregistered_ops")),
                    strings(e.path("unregistered_dialects"))));
        }
        return out;
    }

    private static List<String> strings(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(n -> out.add(n.asText()));
        return out;
    }

    /** The Overview's op universe: per campaign, and all campaigns together. */
    public record OpUniverseRows(Map<String, List<OpUniverse.Entry>> perCampaign, List<OpUniverse.Entry> all) {}

    /** Total runs (cheap: used for the status bar). */
    public synchronized long runCount() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM runs");
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Override
    public synchronized void close() throws SQLException {
        c.close();
        if (ownsClusters) clusters.close();
    }
}
