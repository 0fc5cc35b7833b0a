package io.dialectic.app.data;

import io.dialectic.toolchain.cluster.ClusterCount;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Crash clusters: the report's clusters table as the job wrote it, and, for the crash keys of runs added
 * live (a re-fuzz from the app), the toolchain's one cluster definition ({@link ClusterDefinition}) run again
 * over that key's members, the report's and the live ones: a key is split by its members' crash sites, so only
 * the keys a live crash touches are recomputed, all of their members, and every other cluster is the job's row.
 * A live member gets its pass, bug location and crash site from the toolchain's verdict ({@link CrashDetails})
 * when its row does not carry them, once per run.
 */
public final class ClusterQueries implements AutoCloseable {
    /** Crash runs without a key still form a cluster, named so in the table. */
    public static final String NO_KEY = "(no signature)";
    /** The crash keys of live crash runs: the only ones computed here. */
    private static final String TOUCHED =
            "SELECT DISTINCT coalesce(crash_key, '') FROM live_runs WHERE outcome = 'crash'";

    private final Connection c;
    /** run id -> the verdict's details from its stderr, for rows that did not carry pass, bug location or site. */
    private final Map<String, CrashDetails> judged = new HashMap<>();
    /** The recomputed clusters of the last {@link #clusters()}: cluster key -> its crash key and members. */
    private Map<String, Assigned> assigned = Map.of();

    /** Which runs a cluster holds, and the campaigns ("fuzzer" column) they came from. */
    private record Assigned(String crashKey, Set<String> runIds, Set<String> fuzzers) {}

    /** What the table shows of a member beyond what the definition needs. */
    private record Seen(String fuzzer, Long seq, String programSha256) {}

    public ClusterQueries(ResultsDb db) throws SQLException {
        this.c = db.connect();
    }

