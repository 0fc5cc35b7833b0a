package io.dialectic.cli;

import io.dialectic.base.Units;
import io.dialectic.bench.reduce.BenchRow;
import io.dialectic.bench.reduce.BenchTable;
import io.dialectic.bench.reduce.ReducerBench;
import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.toolchain.ToolDiscovery;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic bench reduce}: a thin skin over {@link ReducerBench}. */
@Command(
        name = "reduce",
        mixinStandardHelpOptions = true,
        description = {
            "Benchmark Dialectic's reducer against mlir-reduce, creduce and cvise on real crash cases, all with the same "
                    + "same-signature interestingness and time limit. Prints a table and the medians of final ops, final bytes, "
                    + "wall time and oracle calls; writes results.jsonl (resumable) and table.md to --out.",
            "Example: dialectic bench reduce ../shared/crashes --limit 12 --time-limit 120s"
        })
public final class BenchReduceCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "CRASHES_DIR",
            description = "Crash corpus (index.csv + cases/<id>/); default ../shared/crashes.")
    Path crashes;

    @Option(
            names = "--limit",
            paramLabel = "N",
            defaultValue = "12",
            description = "Number of crash cases (first N crashing cases of index.csv; default ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--cases", paramLabel = "REGEX", description = "Only case ids matching REGEX (e.g. 'v19_.*').")
    String cases;

    @Option(
            names = "--time-limit",
            paramLabel = "TIME",
            defaultValue = "300s",
            description = "Per case and reducer time limit (default ${DEFAULT-VALUE}).")
    String timeLimit;

    @Option(
            names = "--reducers",
            paramLabel = "LIST",
            split = ",",
            defaultValue = "dialectic,mlir-reduce,creduce,cvise",
            description =
                    "Reducers to run (default ${DEFAULT-VALUE}; mlir-reduce = the one of the case's tool version); Dialectic always runs first, it confirms each crash.")
    List<String> reducers = new ArrayList<>();

    @Option(
            names = "--rerun",
            paramLabel = "LIST",
            split = ",",
            description = "Reducers whose results already in --out are run again (e.g. dialectic after a change).")
    List<String> rerun = new ArrayList<>();

    @Option(
            names = "--jobs",
            paramLabel = "N",
            description = "Parallel interestingness tests for every reducer (default: number of cores).")
    Integer jobs;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = "reports/bench-reduce",
            description = "Output directory (default ${DEFAULT-VALUE}).")
    Path out;

    @Override
    public Integer call() {
        Path dir = crashes != null ? crashes : Path.of("..", "shared", "crashes");
        if (!Files.isRegularFile(dir.resolve("index.csv"))) {
            throw new BadInput(
                    Files.isDirectory(dir)
                            ? "no index.csv in " + dir + " (give the crash corpus directory)"
                            : "no such file or directory: " + dir);
        }
        ReducerBench.Options o = new ReducerBench.Options(
                dir,
                out,
                limit,
                Units.time(timeLimit),
                reducers,
                jobs == null ? ReduceRequest.defaultJobs() : jobs,
                cases,
                rerun);
        List<BenchRow> rows = new ReducerBench(new ToolDiscovery(), Reducer.withDefaults()).run(o, System.err::println);
        List<String> names = new ArrayList<>(List.of("dialectic"));
        for (String r : reducers) if (!names.contains(r)) names.add(r);
        System.out.println(BenchTable.markdown(rows, names));
        return 0;
    }
}
