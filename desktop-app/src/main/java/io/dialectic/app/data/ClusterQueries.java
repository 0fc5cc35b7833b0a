package io.dialectic.app.data;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Crash clusters computed from the runs themselves (group by cluster key), so
 * that crashes added by a live re-fuzz join their cluster, or make a new one,
 * without re-running the analysis. Pass and bug location come from
 * {@link CrashDetails} on the representative's stderr.
 */
public final class ClusterQueries implements AutoCloseable {
    /** Crash runs without a key still form a cluster, named so in the table. */
    public static final String NO_KEY = "(no signature)";

    private final Connection c;

    public ClusterQueries(ResultsDb db) throws SQLException {
        this.c = db.connect();
    }

    /** Every cluster, largest first. */
    public synchronized List<ClusterRow> clusters() throws SQLException {
        String sql = """
                WITH crash AS (SELECT run_id, CASE WHEN crash_key = '' THEN ? ELSE crash_key END AS key, fuzzer, seq, program_sha256,
                                      crash_pass, bug_location
                               FROM runs WHERE outcome = 'crash'),
                     sized AS (SELECT crash.*, coalesce(length(t.program_text), 2147483647) AS len
                               FROM crash LEFT JOIN run_texts t USING (run_id))
                SELECT key, count(*) AS size, count(DISTINCT program_sha256) AS programs,
                       string_agg(DISTINCT fuzzer, ', ' ORDER BY fuzzer) AS fuzzers, min(seq) AS first_seq,
                       arg_min(run_id, len) AS representative,
                       coalesce(mode(crash_pass), '') AS pass, coalesce(mode(bug_location), '') AS bug_location
                FROM sized GROUP BY key ORDER BY size DESC, key""";
        List<ClusterRow> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, NO_KEY);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new ClusterRow(rs.getString("key"), rs.getLong("size"), rs.getLong("programs"), rs.getString("fuzzers"),
                            rs.getLong("first_seq"), rs.getString("representative"), rs.getString("pass"), rs.getString("bug_location")));
                }
            }
        }
        return out;
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
