package io.dialectic.app.data;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Crash clusters computed from the runs themselves by the toolchain's one cluster definition
 * ({@link ClusterDefinition}: one cluster per {@code crash_key}; its pass and representative chosen
 * there, the same as {@code dialectic clusters} and the analysis report), so that crashes added by a
 * live re-fuzz join their cluster, or make a new one, without re-running the analysis. A member whose
 * row was not judged by the analysis (no {@code bug_location}: a raw campaign, a live run) gets its
 * pass and bug location from the toolchain's verdict on its stderr ({@link CrashDetails}), once per run.
 */
public final class ClusterQueries implements AutoCloseable {
    /** Crash runs without a key still form a cluster, named so in the table. */
    public static final String NO_KEY = "(no signature)";

    private final Connection c;
    /** run id -> the verdict's details from its stderr, for rows that did not carry pass or bug location. */
    private final Map<String, CrashDetails> judged = new HashMap<>();

    public ClusterQueries(ResultsDb db) throws SQLException {
        this.c = db.connect();
    }

    /** Every cluster, largest first. */
    public synchronized List<ClusterRow> clusters() throws SQLException {
        String crash = """
                WITH crash AS (SELECT run_id, CASE WHEN crash_key = '' THEN ? ELSE crash_key END AS key, fuzzer, seq, program_sha256,
                                      crash_pass, bug_location, pipeline, signal, exit_code
                               FROM runs WHERE outcome = 'crash'),
                     sized AS (SELECT crash.*, coalesce(length(t.program_text), -1) AS len
                               FROM crash LEFT JOIN (SELECT run_id, any_value(program_text) AS program_text FROM run_texts GROUP BY run_id) t
                               USING (run_id))
                """;
        String sql = crash + """
                SELECT key, count(*) AS size, count(DISTINCT program_sha256) AS programs,
                       string_agg(DISTINCT fuzzer, ', ' ORDER BY fuzzer) AS fuzzers, min(seq) AS first_seq
                FROM sized GROUP BY key ORDER BY size DESC, key""";
        Map<String, List<ClusterDefinition.Member>> members = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(crash + "SELECT key, run_id, len, crash_pass, bug_location, to_json(pipeline), signal, exit_code FROM sized")) {
            ps.setString(1, NO_KEY);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String runId = rs.getString(2);
                    List<String> pipeline = RunRow.pipeline(rs.getString(6));
                    String pass = rs.getString(4);
                    String loc = rs.getString(5);
                    // a row the analysis judged carries a bug location (and its pass, when known); others are judged here
                    if (loc == null) {
                        Integer signal = rs.getInt(7);
                        if (rs.wasNull()) signal = null;
                        Integer exit = rs.getInt(8);
                        if (rs.wasNull()) exit = null;
                        CrashDetails d = details(runId, pipeline, signal, exit);
                        if (pass == null && !d.pass().isEmpty()) pass = d.pass();
                        if (loc == null) loc = d.bugLocation();
                    }
                    members.computeIfAbsent(rs.getString(1), k -> new ArrayList<>())
                            .add(new ClusterDefinition.Member(runId, rs.getLong(3), pass, pipeline, loc));
                }
            }
        }
        List<ClusterRow> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, NO_KEY);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String key = rs.getString("key");
                    ClusterDefinition.Summary s = ClusterDefinition.summarize(members.get(key));
                    out.add(new ClusterRow(key, rs.getLong("size"), rs.getLong("programs"), rs.getString("fuzzers"),
                            rs.getLong("first_seq"), s.representative(), s.pass(), s.bugLocation()));
                }
            }
        }
        return out;
    }

    /** The verdict's pass and bug location of a run whose row did not carry them, from its stderr; once per run. */
    private CrashDetails details(String runId, List<String> pipeline, Integer signal, Integer exitCode) throws SQLException {
        CrashDetails d = judged.get(runId);
        if (d != null) return d;
        d = CrashDetails.of(texts(runId).stderr(), pipeline, signal, exitCode);
        judged.put(runId, d);
        return d;
    }

    /** Run ids of the members of a cluster (at most {@code limit}), in generation order. */
    public synchronized List<RunRow> members(String key, int limit) throws SQLException {
        String sql = "SELECT run_id, fuzzer, seq, to_json(pipeline), outcome, crash_key FROM runs WHERE outcome = 'crash' AND "
                + (NO_KEY.equals(key) ? "crash_key = ''" : "crash_key = ?") + " ORDER BY fuzzer, seq LIMIT " + limit;
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            if (!NO_KEY.equals(key)) ps.setString(1, key);
            return RunRow.readAll(ps);
        }
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
