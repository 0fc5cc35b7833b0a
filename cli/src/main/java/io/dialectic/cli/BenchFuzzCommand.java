package io.dialectic.cli;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.mutate.R1Validity;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
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
                "Targets: >= 10 runs/s on 2 cores; general-mlir <= 10% of mutants; patterns and pairs grow; crashes clustered.",
                "With --r1-validity N: no campaign; N R1 mutants per variant (donor copies, MLIRod's R1, against R1 with the op",
                "catalog's signatures), each verified by the tool, and the share it accepts."})
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

    @Option(names = "--r1-validity", paramLabel = "N", defaultValue = "0",
            description = "Measure R1 alone: N mutants per variant on the same draws, the share the tool verifies (0 = run a campaign).")
    int r1Validity;

    @Option(names = "--out", paramLabel = "DIR", description = "Campaign directory (default: a new temporary directory).")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path seeds = corpus != null ? corpus : SharedFolder.find().resolve("corpora").resolve("mlir-testsuite");
        if (!Files.isDirectory(seeds)) throw new BadInput("no seed corpus at " + seeds + " (give --corpus DIR)");
        run.check();
        if (r1Validity > 0) return r1Validity(seeds);
        Path dir = out != null ? out : Files.createTempDirectory("dialectic-bench-fuzz");
        FuzzConfig config = FuzzConfig.of(List.of(seeds.toString()), tool,
                        new FuzzBudget(0, Duration.ofMillis(Math.round(minutes * 60_000))), dir)
                .withJobs(run.jobs).withSeed(run.seed).withSeedLimits(0, maxSeedLines);
        LiveCampaign.run(config, true, () -> false);
        return 0;
    }

    private int r1Validity(Path seeds) throws Exception {
        ToolDiscovery discovery = new ToolDiscovery();
        Tool t = discovery.find(tool).orElseThrow(() -> new BadInput(discovery.notFound(tool)));
        Integer version = OpUniverse.majorVersion(t.name(), t.version());
        int v = version == null ? OpCatalog.READER_VERSION : version;
        long start = System.nanoTime();
        for (R1Validity.Row r : R1Validity.measure(t.path(), seeds, r1Validity, run.seed, maxSeedLines, v, System.out)) {
            System.out.printf(Locale.ROOT, "%-62s %5d mutants, %5d accepted by %s: %5.1f%%%n", r.variant(), r.applied(), r.accepted(),
                    t.name(), r.percent());
        }
        System.out.printf(Locale.ROOT, "%.1f s%n", (System.nanoTime() - start) / 1e9);
        return 0;
    }
}
