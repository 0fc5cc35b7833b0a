package io.dialectic.fuzzer.seeds;

import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.fuzzer.tree.TreeImport;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.StepProgress;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Makes every seed mutable: the mutator edits generic form only (custom
 * assembly formats are per op and not in the text), so a seed written in
 * custom form, or one the tree cannot represent, is printed in generic form
 * without aliases by the tool itself (no passes). A seed the tool rejects is
 * dropped with the reason. Order is kept.
 *
 * <p>Cost: starting mlir-opt-19 costs tens of milliseconds whatever the program, so one run per seed made 800
 * custom-form seeds take a minute. Seeds are therefore printed {@link #BATCH} at a time through the toolchain's
 * {@link BatchRunner} (one process, each seed's output, stderr and exit status the ones its own run gives; a seed
 * whose batch crashed or timed out is run alone). Results are kept in the {@link SeedCache} across campaigns.
 */
public final class SeedNormalizer {
    /** Seeds per batched tool run: large enough to make start-up negligible, small enough that a crash costs little. */
    static final int BATCH = 24;

    private final ToolRunner runner;
    private final Tool tool;
    private final RunLimits limits;
    private final int jobs;
    private final Optional<SeedCache> cache;
    private final int batchSize;

    /** No cache: every campaign prints its custom-form seeds again. */
    public SeedNormalizer(ToolRunner runner, Tool tool, RunLimits limits, int jobs) {
        this(runner, tool, limits, jobs, Optional.empty());
    }

    public SeedNormalizer(ToolRunner runner, Tool tool, RunLimits limits, int jobs, Optional<SeedCache> cache) {
        this(runner, tool, limits, jobs, cache, BATCH);
    }

    /** {@code batchSize} 1: every seed printed by a run of its own (what batching must equal). */
    SeedNormalizer(ToolRunner runner, Tool tool, RunLimits limits, int jobs, Optional<SeedCache> cache, int batchSize) {
        this.batchSize = batchSize;
        this.runner = runner;
        this.tool = tool;
        this.limits = limits;
        this.jobs = jobs;
        this.cache = cache;
    }

    /**
     * The usable seeds in order, and where they came from: {@code asIs} were generic and mutable already,
     * {@code fromCache} were found in the cache (usable or not), {@code printed} were given to the tool now.
     */
    public record Prepared(List<PoolEntry> entries, int asIs, int fromCache, int printed, int unusable, long millis) {
        /** The closing line of the step. */
        public String summary(String toolName) {
            return String.format(
                    Locale.ROOT,
                    "seeds prepared in %.1f s: %d already generic, %d from the cache, %d printed by %s now; %d unusable",
                    millis / 1000.0,
                    asIs,
                    fromCache,
                    printed,
                    toolName,
                    unusable);
        }
    }

    /** True when the seed can be mutated as it is. */
    public static boolean isMutable(String text) {
        Program p = MlirReader.read(text);
        for (Operation op : p.allOperations()) if (op.form() == Operation.Form.CUSTOM) return false;
        try {
            TreeImport.of(p);
            return true;
        } catch (TreeImport.ImportException e) {
            return false;
        }
    }

    public List<PoolEntry> normalize(List<PoolEntry> seeds, List<String> problems) {
        return prepare(seeds, problems, StepProgress.NONE).entries();
    }

    /** As {@link #normalize(List, List)}, saying on {@code steps} how many seeds are ready (a minute or more for 800 custom-form seeds). */
    public List<PoolEntry> normalize(List<PoolEntry> seeds, List<String> problems, Consumer<String> steps) {
        return prepare(seeds, problems, steps).entries();
    }

    /** Prepares the seeds; the reasons of the unusable ones go to {@code problems}, in seed order. */
    public Prepared prepare(List<PoolEntry> seeds, List<String> problems, Consumer<String> steps) {
        if (seeds.isEmpty()) return new Prepared(List.of(), 0, 0, 0, 0, 0);
        long t0 = System.nanoTime();
        StepProgress step = StepProgress.start(
                steps,
                "preparing " + seeds.size() + " seeds (custom-form ones are printed in generic form by " + tool.name()
                        + ", " + jobs + " at a time"
                        + cache.map(c -> "; cached in " + c.dir()).orElse("; not cached") + ")",
                "preparing seeds",
                seeds.size());
        Object[] result = new Object[seeds.size()]; // PoolEntry or reason
        AtomicInteger asIs = new AtomicInteger();
        AtomicInteger fromCache = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            // 1. Mutable already, or known to the cache: no tool run (parsing is CPU only, spread over the jobs).
            List<Future<?>> fs = new ArrayList<>();
            boolean[] needsTool = new boolean[seeds.size()];
            for (int i = 0; i < seeds.size(); i++) {
                int k = i;
                fs.add(pool.submit(() -> {
                    PoolEntry s = seeds.get(k);
                    // The cache first: a campaign from custom-form seeds seen before then parses nothing.
                    Optional<SeedCache.Entry> known = cache.flatMap(c -> c.get(s.text(), s.flags()));
                    if (known.isPresent()) {
                        result[k] = verdict(s, known.get());
                        fromCache.incrementAndGet();
                    } else if (isMutable(s.text())) {
                        result[k] = s;
                        asIs.incrementAndGet();
                    } else {
                        needsTool[k] = true;
                        return;
                    }
                    step.tick();
                }));
            }
            waitAll(fs);
            // 2. The rest through the tool, in batches of seeds with the same flags.
            Map<List<String>, List<Integer>> byFlags = new LinkedHashMap<>();
            for (int i = 0; i < seeds.size(); i++)
                if (needsTool[i])
                    byFlags.computeIfAbsent(seeds.get(i).flags(), f -> new ArrayList<>())
                            .add(i);
            fs.clear();
            int printed = 0;
            for (List<Integer> same : byFlags.values()) {
                printed += same.size();
                for (int b = 0; b < same.size(); b += batchSize) {
                    List<Integer> batch = same.subList(b, Math.min(same.size(), b + batchSize));
                    fs.add(pool.submit(() -> batch(seeds, batch, result, step)));
                }
            }
            waitAll(fs);
            List<PoolEntry> out = new ArrayList<>();
            int unusable = 0;
            for (Object r : result) {
                if (r instanceof PoolEntry e) out.add(e);
                else {
                    problems.add((String) r);
                    unusable++;
                }
            }
            Prepared p = new Prepared(
                    List.copyOf(out),
                    asIs.get(),
                    fromCache.get(),
                    printed,
                    unusable,
                    (System.nanoTime() - t0) / 1_000_000);
            step.finish();
            steps.accept(p.summary(tool.name()));
            return p;
        } finally {
            pool.shutdownNow();
        }
    }

    private static void waitAll(List<Future<?>> fs) {
        try {
            for (Future<?> f : fs) f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while preparing seeds", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    /** One batch of seeds with the same flags through one tool process; each seed's verdict is the one its own run gives. */
    private void batch(List<PoolEntry> seeds, List<Integer> batch, Object[] result, StepProgress step) {
        List<RunRequest> requests =
                batch.stream().map(i -> request(seeds.get(i))).toList();
        List<BatchRunner.Batched<RunResult>> runs = new BatchRunner(runner, batchSize).run(requests);
        for (int j = 0; j < batch.size(); j++) {
            result[batch.get(j)] = verdict(seeds.get(batch.get(j)), runs.get(j).value());
            step.tick();
        }
    }

    private RunRequest request(PoolEntry s) {
        List<String> args = new ArrayList<>(s.flags());
        args.addAll(CandidateExecutor.RUN_ARGS);
        return new RunRequest(tool, s.text(), List.of(), limits, args);
    }

    /** The seed's verdict as the cache keeps it. */
    private static Object verdict(PoolEntry s, SeedCache.Entry e) {
        return e.accepted() ? new PoolEntry(s.id(), e.text(), s.flags(), s.origin()) : s.id() + ": " + e.text();
    }

    /** The seed's verdict from its run: its generic form, or the reason it cannot be used (kept in the cache when it does not depend on load). */
    private Object verdict(PoolEntry s, RunResult r) {
        if (!r.started()) return s.id() + ": " + r.error();
        if (r.timedOut()) return s.id() + ": " + tool.name() + " timed out printing it";
        SeedCache.Entry e;
        if (r.exitCode() == null || r.exitCode() != 0 || r.stdoutTruncated()) {
            e = new SeedCache.Entry(
                    false,
                    tool.name() + " does not accept it: "
                            + r.stderr().lines().findFirst().orElse("exit " + r.exitCode()));
        } else if (!isMutable(r.stdout())) {
            e = new SeedCache.Entry(false, "its generic form cannot be represented for mutation");
        } else {
            e = new SeedCache.Entry(true, r.stdout());
        }
        cache.ifPresent(c -> c.put(s.text(), s.flags(), e));
        return verdict(s, e);
    }
}
