package io.dialectic.app.data;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The Programs search. {@link #select} materialises the matching programs'
 * small columns once, numbered, in a temporary table of this connection; the
 * list then reads {@link #page pages} by number, so scrolling through a
 * million rows costs one indexed range read per screen, and program texts are
 * read only for the program on display.
 */
public final class ProgramQueries implements AutoCloseable {
    private final Connection c;
    private boolean baseStale = true;
    private boolean liveStale = true;

    public ProgramQueries(ResultsDb db) throws SQLException {
        this.c = db.connect();
    }

    /** The runs or features changed: the index is rebuilt before the next search ({@code base}: all of it, else the live part). */
    public synchronized void invalidate(boolean base) {
        baseStale |= base;
        liveStale = true;
    }

    /** Builds what is stale of the {@link ProgramIndex}. */
    public synchronized void ensureIndex() throws SQLException {
        if (baseStale) ProgramIndex.rebuildBase(c);
        else if (liveStale) ProgramIndex.rebuildLive(c);
        baseStale = false;
        liveStale = false;
    }

    /** Runs the search; returns the number of matching programs. */
    public synchronized long select(ProgramFilter filter) throws SQLException {
        ensureIndex();
        // Only the positions are materialised: pages read the rest by position.
        String sql = "CREATE OR REPLACE TEMP TABLE selection AS SELECT row_number() OVER (ORDER BY pos) - 1 AS rn, pos "
                + "FROM program_index pm WHERE " + filter.condition();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            if (filter.kind() != ProgramFilter.Kind.ALL) ps.setObject(1, filter.parameter());
            ps.execute();
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM selection")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Rows {@code [from, from + n)} of the last selection. */
    public synchronized List<ProgramRow> page(long from, int n) throws SQLException {
        List<ProgramRow> out = new ArrayList<>(n);
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT s.rn, i.program_sha256, i.run_id, i.fuzzer, i.runs, i.outcomes, i.ops, i.dialects_text "
                        + "FROM (SELECT * FROM selection WHERE rn >= ? AND rn < ?) s JOIN program_index i USING (pos) ORDER BY s.rn")) {
            ps.setLong(1, from);
            ps.setLong(2, from + n);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new ProgramRow(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5),
                            rs.getString(6), rs.getInt(7), rs.getString(8)));
                }
            }
        }
        return out;
    }

    /** The text of a program, through one of its runs. */
    public synchronized String programText(String runId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT program_text FROM run_texts WHERE run_id = ? LIMIT 1")) {
            ps.setString(1, runId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && rs.getString(1) != null ? rs.getString(1) : "";
            }
        }
    }

    /**
     * The OD patterns (d = 2) of a program that no program run earlier in {@code campaign} had (by the seq of
     * each program's first run there): the "new" ones it added to the campaign's coverage. Empty when its
     * features are unknown; programs without features count as having no patterns.
     */
    public synchronized List<Long> newPatterns(String sha, String campaign) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("WITH me AS (SELECT min(seq) AS seq FROM program_firsts WHERE fuzzer = ? AND program_sha256 = ?), "
                + "earlier AS (SELECT DISTINCT unnest(pm.patterns_d2) AS h FROM program_firsts f JOIN program_metrics pm USING (program_sha256), me "
                + "WHERE f.fuzzer = ? AND f.seq < me.seq), "
                + "mine AS (SELECT DISTINCT unnest(patterns_d2) AS h FROM program_metrics WHERE program_sha256 = ?) "
                + "SELECT h FROM mine WHERE NOT EXISTS (SELECT 1 FROM earlier e WHERE e.h = mine.h)")) {
            ps.setString(1, campaign);
            ps.setString(2, sha);
            ps.setString(3, campaign);
            ps.setString(4, sha);
            List<Long> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) out.add(rs.getLong(1));
            }
            return out;
        }
    }

    /** The features of one program, or null when unknown. */
    public synchronized ProgramFeatureRow features(String sha) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM program_metrics WHERE program_sha256 = ? LIMIT 1")) {
            ps.setString(1, sha);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return null;
                return new ProgramFeatureRow(sha, rs.getInt("ops"), rs.getInt("tokens"), strings(rs, "dialects"), strings(rs, "op_names"),
                        strings(rs, "control_pairs"), strings(rs, "data_pairs"), strings(rs, "union_pairs"), longs(rs, "patterns_d2"),
                        rs.getString("parse_error"));
            }
        }
    }

    private static List<String> strings(ResultSet rs, String col) throws SQLException {
        java.sql.Array a = rs.getArray(col);
        if (a == null) return List.of();
        List<String> out = new ArrayList<>();
        for (Object o : (Object[]) a.getArray()) out.add(String.valueOf(o));
        return out;
    }

    private static List<Long> longs(ResultSet rs, String col) throws SQLException {
        java.sql.Array a = rs.getArray(col);
        if (a == null) return List.of();
        List<Long> out = new ArrayList<>();
        for (Object o : (Object[]) a.getArray()) out.add(((Number) o).longValue());
        return out;
    }

    @Override
    public synchronized void close() throws SQLException {
        c.close();
    }
}
