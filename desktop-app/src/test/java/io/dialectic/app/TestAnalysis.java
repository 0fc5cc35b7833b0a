package io.dialectic.app;

import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.CampaignAnalysis;
import io.dialectic.app.data.CampaignAnalyzer;
import io.dialectic.app.data.ProgramFeatureRow;
import io.dialectic.app.data.ProgramFeatures;
import io.dialectic.app.data.ResultsLocation;
import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.PairConvention;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpUniverse;

/** The analytics definitions `dialectic app` is given by the CLI (cli's AppAnalytics), for the app's tests. */
final class TestAnalysis {
    static final CampaignAnalyzer ANALYZER = (inputs, report, progress) -> Analysis.run(
            AnalyzeConfig.of(inputs.stream().map(p -> new InputSpec(null, p)).toList(), report)
                    .withCsv(false),
            progress::accept);
    private static final MetricsOptions OPTIONS =
            io.dialectic.analytics.features.ProgramFeatures.options(PairConvention.DIALECTIC, false);
    /** The job's featurizer, the programs of live runs' (d = 2 patterns, what the app shows). */
    static final ProgramFeatures FEATURES = (sha, text, tool, version) -> {
        var f = io.dialectic.analytics.features.ProgramFeatures.of(
                text, OPTIONS, OpCatalog.of(OpUniverse.catalogFor(tool, version).getKey()));
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
    };

    private TestAnalysis() {}

    /** The report the app opens for {@code config}'s results (analyzed into its folder when raw). */
    static ResultsLocation report(AppConfig config) throws Exception {
        return CampaignAnalysis.open(config.results(), config.workDir(), ANALYZER, m -> {});
    }
}
