package io.dialectic.fuzzer.campaign;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Csv;
import io.dialectic.base.Json;
import io.dialectic.base.ProgramBytes;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.base.storage.AtomicFolder;
import io.dialectic.base.storage.JsonlTail;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.base.storage.ShutdownGate;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.batch.BatchFault;
import io.dialectic.toolchain.batch.BatchFaults;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.cases.ShellCommand;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The on-disk campaign, written as it happens so that a kill -9 loses at most
 * the runs in flight:
 * <pre>
 * CAMPAIGN/
 *   campaign.json          settings that decide the candidate sequence ({@link CampaignManifest})
 *   seeds/seeds.jsonl      the seed programs, as run records that were never run (tool null)
 *   runs.jsonl             one run record per run, appended and flushed when the run ends
 *   pool/&lt;id&gt;.mlir        every program that joined the pool (mutants; pipeline outputs as RUNID.out.mlir)
 *   crashes/index.csv      one line per crash (columns of ../shared/crashes/index.csv)
 *   crashes/cases/&lt;run id&gt;/{input.mlir,cmd.txt,stderr.txt,exit_code.txt,tool.txt,meta.json}
 *                          (a crash, or the first run of each IR-bug key, with ir_bug_output.mlir)
 *   crashes/ir-bugs.csv    one line per IR-bug key: kind, key, the run of its case, runs with the key
 *   stats.json             the last stats snapshot
 *   batch-faults/runs.jsonl   batch faults a lone run did not reproduce (the record is the lone run; {@link BatchFaults})
 *   pipeline-draws.tsv     run id, fuzzing time at its record (ms), how its pipeline was drawn ({@code uniform},
 *                          {@code fit:D1+D2}), the pipeline
 * </pre>
 * Whole files are written to a temporary name and moved into place ({@link AtomicFiles}, {@link AtomicFolder});
 * appends stop when the JVM shuts down ({@link ShutdownGate}); a torn last record left by a kill -9 is cut
 * on the next open, with a warning ({@link JsonlTail}).
 */
public final class CampaignDirectory implements AutoCloseable {
    public static final String RUNS = "runs.jsonl";
    /** In a subfolder so that {@code dialectic analyze CAMPAIGN} reads the runs only (it takes the .jsonl files directly in a folder). */
    public static final String SEEDS = "seeds/seeds.jsonl";

    public static final String MANIFEST = "campaign.json";
    /** How each run's pipeline was drawn: {@code run_id<TAB>fuzzed_ms<TAB>drawn<TAB>pipeline}, appended with its record. */
    public static final String DRAWS = "pipeline-draws.tsv";

    static final String STATS = "stats.json";
    /** One line per IR-bug key: kind, key, the run whose case was written, runs with the key so far. */
    public static final String IR_BUGS = "crashes/ir-bugs.csv";

    private static final String FUZZED_MS = "fuzzed_ms";
    private static final String CRASH_HEADER =
            "id,tool,passes,exit_code,outcome,test_pass,seed,form,seed_src,input_lines\n";
    private static final ObjectMapper JSON = Json.MAPPER;

    /** The marker of a campaign folder ({@link OutputFolder}). */
    public static final OutputFolder.Writer WRITER = OutputFolder.Writer.of("fuzz");

    private final Path dir;
    private final Writer runs;
    private final Writer draws;
    private final List<String> warnings = new ArrayList<>();

