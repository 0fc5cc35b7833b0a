package io.dialectic.cli;

import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.ConsoleSummary;
import io.dialectic.analytics.Progress;
import io.dialectic.analytics.SampleDemo;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.result.AnalysisResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dialectic demo}: {@link SampleDemo} on the embedded engine (DuckDB in this JVM). */
@Command(
        name = "demo",
        mixinStandardHelpOptions = true,
        description = {
            "Analyze the project's own sample corpus (datasets/sample, made with the real mlir-opt-19 by datasets/make-sample.sh;",
            "datasets/seeds as the baseline) on the embedded engine (DuckDB in this JVM, no Spark), write reports/demo/ (ignored by git)",
            "and print the summary.",
            "Needs no mlir-opt. reports/sample/ is the same report, committed as an example.",
            "Example: ./dialectic demo && open reports/demo/report.html"
        })
public final class DemoCommand implements Callable<Integer> {
    @Option(names = "--out", description = "Output directory (default: reports/demo under the repository).")
    Path out;

    @Option(
            names = "--master",
            defaultValue = "local[*]",
            description = "local[N]: the embedded engine on N threads (default: ${DEFAULT-VALUE}, all cores); "
                    + "a cluster master (spark://HOST:7077) runs it on Spark.")
    String master;

    @Override
    public Integer call() {
        if (out != null) {
            // Say now, not after the Spark job, that --out cannot be made: its nearest existing ancestor must be a
            // folder.
            Path p = out.toAbsolutePath();
            while (p != null && !Files.exists(p)) p = p.getParent();
            if (p != null && !Files.isDirectory(p))
                throw new BadInput("--out cannot be created: " + p + " is a file, not a folder");
        }
        Path root = SampleDemo.findRoot(Path.of(""));
        Path rel = Path.of("").toAbsolutePath().relativize(root);
        AnalyzeConfig cfg = SampleDemo.config(rel, out != null ? out : SampleDemo.defaultOut(rel))
                .withMaster(master);
        InterruptNotice.kept("demo", () -> cfg.out() + " is unchanged (the partial output was removed)");
        AnalysisResult r = Analysis.run(cfg, Progress.to(System.err));
        ConsoleSummary.print(r, System.out);
        return 0;
    }
}
