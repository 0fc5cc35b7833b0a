package io.dialectic.cli;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dialectic bench fuzz}: a campaign from the shared test-suite seeds, then its figures; a thin skin over {@link io.dialectic.fuzzer.Fuzzer#run}. */
@Command(name = "fuzz",
        mixinStandardHelpOptions = true,
        description = {
                "Fuzz campaign from ../shared/corpora/mlir-testsuite seeds (generic form) on mlir-opt-19, then print runs/s,",
                "validity categories (%), distinct OD patterns (d=2) and dialect pairs at start and end, crashes and clusters.",
                "Targets: >= 10 runs/s on 2 cores; general-mlir <= 10% of mutants; patterns and pairs grow; crashes clustered."})
public final class BenchFuzzCommand implements Callable<Integer> {
    @Option(names = "--minutes", paramLabel = "M", defaultValue = "10", description = "Campaign length in minutes (default: ${DEFAULT-VALUE}).")
    double minutes;

    @Option(names = "--corpus", paramLabel = "DIR", description = "Seed corpus (default: ../shared/corpora/mlir-testsuite beside the repository).")
    Path corpus;

    @Option(names = "--tool", paramLabel = "TOOL", defaultValue = "mlir-opt-19", description = "Compiler under test (default: ${DEFAULT-VALUE}).")
    String tool;

    @Mixin
    FuzzRunOptions run;

    @Option(names = "--max-seed-lines", paramLabel = "N", defaultValue = "200", description = "Skip seeds longer than N lines; 0 = none skipped (default: ${DEFAULT-VALUE}).")
    int maxSeedLines;

    @Option(names = "--out", paramLabel = "DIR", description = "Campaign directory (default: a new temporary directory).")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path seeds = corpus != null ? corpus : SharedFolder.find().resolve("corpora").resolve("mlir-testsuite");
        if (!Files.isDirectory(seeds)) throw new BadInput("no seed corpus at " + seeds + " (give --corpus DIR)");
        run.check();
        Path dir = out != null ? out : Files.createTempDirectory("dialectic-bench-fuzz");
        FuzzConfig config = FuzzConfig.of(List.of(seeds.toString()), tool,
                        new FuzzBudget(0, Duration.ofMillis(Math.round(minutes * 60_000))), dir)
                .withJobs(run.jobs).withSeed(run.seed).withSeedLimits(0, maxSeedLines);
        LiveCampaign.run(config, true, () -> false);
        return 0;
    }
}
