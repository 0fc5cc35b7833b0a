package io.dialectic.app.data;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.duckdb.DuckDBConnection;

/**
 * An in-memory DuckDB over one results directory. It never copies a Parquet
 * corpus: the relations below are views over the files, so opening a 1M-run
 * report costs a schema read, and each screen queries only the columns and
 * rows it shows. A JSON Lines campaign (small by nature) is loaded once.
 *
 * <p>Relations every query may use:
 * <ul>
 *   <li>{@code runs} — one row per run, the small columns of {@link RunColumns#SMALL}
 *       (base results plus runs added live by a re-fuzz);</li>
 *   <li>{@code run_texts(run_id, program_sha256, program_text, stderr)} — the large columns, read by key;</li>
 *   <li>{@code live_runs} — runs appended while the app is open ({@link #appendRuns});</li>
 *   <li>{@code program_metrics} — one row per distinct program (see {@link ProgramMetricsTable}).</li>
 * </ul>
 * A DuckDB connection is not for concurrent use: each reader takes its own
 * {@link #connect() duplicate} of the database.
 */
public final class ResultsDb implements AutoCloseable {
    private final ResultsLocation location;
    private final DuckDBConnection root;
    private boolean byCampaign;

    private ResultsDb(ResultsLocation location, DuckDBConnection root) {
        this.location = location;
        this.root = root;
    }

    public static ResultsDb open(ResultsLocation location) throws SQLException {
        DuckDBConnection c = (DuckDBConnection) DriverManager.getConnection("jdbc:duckdb:");
        ResultsDb db = new ResultsDb(location, c);
        try {
            db.createRelations();
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
        return db;
    }

    public ResultsLocation location() { return location; }

    /** A new connection to the same database, for one reader thread. */
    public Connection connect() throws SQLException {
        return root.duplicate();
    }

    private void createRelations() throws SQLException {
        try (Statement st = root.createStatement()) {
            String columns = RunColumns.ALL.stream().map(e -> "\"" + e.getKey() + "\" " + e.getValue()).collect(Collectors.joining(", "));
            st.execute("CREATE TABLE live_runs (" + columns + ")");
            if (location.runsFormat() == ResultsLocation.Format.JSONL) {
                // Broken lines are skipped here; the analytics job reports them in its errors table.
                st.execute("CREATE TABLE base_runs AS SELECT " + RunColumns.projection(jsonTypes()) + " FROM read_json(" + location.runs()
                        + ", format = 'newline_delimited', columns = " + RunColumns.jsonSchema() + ", ignore_errors = true)");
            } else {
                st.execute("CREATE VIEW base_runs AS SELECT " + RunColumns.projection(describe(st, location.runs())) + " FROM " + location.runs());
            }
            // The unit the views compare ("fuzzer" below): the fuzzer, or the campaign when all runs share one fuzzer
            // (two campaigns of `dialectic run` are two sources to compare). Runs added live then show as their campaign.
            byCampaign = groupByCampaign(st);
            String small = String.join(", ", RunColumns.SMALL.stream()
                    .map(c -> c.equals("fuzzer") && byCampaign ? "coalesce(campaign, fuzzer) AS fuzzer" : "\"" + c + "\"").toList());
            st.execute("CREATE VIEW runs AS SELECT " + small + " FROM base_runs UNION ALL BY NAME SELECT " + small + " FROM live_runs");
            st.execute("CREATE VIEW run_texts AS SELECT run_id, program_sha256, program_text, stderr FROM base_runs "
                    + "UNION ALL SELECT run_id, program_sha256, program_text, stderr FROM live_runs");
            ProgramMetricsTable.create(st, location);
        }
    }

    private static boolean groupByCampaign(Statement st) throws SQLException {
        try (ResultSet rs = st.executeQuery("SELECT count(DISTINCT fuzzer), count(DISTINCT campaign) FROM base_runs")) {
            rs.next();
            return rs.getLong(1) <= 1 && rs.getLong(2) > 1;
        }
    }

    /** Whether the views compare campaigns (all runs came from one fuzzer) rather than fuzzers. */
    public boolean groupsByCampaign() { return byCampaign; }

    private static Map<String, String> jsonTypes() {
        Map<String, String> m = new LinkedHashMap<>();
        for (var e : RunColumns.ALL) m.put(e.getKey(), e.getValue());
        return m;
    }

    /** Column name -> DuckDB type of a source expression. */
    static Map<String, String> describe(Statement st, String source) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (ResultSet rs = st.executeQuery("DESCRIBE SELECT * FROM " + source)) {
            while (rs.next()) out.put(rs.getString("column_name"), rs.getString("column_type"));
        }
        return out;
    }

    /** Adds runs (e.g. from a live re-fuzz) so that every view shows them. */
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    public synchronized void appendRuns(Iterable<io.dialectic.toolchain.record.RunRecord> records) throws SQLException {
        // The JDBC driver has no setArray: the pipeline travels as JSON text.
        String placeholders = RunColumns.ALL.stream().map(e -> e.getKey().equals("pipeline") ? "from_json(?, '[\"VARCHAR\"]')" : "?")
                .collect(Collectors.joining(", "));
        try (var ps = root.prepareStatement("INSERT INTO live_runs VALUES (" + placeholders + ")")) {
            for (var r : records) {
                int i = 1;
                ps.setString(i++, r.runId());
                ps.setString(i++, r.campaign());
                ps.setString(i++, r.fuzzer() != null ? r.fuzzer() : r.campaign() != null ? r.campaign() : "unknown");
                ps.setLong(i++, r.seq());
                ps.setString(i++, r.programPath());
                ps.setString(i++, r.programSha256());
                ps.setString(i++, r.tool());
                ps.setString(i++, r.toolVersion());
                ps.setString(i++, JSON.writeValueAsString(r.pipeline()));
                ps.setObject(i++, r.exitCode());
                ps.setObject(i++, r.signal());
                ps.setLong(i++, r.durationMs());
                ps.setString(i++, r.outcome() != null ? r.outcome() : "not-run");
                ps.setString(i++, r.crashKey());
                ps.setString(i++, r.parentId());
                ps.setString(i++, null);
                ps.setString(i++, null);
                ps.setString(i++, r.programText());
                ps.setString(i++, r.stderr());
                ps.addBatch();
            }
            ps.executeBatch();
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new SQLException("cannot encode a pipeline", e);
        }
    }

    @Override
    public void close() throws SQLException {
        root.close();
    }
}
