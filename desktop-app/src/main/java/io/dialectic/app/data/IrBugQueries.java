package io.dialectic.app.data;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * IR-bug clusters as the analysis groups them ({@code ir_bug_clusters}, analytics/OUTPUTS.md): the runs whose rerun
 * proved invalid IR or a failed round trip, by kind and {@code ir_bug_key}, each with its representative (the
 * smallest program) and that run's verifier or parser message and bad output. Read from the report only: the app
 * never reruns a check, and a report written before the table existed has no clusters rather than an error.
 */
public final class IrBugQueries implements AutoCloseable {
    /** One cluster as the table lists it, with its representative's message and output. */
    public record Cluster(
            String kind,
            String key,
            String pass,
            String op,
            long runs,
            long programs,
            String campaigns,
            String representative,
            String message,
            String output) {}

    private final Connection c;

    public IrBugQueries(ResultsDb db) throws SQLException {
        this.c = db.connect();
    }

    /** Whether the report has the table at all (older reports lack it). */
    public synchronized boolean available() throws SQLException {
        return ResultsDb.hasRelation(c, "report_ir_bug_clusters");
    }

    /** Every IR-bug cluster, most runs first (ties: kind, key); none when the report lacks the table. */
    public synchronized List<Cluster> clusters() throws SQLException {
        List<Cluster> out = new ArrayList<>();
        if (!available()) return out;
        String sql =
                """
                SELECT ir_bug_kind, ir_bug_key, pass, op, runs, programs,
                       array_to_string(list_sort(campaigns), ', '), representative_run_id, message, output
                FROM report_ir_bug_clusters ORDER BY runs DESC, ir_bug_kind, ir_bug_key""";
        try (PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(new Cluster(
                        rs.getString(1),
                        rs.getString(2),
                        rs.getString(3),
                        rs.getString(4),
                        rs.getLong(5),
                        rs.getLong(6),
                        rs.getString(7),
                        rs.getString(8),
                        rs.getString(9),
                        rs.getString(10)));
            }
        }
        return out;
    }

    @Override
    public synchronized void close() throws SQLException {
        c.close();
    }
}
