package io.dialectic.app.data;

import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.passes.PassCatalog;
import io.dialectic.toolchain.passes.PassInfo;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The Triggers view's queries: what the compiler did with each campaign's programs. A report's
 * campaigns are read from the tables the job wrote (trigger_coverage, trigger_passes, trigger_patterns);
 * campaigns of runs added live (a re-fuzz) are computed here from those runs' {@code passes_changed},
 * {@code patterns_attempted}, {@code patterns_fired}. Only observed runs count, as in the analysis report
 * (analytics/OUTPUTS.md, "Optimization triggers"); runs without the fields give empty lists.
 *
 * <p>A pass is named as the tool's catalog names it ({@link PassPipeline#passName}): the distinct item
 * strings of the observed pipelines and passes_changed are few, so they are mapped in Java into a
 * temporary table that the aggregates join, one definition for the app and the analysis. The
 * denominator of "N of M passes" is the tool version's catalog probed earlier on this machine
 * ({@link PassCatalog#cached}).
 */
public final class TriggerQueries implements AutoCloseable {
    /** The observed live runs: the only ones whose figures are computed here. */
    private static final String OBSERVED =
            "SELECT * FROM runs WHERE passes_changed IS NOT NULL AND fuzzer IN (" + ResultsDb.liveCampaigns() + ")";

    private final Connection c;
    private final Path catalogCache;

    public TriggerQueries(ResultsDb db) throws SQLException {
        this(db, PassCatalog.defaultCacheDir());
    }

    public TriggerQueries(ResultsDb db, Path catalogCache) throws SQLException {
        this.c = db.connect();
        this.catalogCache = catalogCache;
    }

    /** One campaign: "N of M passes of this version ever changed a program", patterns attempted and confirmed fired. */
    public record CampaignRow(
            String campaign,
            long observedRuns,
            long passesRan,
            long passesChanged,
            long catalogPassesChanged,
            Long catalogPasses,
            long patternsAttempted,
            long patternsFired) {
        /** "12 of 411" (or "12 of ?" when the tool version's catalog was never probed here). */
        public String ofCatalog() {
            return catalogPassesChanged + " of " + (catalogPasses == null ? "?" : catalogPasses);
        }
    }

    /** One pass of a campaign: runs whose pipeline held it, runs in which it changed the IR, the first of those. */
    public record PassRow(String pass, long runsRan, long runsChanged, Long firstSeq, String firstRunId) {
        /** Share of the runs running it in which it changed the IR, in percent; NaN when it never ran as a pipeline item. */
        public double sharePercent() {
            return runsRan == 0 ? Double.NaN : 100.0 * runsChanged / runsRan;
        }
    }

    /** One rewrite pattern of a campaign. */
    public record PatternRow(
            String pattern, long runsAttempted, long attempts, long runsFired, Long firstSeq, String firstRunId) {}

    /** One program of a campaign that triggered a pattern, through its first such run. */
    public record ProgramRow(String programSha256, String runId, long seq, long attempts, boolean fired) {}

    /** Maps every item string of the observed runs to its pass name (temporary table {@code trigger_pass_names}). */
    private void passNames() throws SQLException {
        Set<String> items = new HashSet<>();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT DISTINCT x FROM (SELECT unnest(pipeline) AS x FROM (" + OBSERVED
                        + ") UNION ALL SELECT unnest(passes_changed) FROM (" + OBSERVED + ")) WHERE x IS NOT NULL")) {
            while (rs.next()) items.add(rs.getString(1));
        }
        try (Statement st = c.createStatement()) {
            st.execute("CREATE OR REPLACE TEMP TABLE trigger_pass_names (item VARCHAR, pass VARCHAR)");
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO trigger_pass_names VALUES (?, ?)")) {
            for (String i : items) {
                if (i.isBlank()) continue;
                ps.setString(1, i);
                ps.setString(2, PassPipeline.passName(i));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    /** Every campaign with observed runs, by name: the report's, then the live ones. */
    public synchronized List<CampaignRow> campaigns() throws SQLException {
        List<CampaignRow> out = new ArrayList<>();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(
                        "SELECT campaign, observed_runs, passes_ran, passes_changed, "
                                + "catalog_passes_changed, catalog_passes, patterns_attempted, patterns_fired FROM report_trigger_coverage ORDER BY campaign")) {
            while (rs.next()) {
                long catalog = rs.getLong(6);
                out.add(new CampaignRow(
                        rs.getString(1),
                        rs.getLong(2),
                        rs.getLong(3),
                        rs.getLong(4),
                        rs.getLong(5),
                        rs.wasNull() ? null : catalog,
                        rs.getLong(7),
                        rs.getLong(8)));
            }
        }
        if (ResultsDb.hasLiveRuns(c)) out.addAll(live());
        return out;
    }

    /** Whether {@code campaign} is one of the report's (read from its tables) rather than a live one. */
    private boolean reported(String campaign) throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement("SELECT EXISTS (SELECT 1 FROM report_trigger_coverage WHERE campaign = ?)")) {
            ps.setString(1, campaign);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getBoolean(1);
            }
        }
    }

    /** The live campaigns' rows, computed from their observed runs. */
    private List<CampaignRow> live() throws SQLException {
        passNames();
        Map<String, long[]> totals = new TreeMap<>(); // observed, passes ran, passes changed, attempted, fired
        String sql = "WITH o AS (" + OBSERVED + "), "
                + "r AS (SELECT fuzzer, count(*) AS n FROM o GROUP BY ALL), "
                + "pr AS (SELECT p.fuzzer, count(DISTINCT n.pass) AS n FROM (SELECT fuzzer, unnest(pipeline) AS item FROM o) p JOIN trigger_pass_names n USING (item) GROUP BY ALL), "
                + "pc AS (SELECT p.fuzzer, count(DISTINCT n.pass) AS n FROM (SELECT fuzzer, unnest(passes_changed) AS item FROM o) p JOIN trigger_pass_names n USING (item) GROUP BY ALL), "
                + "pa AS (SELECT fuzzer, count(DISTINCT k) AS n FROM (SELECT fuzzer, unnest(map_keys(patterns_attempted)) AS k FROM o) GROUP BY ALL), "
                + "pf AS (SELECT fuzzer, count(DISTINCT k) AS n FROM (SELECT fuzzer, unnest(patterns_fired) AS k FROM o) GROUP BY ALL) "
                + "SELECT r.fuzzer, r.n, coalesce(pr.n, 0), coalesce(pc.n, 0), coalesce(pa.n, 0), coalesce(pf.n, 0) FROM r "
                + "LEFT JOIN pr USING (fuzzer) LEFT JOIN pc USING (fuzzer) LEFT JOIN pa USING (fuzzer) LEFT JOIN pf USING (fuzzer)";
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            while (rs.next())
                totals.put(
                        rs.getString(1),
                        new long[] {rs.getLong(2), rs.getLong(3), rs.getLong(4), rs.getLong(5), rs.getLong(6)});
        }
        // N of M: the passes that changed the IR per tool version, against that version's catalog.
        Map<String, Set<String>> versions = new HashMap<>();
        Map<String, Set<String>> changed = new HashMap<>();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(
                        "WITH o AS (" + OBSERVED + ") SELECT DISTINCT p.fuzzer, p.tool, "
                                + "p.tool_version, n.pass FROM (SELECT fuzzer, tool, tool_version, unnest(coalesce(passes_changed, [])) AS item FROM o "
                                + "UNION ALL SELECT fuzzer, tool, tool_version, NULL FROM o) p LEFT JOIN trigger_pass_names n USING (item)")) {
            while (rs.next()) {
                versions.computeIfAbsent(rs.getString(1), k -> new HashSet<>())
                        .add(rs.getString(2) + "\t" + rs.getString(3));
                if (rs.getString(4) != null)
                    changed.computeIfAbsent(rs.getString(1), k -> new HashSet<>())
                            .add(rs.getString(4));
            }
        }
        Map<String, Optional<Set<String>>> catalogs = new HashMap<>();
        List<CampaignRow> out = new ArrayList<>();
        for (var e : totals.entrySet()) {
            Set<String> union = new HashSet<>();
            boolean all = true;
            for (String v : versions.getOrDefault(e.getKey(), Set.of())) {
                Optional<Set<String>> cat = catalogs.computeIfAbsent(v, k -> {
                    String[] tv = k.split("\t", -1);
                    return PassCatalog.cached(catalogCache, tv[0], tv[1]).map(l -> {
                        Set<String> s = new HashSet<>();
                        for (PassInfo p : l) s.add(p.name());
                        return s;
                    });
                });
                if (cat.isPresent()) union.addAll(cat.get());
                else all = false;
            }
            Set<String> ch = changed.getOrDefault(e.getKey(), Set.of());
            long inCatalog = all ? ch.stream().filter(union::contains).count() : ch.size();
            long[] t = e.getValue();
            out.add(new CampaignRow(
                    e.getKey(), t[0], t[1], t[2], inCatalog, all ? (long) union.size() : null, t[3], t[4]));
        }
        return out;
    }

    /**
     * The passes of one campaign: those its observed pipelines ran and those that changed the IR, most
     * changes first; a pass with {@code runsChanged == 0} is a never-triggered pass of the pipelines used.
     * Call after {@link #campaigns()} (which maps the pass names).
     */
    public synchronized List<PassRow> passes(String campaign) throws SQLException {
        String sql = reported(campaign)
                ? "SELECT pass, runs_ran, runs_changed, first_seq, first_run_id FROM report_trigger_passes "
                        + "WHERE campaign = ? ORDER BY 3 DESC, 1"
                : liveCampaignPasses();
        List<PassRow> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, campaign);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    long first = rs.getLong(4);
                    Long firstSeq = rs.wasNull() ? null : first;
                    out.add(new PassRow(rs.getString(1), rs.getLong(2), rs.getLong(3), firstSeq, rs.getString(5)));
                }
            }
        }
        return out;
    }

    /** A live campaign's passes, from its observed runs. */
    private static String liveCampaignPasses() {
        return "WITH o AS (" + OBSERVED + " AND fuzzer = ?), "
                + "ran AS (SELECT n.pass, count(DISTINCT p.run_id) AS runs_ran FROM (SELECT run_id, unnest(pipeline) AS item FROM o) p "
                + "JOIN trigger_pass_names n USING (item) GROUP BY ALL), "
                + "ch AS (SELECT n.pass, count(DISTINCT p.run_id) AS runs_changed, min(p.seq) AS first_seq, arg_min(p.run_id, struct_pack(s := p.seq, r := p.run_id)) AS first_run "
                + "FROM (SELECT run_id, seq, unnest(passes_changed) AS item FROM o) p JOIN trigger_pass_names n USING (item) GROUP BY ALL) "
                + "SELECT pass, coalesce(runs_ran, 0), coalesce(runs_changed, 0), first_seq, first_run FROM ran FULL OUTER JOIN ch USING (pass) "
                + "ORDER BY 3 DESC, 1";
    }

    /** The rewrite patterns one campaign attempted or fired: confirmed ones first, then by runs attempting them. */
    public synchronized List<PatternRow> patterns(String campaign) throws SQLException {
        if (reported(campaign)) {
            List<PatternRow> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT pattern, runs_attempted, attempts, runs_fired, first_seq, first_run_id "
                            + "FROM report_trigger_patterns WHERE campaign = ? ORDER BY runs_fired DESC, runs_attempted DESC, pattern")) {
                ps.setString(1, campaign);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        long first = rs.getLong(5);
                        Long firstSeq = rs.wasNull() ? null : first;
                        out.add(new PatternRow(
                                rs.getString(1),
                                rs.getLong(2),
                                rs.getLong(3),
                                rs.getLong(4),
                                firstSeq,
                                rs.getString(6)));
                    }
                }
            }
            return out;
        }
        Map<String, PatternRow> by = new LinkedHashMap<>();
        String attempted = "WITH o AS (" + OBSERVED
                + " AND fuzzer = ?), a AS (SELECT run_id, seq, unnest(map_keys(patterns_attempted)) AS k, "
                + "unnest(map_values(patterns_attempted)) AS v FROM o) SELECT k, count(*), sum(v), min(seq), arg_min(run_id, struct_pack(s := seq, r := run_id)) "
                + "FROM a GROUP BY k";
        try (PreparedStatement ps = c.prepareStatement(attempted)) {
            ps.setString(1, campaign);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next())
                    by.put(
                            rs.getString(1),
                            new PatternRow(
                                    rs.getString(1), rs.getLong(2), rs.getLong(3), 0, rs.getLong(4), rs.getString(5)));
            }
        }
        String fired = "WITH o AS (" + OBSERVED
                + " AND fuzzer = ?) SELECT k, count(*) FROM (SELECT unnest(patterns_fired) AS k FROM o) GROUP BY k";
        try (PreparedStatement ps = c.prepareStatement(fired)) {
            ps.setString(1, campaign);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    PatternRow a = by.get(rs.getString(1));
                    by.put(
                            rs.getString(1),
                            a == null
                                    ? new PatternRow(rs.getString(1), 0, 0, rs.getLong(2), null, null)
                                    : new PatternRow(
                                            a.pattern(),
                                            a.runsAttempted(),
                                            a.attempts(),
                                            rs.getLong(2),
                                            a.firstSeq(),
                                            a.firstRunId()));
                }
            }
        }
        List<PatternRow> out = new ArrayList<>(by.values());
        out.sort(Comparator.comparingLong((PatternRow p) -> -p.runsFired())
                .thenComparingLong(p -> -p.runsAttempted())
                .thenComparing(PatternRow::pattern));
        return out;
    }

    /** The distinct programs of a campaign whose runs attempted or fired {@code pattern}, each through its first such run. */
    public synchronized List<ProgramRow> programs(String campaign, String pattern) throws SQLException {
        // the drill-down reads the runs of the campaign (the report wrote no per-program trigger table)
        String sql =
                "WITH o AS (SELECT * FROM runs WHERE passes_changed IS NOT NULL AND fuzzer = ?), t AS (SELECT program_sha256, run_id, seq, "
                        + "coalesce(map_extract(patterns_attempted, ?)[1], 0) AS attempts, coalesce(list_contains(patterns_fired, ?), false) AS fired FROM o "
                        + "WHERE list_contains(map_keys(patterns_attempted), ?) OR list_contains(patterns_fired, ?)) "
                        + "SELECT program_sha256, arg_min(run_id, struct_pack(s := seq, r := run_id)), min(seq), sum(attempts), bool_or(fired) FROM t "
                        + "GROUP BY program_sha256 ORDER BY 3, 2";
        List<ProgramRow> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, campaign);
            for (int i = 2; i <= 5; i++) ps.setString(i, pattern);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next())
                    out.add(new ProgramRow(
                            rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4), rs.getBoolean(5)));
            }
        }
        return out;
    }

    @Override
    public synchronized void close() throws SQLException {
        c.close();
    }
}
