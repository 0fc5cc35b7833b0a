package io.dialectic.cli;

import io.dialectic.analytics.Progress;
import io.dialectic.analytics.bench.AnalyzeBenchmark;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dialectic bench analyze}: a thin skin over {@link AnalyzeBenchmark#run}. */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = {"Generate a large corpus of run records (mutants of ../shared/corpora programs paired with real runs of ../shared/crashes),",
                "then measure the analysis: records/s on local[1] and local[2] on a smaller corpus, and the whole corpus end to end on local[2].",
                "Example: dialectic bench analyze --records 1000000 --work /var/tmp/bench"})
public final class BenchAnalyzeCommand implements Callable<Integer> {
    @Option(names = "--records", defaultValue = "1000000", description = "Records of the full run (default: ${DEFAULT-VALUE}).")
    long records;

    @Option(names = "--speedup-records", defaultValue = "50000", description = "Records of the local[1]/local[2] comparison (default: ${DEFAULT-VALUE}).")
    long speedupRecords;

    @Option(names = "--work", defaultValue = "target/bench-analyze", description = "Working directory: generated corpora (gzip, about 1 KB a record, deleted at the end) and outputs (default: ${DEFAULT-VALUE}).")
    Path work;

    @Option(names = "--corpus", description = "Program corpus (default: ../shared/corpora/mlir-testsuite beside the repository).")
    Path corpus;

    @Option(names = "--crashes", description = "Crash-case corpus whose real runs are paired with the programs (default: ../shared/crashes).")
    Path crashes;

    @Option(names = "--csv", description = "Also write the CSV copies in the full run (off by default: they measure commons-csv, not Spark).")
    boolean csv;

    @Option(names = "--keep", description = "Keep the generated corpora.")
    boolean keep;

    @Option(names = "--skip-full", description = "Only the local[1]/local[2] comparison.")
    boolean skipFull;

    @Override
    public Integer call() throws Exception {
        Path shared = SharedFolder.find();
        Path c = corpus != null ? corpus : shared.resolve("corpora").resolve("mlir-testsuite");
        Path k = crashes != null ? crashes : shared.resolve("crashes");
        for (Path p : new Path[] {c, k}) {
            if (!Files.isDirectory(p)) {
                throw new BadInput("no such file or directory: " + p + " (give --corpus / --crashes)");
            }
        }
        AnalyzeBenchmark.Result r = AnalyzeBenchmark.run(new AnalyzeBenchmark.Config(c, k, records, speedupRecords, work, csv, keep, skipFull),
                Progress.to(System.err));
        System.out.println(r.describe());
        return 0;
    }
}
