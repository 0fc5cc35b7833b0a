package io.dialectic.app.data;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The Programs search over the report's programs table (one row per campaign and program, as the job wrote
 * it) and the programs of live runs ({@link ProgramIndex}). {@link #select} materialises the matching rows'
 * displayed columns once, numbered, in a temporary table of this connection; the list then reads
 * {@link #page pages} by number, so scrolling through a million rows costs one range read per screen, and
 * program texts are read only for the program on display.
 */
public final class ProgramQueries implements AutoCloseable {
    private final Connection c;
    private boolean liveStale = true;

    public ProgramQueries(ResultsDb db) throws SQLException {
        this.c = db.connect();
    }

    /** Runs were added: the live programs are indexed again before the next search. */
    public synchronized void invalidate(boolean features) {
        liveStale = true;
    }

    /** Builds the live programs' index when stale. */
    public synchronized void ensureIndex() throws SQLException {
        if (liveStale) ProgramIndex.rebuildLive(c);
        liveStale = false;
    }

    /** The displayed columns of a program row, from the report's programs table or the live index. */
    private static final String SHOWN =
            "program_sha256, first_run_id, campaign, runs, array_to_string(outcomes, ', ') AS outcomes, "
                    + "coalesce(ops, -1) AS ops, coalesce(array_to_string(dialects, ', '), '') AS dialects_text";

    private ProgramFilter filter = ProgramFilter.ALL;
    private long reportMatches;

    /**
     * Runs the search; returns the number of matching programs: those of the report's programs table in its
     * order (the job's), then the live ones. Nothing is copied: a page reads its rows from the table.
     */
    public synchronized long select(ProgramFilter f) throws SQLException {
        ensureIndex();
        filter = f;
        reportMatches = count("report_programs");
        return reportMatches + count("program_index_live");
    }

    private long count(String table) throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement("SELECT count(*) FROM " + table + " pm WHERE " + filter.condition())) {
            if (filter.kind() != ProgramFilter.Kind.ALL) ps.setObject(1, filter.parameter());
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** Rows {@code [from, from + n)} of the last selection. */
    public synchronized List<ProgramRow> page(long from, int n) throws SQLException {
        List<ProgramRow> out = new ArrayList<>(n);
        if (from < reportMatches) read("report_programs", from, n, from, out);
        if (out.size() < n) {
            long liveFrom = Math.max(0, from - reportMatches);
            read(
                    "program_index_live ORDER BY first_seq, program_sha256",
                    liveFrom,
                    n - out.size(),
                    reportMatches + liveFrom,
                    out);
        }
        return out;
    }

    /** {@code n} matching rows of {@code table} from {@code offset} on (the scan's order: DuckDB keeps a file's row order). */
    private void read(String table, long offset, int n, long index, List<ProgramRow> out) throws SQLException {
        String source = table.contains(" ORDER BY ") ? "(SELECT * FROM " + table + ")" : table;
        try (PreparedStatement ps = c.prepareStatement("SELECT " + SHOWN + " FROM " + source + " pm WHERE "
                + filter.condition() + " LIMIT " + n + " OFFSET " + offset)) {
            if (filter.kind() != ProgramFilter.Kind.ALL) ps.setObject(1, filter.parameter());
            try (ResultSet rs = ps.executeQuery()) {
                long i = index;
                while (rs.next()) {
                    out.add(new ProgramRow(
                            i++,
                            rs.getString(1),
                            rs.getString(2),
                            rs.getString(3),
                            rs.getLong(4),
                            rs.getString(5),
                            rs.getInt(6),
                            rs.getString(7)));
                }
            }
        }
    }

    /** The text of a program, through one of its runs. */
    public synchronized String programText(String runId) throws SQLException {
        return ResultsDb.texts(c, runId).programText();
    }

    /**
     * The OD patterns (d = 2) of a program that no program run earlier in {@code campaign} had (by the seq of
     * each program's first run there): the "new" ones it added to the campaign's coverage. Read from the
     * report's programs table (one row per campaign and program, with its first seq and patterns) and the live
     * programs; empty when its features are unknown.
     */
    public synchronized List<Long> newPatterns(String sha, String campaign) throws SQLException {
        String firsts =
                "(SELECT campaign, program_sha256, first_seq, patterns_d2 FROM report_programs WHERE campaign = ? UNION ALL "
                        + "SELECT f.fuzzer, f.program_sha256, f.seq, pm.patterns_d2 FROM program_firsts f JOIN computed_program_metrics pm "
                        + "USING (program_sha256) WHERE f.fuzzer = ?)";
        try (PreparedStatement ps = c.prepareStatement(
                "WITH p AS " + firsts + ", me AS (SELECT min(first_seq) AS seq FROM p WHERE program_sha256 = ?), "
                        + "earlier AS (SELECT DISTINCT unnest(p.patterns_d2) AS h FROM p, me WHERE p.first_seq < me.seq), "
                        + "mine AS (SELECT DISTINCT unnest(patterns_d2) AS h FROM p WHERE program_sha256 = ?) "
                        + "SELECT h FROM mine WHERE NOT EXISTS (SELECT 1 FROM earlier e WHERE e.h = mine.h)")) {
            ps.setString(1, campaign);
            ps.setString(2, campaign);
            ps.setString(3, sha);
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
        try (PreparedStatement ps =
                c.prepareStatement("SELECT * FROM program_metrics WHERE program_sha256 = ? LIMIT 1")) {
            ps.setString(1, sha);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return null;
                return new ProgramFeatureRow(
                        sha,
                        rs.getInt("ops"),
                        rs.getInt("tokens"),
                        strings(rs, "dialects"),
                        strings(rs, "op_names"),
                        strings(rs, "control_pairs"),
                        strings(rs, "data_pairs"),
                        strings(rs, "union_pairs"),
                        longs(rs, "patterns_d2"),
                        rs.getString("parse_error"));
            }
        }
    }

    private static List<String> strings(ResultSet rs, String col) throws SQLException {
        Array a = rs.getArray(col);
        if (a == null) return List.of();
        List<String> out = new ArrayList<>();
        for (Object o : (Object[]) a.getArray()) out.add(String.valueOf(o));
        return out;
    }

    private static List<Long> longs(ResultSet rs, String col) throws SQLException {
        Array a = rs.getArray(col);
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
