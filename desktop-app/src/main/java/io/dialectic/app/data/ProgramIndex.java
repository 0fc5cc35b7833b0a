package io.dialectic.app.data;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The table the Programs search filters: one row per distinct program with its
 * first run, run count, outcomes and features, numbered ({@code pos}) in
 * display order. Built from the runs once, so a search is one scan of this
 * table and not a regrouping of every run. Two parts: {@code program_index_base}
 * (the results as opened, plus in-process features) and
 * {@code program_index_live} (programs of runs added while the app is open,
 * numbered after the base), rebuilt separately so a live re-fuzz on a large
 * report does not redo the large part.
 */
public final class ProgramIndex {
    /** Positions of live programs start here, after any base. */
    static final long LIVE_BASE = 1L << 40;

    private ProgramIndex() {}

    static String build(String runsRelation, long offset) {
        return "WITH p AS (SELECT program_sha256, min(seq) AS first_seq, arg_min(run_id, seq) AS run_id, arg_min(fuzzer, seq) AS fuzzer, "
                + "count(*) AS runs, array_to_string(list_sort(list_distinct(list(outcome))), ', ') AS outcomes FROM " + runsRelation
                + " WHERE program_sha256 IS NOT NULL GROUP BY program_sha256) "
                + "SELECT " + offset + " + row_number() OVER (ORDER BY p.fuzzer, p.first_seq, p.program_sha256) - 1 AS pos, p.*, "
                + "coalesce(pm.ops, -1) AS ops, coalesce(array_to_string(pm.dialects, ', '), '') AS dialects_text, "
                + "pm.dialects, pm.op_names, pm.union_pairs, pm.patterns_d2 "
                + "FROM p LEFT JOIN program_metrics pm USING (program_sha256) ORDER BY pos";
    }

    /** (Re)builds the base part: after opening, and when in-process features were added. */
    public static void rebuildBase(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            String small = "(SELECT r.* FROM runs r WHERE r.run_id NOT IN (SELECT run_id FROM live_runs))";
            st.execute("CREATE OR REPLACE TABLE program_index_base AS " + build(small, 0));
            rebuildLive(c);
        }
    }

    /** (Re)builds the live part: after runs were added. */
    public static void rebuildLive(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            // Programs already in the base keep their row there.
            st.execute("CREATE OR REPLACE TABLE program_index_live AS " + build(
                    "(SELECT * FROM runs WHERE run_id IN (SELECT run_id FROM live_runs) "
                            + "AND program_sha256 NOT IN (SELECT program_sha256 FROM program_index_base))", LIVE_BASE));
            st.execute("CREATE OR REPLACE VIEW program_index AS SELECT * FROM program_index_base UNION ALL SELECT * FROM program_index_live");
        }
    }
}
