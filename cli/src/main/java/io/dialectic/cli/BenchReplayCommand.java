package io.dialectic.cli;

import io.dialectic.bench.batch.ReplayBenchmark;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic bench replay}: a thin skin over {@link ReplayBenchmark}. */
@Command(
        name = "replay",
        mixinStandardHelpOptions = true,
        description = {
            "Replays the mutants of a fuzz campaign with their pipelines and the fuzzer's run flags, triggers observed: in",
            "batches (the mutants of a batch share one mlir-opt process) and each alone. Prints the share with the same",
            "verdict (outcome, crash key, passes changed, patterns attempted; goal >= 99.9%%), each difference, and the batch",
            "faults a lone run did not reproduce, by pipeline (the records are the lone runs there).",
            "Example: dialectic bench replay CAMPAIGN/runs.jsonl --limit 10000"
        })
public final class BenchReplayCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            paramLabel = "RUNS.jsonl",
            description = "A fuzz campaign's runs.jsonl (or the campaign folder).")
    Path runs;

    @Option(
            names = "--limit",
            paramLabel = "N",
            defaultValue = "10000",
            description = "Mutants replayed, in campaign order (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--jobs", paramLabel = "N", description = "Tool processes at once (default: number of cores).")
    Integer jobs;

    @Option(
            names = "--allow-unregistered-dialect",
            negatable = true,
            defaultValue = "true",
            fallbackValue = "true",
            description =
                    "Give every run --allow-unregistered-dialect, as the fuzzer does for seeds that need it (default: on).")
    boolean allowUnregistered;

    @Override
    public Integer call() throws Exception {
        Path file = Files.isDirectory(runs) ? runs.resolve("runs.jsonl") : runs;
        if (!Files.isRegularFile(file)) throw new BadInput("no runs file at " + file);
        if (limit < 1) throw new BadInput("--limit must be 1 or more, got " + limit);
        int j = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
        ReplayBenchmark.run(new ReplayBenchmark.Options(file, limit, j, allowUnregistered), System.out, System.err);
        return 0;
    }
}
