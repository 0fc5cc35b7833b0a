package io.dialectic.fuzzer.campaign;

import io.dialectic.base.storage.OutputLock;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.FuzzSummary;
import io.dialectic.fuzzer.FuzzTactics;
import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.fuzzer.exec.CatalogPipelineSampler;
import io.dialectic.fuzzer.exec.FittedPipelineSampler;
import io.dialectic.fuzzer.guidance.OdCoverageGuidance;
import io.dialectic.fuzzer.guidance.PassFit;
import io.dialectic.fuzzer.guidance.PipelineSampler;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.fuzzer.mutate.Mutator;
import io.dialectic.fuzzer.seeds.SeedCache;
import io.dialectic.fuzzer.seeds.SeedLoader;
import io.dialectic.fuzzer.seeds.SeedNormalizer;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.irbug.IrBugChecker;
import io.dialectic.toolchain.passes.PassCatalog;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.triggers.PatternLedger;
import io.dialectic.toolchain.triggers.TriggerObserver;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * The library entry point of re-fuzzing (MLIRod-style, ISSTA'24): the CLI verb
 * {@code dialectic fuzz}, {@code bench fuzz} and the desktop app all call
 * {@link #run}. Steps: resolve the tool; load the seeds (custom-form ones are
 * printed in generic form by the tool first); open the campaign directory
 * (resume: its recorded settings win); then the fuzz loop until the budget is
 * spent or {@code cancelled} says stop.
 */
public final class Fuzzer {
    /** Batches the loop keeps in flight (below). */
    static final int BATCHES_IN_FLIGHT = 4;

    private Fuzzer() {}

    public static FuzzSummary run(FuzzConfig requested, FuzzListener listener, BooleanSupplier cancelled)
            throws IOException {
        return run(requested, listener, cancelled, PassCatalog.defaultCacheDir());
    }

    /**
     * As {@link #run(FuzzConfig, FuzzListener, BooleanSupplier)} with the directory whose {@link SeedCache} keeps
     * prepared seeds across campaigns ({@code ~/.cache/dialectic} by default, beside the pass catalog; tests give
     * a fresh one; null: no cache).
     */
    @SuppressWarnings("try") // the lock is held for the body, never read
    public static FuzzSummary run(
            FuzzConfig requested, FuzzListener listener, BooleanSupplier cancelled, Path seedCacheRoot)
            throws IOException {
        try (OutputLock lock = OutputLock.acquire(requested.out(), "dialectic fuzz")) {
            return runLocked(requested, listener, cancelled, seedCacheRoot);
        }
    }

    private static FuzzSummary runLocked(
            FuzzConfig requested, FuzzListener listener, BooleanSupplier cancelled, Path seedCacheRoot)
            throws IOException {
        // The output folder's rule first: a refused --out costs no seed preparation and touches nothing.
        CampaignDirectory.check(requested.out(), requested.resume(), seedPaths(requested.seeds()));
        FuzzConfig config = requested;
        if (requested.resume()) {
            config = CampaignDirectory.readManifest(requested.out()).applyTo(requested);
            CampaignDirectory.check(config.out(), true, seedPaths(config.seeds()));
        }
        ToolDiscovery discovery = new ToolDiscovery();
        String toolName = config.tool();
        Tool tool = discovery.find(toolName).orElseThrow(() -> new IOException(discovery.notFound(toolName)));
        ToolRunner runner = new ToolRunner(discovery);
        RunLimits limits = RunLimits.defaults().withTimeout(config.timeout());

        if (!config.seeds().isEmpty()) listener.step("reading seed programs from " + String.join(", ", config.seeds()));
        SeedLoader.Seeds loaded = SeedLoader.load(config.seeds());
        for (String p : loaded.problems()) listener.step("warning: " + p);
        for (String w : loaded.warnings()) listener.step("warning: " + w);
        List<String> problems = new ArrayList<>(loaded.problems());
        List<PoolEntry> seeds = select(loaded.entries(), config);
        // Before the fuzzing clock starts: preparation never counts toward a time budget (FuzzLoop starts it).
        seeds = new SeedNormalizer(runner, tool, limits, config.jobs(), SeedCache.of(seedCacheRoot, tool))
                .normalize(seeds, problems, listener::step);
        // The seeds the tool rejected, named (the first few: a corpus of another tool's dialects could reject
        // hundreds).
        List<String> rejected = problems.subList(loaded.problems().size(), problems.size());
        for (int i = 0; i < Math.min(rejected.size(), 10); i++)
            listener.step("warning: unusable seed " + rejected.get(i));
        if (rejected.size() > 10) listener.step("warning: " + (rejected.size() - 10) + " more unusable seeds");
        if (seeds.isEmpty())
            throw new IOException(
                    "no usable seed program in " + config.seeds() + (problems.isEmpty() ? "" : ": " + problems.get(0)));

        Files.createDirectories(config.out());
        try (CampaignDirectory dir = CampaignDirectory.open(config.out(), config.resume(), seedPaths(config.seeds()))) {
            for (String w : dir.warnings()) listener.step("warning: " + w);
            // Written at every start: a budget given on resume is the campaign's budget from then on.
            dir.writeManifest(CampaignManifest.of(config, tool.version()));
            dir.writeSeeds(seedRecords(seeds, config.campaign()));
            PassCatalog catalog = PassCatalog.load(tool, runner, PassCatalog.defaultCacheDir(), listener::step);
            BatchRunner batches = new BatchRunner(runner, config.batch());
            FuzzTactics tactics = config.tactics();
            CatalogPipelineSampler uniform =
                    CatalogPipelineSampler.of(catalog, config.maxPasses(), tactics.optionChance());
            // fitting learns from trigger records: without observation there is nothing to learn from
            PassFit fit = config.triggers() && tactics.fitShare() > 0 ? new PassFit() : null;
            PipelineSampler pipelines = fit == null
                    ? uniform
                    : new FittedPipelineSampler(uniform, fit, tactics.fitShare(), config.maxPasses());
            OdCoverageGuidance guidance = new OdCoverageGuidance(
                    new OdCoverageGuidance.Settings(
                            config.campaign(), config.seed(), config.depth(), config.guidance()),
                    mutator(tool),
                    PipelineSampler.perBatch(pipelines, batches.batchSize()),
                    MlirReader::read,
                    fit);
            guidance.start(seeds);
            CandidateExecutor executor = new CandidateExecutor(
                    tool,
                    OutcomeClassifier.defaults(),
                    limits,
                    MlirReader::read,
                    OdCoverageGuidance.metricsOptions(config.depth()),
                    config.campaign(),
                    config.triggers()
                            ? new TriggerObserver(runner, confirmedPatterns(dir))
                            : TriggerObserver.off(runner),
                    tactics.passOutputs(),
                    tactics.irBugChecks() ? new IrBugChecker() : null);
            CoverageMode mode = new CoverageMode(
                    executor,
                    batches,
                    dir,
                    config.resume() ? dir.recordedRuns() : Map.of(),
                    guidance,
                    listener,
                    config.resume() ? dir.fuzzedMs() : 0);
            // Results are taken in order, so a slow batch at the head (a crash rerun, a slow pass) holds the loop: four
            // batches in flight keep the other job busy meanwhile (with two, it sat idle once it had run the second).
            // The window stays independent of jobs (determinism).
            FuzzStats stats = new FuzzLoop<>(
                            guidance,
                            mode,
                            config.budget(),
                            Math.max(config.window(), BATCHES_IN_FLIGHT * batches.batchSize()),
                            config.jobs(),
                            cancelled,
                            config.resume() ? dir.fuzzedMs() : 0)
                    .run();
            if (executor.passOutputRuns() > 0)
                listener.step(String.format(
                        "pass outputs: %d valid mutants whose pipeline changed them run again for their output (%.1f s of"
                                + " batch wall time)",
                        executor.passOutputRuns(), executor.passOutputMillis() / 1000.0));
            if (executor.irBugs() != null) listener.step(executor.irBugs().summary());
            return new FuzzSummary(config.out(), stats, seeds.size(), problems);
        }
    }

    /** The files and folders named by seed specifications ({@code runs:PATH:IDS} names PATH): the campaign must not be one of them. */
    static List<Path> seedPaths(List<String> specs) {
        List<Path> out = new ArrayList<>();
        for (String spec : specs) {
            String p = spec;
            if (spec.startsWith("runs:")) {
                String rest = spec.substring("runs:".length());
                int colon = rest.lastIndexOf(':');
                p = colon > 0 ? rest.substring(0, colon) : rest;
            }
            try {
                out.add(Path.of(p));
            } catch (InvalidPathException e) {
                // not a path: SeedLoader reports it
            }
        }
        return out;
    }

    /** The patterns a resumed campaign already confirmed: they are not re-checked. */
    private static PatternLedger confirmedPatterns(CampaignDirectory dir) throws IOException {
        PatternLedger ledger = new PatternLedger();
        dir.recordedRuns().values().forEach(ledger::seed);
        return ledger;
    }

    /** Applies the seed limits: drop long programs, then a sample of maxSeeds drawn with the campaign seed, in load order. */
    /** MLIRod's rules, R1 with the op signatures of the tool's MLIR version (the reader's when it names none). */
    static Mutator mutator(Tool tool) {
        Integer v = OpUniverse.majorVersion(tool.name(), tool.version());
        return v == null ? Mutator.mlirod() : Mutator.mlirod(v);
    }

    static List<PoolEntry> select(List<PoolEntry> all, FuzzConfig config) {
        List<PoolEntry> kept = new ArrayList<>();
        for (PoolEntry e : all)
            if (config.maxSeedLines() <= 0 || e.text().lines().count() <= config.maxSeedLines()) kept.add(e);
        if (config.maxSeeds() <= 0 || kept.size() <= config.maxSeeds()) return kept;
        SplittableRandom rng = new SplittableRandom(config.seed() ^ 0x5EED5L);
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < kept.size(); i++) idx.add(i);
        for (int i = idx.size() - 1; i > 0; i--) Collections.swap(idx, i, rng.nextInt(i + 1));
        List<Integer> pick = new ArrayList<>(idx.subList(0, config.maxSeeds()));
        pick.sort(Comparator.naturalOrder());
        List<PoolEntry> out = new ArrayList<>();
        for (int i : pick) out.add(kept.get(i));
        return out;
    }

    private static List<RunRecord> seedRecords(List<PoolEntry> seeds, String campaign) {
        List<RunRecord> out = new ArrayList<>();
        long i = 0;
        for (PoolEntry s : seeds) {
            out.add(RunRecord.ofProgram(s.id(), campaign, CandidateExecutor.FUZZER, i++, null, s.text()));
        }
        return out;
    }
}
