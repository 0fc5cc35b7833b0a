package io.dialectic.app.data;

import io.dialectic.semantics.verdict.MiscompileKey;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Miscompile clusters, from the runs as the analysis groups them ({@code miscompile_clusters},
 * analytics/OUTPUTS.md): the runs with outcome {@code miscompile} by {@code miscompile_key}, the pass being the
 * key's part before {@code " | "}, the representative the smallest program (ties: smallest run id); and, for one
 * run, what the side-by-side view shows: the reference interpreter's output beside the compiled program's.
 */
public final class MiscompileQueries implements AutoCloseable {
    /** One cluster as the table lists it. */
    public record Cluster(String key, String pass, long runs, long programs, String campaigns, String representative) {}

    /** One run's program, cell and both outputs. */
    public record Outputs(
            String runId, String tool, List<String> pipeline, String program, String expected, String actual) {
        /** Expected and actual output line by line, with whether they differ (a missing line is ""). */
        public List<Line> lines() {
            String[] want = split(expected);
            String[] got = split(actual);
            List<Line> out = new ArrayList<>();
            for (int i = 0; i < Math.max(want.length, got.length); i++) {
                String w = i < want.length ? want[i] : "";
                String g = i < got.length ? got[i] : "";
                out.add(new Line(i + 1, w, g, !w.equals(g)));
            }
            return out;
        }

        private static String[] split(String s) {
            return s == null || s.isEmpty() ? new String[0] : s.stripTrailing().split("\n", -1);
        }
    }

    /** Line {@code number} (1-based) of both outputs. */
    public record Line(int number, String expected, String actual, boolean differs) {}

    private final Connection c;

    public MiscompileQueries(ResultsDb db) throws SQLException {
        this.c = db.connect();
    }

    /**
     * Every miscompile cluster, most runs first: the report's miscompile_clusters table as the job wrote it, and
     * the keys only runs added live show, grouped here from those runs.
     */
    public synchronized List<Cluster> clusters() throws SQLException {
        String live = ResultsDb.hasLiveRuns(c)
                ? """
                UNION ALL SELECT key, split_part(key, '%s', 1), count(*), count(DISTINCT program_sha256),
                       string_agg(DISTINCT coalesce(campaign, fuzzer), ', ' ORDER BY coalesce(campaign, fuzzer)),
                       arg_min(run_id, (coalesce(length(program_text), 2147483647), run_id))
                FROM (SELECT *, miscompile_key AS key FROM live_runs WHERE outcome = 'miscompile' AND miscompile_key IS NOT NULL
                      AND miscompile_key NOT IN (SELECT miscompile_key FROM report_miscompile_clusters)) GROUP BY key
                """
                        .formatted(MiscompileKey.SEPARATOR)
                : ""; // the key's one written form
        String sql =
                "SELECT miscompile_key, pass, runs, programs, array_to_string(list_sort(campaigns), ', '), representative_run_id "
                        + "FROM report_miscompile_clusters " + live + " ORDER BY 3 DESC, 1";
        List<Cluster> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(new Cluster(
                        rs.getString(1),
                        rs.getString(2),
                        rs.getLong(3),
                        rs.getLong(4),
                        rs.getString(5),
                        rs.getString(6)));
            }
        }
        return out;
    }

    /** The runs of a cluster (at most {@code limit}), in generation order. */
    public synchronized List<String> members(String key, int limit) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT run_id FROM runs WHERE outcome = 'miscompile' AND miscompile_key = ? ORDER BY fuzzer, seq, run_id LIMIT "
                        + limit)) {
            ps.setString(1, key);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) out.add(rs.getString(1));
            }
        }
        return out;
    }

    /** Program, tool, pipeline and both outputs of one run; null when there is no such run. */
    public synchronized Outputs outputs(String runId) throws SQLException {
        String sql =
                """
                SELECT run_id, tool, to_json(pipeline), expected_output, actual_output FROM base_runs WHERE run_id = ?
                UNION ALL SELECT run_id, tool, to_json(pipeline), expected_output, actual_output FROM live_runs WHERE run_id = ?
                LIMIT 1""";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, runId);
            ps.setString(2, runId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return null;
                String program = ResultsDb.texts(c, runId).programText();
                return new Outputs(
                        rs.getString(1),
                        rs.getString(2),
                        RunRow.pipeline(rs.getString(3)),
                        program,
                        rs.getString(4),
                        rs.getString(5));
            }
        }
    }

    @Override
    public synchronized void close() throws SQLException {
        c.close();
    }
}
