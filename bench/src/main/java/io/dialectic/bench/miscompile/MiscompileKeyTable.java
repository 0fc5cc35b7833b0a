package io.dialectic.bench.miscompile;

import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.verdict.CellComparison;
import io.dialectic.semantics.verdict.DifferentialExecution;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.semantics.verdict.Judgement;
import io.dialectic.semantics.verdict.MiscompileKey;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * The miscompile keys of a differential campaign in both forms: each miscompile run of {@code runs.jsonl}
 * judged again alone in its cell, its slice key (pass + the op names on the differing value's slice,
 * {@link MiscompileKey#bySliceOps}) beside its key by the rewrite ({@link MiscompileKey#of}); then one row per key by
 * the rewrite with the old keys of its runs and, when {@code reduce --all-clusters} has reduced the campaign's
 * clusters, the key's reduced representative. Runtime-crash keys ({@code runtime-crash | O0}) name no slice: they are
 * left out.
 */
public final class MiscompileKeyTable {
    private MiscompileKeyTable() {}

    /** One miscompile run: its recorded key, and both forms judged now (null when it no longer miscompiles). */
    public record Run(String runId, String programSha, String recorded, String old, String now, String note) {}

    /** A reduced cluster of {@code reduce --all-clusters}: its status, the reduced program and the key after reduction. */
    public record Reduced(String status, String program, String keyAfter) {}

    /** Every miscompile run of {@code runs} with a slice key, judged again in its cell by {@code cellOf}. */
    public static List<Run> judge(Path runs, Function<RunRecord, Cell> cellOf, Consumer<String> progress)
            throws IOException {
        List<RunRecord> records = new ArrayList<>();
        RunRecordsJsonl.read(runs, l -> {
            RunRecord r = l.record();
            if (r != null
                    && r.outcome() == Outcome.MISCOMPILE
                    && r.miscompileKey() != null
                    && !r.miscompileKey().startsWith("runtime-")) records.add(r);
        });
        List<Run> out = new ArrayList<>();
        for (RunRecord r : records) {
            progress.accept(r.runId() + " (" + (out.size() + 1) + "/" + records.size() + ")");
            Cell cell = cellOf.apply(r);
            ExecOptions o = new ExecOptions(List.of(cell), Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true);
            Judgement j = new DifferentialExecution(o).run(r.programText());
            CellComparison c = j.cells().get(0);
            if (!c.miscompiles()) {
                out.add(new Run(
                        r.runId(),
                        r.programSha256(),
                        r.miscompileKey(),
                        null,
                        null,
                        "judged again: " + j.verdict().label()));
                continue;
            }
            out.add(new Run(
                    r.runId(),
                    r.programSha256(),
                    r.miscompileKey(),
                    MiscompileKey.text(MiscompileKey.bySliceOps(j, c)),
                    MiscompileKey.text(MiscompileKey.of(j, c)),
                    ""));
        }
        return out;
    }

    /** The clusters of a {@code reduce --all-clusters} folder by miscompile key (its {@code miscompiles.csv}); empty when none. */
    public static Map<String, Reduced> reduced(Path dir) throws IOException {
        Map<String, Reduced> out = new LinkedHashMap<>();
        Path csv = dir.resolve("miscompiles.csv");
        if (!Files.isRegularFile(csv)) return out;
        try (Reader in = Files.newBufferedReader(csv)) {
            for (CSVRecord row : CSVFormat.DEFAULT
                    .builder()
                    .setHeader()
                    .setSkipHeaderRecord(true)
                    .get()
                    .parse(in)) {
                String report = row.get("report");
                Path program = report.isEmpty() ? null : dir.resolve(report).resolveSibling("reduced.mlir");
                String text = program != null && Files.isRegularFile(program) ? Files.readString(program) : null;
                out.put(row.get("miscompile_key"), new Reduced(row.get("status"), text, row.get("key_after")));
            }
        }
        return out;
    }

    /**
     * The table in markdown: the counts of keys in each form, one row per key by the rewrite (runs, programs, the old
     * keys of its runs, the reduction's status, ops kept and key after it), then each key's reduced program. Keys are
     * looked up in {@code reduced} by the key the runs were recorded with.
     */
    public static String markdown(List<Run> runs, Map<String, Reduced> reduced) {
        Map<String, List<Run>> byNew = new TreeMap<>();
        TreeSet<String> olds = new TreeSet<>();
        List<Run> dropped = new ArrayList<>();
        for (Run r : runs) {
            if (r.now() == null) {
                dropped.add(r);
                continue;
            }
            byNew.computeIfAbsent(r.now(), k -> new ArrayList<>()).add(r);
            olds.add(r.old());
        }
        StringBuilder b = new StringBuilder();
        b.append(String.format(
                "%d miscompile runs judged again: %d slice keys (pass + slice op names), %d keys by the rewrite; %d no longer miscompile%n%n",
                runs.size(), olds.size(), byNew.size(), dropped.size()));
        b.append(
                "| # | key by the rewrite | runs | programs | slice keys of its runs | reduced | key after reduction |\n|---|---|---|---|---|---|---|\n");
        int n = 0;
        StringBuilder programs = new StringBuilder();
        for (var e : byNew.entrySet()) {
            n++;
            List<Run> members = e.getValue();
            Map<String, Integer> oldCounts = new TreeMap<>();
            TreeSet<String> shas = new TreeSet<>(), recorded = new TreeSet<>();
            for (Run r : members) {
                oldCounts.merge(r.old(), 1, Integer::sum);
                shas.add(r.programSha() == null ? r.runId() : r.programSha());
                recorded.add(r.recorded());
            }
            List<String> oldCells = new ArrayList<>();
            oldCounts.forEach((k, c) -> oldCells.add("`" + cell(k) + "` x" + c));
            Reduced red = recorded.stream()
                    .map(reduced::get)
                    .filter(Objects::nonNull)
                    .findFirst()
                    .orElse(null);
            b.append("| K")
                    .append(n)
                    .append(" | `")
                    .append(cell(e.getKey()))
                    .append("` | ")
                    .append(members.size())
                    .append(" | ")
                    .append(shas.size())
                    .append(" | ")
                    .append(String.join("<br>", oldCells))
                    .append(" | ")
                    .append(red == null ? "-" : cell(red.status()))
                    .append(" | ")
                    .append(red == null || red.keyAfter().isEmpty() ? "-" : "`" + cell(red.keyAfter()) + "`")
                    .append(" |\n");
            if (red != null && red.program() != null) {
                programs.append("K")
                        .append(n)
                        .append(" reduced representative:\n```mlir\n")
                        .append(red.program().strip())
                        .append("\n```\n");
            }
        }
        if (!dropped.isEmpty()) {
            b.append("\nNo longer miscompiling when judged again:");
            for (Run r : dropped)
                b.append(' ').append(r.runId()).append(" (").append(r.note()).append(')');
            b.append('\n');
        }
        if (!programs.isEmpty()) b.append('\n').append(programs);
        return b.toString();
    }

    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ").replace("`", "'");
    }
}