    /** Every cluster: those with evidence first, largest first (then by cluster key). */
    public synchronized List<ClusterRow> clusters() throws SQLException {
        List<ClusterRow> out = new ArrayList<>();
        String report =
                "SELECT cluster_key, crash_key, runs, programs, array_to_string(list_sort(campaigns), ', '), first_seq, "
                        + "representative_run_id, pass, bug_location FROM report_clusters WHERE coalesce(crash_key, '') NOT IN ("
                        + TOUCHED + ")";
        try (PreparedStatement ps = c.prepareStatement(report);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String key = nz(rs.getString(1));
                out.add(new ClusterRow(
                        key.isEmpty() ? NO_KEY : key,
                        nz(rs.getString(2)),
                        rs.getLong(3),
                        rs.getLong(4),
                        nz(rs.getString(5)),
                        rs.getLong(6),
                        nz(rs.getString(7)),
                        nz(rs.getString(8)),
                        nz(rs.getString(9))));
            }
        }
        out.addAll(recomputed());
        // as every view orders them (toolchain Clusters.ORDER): the crashes without evidence last
        out.sort(Comparator.comparing((ClusterRow r) -> !r.evidence())
                .thenComparingLong(r -> -r.size())
                .thenComparing(ClusterRow::key));
        return out;
    }

    /** The clusters of the crash keys live runs touched, by {@link ClusterDefinition} over all their members. */
    private List<ClusterRow> recomputed() throws SQLException {
        if (!ResultsDb.hasLiveRuns(c)) {
            assigned = Map.of();
            return List.of();
        }
        String sql =
                """
                WITH crash AS (SELECT * FROM runs WHERE outcome = 'crash' AND coalesce(crash_key, '') IN (%s)),
                     texts AS (SELECT program_sha256, any_value(length(program_text)) AS len FROM report_programs
                               WHERE program_sha256 IN (SELECT program_sha256 FROM crash) GROUP BY ALL
                               UNION ALL SELECT program_sha256, any_value(length(program_text)) FROM live_runs
                               WHERE program_sha256 IN (SELECT program_sha256 FROM crash) GROUP BY ALL)
                SELECT crash_key, run_id, coalesce(t.len, -1), crash_pass, bug_location, to_json(pipeline), signal, exit_code,
                       tool, crash_site, crash_site_named, fuzzer, seq, program_sha256
                FROM crash LEFT JOIN (SELECT program_sha256, max(len) AS len FROM texts GROUP BY ALL) t USING (program_sha256)"""
                        .formatted(TOUCHED);
        Map<String, List<ClusterDefinition.Member>> byKey = new TreeMap<>();
        Map<ClusterDefinition.Member, Seen> seen = new IdentityHashMap<>();
        try (PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String runId = rs.getString(2);
                List<String> pipeline = RunRow.pipeline(rs.getString(6));
                String pass = rs.getString(4);
                String loc = rs.getString(5);
                String site = rs.getString(10);
                Boolean named = (Boolean) rs.getObject(11);
                // a row the analysis judged carries a bug location and crash site (and its pass, when known); others
                // are judged here
                if (loc == null || site == null || named == null) {
                    CrashDetails d = details(runId, pipeline, (Integer) rs.getObject(7), (Integer) rs.getObject(8));
                    if (pass == null && !d.pass().isEmpty()) pass = d.pass();
                    if (loc == null) loc = d.bugLocation();
                    site = d.site().text();
                    named = d.site().named();
                }
                ClusterDefinition.Member m = new ClusterDefinition.Member(
                        runId, rs.getLong(3), pass, pipeline, loc, rs.getString(9), site, named);
                byKey.computeIfAbsent(ClusterQueries.nz(rs.getString(1)), k -> new ArrayList<>())
                        .add(m);
                seen.put(m, new Seen(rs.getString(12), (Long) rs.getObject(13), rs.getString(14)));
            }
        }
        List<ClusterRow> out = new ArrayList<>();
        Map<String, Assigned> now = new HashMap<>();
        for (var e : byKey.entrySet()) {
            for (ClusterDefinition.Group g : ClusterDefinition.clusters(e.getKey(), e.getValue())) {
                Set<String> fuzzers = new TreeSet<>();
                Set<String> programs = new HashSet<>();
                Set<String> ids = new HashSet<>();
                long firstSeq = Long.MAX_VALUE;
                for (ClusterDefinition.Member m : g.members()) {
                    Seen s = seen.get(m);
                    if (s.fuzzer() != null) fuzzers.add(s.fuzzer());
                    if (s.programSha256() != null) programs.add(s.programSha256());
                    if (s.seq() != null) firstSeq = Math.min(firstSeq, s.seq());
                    ids.add(m.runId());
                }
                String key = g.key().isEmpty() ? NO_KEY : g.key();
                ClusterDefinition.Summary s = g.summary();
                out.add(new ClusterRow(
                        key,
                        g.crashKey(),
                        g.members().size(),
                        programs.size(),
                        String.join(", ", fuzzers),
                        firstSeq == Long.MAX_VALUE ? 0 : firstSeq,
                        s.representative(),
                        s.pass(),
                        s.bugLocation()));
                now.put(key, new Assigned(g.crashKey(), ids, fuzzers));
            }
        }
        assigned = now;
        return out;
    }

    /**
     * The clusters with a member in each campaign (the runs' "fuzzer" column), as {@link #clusters()} makes them now,
     * counted as every view counts them ({@link ClusterCount}: with evidence, and the crashes without apart).
     */
    public synchronized Map<String, ClusterCount> clustersPerCampaign() throws SQLException {
        clusters();
        Map<String, List<String>> keys = new TreeMap<>();
        try (PreparedStatement ps = c.prepareStatement(
                        "SELECT DISTINCT campaign, cluster_key, crash_key FROM report_cluster_campaigns "
                                + "WHERE coalesce(crash_key, '') NOT IN (" + TOUCHED + ")");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next())
                keys.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(nz(rs.getString(2)));
        }
        for (var a : assigned.entrySet())
            for (String f : a.getValue().fuzzers())
                keys.computeIfAbsent(f, k -> new ArrayList<>()).add(a.getKey());
        Map<String, ClusterCount> out = new TreeMap<>();
        keys.forEach((campaign, ks) -> out.put(campaign, ClusterCount.of(ks)));
        return out;
    }

    /** The verdict's pass, bug location and site of a run whose row did not carry them, from its stderr; once per run. */
    private CrashDetails details(String runId, List<String> pipeline, Integer signal, Integer exitCode)
            throws SQLException {
        CrashDetails d = judged.get(runId);
        if (d != null) return d;
        d = CrashDetails.of(texts(runId).stderr(), pipeline, signal, exitCode);
        judged.put(runId, d);
        return d;
    }

    /** The members of a cluster (at most {@code limit}), in generation order: the report's, or as {@link #clusters()} last recomputed them. */
    public synchronized List<RunRow> members(String key, int limit) throws SQLException {
        Assigned a = assigned.get(key);
        if (a == null) {
            try (PreparedStatement ps =
                    c.prepareStatement("SELECT run_id, fuzzer, seq, to_json(pipeline), outcome, crash_key FROM runs "
                            + "WHERE run_id IN (SELECT run_id FROM report_cluster_members WHERE cluster_key = ?) ORDER BY fuzzer, seq LIMIT "
                            + limit)) {
                ps.setString(1, key.equals(NO_KEY) ? "" : key);
                return RunRow.readAll(ps);
            }
        }
        String sql =
                "SELECT run_id, fuzzer, seq, to_json(pipeline), outcome, crash_key FROM runs WHERE outcome = 'crash' AND crash_key = ? "
                        + "ORDER BY fuzzer, seq";
        List<RunRow> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, a.crashKey());
            for (RunRow r : RunRow.readAll(ps)) {
                if (out.size() >= limit) break;
                if (a.runIds().contains(r.runId())) out.add(r);
            }
        }
        return out;
    }

    /** The program text and stderr of one run. */
    public synchronized RunTexts texts(String runId) throws SQLException {
        return ResultsDb.texts(c, runId);
    }

    /** The pipeline and tool of one run. */
    public synchronized RunRow run(String runId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT run_id, fuzzer, seq, to_json(pipeline), outcome, crash_key, tool, signal, exit_code FROM runs WHERE run_id = ? LIMIT 1")) {
            ps.setString(1, runId);
            List<RunRow> rows = RunRow.readAll(ps);
            return rows.isEmpty() ? null : rows.get(0);
        }
    }

    static String nz(String s) {
        return s == null ? "" : s;
    }

    @Override
    public synchronized void close() throws SQLException {
        c.close();
    }
}
