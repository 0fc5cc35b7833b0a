package io.dialectic.cli;

import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.features.ProgramFeatures;
import io.dialectic.app.data.Analytics;
import io.dialectic.app.data.ProgramFeatureRow;
import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.PairConvention;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpUniverse;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The analytics module's definitions the desktop app calls ({@link Analytics}): {@code analyze} itself on a raw
 * campaign folder, and the job's featurizer for the programs of runs added live, with analyze's defaults
 * (the dialectic pair convention, instances by name and operand types).
 */
public final class AppAnalytics {
    private static final MetricsOptions OPTIONS = ProgramFeatures.options(PairConvention.DIALECTIC, false);

    private AppAnalytics() {}

    public static Analytics of() {
        return new Analytics(AppAnalytics::analyze, AppAnalytics::features);
    }

    private static void analyze(List<Path> inputs, Path report, Consumer<String> progress) {
        List<InputSpec> specs = inputs.stream().map(p -> new InputSpec(null, p)).toList();
        Analysis.run(AnalyzeConfig.of(specs, report).withCsv(false), progress::accept);
    }

    /**
     * One program's row of the app's program table, from the job's features: read with the op catalog of the
     * run's tool version as the job reads it (RunFeaturizer), OD patterns at d = 2 (what the app shows).
     */
    private static ProgramFeatureRow features(String sha, String text, String tool, String toolVersion) {
        ProgramFeatures f = ProgramFeatures.of(
                text,
                OPTIONS,
                OpCatalog.of(OpUniverse.catalogFor(tool, toolVersion).getKey()));
        return new ProgramFeatureRow(
                sha,
                f.ops(),
                f.tokens(),
                f.dialects(),
                f.opNames(),
                f.controlPairs(),
                f.dataPairs(),
                f.unionPairs(),
                f.patterns().get(2),
                f.parseError());
    }
}
