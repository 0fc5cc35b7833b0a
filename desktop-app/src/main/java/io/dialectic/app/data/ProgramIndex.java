package io.dialectic.app.data;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The programs of runs added live that the report does not hold, one row per program with its first run,
 * run count, outcomes and features (the ir featurizer's, {@link ProgramMetricsTable}), in the columns the
 * Programs search reads from the report's programs table. Rebuilt after live runs were added; the report's
 * programs are never copied.
 */
public final class ProgramIndex {
    private ProgramIndex() {}

    /** (Re)builds {@code program_index_live}: after opening, and after runs were added. */
    public static void rebuildLive(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(
                    "CREATE OR REPLACE TABLE program_index_live AS WITH p AS (SELECT program_sha256, min(seq) AS first_seq, "
                            + "arg_min(run_id, seq) AS first_run_id, arg_min(coalesce(campaign, fuzzer), seq) AS campaign, count(*) AS runs, "
                            + "list_sort(list_distinct(list(outcome))) AS outcomes FROM live_runs WHERE program_sha256 IS NOT NULL "
                            + (ResultsDb.hasLiveRuns(c)
                                    ? "AND program_sha256 NOT IN (SELECT program_sha256 FROM report_programs) "
                                    : "")
                            + "GROUP BY program_sha256) "
                            + "SELECT p.*, pm.ops, pm.dialects, pm.op_names, pm.union_pairs, pm.patterns_d2 "
                            + "FROM p LEFT JOIN computed_program_metrics pm USING (program_sha256)");
        }
    }
}
