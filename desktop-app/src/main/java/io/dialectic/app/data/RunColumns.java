package io.dialectic.app.data;

import io.dialectic.toolchain.record.RunRecordColumns;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The run-record columns the app reads (docs/ARCHITECTURE.md, "The run record"), with their
 * DuckDB types, and how to project them from a source that may lack some of
 * them or store the pipeline as a list: a missing column reads as NULL, never
 * as an error, so a report from an older analytics version still opens.
 */
public final class RunColumns {
    private RunColumns() {}

    /** The columns of the analytics job's runs table that are not run-record fields, with their DuckDB types (before ALL: it is read while ALL is built). */
    private static final Map<String, String> DERIVED = Map.of(
            "crash_pass", "VARCHAR", "bug_location", "VARCHAR", "crash_site", "VARCHAR", "crash_site_named", "BOOLEAN");

    /**
     * Column name -> DuckDB type, in table order (live runs are bound by name, {@code ResultsDb.appendRuns}). Texts last: they are
     * read one run at a time. A run record's column takes its type from {@link RunRecordColumns} (derived from the record
     * itself); only the columns the analytics job derives are typed here.
     */
    public static final List<Map.Entry<String, String>> ALL = columns(Stream.concat(
            RunRecordColumns.LEADING.stream(),
            Stream.of(
                    "duration_ms",
                    "outcome",
                    "crash_key",
                    "parent_id",
                    // derived by the analytics job (analytics/OUTPUTS.md); NULL in a raw campaign
                    "crash_pass",
                    "bug_location",
                    "crash_site",
                    "crash_site_named",
                    // the stderr was cut when recorded (a stored crash_key then saw more of it than the stderr here)
                    "stderr_truncated",
                    // Optimization triggers: NULL when the run was not observed (older records, other fuzzers)
                    "passes_changed",
                    "patterns_attempted",
                    "patterns_fired",
                    // Executed programs (fuzz --oracle differential); NULL in every other run
                    "miscompile_key",
                    "program_text",
                    "stderr",
                    "expected_output",
                    "actual_output")));

    private static List<Map.Entry<String, String>> columns(Stream<String> names) {
        return names.map(n -> {
                    RunRecordColumns.Column c = RunRecordColumns.named(n);
                    String type = c != null ? c.kind().duckDb() : DERIVED.get(n);
                    if (type == null)
                        throw new IllegalStateException("the app reads a run column no run record or job has: " + n);
                    return Map.entry(n, type);
                })
                .toList();
    }

    /** The long text columns, read one run at a time. */
    private static final Set<String> TEXTS = Set.of("program_text", "stderr", "expected_output", "actual_output");

    /** The small columns, for listing and aggregating. */
    public static final List<String> SMALL =
            ALL.stream().map(Map.Entry::getKey).filter(c -> !TEXTS.contains(c)).toList();

    /**
     * A SELECT list producing the normalised columns from a source whose columns
     * (name -> DuckDB type) are {@code available}.
     */
    public static String projection(Map<String, String> available) {
        Function<Map.Entry<String, String>, String> one = e -> {
            String name = e.getKey();
            String type = available.get(name);
            String expr;
            if (type == null) expr = "CAST(NULL AS " + e.getValue() + ")";
            // A pipeline stored as one string: its items are separated by spaces (and pass options use braces).
            else if (name.equals("pipeline") && !type.endsWith("[]"))
                expr = "string_split(CAST(pipeline AS VARCHAR), ' ')";
            else expr = "CAST(\"" + name + "\" AS " + e.getValue() + ")";
            return switch (name) {
                    // A run without a fuzzer tag is known by its campaign (docs/ARCHITECTURE.md: each input is tagged
                    // with one).
                case "fuzzer" -> "coalesce(" + expr + ", "
                        + (available.containsKey("campaign") ? "CAST(campaign AS VARCHAR)" : "NULL")
                        + ", 'unknown') AS fuzzer";
                case "outcome" -> "coalesce(" + expr + ", 'not-run') AS outcome";
                case "crash_key" -> "coalesce(" + expr + ", '') AS crash_key";
                    // Records of a static corpus may lack the hash: the text identifies the program then.
                case "program_sha256" -> "coalesce(" + expr
                        + (available.containsKey("program_text") ? ", md5(CAST(program_text AS VARCHAR))" : "")
                        + ") AS program_sha256";
                default -> expr + " AS \"" + name + "\"";
            };
        };
        return ALL.stream().map(one).collect(Collectors.joining(", "));
    }
}
