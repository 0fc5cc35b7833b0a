package io.dialectic.fuzzer;

import io.dialectic.fuzzer.guidance.GuidanceSignal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Everything a fuzz campaign needs, read once at the entry point (CLI, app)
 * and passed down unchanged.
 *
 * @param seeds         seed specifications: {@code .mlir} files, directories, or {@code runs:FILE_OR_DIR:id1,id2}
 *                      (see {@link io.dialectic.fuzzer.seeds.SeedLoader})
 * @param tool          tool name or path ({@code mlir-opt-19})
 * @param budget        when to stop; null only with {@code resume}: the campaign's recorded budget
 * @param jobs          tool processes run at once
 * @param seed          generator seed: same seed, seeds and tool give the same candidates
 * @param maxPasses     each run gets a random pipeline of 1..maxPasses passes
 * @param out           the campaign directory
 * @param resume        continue the campaign in {@code out} (its recorded settings win)
 * @param depth         d of the OD patterns that decide pool admission (MLIRod Def. 6; default 2)
 * @param window        candidates in flight; part of the determinism contract, not a tuning knob for jobs
 * @param timeout       per-run wall-clock limit
 * @param maxSeeds      use at most this many seeds, picked by the generator seed (0 = all)
 * @param maxSeedLines  skip seed programs longer than this many lines (0 = no limit)
 * @param campaign      campaign name used in run ids; null = the directory's name
 * @param triggers      observe each run's optimization triggers (passes changed, patterns attempted/fired)
 * @param guidance      what admits a mutant to the pool: OD patterns, triggers, or both (needs {@code triggers})
 * @param batch         mutants per tool process ({@code BatchRunner}; 0 automatic, 1 each alone as before): mutants of a
 *                      batch share one pipeline, drawn per batch; with the window, part of the determinism contract
 * @param tactics       how pipelines are drawn and what joins the pool ({@link FuzzTactics})
 */
public record FuzzConfig(
        List<String> seeds,
        String tool,
        FuzzBudget budget,
        int jobs,
        long seed,
        int maxPasses,
        Path out,
        boolean resume,
        int depth,
        int window,
        Duration timeout,
        int maxSeeds,
        int maxSeedLines,
        String campaign,
        boolean triggers,
        GuidanceSignal guidance,
        int batch,
        FuzzTactics tactics) {
    public static final int DEFAULT_WINDOW = 16;

    /** The default tactics ({@link FuzzTactics#DEFAULT}). */
    public FuzzConfig(
            List<String> seeds,
            String tool,
            FuzzBudget budget,
            int jobs,
            long seed,
            int maxPasses,
            Path out,
            boolean resume,
            int depth,
            int window,
            Duration timeout,
            int maxSeeds,
            int maxSeedLines,
            String campaign,
            boolean triggers,
            GuidanceSignal guidance,
            int batch) {
        this(
                seeds,
                tool,
                budget,
                jobs,
                seed,
                maxPasses,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                batch,
                FuzzTactics.DEFAULT);
    }

    /** Automatic batches. */
    public FuzzConfig(
            List<String> seeds,
            String tool,
            FuzzBudget budget,
            int jobs,
            long seed,
            int maxPasses,
            Path out,
            boolean resume,
            int depth,
            int window,
            Duration timeout,
            int maxSeeds,
            int maxSeedLines,
            String campaign,
            boolean triggers,
            GuidanceSignal guidance) {
        this(
                seeds,
                tool,
                budget,
                jobs,
                seed,
                maxPasses,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                0);
    }

    public FuzzConfig {
        seeds = List.copyOf(seeds);
        if (budget == null && !resume) budget = FuzzBudget.DEFAULT;
        if (jobs < 1) throw new IllegalArgumentException("jobs must be >= 1");
        if (maxPasses < 1) throw new IllegalArgumentException("passes must be >= 1");
        if (depth < 0 || depth > 3) throw new IllegalArgumentException("pattern depth must be 0..3");
        if (window < 1) throw new IllegalArgumentException("window must be >= 1");
        if (guidance == null) guidance = GuidanceSignal.OD;
        if (tactics == null) tactics = FuzzTactics.DEFAULT;
        if (batch < 0) throw new IllegalArgumentException("batch must be 0 (automatic) or more");
        if (guidance.usesTriggers() && !triggers)
            throw new IllegalArgumentException(
                    "--guidance " + guidance.name().toLowerCase() + " needs trigger observation (drop --no-triggers)");
        if (campaign == null || campaign.isBlank())
            campaign = out.toAbsolutePath().normalize().getFileName().toString();
    }

    /** The defaults of {@code dialectic fuzz}: 2 jobs, seed 1, 1..3 passes, d = 2, 10 s per run. */
    public static FuzzConfig of(List<String> seeds, String tool, FuzzBudget budget, Path out) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                2,
                1,
                3,
                out,
                false,
                2,
                DEFAULT_WINDOW,
                Duration.ofSeconds(10),
                0,
                0,
                null,
                true,
                GuidanceSignal.OD);
    }

    public FuzzConfig withJobs(int n) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                n,
                seed,
                maxPasses,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                batch,
                tactics);
    }

    public FuzzConfig withSeed(long s) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                jobs,
                s,
                maxPasses,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                batch,
                tactics);
    }

    public FuzzConfig withBudget(FuzzBudget b) {
        return new FuzzConfig(
                seeds,
                tool,
                b,
                jobs,
                seed,
                maxPasses,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                batch,
                tactics);
    }

    public FuzzConfig withResume(boolean r) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                jobs,
                seed,
                maxPasses,
                out,
                r,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                batch,
                tactics);
    }

    public FuzzConfig withSeedLimits(int maxSeeds, int maxSeedLines) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                jobs,
                seed,
                maxPasses,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                batch,
                tactics);
    }

    public FuzzConfig withGuidance(boolean observe, GuidanceSignal g) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                jobs,
                seed,
                maxPasses,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                observe,
                g,
                batch,
                tactics);
    }

    public FuzzConfig withMaxPasses(int k) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                jobs,
                seed,
                k,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                batch,
                tactics);
    }

    public FuzzConfig withBatch(int b) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                jobs,
                seed,
                maxPasses,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                b,
                tactics);
    }

    public FuzzConfig withOut(Path dir) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                jobs,
                seed,
                maxPasses,
                dir,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                null,
                triggers,
                guidance,
                batch,
                tactics);
    }

    public FuzzConfig withTactics(FuzzTactics t) {
        return new FuzzConfig(
                seeds,
                tool,
                budget,
                jobs,
                seed,
                maxPasses,
                out,
                resume,
                depth,
                window,
                timeout,
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers,
                guidance,
                batch,
                t);
    }
}
