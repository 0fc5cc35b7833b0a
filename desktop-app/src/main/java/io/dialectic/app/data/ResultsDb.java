package io.dialectic.app.data;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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
 *   <li>{@code program_metrics} — one row per distinct program (see {@link ProgramMetricsTable});</li>
 *   <li>{@code program_firsts(fuzzer, program_sha256, seq)} — each campaign's programs and the seq of their first run.</li>
 * </ul>
 * Opening only creates views; {@link ProgramMetricsTable#materialize} must run once after it (the app's
 * first background task) to fill the tables the aggregate queries read.
 * A DuckDB connection is not for concurrent use: each reader takes its own
 * {@link #connect() duplicate} of the database.
 */
public final class ResultsDb implements AutoCloseable {
    private final ResultsLocation location;
    private final DuckDBConnection root;
    private boolean reportAggregates;

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
                restamp(st);
            } else {
                st.execute("CREATE VIEW base_runs AS SELECT " + RunColumns.projection(describe(st, location.runs())) + " FROM " + location.runs());
            }
            // The unit the views compare (column "fuzzer" below) is the campaign, as in the analytics report
            // (each input is tagged with one; a fuzzer usually runs several): a live re-fuzz shows as its own campaign.
            String small = String.join(", ", RunColumns.SMALL.stream()
                    .map(c -> c.equals("fuzzer") ? "coalesce(campaign, fuzzer) AS fuzzer" : "\"" + c + "\"").toList());
            st.execute("CREATE VIEW runs AS SELECT " + small + " FROM base_runs UNION ALL BY NAME SELECT " + small + " FROM live_runs");
            // A report keeps program texts once per program (its programs table), not per run.
            String baseTexts = "SELECT run_id, program_sha256, program_text, stderr FROM base_runs";
            if (location.programs().isPresent() && describe(st, location.programs().get()).containsKey("program_text")) {
                st.execute("CREATE VIEW report_program_texts AS SELECT program_sha256, any_value(program_text) AS program_text FROM "
                        + location.programs().get() + " GROUP BY program_sha256");
                baseTexts = "SELECT r.run_id, r.program_sha256, coalesce(r.program_text, t.program_text) AS program_text, r.stderr "
                        + "FROM base_runs r LEFT JOIN report_program_texts t USING (program_sha256)";
            }
            st.execute("CREATE VIEW run_texts AS " + baseTexts + " UNION ALL SELECT run_id, program_sha256, program_text, stderr FROM live_runs");
            ProgramMetricsTable.create(st, location);
            reportAggregates = createReportAggregates(st);
            // Each campaign's programs with the seq of their first run (coverage curves, per-campaign counts):
            // a table for the opened results, built by materialize(), plus the live runs.
            st.execute("CREATE TABLE base_program_firsts (fuzzer VARCHAR, program_sha256 VARCHAR, seq BIGINT)");
            st.execute("CREATE VIEW program_firsts AS SELECT * FROM base_program_firsts UNION ALL "
                    + "SELECT coalesce(campaign, fuzzer) AS fuzzer, program_sha256, min(seq) AS seq FROM live_runs WHERE program_sha256 IS NOT NULL GROUP BY ALL");
        }
    }

    /**
     * Raw run records carry the verdict of the version that wrote them: crashes are re-keyed with the
     * toolchain's {@link Judge#stamp}, as {@code dialectic clusters} and the analysis read them, so all
     * three views show the same clusters (a report's runs were judged by the analysis already).
     */
    private void restamp(Statement st) throws SQLException {
        Judge judge = Judge.defaults();
        List<String[]> changed = new ArrayList<>();
        try (ResultSet rs = st.executeQuery("SELECT run_id, crash_key, exit_code, signal, coalesce(stderr_truncated, false), "
                + "to_json(pipeline), stderr FROM base_runs WHERE outcome = 'crash'")) {
            while (rs.next()) {
                Integer exit = rs.getInt(3);
                if (rs.wasNull()) exit = null;
                Integer signal = rs.getInt(4);
                if (rs.wasNull()) signal = null;
                RunRecord r = new RunRecord(rs.getString(1), null, null, 0, null, null, null, null, null, RunRow.pipeline(rs.getString(6)),
                        exit, signal, false, 0, rs.getString(7), rs.getBoolean(5), null, Outcome.CRASH, rs.getString(2), null);
                RunRecord stamped = judge.stamp(r);
                if (!stamped.crashKey().equals(r.crashKey())) changed.add(new String[] {stamped.crashKey(), r.runId(), r.crashKey()});
            }
        }
        if (changed.isEmpty()) return;
        try (PreparedStatement ps = root.prepareStatement("UPDATE base_runs SET crash_key = ? WHERE run_id = ? AND crash_key = ?")) {
            for (String[] c : changed) {
                ps.setString(1, c[0]);
                ps.setString(2, c[1]);
                ps.setString(3, c[2]);
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

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

    /**
     * The analytics job's own aggregates (coverage, coverage_curve, richness, items), when the results are a
     * report that has them: the Overview reads them for the report's campaigns instead of recomputing them
     * from every program (seconds instead of tens of seconds on a 1M-run report).
     */
    private boolean createReportAggregates(Statement st) throws SQLException {
        if (!location.isReport()) return false;
        Map<String, String> views = Map.of("coverage", "report_coverage", "coverage_curve", "report_curve",
                "richness", "report_richness", "items", "report_items");
        Map<String, String> sources = new LinkedHashMap<>();
        for (var e : views.entrySet()) {
            var src = ResultsLocation.parquet(location.dir(), e.getKey());
            if (src.isEmpty()) return false;
            sources.put(e.getValue(), src.get());
        }
        for (var e : sources.entrySet()) st.execute("CREATE VIEW " + e.getKey() + " AS SELECT * FROM " + e.getValue());
        return true;
    }

    /** Whether the report's own aggregates are used for its campaigns (see {@link #createReportAggregates}). */
    public boolean hasReportAggregates() { return reportAggregates; }

    /** Total runs of the opened results (before any live additions). */
    public long baseRunCount() throws SQLException {
        try (Statement st = root.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM base_runs")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Adds runs (e.g. from a live re-fuzz) so that every view shows them. */
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();
    private static final Judge LIVE_JUDGE = Judge.defaults();

    public synchronized void appendRuns(Iterable<io.dialectic.toolchain.record.RunRecord> records) throws SQLException {
        // The JDBC driver has no setArray: the pipeline travels as JSON text.
        String placeholders = RunColumns.ALL.stream().map(e -> switch (e.getKey()) {
                    case "pipeline", "passes_changed", "patterns_fired" -> "from_json(?, '[\"VARCHAR\"]')";
                    case "patterns_attempted" -> "from_json(?, '\"MAP(VARCHAR, INTEGER)\"')";
                    default -> "?";
                }).collect(Collectors.joining(", "));
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
                ps.setString(i++, r.outcome() != null ? r.outcome().label() : Outcome.NOT_RUN);
                ps.setString(i++, r.crashKey());
                ps.setString(i++, r.parentId());
                // pass, bug location and crash site of the toolchain's verdict, as the analysis writes them
                Verdict v = r.outcome() == Outcome.CRASH ? LIVE_JUDGE.verdictOfStamped(r).orElse(null) : null;
                ClusterDefinition.Site site = v == null ? null : ClusterDefinition.Site.of(v.signature());
                ps.setString(i++, v == null ? null : v.crashPass());
                ps.setString(i++, v == null ? null : v.bugLocation());
                ps.setString(i++, site == null ? null : site.text());
                ps.setObject(i++, site == null ? null : site.named());
                ps.setBoolean(i++, r.stderrTruncated());
                // triggers: JSON null for an unobserved run
                ps.setString(i++, JSON.writeValueAsString(r.passesChanged()));
                ps.setString(i++, JSON.writeValueAsString(r.patternsAttempted()));
                ps.setString(i++, JSON.writeValueAsString(r.patternsFired()));
                ps.setString(i++, r.miscompileKey());
                ps.setString(i++, r.programText());
                ps.setString(i++, r.stderr());
                ps.setString(i++, r.expectedOutput());
                ps.setString(i++, r.actualOutput());
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
