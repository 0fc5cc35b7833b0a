package io.dialectic.analytics;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.spark.sql.SparkSession;

/** Opens the Spark session of an analysis: quiet logs, no UI, the configured master. */
public final class SparkSessions {
    private SparkSessions() {}

    public static SparkSession open(AnalyzeConfig config) {
        // Spark logs INFO by default; only warnings matter on a console.
        Configurator.setRootLevel(Level.WARN);
        Configurator.setLevel("org.apache.spark", Level.WARN);
        Configurator.setLevel("org.apache.hadoop", Level.ERROR);
        Configurator.setLevel("org.apache.parquet", Level.ERROR);
        SparkSession.Builder b = SparkSession.builder()
                .appName("dialectic analyze")
                .config("spark.ui.enabled", "false")
                // the plan description every query posts for the (disabled) SQL UI, in its cheapest form
                .config("spark.sql.ui.explainMode", "simple")
                .config("spark.ui.showConsoleProgress", "false")
                .config("spark.sql.shuffle.partitions", String.valueOf(config.shufflePartitions()))
                .config("spark.sql.session.timeZone", "UTC");
        if (config.master() != null) b.master(config.master());
        SparkSession s = b.getOrCreate();
        s.sparkContext().setLogLevel("WARN");
        return s;
    }
}
