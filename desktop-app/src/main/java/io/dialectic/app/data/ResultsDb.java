package io.dialectic.app.data;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordColumns;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.duckdb.DuckDBConnection;

/**
 * An in-memory DuckDB over one analysis report (the Parquet tables {@code dialectic analyze} wrote,
 * analytics/OUTPUTS.md). Opening reads what the job wrote and recomputes none of it: every table is a view
 * over its files, never copied, so opening a report of any size costs a schema read, and each screen queries
 * only the columns and rows it shows. A raw campaign folder is analyzed into a report first
 * ({@link CampaignAnalysis}), so every view shows the job's one verdict.
 *
 * <p>Relations every query may use:
 * <ul>
 *   <li>{@code report_T} for each table {@code T} of {@link #TABLES} (campaigns, validity, coverage, the
 *       curves, items, richness, clusters and their members, programs, miscompile and trigger tables);</li>
 *   <li>{@code runs}: one row per run, the small columns of {@link RunColumns#SMALL}
 *       (the report's runs plus runs added live by a re-fuzz);</li>
 *   <li>{@code live_runs}: runs appended while the app is open ({@link #appendRuns}), the only runs whose
 *       figures the app computes itself;</li>
 *   <li>{@code program_metrics}: per-program features (the report's programs table, and those of live
 *       programs, {@link ProgramMetricsTable});</li>
 *   <li>{@code program_firsts(fuzzer, program_sha256, seq)}: each live campaign's programs and the seq of their first run.</li>
 * </ul>
 * A DuckDB connection is not for concurrent use: each reader takes its own
 * {@link #connect() duplicate} of the database.
 */
public final class ResultsDb implements AutoCloseable {
    /** The report tables the views read: the report's name -> the relation's. */
    static final Map<String, String> TABLES = tables();

    /** Report tables an older report lacks: the report's name -> the relation's, created only when present. */
    static final Map<String, String> OPTIONAL_TABLES = Map.of("ir_bug_clusters", "report_ir_bug_clusters");

    private final ResultsLocation location;
    private final DuckDBConnection root;

    private ResultsDb(ResultsLocation location, DuckDBConnection root) {
        this.location = location;
        this.root = root;
    }

