package io.dialectic.cli;

import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.ConsoleSummary;
import io.dialectic.analytics.Progress;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.Engine;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.ir.metrics.PairConvention;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic analyze}: a thin skin over {@link Analysis#run(AnalyzeConfig, Progress)}. */
@Command(
        name = "analyze",
        mixinStandardHelpOptions = true,
        description = {
            "Spark SQL job over fuzzer output: coverage (dialects, dialect pairs, OD patterns), validity categories,",
            "crash clusters, coverage curves, richness estimates (Chao1, iChao1, ACE), overlap between campaigns.",
            "Writes Parquet tables, CSV copies, summary.json and a self-contained report.html (see analytics/OUTPUTS.md).",
            "Example: dialectic analyze seeds=datasets/seeds datasets/sample/*.jsonl.gz --baseline seeds --out reports/mine"
        })
public final class AnalyzeCommand implements Callable<Integer> {
    @Parameters(
            arity = "1..*",
            paramLabel = "INPUT",
            description = "[NAME=]PATH: run records (.jsonl, .jsonl.gz, Parquet), crash-case "
                    + "directories, or a directory of .mlir files (static metrics only). NAME tags every record of PATH with campaign NAME; "
                    + "without it the records' own campaign (else the file name) is used.")
    List<String> inputs;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            required = true,
            description =
                    "Output directory: new, empty, or an earlier analysis (never a folder of other files, nor an input or a folder holding one); replaced atomically at the end.")
    Path out;

    @Option(
            names = "--master",
            paramLabel = "MASTER",
            defaultValue = "local[*]",
            description = "Spark master: local[*] embedded (default), local[N], spark://HOST:7077.")
    String master;

    @Option(
            names = "--engine",
            paramLabel = "ENGINE",
            defaultValue = "auto",
            converter = EngineConverter.class,
            description =
                    "Where the analysis runs: auto (default: embedded on a local --master, Spark on "
                            + "a cluster master), embedded (DuckDB in this JVM, featurizing on every core, out of core: any input size), "
                            + "spark (always Spark, on --master). Both engines run the same definitions and write the same tables.")
    Engine engine;

    /** picocli converter of --engine (a bad value is a one-line option error). */
    static final class EngineConverter implements CommandLine.ITypeConverter<Engine> {
        @Override
        public Engine convert(String value) {
            try {
                return Engine.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    @Option(
            names = "--baseline",
            paramLabel = "CAMPAIGN",
            description = "Campaign the others are compared with (what each covers that the baseline does not).")
    String baseline;

    @Option(
            names = "--d",
            paramLabel = "D",
            defaultValue = "2",
            description =
                    "Reachability depth of the OD patterns used for curves, overlap and richness, 0..3 (MLIRod Def. 6; default: ${DEFAULT-VALUE}). All d are counted anyway.")
    int d;

    @Option(
            names = "--ordered-pairs",
            description = "Count dialect pairs as ordered (outer->inner, producer->user) instead of unordered.")
    boolean orderedPairs;

    @Mixin
    ConventionOption convention;

    @Option(
            names = "--result-types",
            description =
                    "Operation instances include result types (MLIRod Def. 1 variant; default: name + operand types, like MLIRod's tool).")
    boolean resultTypes;

    @Option(names = "--no-csv", description = "Skip the CSV copies (Parquet only).")
    boolean noCsv;

    @Option(
            names = "--max-stderr",
            paramLabel = "N",
            defaultValue = "262144",
            description =
                    "Stderr longer than this many characters is cut (head and tail kept) and reported in the errors table (default: ${DEFAULT-VALUE}).")
    int maxStderr;

    @Option(names = "--quiet", description = "No progress lines, and no Spark warnings (errors only).")
    boolean quiet;

    @Override
    public Integer call() {
        List<InputSpec> specs = inputs.stream().map(InputSpec::parse).toList();
        // A path that does not exist is a typo: say so now, not after starting Spark and writing an empty report.
        for (InputSpec s : specs) BadInput.existing(s.path());
        if (d < 0 || d > 3) throw new BadInput("--d must be 0..3, got " + d);
        PairConvention pairs = convention.pairs(orderedPairs);
        // Read by cli's log4j2.xml when logging starts (with Spark, below): warnings dropped, errors kept.
        if (quiet) System.setProperty("dialectic.log.threshold", "ERROR");
        AnalyzeConfig cfg = new AnalyzeConfig(
                specs, out, master, baseline, d, pairs, resultTypes, maxStderr, !noCsv, 8, quiet, engine);
        InterruptNotice.kept("analyze", () -> out + " is unchanged (the partial output was removed)");
        AnalysisResult r = Analysis.run(cfg, quiet ? Progress.none() : Progress.to(System.err));
        ConsoleSummary.print(r, System.out);
        // Error rows from broken JSON lines carry no line number (Spark's text reader has none): name them here.
        // Only when there are some: other error rows (unparseable programs) do not need the input read again.
        long broken = r.brokenJsonLines();
        if (broken > 0) BrokenLines.report(specs.stream().map(InputSpec::path).toList(), broken, System.err, 10);
        return 0;
    }
}
