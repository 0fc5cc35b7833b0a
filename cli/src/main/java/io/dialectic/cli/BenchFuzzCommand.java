package io.dialectic.cli;

import io.dialectic.bench.fuzz.FuzzBenchmark;
import io.dialectic.bench.fuzz.R1Validity;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code dialectic bench fuzz}: a thin skin over {@link FuzzBenchmark} (campaigns from the shared test-suite seeds, each
 * followed by a bare parallel loop of the tool over the same mutants) and {@link R1Validity}.
 */
@Command(
        name = "fuzz",
        mixinStandardHelpOptions = true,
        description = {
            "Fuzz campaigns from ../shared/corpora/mlir-testsuite seeds (generic form) on mlir-opt-19, each report with",
            "runs/s, validity categories (%%), distinct OD patterns (d=2) and dialect pairs at start and end, crashes and clusters.",
            "Each round runs, under the same machine load: the campaign with batches (the default: the mutants of a batch share",
            "a pipeline and one tool process), the same campaign with --batch 1 (one process per mutant), and a bare loop over",
            "the batched campaign's mutant files: --jobs threads each starting the tool once per mutant with the same pipeline,",
            "run arguments and limits, output discarded, nothing else. The fuzzer's runs/s counts its fuzzing time only (seed",
            "preparation is excluded); it includes mutation, trigger observation (--no-triggers to leave it out) and its",
            "confirmation reruns, crash reruns, classification, metrics and the records written. CPU per run splits the",
            "fuzzer's own JVM from the tools it waited for.",
            "Targets: batched >= 5x the bare loop (10x the aim); tool CPU per run <= 15 ms.",
            "With --r1-validity N: no campaign; N R1 mutants per variant (donor copies, MLIRod's R1, against R1 with the op",
            "catalog's signatures), each verified by the tool, and the share it accepts."
        })
public final class BenchFuzzCommand implements Callable<Integer> {
    @Option(
            names = "--minutes",
            paramLabel = "M",
            defaultValue = "10",
            description = "Fuzzing time in minutes, over all rounds (default: ${DEFAULT-VALUE}).")
    double minutes;

    @Option(
            names = "--rounds",
            paramLabel = "R",
            defaultValue = "3",
            description =
                    "Campaign + bare loop rounds, each a fresh campaign with --seed + round - 1 (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(
            names = "--corpus",
            paramLabel = "DIR",
            description = "Seed corpus (default: ../shared/corpora/mlir-testsuite beside the repository).")
    Path corpus;

    @Option(
            names = "--tool",
            paramLabel = "TOOL",
            defaultValue = "mlir-opt-19",
            description = "Compiler under test (default: ${DEFAULT-VALUE}).")
    String tool;

    @Mixin
    FuzzRunOptions run;

    @Mixin
    SeedLinesOption seedLines;

    @Option(
            names = "--max-seeds",
            paramLabel = "N",
            defaultValue = "0",
            description = "Use a sample of N seeds drawn with the round's seed (default: all).")
    int maxSeeds;

    @Option(
            names = "--triggers",
            negatable = true,
            defaultValue = "true",
            fallbackValue = "true",
            description =
                    "Observe optimization triggers as 'dialectic fuzz' does by default (--no-triggers: plain runs).")
    boolean triggers;

    @Option(
            names = "--r1-validity",
            paramLabel = "N",
            defaultValue = "0",
            description =
                    "Measure R1 alone: N mutants per variant on the same draws, the share the tool verifies (0 = run a campaign).")
    int r1Validity;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "Folder of the round campaigns round-1, round-2, ... (default: a new temporary directory).")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path seeds = corpus != null ? corpus : SharedFolder.testSuite();
        if (!Files.isDirectory(seeds)) throw new BadInput("no seed corpus at " + seeds + " (give --corpus DIR)");
        run.check();
        if (rounds < 1) throw new BadInput("--rounds must be 1 or more, got " + rounds);
        if (!(minutes > 0)) throw new BadInput("--minutes must be positive, got " + minutes);
        Tool t = ToolOptions.installed(new ToolDiscovery(), tool);
        if (r1Validity > 0) return r1Validity(seeds);
        FuzzBenchmark.run(
                new FuzzBenchmark.Options(
                        seeds, t, minutes, rounds, run.jobs, run.seed, maxSeeds, seedLines.maxSeedLines, triggers, out),
                System.out,
                System.err);
        return 0;
    }

    private int r1Validity(Path seeds) throws Exception {
        Tool t = ToolOptions.installed(new ToolDiscovery(), tool);
        Integer version = OpUniverse.majorVersion(t.name(), t.version());
        int v = version == null ? OpCatalog.READER_VERSION : version;
        long start = System.nanoTime();
        for (R1Validity.Row r :
                R1Validity.measure(t.path(), seeds, r1Validity, run.seed, seedLines.maxSeedLines, v, System.out)) {
            System.out.printf(
                    Locale.ROOT,
                    "%-62s %5d mutants, %5d accepted by %s: %5.1f%%%n",
                    r.variant(),
                    r.applied(),
                    r.accepted(),
                    t.name(),
                    r.percent());
        }
        System.out.printf(Locale.ROOT, "%.1f s%n", (System.nanoTime() - start) / 1e9);
        return 0;
    }
}
