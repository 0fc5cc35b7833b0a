package io.dialectic.cli;

import io.dialectic.analytics.Progress;
import io.dialectic.bench.analyze.AnalyzeBenchmark;
import io.dialectic.bench.analyze.AnalyzeResult;
import io.dialectic.bench.analyze.ChildJvm;
import io.dialectic.bench.analyze.JobCount;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dialectic bench analyze}: a thin skin over {@link AnalyzeBenchmark#run}. */
@Command(
        name = "analyze",
        mixinStandardHelpOptions = true,
        description = {
            "Generate a large corpus of run records (mutants of ../shared/corpora programs paired with real runs of ../shared/crashes),",
            "then measure the analysis, each figure beside its target, every child a fresh JVM: the corpus end to end on the embedded",
            "engine (wall, peak RSS) and on Spark local[2] (same results?), a heavy corpus and a fuzz campaign's output with triggers",
            "embedded (with their phase times), a 10x corpus embedded with -Xmx2g, the demo's analysis time;",
            "optionally 10k records and the Spark local[1]/local[2] speed-up. The load average too.",
            "Example: dialectic bench analyze --records 1000000 --large-records 10000000 --work /var/tmp/bench --keep"
        })
public final class BenchAnalyzeCommand implements Callable<Integer> {
    @Option(
            names = "--records",
            defaultValue = "1000000",
            description = "Records of the full run (default: ${DEFAULT-VALUE}).")
    long records;

    @Option(
            names = "--large-records",
            defaultValue = "10000000",
            description = "Records of the large embedded run with -Xmx2g (0 skips it; default: ${DEFAULT-VALUE}).")
    long largeRecords;

    @Option(
            names = "--heavy-records",
            defaultValue = "1000000",
            description =
                    "Records of the heavy corpus (whole test-suite programs, 45%% new, 20%% crashes with full stderr), embedded"
                            + " (0 skips it; default: ${DEFAULT-VALUE}).")
    long heavyRecords;

    @Option(
            names = "--fuzz-records",
            defaultValue = "1000000",
            description = "Records of a fuzz campaign's output with trigger observations, embedded"
                    + " (0 skips it; default: ${DEFAULT-VALUE}).")
    long fuzzRecords;

    @Option(names = "--skip-spark", description = "Do not run the full corpus on Spark.")
    boolean skipSpark;

    @Option(
            names = "--small-records",
            defaultValue = "0",
            description = "Records of the latency run on local[*] (0 skips it; default: ${DEFAULT-VALUE}).")
    long smallRecords;

    @Option(names = "--skip-demo", description = "Do not time the demo in a fresh JVM.")
    boolean skipDemo;

    @Option(
            names = "--speedup-records",
            defaultValue = "0",
            description = "Records of the local[1]/local[2] comparison (0 skips it; default: ${DEFAULT-VALUE}).")
    long speedupRecords;

    @Option(
            names = "--work",
            defaultValue = "target/bench-analyze",
            description =
                    "Working directory: generated corpora (gzip, about 1 KB a record, deleted at the end) and outputs (default: ${DEFAULT-VALUE}).")
    Path work;

    @Option(
            names = "--corpus",
            description = "Program corpus (default: ../shared/corpora/mlir-testsuite beside the repository).")
    Path corpus;

    @Option(
            names = "--crashes",
            description =
                    "Crash-case corpus whose real runs are paired with the programs (default: ../shared/crashes).")
    Path crashes;

    @Option(
            names = "--csv",
            description =
                    "Also write the CSV copies in the full run (off by default: they measure commons-csv, not Spark).")
    boolean csv;

    @Option(
            names = "--keep",
            description = "Keep the generated corpora (a later run with --keep and the same sizes reuses them).")
    boolean keep;

    @Option(names = "--skip-full", description = "Skip the full corpus (embedded and Spark).")
    boolean skipFull;

    @Override
    public Integer call() throws Exception {
        Path shared = SharedFolder.find();
        Path c = corpus != null ? corpus : SharedFolder.testSuite();
        Path k = crashes != null ? crashes : shared.resolve("crashes");
        for (Path p : new Path[] {c, k}) {
            if (!Files.isDirectory(p)) {
                throw new BadInput("no such file or directory: " + p + " (give --corpus / --crashes)");
            }
        }
        AnalyzeResult r = AnalyzeBenchmark.run(
                new AnalyzeBenchmark.Config(
                        c,
                        k,
                        childJvm(),
                        skipDemo,
                        smallRecords,
                        records,
                        speedupRecords,
                        work,
                        csv,
                        keep,
                        skipFull,
                        largeRecords,
                        skipSpark,
                        heavyRecords,
                        fuzzRecords),
                Progress.to(System.err));
        System.out.println(r.describe());
        return 0;
    }

    /** {@code dialectic} in a fresh JVM like this one (same java, options and class path), its Spark jobs counted ({@link JobCount}). */
    private static ChildJvm childJvm() {
        List<String> java = new ArrayList<>(ThisJvm.javaAndOptions());
        java.add("-Dspark.extraListeners=" + JobCount.class.getName());
        return new ChildJvm(java, ThisJvm.classPathAndMain());
    }
}
