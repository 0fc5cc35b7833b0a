package io.dialectic.app.work;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * One "Re-fuzz from selected": the chosen programs become seed files, a new
 * campaign directory is made under {@code <results>.app/refuzz/}, the fuzzer runs
 * there, and the runs it writes are handed to {@code sink} as they appear (the
 * app adds them to its tables, so new runs and clusters show without a
 * restart). {@link #cancel()} asks the fuzzer to stop; the runs written so far stay.
 */
public final class RefuzzSession {
    /** What the budget dialog returns. */
    public record Budget(long runs, Duration time, int jobs, long seed, int maxPasses, String tool) {}

    /** Live numbers for the progress line. */
    public record Progress(FuzzStats stats, long runsAdded, boolean finished) {
        public String line() {
            if (stats == null) return "starting... " + runsAdded + " runs added";
            return String.format(
                    "%.1f runs/s | runs %d | new patterns %d | new pairs %d | crashes %d in %d clusters | %d runs added",
                    stats.runsPerSecond(),
                    stats.runs(),
                    stats.patterns() - stats.patternsStart(),
                    stats.pairs() - stats.pairsStart(),
                    stats.crashes(),
                    stats.clusters(),
                    runsAdded);
        }
    }

    private final Refuzzer fuzzer;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final Path campaign;
    private final Path seedsDir;

    private RefuzzSession(Refuzzer fuzzer, Path campaign, Path seedsDir) {
        this.fuzzer = fuzzer;
        this.campaign = campaign;
        this.seedsDir = seedsDir;
    }

    /** Writes the seeds (one file per program) and picks a fresh campaign directory. */
    public static RefuzzSession prepare(Refuzzer fuzzer, Path workDir, Map<String, String> programsBySha)
            throws IOException {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path root = workDir.resolve("refuzz");
        Path campaign = root.resolve("app-" + stamp);
        for (int i = 2; Files.exists(campaign); i++) campaign = root.resolve("app-" + stamp + "-" + i);
        Path seeds = root.resolve(campaign.getFileName() + "-seeds");
        Files.createDirectories(seeds);
        for (var e : programsBySha.entrySet()) {
            Files.writeString(
                    seeds.resolve(
                            e.getKey().substring(0, Math.min(16, e.getKey().length())) + ".mlir"),
                    e.getValue(),
                    StandardCharsets.UTF_8);
        }
        return new RefuzzSession(fuzzer, campaign, seeds);
    }

    public Path campaign() {
        return campaign;
    }

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /**
     * Runs the campaign on the calling thread; {@code runs} receives new records
     * (about once a second and at the end), {@code progress} the live numbers.
     */
    public FuzzStats run(Budget b, Consumer<List<RunRecord>> runs, Consumer<Progress> progress) throws Exception {
        FuzzBudget budget = new FuzzBudget(b.runs(), b.time());
        FuzzConfig config = FuzzConfig.of(List.of(seedsDir.toString()), b.tool(), budget, campaign)
                .withJobs(b.jobs())
                .withSeed(b.seed())
                .withMaxPasses(b.maxPasses());
        RunsTail tail = new RunsTail(campaign.resolve("runs.jsonl"));
        long[] added = {0};
        FuzzStats[] last = {null};
        Runnable drain = () -> {
            try {
                List<RunRecord> fresh = tail.poll();
                if (!fresh.isEmpty()) {
                    added[0] += fresh.size();
                    runs.accept(fresh);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
        FuzzStats end = fuzzer.run(
                config,
                stats -> {
                    last[0] = stats;
                    drain.run();
                    progress.accept(new Progress(stats, added[0], false));
                },
                cancelled::get);
        drain.run();
        progress.accept(new Progress(end != null ? end : last[0], added[0], true));
        return end;
    }
}
