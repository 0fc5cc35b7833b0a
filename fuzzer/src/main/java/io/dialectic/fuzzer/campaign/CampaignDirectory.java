package io.dialectic.fuzzer.campaign;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.ProgramBytes;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
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
 *   stats.json             the last stats snapshot
 * </pre>
 * Whole files are written to a temporary name and moved into place.
 */
public final class CampaignDirectory implements AutoCloseable {
    public static final String RUNS = "runs.jsonl";
    /** In a subfolder so that {@code dialectic analyze CAMPAIGN} reads the runs only (it takes the .jsonl files directly in a folder). */
    public static final String SEEDS = "seeds/seeds.jsonl";
    public static final String MANIFEST = "campaign.json";
    private static final String CRASH_HEADER = "id,tool,passes,exit_code,outcome,test_pass,seed,form,seed_src,input_lines\n";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path dir;
    private final Writer runs;

    private CampaignDirectory(Path dir) throws IOException {
        this.dir = dir;
        Files.createDirectories(dir.resolve("pool"));
        Files.createDirectories(dir.resolve("crashes").resolve("cases"));
        Path runsFile = dir.resolve(RUNS);
        dropPartialLastLine(runsFile);
        this.runs = Files.newBufferedWriter(runsFile, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        Path index = dir.resolve("crashes").resolve("index.csv");
        if (!Files.exists(index)) writeAtomically(index, CRASH_HEADER);
    }

    /**
     * Opens {@code dir} for a campaign: a new one must not hold runs already (so a mistyped --out never
     * mixes two campaigns); {@code resume} requires the manifest.
     */
    public static CampaignDirectory open(Path dir, boolean resume) throws IOException {
        boolean hasRuns = Files.exists(dir.resolve(RUNS)) && Files.size(dir.resolve(RUNS)) > 0;
        if (resume && !Files.exists(dir.resolve(MANIFEST))) {
            throw new IOException(dir + " holds no campaign to resume (no " + MANIFEST + "): drop --resume to start one");
        }
        if (!resume && hasRuns) {
            throw new IOException(dir + " already holds a campaign: add --resume to continue it, or choose another --out");
        }
        return new CampaignDirectory(dir);
    }

    public Path path() { return dir; }

    public static CampaignManifest readManifest(Path dir) throws IOException {
        return JSON.readValue(dir.resolve(MANIFEST).toFile(), CampaignManifest.class);
    }

    public void writeManifest(CampaignManifest m) throws IOException {
        writeAtomically(dir.resolve(MANIFEST), JSON.writeValueAsString(m));
    }

    public void writeSeeds(List<RunRecord> seeds) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (RunRecord r : seeds) sb.append(RunRecordsJsonl.toLine(r)).append('\n');
        Files.createDirectories(dir.resolve(SEEDS).getParent());
        writeAtomically(dir.resolve(SEEDS), sb.toString());
    }

    /** Appends one run record and flushes it to the OS. */
    public synchronized void append(RunRecord r) throws IOException {
        RunRecordsJsonl.write(runs, r);
        runs.flush();
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
        Path cases = dir.resolve("crashes").resolve("cases");
        Path tmp = Files.createTempDirectory(cases, ".tmp-");
        ProgramBytes.write(tmp.resolve("input.mlir"), r.programText()); // the bytes the tool ran
        List<String> shown = new java.util.ArrayList<>(toolArgs);
        if (!shown.isEmpty()) shown.set(0, r.tool());
        Files.writeString(tmp.resolve("cmd.txt"), String.join(" ", shown) + "\n# cwd: case dir; fuzz run " + r.runId()
                + " of campaign " + r.campaign() + ", parent " + r.parentId() + ", rule " + rule + "\n", StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("stderr.txt"), r.stderr() == null ? "" : r.stderr(), StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("exit_code.txt"), r.exitCode() + "\n", StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("tool.txt"), r.tool() + "\nversion: " + r.toolVersion() + "\n", StandardCharsets.UTF_8);
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put("ver", r.toolVersion());
        meta.put("seed", r.parentId());
        meta.put("form", "generic");
        meta.put("passes", PassPipeline.join(r.pipeline()));
        meta.put("rc", r.exitCode());
        meta.put("outcome", "crash");
        meta.put("secs", r.durationMs() / 1000.0);
        meta.put("id", r.runId());
        meta.put("rule", rule);
        meta.put("crash_key", r.crashKey());
        Files.writeString(tmp.resolve("meta.json"), JSON.writeValueAsString(meta), StandardCharsets.UTF_8);
        Path target = cases.resolve(r.runId());
        if (Files.exists(target)) deleteTree(target); // a run replayed after a kill -9 in the middle of this write
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
        boolean testPass = r.pipeline().stream().anyMatch(p -> PassPipeline.Item.parse(p).pass().startsWith("test-"));
        String line = String.join(",", r.runId(), r.tool(), csv(PassPipeline.join(r.pipeline())), String.valueOf(r.exitCode()),
                "crash", testPass ? "1" : "0", csv(r.parentId()), "generic", rule, String.valueOf(r.programText().lines().count())) + "\n";
        Files.writeString(dir.resolve("crashes").resolve("index.csv"), line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    public void writeStats(Object stats) throws IOException {
        writeAtomically(dir.resolve("stats.json"), JSON.writeValueAsString(stats));
    }

    @Override
    public void close() throws IOException {
        runs.close();
    }

    private static String csv(String s) {
        if (s == null) return "";
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    static void writeAtomically(Path target, String text) throws IOException {
        Path tmp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** A kill -9 during an append leaves a line without its newline: cut it so the next append starts clean. */
    private static void dropPartialLastLine(Path f) throws IOException {
        if (!Files.exists(f) || Files.size(f) == 0) return;
        byte[] all = Files.readAllBytes(f);
        int end = all.length;
        while (end > 0 && all[end - 1] != '\n') end--;
        if (end == all.length) return;
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.WRITE)) {
            ch.truncate(end);
        }
    }

    private static void deleteTree(Path p) throws IOException {
        try (var s = Files.walk(p)) {
            for (Path x : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(x);
        }
    }
}
