package io.dialectic.cli;

import io.dialectic.bench.batch.RunBenchmark;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dialectic bench run}: a thin skin over {@link RunBenchmark}. */
@Command(
        name = "run",
        mixinStandardHelpOptions = true,
        description = {
            "'dialectic run' over the shared test-suite corpus (5,781 programs) with one pipeline, in batches (the default:",
            "programs sharing a pipeline go through one mlir-opt process, --split-input-file) and with --batch 1 (one process",
            "per program, as every peer runs a corpus), rounds alternating which goes first. Both include JVM work, corpus",
            "load, classification and the records written. Then the two runs' records compared run by run: same verdict",
            "(outcome, crash key, trigger set) and same exit status and stderr byte for byte. Target: >= 10x."
        })
public final class BenchRunCommand implements Callable<Integer> {
    @Option(
            names = "--corpus",
            paramLabel = "DIR",
            description = "Programs (default: ../shared/corpora/mlir-testsuite/custom beside the repository).")
    Path corpus;

    @Option(
            names = "--tool",
            paramLabel = "TOOL",
            defaultValue = "mlir-opt-19",
            description = "Compiler under test (default: ${DEFAULT-VALUE}).")
    String tool;

    @Option(
            names = "--pipeline",
            paramLabel = "P",
            defaultValue = "canonicalize,cse,sccp",
            description = "The one pipeline, items comma-separated (default: ${DEFAULT-VALUE}).")
    String pipeline;

    @Option(names = "--jobs", paramLabel = "N", description = "Tool processes at once (default: number of cores).")
    Integer jobs;

    @Option(
            names = "--limit",
            paramLabel = "N",
            defaultValue = "0",
            description = "First N programs only (default: all).")
    int limit;

    @Option(
            names = "--rounds",
            paramLabel = "R",
            defaultValue = "1",
            description = "Rounds of both runs (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--triggers", description = "Observe optimization triggers in both runs (as run --triggers).")
    boolean triggers;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "Folder of the records (default: a new temporary directory).")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path c = corpus != null ? corpus : SharedFolder.testSuite().resolve("custom");
        if (!Files.isDirectory(c)) throw new BadInput("no corpus at " + c + " (give --corpus DIR)");
        if (rounds < 1) throw new BadInput("--rounds must be 1 or more, got " + rounds);
        int j = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
        if (j < 1 || j > RunCommand.MAX_JOBS)
            throw new BadInput("--jobs must be 1.." + RunCommand.MAX_JOBS + ", got " + j);
        RunBenchmark.run(
                new RunBenchmark.Options(c, tool, pipeline, j, limit, rounds, triggers, out), System.out, System.err);
        return 0;
    }
}
