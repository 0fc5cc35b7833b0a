package io.dialectic.analytics;

import io.dialectic.analytics.aggregate.FeatureTables;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.Engine;
import io.dialectic.analytics.config.InputSize;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.features.RunFeaturizer;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.analytics.source.Inputs;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.base.storage.OutputFolder;
import org.apache.spark.sql.SparkSession;

/**
 * The analysis, as one library call shared by {@code dialectic analyze},
 * {@code dialectic demo}, the desktop app and {@link AnalyzeJob} under
 * spark-submit:
 *
 * <ol>
 *   <li>check that the output may be replaced at all ({@link OutputFolder}: empty, or an earlier analysis, never an
 *       input), and choose the engine ({@link #runsEmbedded});</li>
 *   <li>read every input into run rows, tagged by campaign ({@link Inputs}), and featurize them ({@link RunFeaturizer}):
 *       on every core of this JVM for DuckDB ({@link EmbeddedEngine}), or in Spark's executors ({@link SparkEngine});</li>
 *   <li>derive the wide tables and aggregate, the same SQL on either engine ({@link Aggregation},
 *       {@link FeatureTables});</li>
 *   <li>assemble the summaries, the small tables, {@code summary.json} and {@code report.html} ({@link Assembly});</li>
 *   <li>all of it written into a temporary folder moved into place when complete ({@link AnalysisOutput}).</li>
 * </ol>
 * Only aggregates (a few thousand rows at most) are held in this JVM; what grows with the input is streamed.
 */
public final class Analysis {
    /** The marker of an analysis folder: {@code analyze} and {@code demo} (an analysis of the sample) replace each other's. */
    public static final OutputFolder.Writer WRITER = OutputFolder.Writer.of("analyze");

    /** How the progress line names the embedded engine (bench analyze looks for it in the demo's output). */
    public static final String IN_PROCESS_STEP = "in this JVM, without Spark";

    private Analysis() {}

    /** Opens Spark as configured (unless the analysis runs embedded), runs, stops Spark. */
    public static AnalysisResult run(AnalyzeConfig config, Progress progress) {
        checkOutput(config); // before Spark starts: a refused --out costs nothing and touches nothing
        InputSize size = InputSize.of(config); // one walk of the input folders, for the partitions
        if (runsEmbedded(config)) return run(null, config, progress, size);
        SparkSession spark = SparkSessions.open(config);
        try {
            return run(spark, config, progress, size);
        } finally {
            spark.stop();
        }
    }

    /** Whether {@code config} runs on the embedded engine ({@link Engine}): AUTO does on a local master when no input needs Spark's reader. */
    public static boolean runsEmbedded(AnalyzeConfig config) {
        return switch (config.engine()) {
            case SPARK -> false;
            case EMBEDDED -> true;
            case AUTO -> Engine.localThreads(config.master()) > 0;
        };
    }

    /** Refuses an --out that is not an earlier analysis (a user's folder) or is, holds or lies inside an input ({@link OutputFolder}). */
    public static void checkOutput(AnalyzeConfig config) {
        OutputFolder.checkReplace(
                config.out(),
                WRITER.verb(),
                config.inputs().stream().map(InputSpec::path).toList());
    }

    /** Runs on an existing session (tests, the app), or embedded when the configuration says so ({@link Engine}; {@code spark} may then be null). */
    public static AnalysisResult run(SparkSession spark, AnalyzeConfig config, Progress progress) {
        return run(spark, config, progress, InputSize.of(config));
    }

    private static AnalysisResult run(SparkSession spark, AnalyzeConfig config, Progress progress, InputSize size) {
        SparkSessions.quietLogs(); // the embedded engine writes Parquet with Spark's classes too
        return AnalysisOutput.write(config, progress, (output, t0) -> {
            TableWriter tables = new TableWriter(spark, output.dir(), config.csv());
            return runsEmbedded(config)
                    ? EmbeddedEngine.analyze(config, size, progress, output, t0, tables)
                    : SparkEngine.analyze(spark, config, size, progress, output, t0, tables);
        });
    }
}
