package io.dialectic.app.data;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The run-record columns the app reads (DESIGN.md, "The run record"), with their
 * DuckDB types, and how to project them from a source that may lack some of
 * them or store the pipeline as a list: a missing column reads as NULL, never
 * as an error, so a report from an older analytics version still opens.
 */
public final class RunColumns {
    private RunColumns() {}

    /** Column name -> DuckDB type, in table order. Texts last: they are read one run at a time. */
    public static final List<Map.Entry<String, String>> ALL = List.of(
            Map.entry("run_id", "VARCHAR"),
            Map.entry("campaign", "VARCHAR"),
            Map.entry("fuzzer", "VARCHAR"),
            Map.entry("seq", "BIGINT"),
            Map.entry("program_path", "VARCHAR"),
            Map.entry("program_sha256", "VARCHAR"),
            Map.entry("tool", "VARCHAR"),
            Map.entry("tool_version", "VARCHAR"),
            Map.entry("pipeline", "VARCHAR[]"),
            Map.entry("exit_code", "INTEGER"),
            Map.entry("signal", "INTEGER"),
            Map.entry("duration_ms", "BIGINT"),
            Map.entry("outcome", "VARCHAR"),
            Map.entry("crash_key", "VARCHAR"),
            Map.entry("parent_id", "VARCHAR"),
            // Derived by the analytics job (analytics/OUTPUTS.md); NULL in a raw campaign.
            Map.entry("crash_pass", "VARCHAR"),
            Map.entry("bug_location", "VARCHAR"),
            Map.entry("crash_site", "VARCHAR"),
            Map.entry("crash_site_named", "BOOLEAN"),
            // the stderr was cut when recorded (a stored crash_key then saw more of it than the stderr here)
            Map.entry("stderr_truncated", "BOOLEAN"),
            // Optimization triggers (issue 16): NULL when the run was not observed (older records, other fuzzers).
            Map.entry("passes_changed", "VARCHAR[]"),
            Map.entry("patterns_attempted", "MAP(VARCHAR, INTEGER)"),
            Map.entry("patterns_fired", "VARCHAR[]"),
            // executed programs (fuzz --oracle differential, issue 15); NULL in every other run
            Map.entry("miscompile_key", "VARCHAR"),
            Map.entry("program_text", "VARCHAR"),
            Map.entry("stderr", "VARCHAR"),
            Map.entry("expected_output", "VARCHAR"),
            Map.entry("actual_output", "VARCHAR"));

    /** The long text columns, read one run at a time. */
    private static final java.util.Set<String> TEXTS = java.util.Set.of("program_text", "stderr", "expected_output", "actual_output");

    /** The small columns, for listing and aggregating. */
    public static final List<String> SMALL = ALL.stream().map(Map.Entry::getKey)
            .filter(c -> !TEXTS.contains(c)).toList();

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
            else if (name.equals("pipeline") && !type.endsWith("[]")) expr = "string_split(CAST(pipeline AS VARCHAR), ' ')";
            else expr = "CAST(\"" + name + "\" AS " + e.getValue() + ")";
            return switch (name) {
                // A run without a fuzzer tag is known by its campaign (DESIGN.md: each input is tagged with one).
                case "fuzzer" -> "coalesce(" + expr + ", " + (available.containsKey("campaign") ? "CAST(campaign AS VARCHAR)" : "NULL") + ", 'unknown') AS fuzzer";
                case "outcome" -> "coalesce(" + expr + ", 'not-run') AS outcome";
                case "crash_key" -> "coalesce(" + expr + ", '') AS crash_key";
                // Records of a static corpus may lack the hash: the text identifies the program then.
                case "program_sha256" -> "coalesce(" + expr + (available.containsKey("program_text") ? ", md5(CAST(program_text AS VARCHAR))" : "") + ") AS program_sha256";
                default -> expr + " AS \"" + name + "\"";
            };
        };
        return ALL.stream().map(one).collect(Collectors.joining(", "));
    }
}
