package io.dialectic.app.data;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import io.dialectic.toolchain.cluster.ClusterDefinition;
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
 * Crash clusters computed from the runs themselves by the toolchain's one cluster definition
 * ({@link ClusterDefinition}): the crash runs of each {@code crash_key} handed to
 * {@link ClusterDefinition#clusters}, which splits a key whose names cannot tell its crash sites apart and
 * picks each cluster's pass and representative, the same as {@code dialectic clusters} and the analysis
 * report. So crashes added by a live re-fuzz join their cluster, or make a new one, without re-running the
 * analysis. A member whose row was not judged by the analysis (no {@code bug_location} or {@code crash_site}:
 * a raw campaign, a live run, an older report) gets its pass, bug location and crash site from the
 * toolchain's verdict on its stderr ({@link CrashDetails}), once per run.
 */
public final class ClusterQueries implements AutoCloseable {
    /** Crash runs without a key still form a cluster, named so in the table. */
    public static final String NO_KEY = "(no signature)";

    private final Connection c;
    /** run id -> the verdict's details from its stderr, for rows that did not carry pass, bug location or site. */
    private final Map<String, CrashDetails> judged = new HashMap<>();
    /** The clusters of the last {@link #clusters()}: cluster key -> its crash key and members. */
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
        String sql = """
                WITH crash AS (SELECT * FROM runs WHERE outcome = 'crash'),
                     texts AS (SELECT run_id, any_value(length(program_text)) AS len FROM run_texts
                               WHERE run_id IN (SELECT run_id FROM crash) GROUP BY run_id)
                SELECT crash_key, run_id, coalesce(texts.len, -1), crash_pass, bug_location, to_json(pipeline), signal, exit_code,
                       tool, crash_site, crash_site_named, fuzzer, seq, program_sha256
                FROM crash LEFT JOIN texts USING (run_id)""";
        Map<String, List<ClusterDefinition.Member>> byKey = new TreeMap<>();
        Map<ClusterDefinition.Member, Seen> seen = new IdentityHashMap<>();
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String runId = rs.getString(2);
                List<String> pipeline = RunRow.pipeline(rs.getString(6));
                String pass = rs.getString(4);
                String loc = rs.getString(5);
                String site = rs.getString(10);
                Boolean named = (Boolean) rs.getObject(11);
                // a row the analysis judged carries a bug location and crash site (and its pass, when known); others are judged here
                if (loc == null || site == null || named == null) {
                    CrashDetails d = details(runId, pipeline, (Integer) rs.getObject(7), (Integer) rs.getObject(8));
                    if (pass == null && !d.pass().isEmpty()) pass = d.pass();
                    if (loc == null) loc = d.bugLocation();
                    site = d.site().text();
                    named = d.site().named();
                }
                ClusterDefinition.Member m = new ClusterDefinition.Member(runId, rs.getLong(3), pass, pipeline, loc, rs.getString(9), site, named);
                byKey.computeIfAbsent(ClusterQueries.nz(rs.getString(1)), k -> new ArrayList<>()).add(m);
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
                out.add(new ClusterRow(key, g.crashKey(), g.members().size(), programs.size(), String.join(", ", fuzzers),
                        firstSeq == Long.MAX_VALUE ? 0 : firstSeq, s.representative(), s.pass(), s.bugLocation()));
                now.put(key, new Assigned(g.crashKey(), ids, fuzzers));
            }
        }
        // as every view orders them (toolchain Clusters.ORDER): the crashes without evidence last
        out.sort(Comparator.comparing((ClusterRow r) -> !r.evidence()).thenComparingLong(r -> -r.size()).thenComparing(ClusterRow::key));
        assigned = now;
        return out;
    }

    /** Clusters with a member in each campaign (the runs' "fuzzer" column), as {@link #clusters()} makes them now. */
    public synchronized Map<String, Long> clustersPerCampaign() throws SQLException {
        clusters();
        Map<String, Long> out = new TreeMap<>();
        for (Assigned a : assigned.values()) for (String f : a.fuzzers()) out.merge(f, 1L, Long::sum);
        return out;
    }

    /** The verdict's pass, bug location and site of a run whose row did not carry them, from its stderr; once per run. */
    private CrashDetails details(String runId, List<String> pipeline, Integer signal, Integer exitCode) throws SQLException {
        CrashDetails d = judged.get(runId);
        if (d != null) return d;
        d = CrashDetails.of(texts(runId).stderr(), pipeline, signal, exitCode);
        judged.put(runId, d);
        return d;
    }

    /** The members of a cluster (at most {@code limit}), in generation order; the clusters as {@link #clusters()} last made them. */
    public synchronized List<RunRow> members(String key, int limit) throws SQLException {
        if (!assigned.containsKey(key)) clusters();
        Assigned a = assigned.get(key);
        if (a == null) return List.of();
        String sql = "SELECT run_id, fuzzer, seq, to_json(pipeline), outcome, crash_key FROM runs WHERE outcome = 'crash' AND crash_key = ? "
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
        try (PreparedStatement ps = c.prepareStatement("SELECT program_text, stderr FROM run_texts WHERE run_id = ? LIMIT 1")) {
            ps.setString(1, runId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return new RunTexts(runId, "", "");
                return new RunTexts(runId, nz(rs.getString(1)), nz(rs.getString(2)));
            }
        }
    }

    /** The pipeline and tool of one run. */
    public synchronized RunRow run(String runId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT run_id, fuzzer, seq, to_json(pipeline), outcome, crash_key, tool, signal, exit_code FROM runs WHERE run_id = ? LIMIT 1")) {
            ps.setString(1, runId);
            List<RunRow> rows = RunRow.readAll(ps);
            return rows.isEmpty() ? null : rows.get(0);
        }
    }

    static String nz(String s) { return s == null ? "" : s; }

    @Override
    public synchronized void close() throws SQLException {
        c.close();
    }
}
