package io.dialectic.analytics;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.Engine;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.result.AnalysisResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The entry point under {@code spark-submit} (same jar, same library call as
 * {@code dialectic analyze}):
 * <pre>
 *   spark-submit --class io.dialectic.analytics.AnalyzeJob --master spark://host:7077 app.jar \
 *       NAME=PATH... --out DIR [--baseline NAME] [--d 2] [--no-csv]
 * </pre>
 * Without {@code --master} the master spark-submit configured is used.
 */
public final class AnalyzeJob {
    private AnalyzeJob() {}

    public static void main(String[] args) {
        AnalyzeConfig config = parse(args);
        AnalysisResult r = Analysis.run(config, config.quiet() ? Progress.none() : Progress.to(System.err));
        ConsoleSummary.print(r, System.out);
    }

    public static AnalyzeConfig parse(String[] args) {
        List<InputSpec> inputs = new ArrayList<>();
        Path out = null;
        String master = null, baseline = null;
        int d = AnalyzeConfig.DEFAULT_D;
        boolean csv = true;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(args[++i]);
                case "--master" -> master = args[++i];
                case "--baseline" -> baseline = args[++i];
                case "--d" -> d = Integer.parseInt(args[++i]);
                case "--no-csv" -> csv = false;
                default -> inputs.add(InputSpec.parse(args[i]));
            }
        }
        if (out == null)
            throw new IllegalArgumentException(
                    "usage: AnalyzeJob INPUT... --out DIR [--master URL] [--baseline NAME] [--d N] [--no-csv]");
        // spark-submit's job runs on Spark, whatever its master (the embedded engine is dialectic analyze's)
        return AnalyzeConfig.of(inputs, out)
                .withMaster(master)
                .withBaseline(baseline)
                .withD(d)
                .withCsv(csv)
                .withEngine(Engine.SPARK);
    }
}
