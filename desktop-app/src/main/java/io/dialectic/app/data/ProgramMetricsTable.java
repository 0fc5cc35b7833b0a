package io.dialectic.app.data;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The relation {@code program_metrics}: one row per distinct program with the
 * columns of {@link ProgramFeatureRow}. Two parts, unioned:
 * <ul>
 *   <li>what the analytics job wrote: its programs table (one row per campaign and program) grouped by
 *       program, a view over the Parquet files: nothing is loaded, and a query by hash reads one program;</li>
 *   <li>{@code computed_program_metrics}: features of programs of runs added live, computed in process by
 *       {@link #computeMissing} with the job's featurizer ({@link Analytics#features()}).</li>
 * </ul>
 */
public final class ProgramMetricsTable {
    static final String COLUMNS =
            "program_sha256 VARCHAR, ops INTEGER, tokens INTEGER, dialects VARCHAR[], op_names VARCHAR[], "
                    + "control_pairs VARCHAR[], data_pairs VARCHAR[], union_pairs VARCHAR[], patterns_d2 BIGINT[], parse_error VARCHAR";
    private static final List<String> NAMES = List.of(
            "program_sha256",
            "ops",
            "tokens",
            "dialects",
            "op_names",
            "control_pairs",
            "data_pairs",
            "union_pairs",
            "patterns_d2",
            "parse_error");

    private ProgramMetricsTable() {}

    /** Creates the relations; called once by {@link ResultsDb}. */
    static void create(Statement st) throws SQLException {
        st.execute("CREATE TABLE computed_program_metrics (" + COLUMNS + ")");
        Map<String, String> cols = ResultsDb.describe(st, "report_programs");
        st.execute("CREATE VIEW program_metrics AS SELECT " + project(cols, true)
                + " FROM report_programs GROUP BY program_sha256 "
                + "UNION ALL BY NAME SELECT * FROM computed_program_metrics");
    }

    private static String project(Map<String, String> cols, boolean grouped) {
        List<String> out = new ArrayList<>();
        String[] types = COLUMNS.split(", ");
        for (int i = 0; i < NAMES.size(); i++) {
            String n = NAMES.get(i);
            String type = types[i].substring(types[i].indexOf(' ') + 1);
            String expr = cols.containsKey(n) ? "CAST(\"" + n + "\" AS " + type + ")" : "CAST(NULL AS " + type + ")";
            if (grouped && !n.equals("program_sha256")) expr = "any_value(" + expr + ")";
            out.add(expr + " AS " + n);
        }
        return String.join(", ", out);
    }

    /** Progress of {@link #computeMissing}. */
    public interface Progress {
        void update(long done, long total);
    }

    /**
     * Computes the features of every program of a live run that has no features yet,
     * at most {@code cap} of them. Returns how many were added.
     */
    public static long computeMissing(
            ResultsDb db, ProgramFeatures features, long cap, Progress progress, BooleanSupplier cancelled)
            throws SQLException {
        try (Connection c = db.connect()) {
            long total;
            String missing = "FROM live_runs WHERE program_sha256 IS NOT NULL AND program_text IS NOT NULL "
                    + "AND program_sha256 NOT IN (SELECT program_sha256 FROM program_metrics)";
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT count(DISTINCT program_sha256) " + missing)) {
                rs.next();
                total = Math.min(cap, rs.getLong(1));
            }
            if (total == 0) return 0;
            List<ProgramFeatureRow> batch = new ArrayList<>();
            long done = 0;
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery(
                            "SELECT program_sha256, any_value(program_text), any_value(tool), any_value(tool_version) "
                                    + missing + " GROUP BY program_sha256 LIMIT " + total)) {
                while (rs.next() && !cancelled.getAsBoolean()) {
                    batch.add(features.of(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)));
                    done++;
                    if (batch.size() == 200) {
                        insert(db, batch);
                        batch.clear();
                        progress.update(done, total);
                    }
                }
            }
            insert(db, batch);
            progress.update(done, total);
            return done;
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private static String json(List<?> values) {
        try {
            return JSON.writeValueAsString(values);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Adds computed rows. */
    public static void insert(ResultsDb db, List<ProgramFeatureRow> rows) throws SQLException {
        if (rows.isEmpty()) return;
        try (Connection c = db.connect();
                PreparedStatement ps = c.prepareStatement(
                        "INSERT INTO computed_program_metrics VALUES (?, ?, ?, "
                                + "from_json(?, '[\"VARCHAR\"]'), from_json(?, '[\"VARCHAR\"]'), from_json(?, '[\"VARCHAR\"]'), "
                                + "from_json(?, '[\"VARCHAR\"]'), from_json(?, '[\"VARCHAR\"]'), from_json(?, '[\"BIGINT\"]'), ?)")) {
            // The JDBC driver has no setArray: lists travel as JSON text.
            for (ProgramFeatureRow r : rows) {
                ps.setString(1, r.programSha256());
                ps.setInt(2, r.ops());
                ps.setInt(3, r.tokens());
                ps.setString(4, json(r.dialects()));
                ps.setString(5, json(r.opNames()));
                ps.setString(6, json(r.controlPairs()));
                ps.setString(7, json(r.dataPairs()));
                ps.setString(8, json(r.unionPairs()));
                ps.setString(9, json(r.patternsD2()));
                ps.setString(10, r.parseError());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }
}