    private CampaignDirectory(Path dir) throws IOException {
        this.dir = dir;
        Files.createDirectories(dir.resolve("pool"));
        Files.createDirectories(dir.resolve("crashes").resolve("cases"));
        Path runsFile = dir.resolve(RUNS);
        JsonlTail.trimTorn(runsFile).ifPresent(warnings::add);
        this.runs = Files.newBufferedWriter(
                runsFile, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        Path drawsFile = dir.resolve(DRAWS);
        JsonlTail.trimTorn(drawsFile);
        boolean fresh = !Files.exists(drawsFile) || Files.size(drawsFile) == 0;
        this.draws = Files.newBufferedWriter(
                drawsFile, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        if (fresh) {
            draws.write("run_id\tfuzzed_ms\tdrawn\tpipeline\n");
            draws.flush();
        }
        Path index = dir.resolve("crashes").resolve("index.csv");
        if (!Files.exists(index)) writeAtomically(index, CRASH_HEADER);
        else dropRepeatedCrashLines(index);
    }

    /**
     * A run redone after a kill -9 (its case written, its record not yet) appends its index line again:
     * keep one line per crash id, the last. Also cuts a torn last line.
     */
    private static void dropRepeatedCrashLines(Path index) throws IOException {
        JsonlTail.trimTorn(index);
        List<String> lines = Files.readAllLines(index, StandardCharsets.UTF_8);
        Map<String, String> byId = new LinkedHashMap<>();
        for (String l : lines.subList(Math.min(1, lines.size()), lines.size()))
            byId.put(l.substring(0, Math.max(0, l.indexOf(','))), l);
        if (byId.size() == lines.size() - 1) return;
        writeAtomically(index, CRASH_HEADER + String.join("\n", byId.values()) + (byId.isEmpty() ? "" : "\n"));
    }

    /**
     * Opens {@code dir} for a campaign: a new one must not hold runs already (so a mistyped --out never
     * mixes two campaigns); {@code resume} requires the manifest.
     */
    public static CampaignDirectory open(Path dir, boolean resume) throws IOException {
        return open(dir, resume, List.of());
    }

    /** As {@link #open(Path, boolean)}, also refusing a folder that is, holds or lies inside one of {@code inputs} (the seeds). */
    public static CampaignDirectory open(Path dir, boolean resume, Collection<Path> inputs) throws IOException {
        check(dir, resume, inputs);
        OutputFolder.mark(dir, WRITER);
        return new CampaignDirectory(dir);
    }

    /**
     * {@link OutputFolder}'s rule for a campaign, checked before anything is written (and before the seeds are
     * prepared): never a seed; a new campaign needs a new or empty folder (or one this verb marked that holds no
     * runs yet); {@code resume} needs a folder this verb marked, with its manifest.
     */
    public static void check(Path dir, boolean resume, Collection<Path> inputs) throws IOException {
        if (OutputFolder.readMarker(dir).isEmpty() && Files.isRegularFile(dir.resolve(MANIFEST))) {
            OutputFolder.refuseInputs(
                    dir, inputs); // a campaign from before markers: its manifest says what it is (open() marks it)
        } else {
            OutputFolder.checkContinue(dir, WRITER, inputs);
        }
        boolean hasRuns = Files.exists(dir.resolve(RUNS)) && Files.size(dir.resolve(RUNS)) > 0;
        if (resume && !Files.exists(dir.resolve(MANIFEST))) {
            throw new IOException(
                    dir + " holds no campaign to resume (no " + MANIFEST + "): drop --resume to start one");
        }
        if (!resume && hasRuns) {
            throw new IOException(
                    dir + " already holds a campaign: add --resume to continue it, or choose another --out");
        }
    }

    /** Warnings about what was found on opening (a torn last record cut off). */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    public Path path() {
        return dir;
    }

    public static CampaignManifest readManifest(Path dir) throws IOException {
        return JSON.readValue(dir.resolve(MANIFEST).toFile(), CampaignManifest.class);
    }

    public void writeManifest(CampaignManifest m) throws IOException {
        writeAtomically(
                dir.resolve(MANIFEST), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(m));
    }

    public void writeSeeds(List<RunRecord> seeds) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (RunRecord r : seeds) sb.append(RunRecordsJsonl.toLine(r)).append('\n');
        Files.createDirectories(dir.resolve(SEEDS).getParent());
        writeAtomically(dir.resolve(SEEDS), sb.toString());
    }

    /** Appends one run record and flushes it to the OS. */
    public synchronized void append(RunRecord r) throws IOException {
        String line = RunRecordsJsonl.toLine(r) + "\n";
        ShutdownGate.write(() -> {
            runs.write(line);
            runs.flush();
        });
    }

    /** Appends how a run's pipeline was drawn (before its record: a kill between leaves a line whose run is redone). */
    public synchronized void appendDraw(String runId, long fuzzedMs, String drawn, List<String> pipeline)
            throws IOException {
        String line = runId + "\t" + fuzzedMs + "\t" + drawn + "\t"
                + String.join(",", pipeline).replace('\t', ' ').replace('\n', ' ') + "\n";
        ShutdownGate.write(() -> {
            draws.write(line);
            draws.flush();
        });
    }

    /** Keeps the side of a batch fault that the run's lone rerun did not reproduce. */
    public void appendBatchFault(String runId, BatchFault fault) {
        BatchFaults.append(BatchFaults.beside(dir.resolve(RUNS)), runId, fault);
    }

    /** The runs recorded so far, by seq (the last one wins if a seq repeats); broken lines are skipped. */
    public Map<Long, RunRecord> recordedRuns() throws IOException {
        Map<Long, RunRecord> out = new HashMap<>();
        Path f = dir.resolve(RUNS);
        if (!Files.exists(f)) return out;
        RunRecordsJsonl.read(f, line -> {
            if (line.record() != null) out.put(line.record().seq(), line.record());
        });
        return out;
    }

    public void writePoolEntry(PoolEntry e) throws IOException {
        writeAtomically(poolFile(e.id()), e.text());
    }

    /** A pool program written earlier, or null. */
    public String readPoolEntry(String id) throws IOException {
        Path f = poolFile(id);
        return Files.exists(f) ? Files.readString(f, StandardCharsets.UTF_8) : null;
    }

    private Path poolFile(String id) {
        return dir.resolve("pool").resolve(id.replace("/", ".").replaceAll("[^A-Za-z0-9._+-]", "_") + ".mlir");
    }

    /**
     * Writes a crash case in the layout of {@code ../shared/crashes/cases}, so the crash tools read it
     * like the shared corpus. {@code toolArgs} is the tool's argv with the program at {@code input.mlir}.
     */
    public synchronized void writeCrashCase(RunRecord r, List<String> toolArgs, String rule) throws IOException {
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put("outcome", "crash");
        meta.put("crash_key", r.crashKey());
        writeCase(r, toolArgs, rule, meta, null);
        appendCrashLine(r, rule);
    }

    /**
     * Writes the case of a run with an IR-bug verdict ({@code invalid-ir}, {@code roundtrip}) in the crash case's
     * layout, so that {@code rerun}, {@code reduce} and {@code clusters} read it as they read a crash case, and a user
     * files it as it stands: the program, the exact command, the tool's stderr, and in {@code meta.json} the outcome
     * the rules gave, the kind, key, pass, op and message of the verdict; {@code ir_bug_output.mlir} holds the invalid
     * output (invalid-ir, generic form) or the custom form that does not read back (roundtrip). Not in
     * {@code crashes/index.csv}, which lists crashes.
     */
    public synchronized void writeIrBugCase(RunRecord r, List<String> toolArgs, String rule) throws IOException {
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put("outcome", r.outcome() == null ? null : r.outcome().label());
        meta.put("ir_bug_kind", r.irBugKind());
        meta.put("ir_bug_key", r.irBugKey());
        meta.put("ir_bug_pass", r.irBugPass());
        meta.put("ir_bug_op", r.irBugOp());
        meta.put("ir_bug_message", r.irBugMessage());
        writeCase(r, toolArgs, rule, meta, r.irBugOutput());
    }

    /** The case folder of {@code r}, written whole or not at all ({@link AtomicFolder}). */
    private void writeCase(RunRecord r, List<String> toolArgs, String rule, Map<String, Object> verdict, String output)
            throws IOException {
        Path cases = dir.resolve("crashes").resolve("cases");
        // Replaces a case written by a run redone after a kill -9 (the case is written before the run's record).
        AtomicFolder folder = AtomicFolder.begin(cases.resolve(r.runId()));
        Path tmp = folder.dir();
        ProgramBytes.write(tmp.resolve("input.mlir"), r.programText()); // the bytes the tool ran
        List<String> shown = new ArrayList<>(toolArgs);
        if (!shown.isEmpty()) shown.set(0, r.tool());
        Files.writeString(
                tmp.resolve("cmd.txt"),
                ShellCommand.line(shown) + "\n# cwd: case dir; fuzz run " + r.runId() + " of campaign " + r.campaign()
                        + ", parent " + r.parentId() + ", rule " + rule + "\n",
                StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("stderr.txt"), r.stderr() == null ? "" : r.stderr(), StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("exit_code.txt"), r.exitCode() + "\n", StandardCharsets.UTF_8);
        Files.writeString(
                tmp.resolve("tool.txt"), r.tool() + "\nversion: " + r.toolVersion() + "\n", StandardCharsets.UTF_8);
        if (output != null) Files.writeString(tmp.resolve(CaseFolder.IR_BUG_OUTPUT), output, StandardCharsets.UTF_8);
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put("ver", r.toolVersion());
        meta.put("seed", r.parentId());
        meta.put("form", "generic");
        meta.put("passes", PassPipeline.join(r.pipeline()));
        meta.put("rc", r.exitCode());
        meta.put("secs", r.durationMs() / 1000.0);
        meta.put("id", r.runId());
        meta.put("rule", rule);
        meta.putAll(verdict);
        Files.writeString(
                tmp.resolve("meta.json"),
                JSON.writerWithDefaultPrettyPrinter().writeValueAsString(meta),
                StandardCharsets.UTF_8);
        folder.commit();
    }

    private void appendCrashLine(RunRecord r, String rule) throws IOException {
        boolean testPass = r.pipeline().stream()
                .anyMatch(p -> PassPipeline.Item.parse(p).pass().startsWith("test-"));
        String line = Csv.line(Arrays.asList(
                r.runId(),
                r.tool(),
                PassPipeline.join(r.pipeline()),
                r.exitCode(),
                "crash",
                testPass ? "1" : "0",
                r.parentId(),
                "generic",
                rule,
                r.programText().lines().count()));
        ShutdownGate.write(() -> Files.writeString(
                dir.resolve("crashes").resolve("index.csv"), line, StandardCharsets.UTF_8, StandardOpenOption.APPEND));
    }

    /** Rewrites {@code crashes/ir-bugs.csv} from {@code keys} (in the order given). */
    public void writeIrBugIndex(Collection<IrBugTally> keys) throws IOException {
        StringBuilder sb = new StringBuilder("kind,key,case,runs\n");
        for (IrBugTally t : keys) sb.append(Csv.line(Arrays.asList(t.kind(), t.key(), t.firstRun(), t.runs())));
        writeAtomically(dir.resolve(IR_BUGS), sb.toString());
    }

    /** The last stats snapshot, with {@code fuzzed_ms}: the fuzzing time of all sessions so far (what a time budget counts). */
    public void writeStats(Object stats, long fuzzedMs) throws IOException {
        ObjectNode o = JSON.valueToTree(stats);
        o.put(FUZZED_MS, fuzzedMs);
        writeAtomically(
                dir.resolve(STATS), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(o));
    }

    /** The fuzzing time of the earlier sessions (0 for a new campaign, or when stats.json is unreadable). */
    public long fuzzedMs() {
        try {
            Path f = dir.resolve(STATS);
            return Files.isRegularFile(f)
                    ? JSON.readTree(f.toFile()).path(FUZZED_MS).asLong(0)
                    : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    @Override
    public void close() throws IOException {
        runs.close();
        draws.close();
    }

    static void writeAtomically(Path target, String text) throws IOException {
        AtomicFiles.write(target, text);
    }
}