    private static Map<String, String> tables() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String t : List.of(
                "campaigns",
                "validity",
                "coverage",
                "items",
                "richness",
                "clusters",
                "cluster_members",
                "cluster_campaigns",
                "programs",
                "miscompile_clusters",
                "trigger_coverage",
                "trigger_passes",
                "trigger_patterns")) {
            m.put(t, "report_" + t);
        }
        m.put("coverage_curve", "report_curve");
        return m;
    }

    /** Opens a report; a raw campaign folder is analyzed into one first ({@link CampaignAnalysis}). */
    public static ResultsDb open(ResultsLocation location) throws SQLException {
        if (!location.isReport()) {
            throw new IllegalArgumentException(
                    location.dir() + " holds run records, not a report: it is analyzed first (CampaignAnalysis)");
        }
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

    public ResultsLocation location() {
        return location;
    }

    /** The report's summary.json (the op universes are read from it). */
    public Path summary() {
        return location.dir().resolve("summary.json");
    }

    /** A new connection to the same database, for one reader thread. */
    public Connection connect() throws SQLException {
        return root.duplicate();
    }

    private void createRelations() throws SQLException {
        try (Statement st = root.createStatement()) {
            for (var t : TABLES.entrySet()) {
                String src = ResultsLocation.parquet(location.dir(), t.getKey())
                        .orElseThrow(
                                () -> new IllegalArgumentException(
                                        location.dir() + " lacks the table " + t.getKey()
                                                + ": it was written by an older `dialectic analyze`; analyze its inputs again"));
                st.execute("CREATE VIEW " + t.getValue() + " AS SELECT * FROM " + src);
            }
            // A table newer than some reports: its view exists only when the report has it (its reader says so).
            for (var t : OPTIONAL_TABLES.entrySet()) {
                var src = ResultsLocation.parquet(location.dir(), t.getKey());
                if (src.isPresent()) st.execute("CREATE VIEW " + t.getValue() + " AS SELECT * FROM " + src.get());
            }
            String columns = RunColumns.ALL.stream()
                    .map(e -> "\"" + e.getKey() + "\" " + e.getValue())
                    .collect(Collectors.joining(", "));
            st.execute("CREATE TABLE live_runs (" + columns + ")");
            st.execute("CREATE VIEW base_runs AS SELECT " + RunColumns.projection(describe(st, location.runs()))
                    + " FROM " + location.runs());
            // The unit the views compare (column "fuzzer" below) is the campaign, as in the analytics report
            // (each input is tagged with one; a fuzzer usually runs several): a live re-fuzz shows as its own campaign.
            String small = String.join(
                    ", ",
                    RunColumns.SMALL.stream()
                            .map(c -> c.equals("fuzzer") ? "coalesce(campaign, fuzzer) AS fuzzer" : "\"" + c + "\"")
                            .toList());
            st.execute("CREATE VIEW runs AS SELECT " + small + " FROM base_runs UNION ALL BY NAME SELECT " + small
                    + " FROM live_runs");
            ProgramMetricsTable.create(st);
            st.execute(
                    "CREATE VIEW program_firsts AS SELECT coalesce(campaign, fuzzer) AS fuzzer, program_sha256, min(seq) AS seq "
                            + "FROM live_runs WHERE program_sha256 IS NOT NULL GROUP BY ALL");
        }
    }

    /**
     * The program text and stderr of one run, by key: two point reads (the run's row, then its program's:
     * a report keeps program texts once per program, in its programs table), not a join of runs and programs.
     */
    public static RunTexts texts(Connection c, String runId) throws SQLException {
        String sha = null, text = null, stderr = null;
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT program_sha256, program_text, stderr FROM base_runs WHERE run_id = ? "
                        + "UNION ALL SELECT program_sha256, program_text, stderr FROM live_runs WHERE run_id = ? LIMIT 1")) {
            ps.setString(1, runId);
            ps.setString(2, runId);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    sha = rs.getString(1);
                    text = rs.getString(2);
                    stderr = rs.getString(3);
                }
            }
        }
        if (text == null && sha != null) {
            try (PreparedStatement ps =
                    c.prepareStatement("SELECT program_text FROM report_programs WHERE program_sha256 = ? LIMIT 1")) {
                ps.setString(1, sha);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) text = rs.getString(1);
                }
            }
        }
        return new RunTexts(runId, text == null ? "" : text, stderr == null ? "" : stderr);
    }

    /** Whether the database has a relation of this name (an optional report table may be absent). */
    public static boolean hasRelation(Connection c, String name) throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement("SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_name = ?)")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getBoolean(1);
            }
        }
    }

    /** Whether runs were added live: without them the app computes no figure at all. */
    public static boolean hasLiveRuns(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT EXISTS (SELECT 1 FROM live_runs)")) {
            rs.next();
            return rs.getBoolean(1);
        }
    }

    /** The live campaigns: those of runs added while the app is open (their figures are computed here). */
    public static String liveCampaigns() {
        return "SELECT DISTINCT coalesce(campaign, fuzzer) FROM live_runs";
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
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final Judge LIVE_JUDGE = Judge.defaults();

    public synchronized void appendRuns(Iterable<RunRecord> records) throws SQLException {
        List<String> columns = RunColumns.ALL.stream().map(Map.Entry::getKey).toList();
        // The JDBC driver has no setArray: lists and maps travel as JSON text.
        String placeholders = RunColumns.ALL.stream()
                .map(e -> switch (e.getValue()) {
                    case "VARCHAR[]" -> "from_json(?, '[\"VARCHAR\"]')";
                    case "MAP(VARCHAR, INTEGER)" -> "from_json(?, '\"MAP(VARCHAR, INTEGER)\"')";
                    default -> "?";
                })
                .collect(Collectors.joining(", "));
        String names = columns.stream().map(c -> "\"" + c + "\"").collect(Collectors.joining(", "));
        try (var ps = root.prepareStatement("INSERT INTO live_runs (" + names + ") VALUES (" + placeholders + ")")) {
            for (var r : records) {
                Map<String, Object> derived = derivedColumns(r);
                for (int i = 0; i < columns.size(); i++) {
                    String c = columns.get(i);
                    Object v = derived.containsKey(c) ? derived.get(c) : RunRecordColumns.value(r, c);
                    ps.setObject(
                            i + 1, v instanceof List<?> || v instanceof Map<?, ?> ? JSON.writeValueAsString(v) : v);
                }
                ps.addBatch();
            }
            ps.executeBatch();
        } catch (JsonProcessingException e) {
            throw new SQLException("cannot encode a list column", e);
        }
    }

    /**
     * The live run's columns that are not its record's fields as they are: the fuzzer and outcome as every view reads
     * them, and the pass, bug location and crash site of the toolchain's verdict, as the analysis writes them.
     */
    private static Map<String, Object> derivedColumns(RunRecord r) {
        Map<String, Object> m = new HashMap<>();
        m.put("fuzzer", r.fuzzer() != null ? r.fuzzer() : r.campaign() != null ? r.campaign() : "unknown");
        m.put("outcome", r.outcome() != null ? r.outcome().label() : Outcome.NOT_RUN);
        Verdict v =
                r.outcome() == Outcome.CRASH ? LIVE_JUDGE.verdictOfStamped(r).orElse(null) : null;
        ClusterDefinition.Site site = v == null ? null : ClusterDefinition.Site.of(v.signature());
        m.put("crash_pass", v == null ? null : v.crashPass());
        m.put("bug_location", v == null ? null : v.bugLocation());
        m.put("crash_site", site == null ? null : site.text());
        m.put("crash_site_named", site == null ? null : site.named());
        return m;
    }

    @Override
    public void close() throws SQLException {
        root.close();
    }
}
