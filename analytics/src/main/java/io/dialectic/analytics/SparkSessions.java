package io.dialectic.analytics;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.spark.sql.SparkSession;

/** Opens the Spark session of an analysis: quiet logs, no UI, the configured master. */
public final class SparkSessions {
    private SparkSessions() {}

    public static SparkSession open(AnalyzeConfig config) {
        loadLateSubclasses();
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

    /**
     * Netty's {@code RecyclableArrayList} is the first subclass of {@code ArrayList} this JVM loads, and Spark loads
     * it late: when the driver first fetches a task result through the block manager, near the end of an analysis.
     * HotSpot then throws away every compiled method that relied on {@code ArrayList} having no subclass (class
     * hierarchy analysis; {@code -XX:+LogCompilation} names it as the witness of 101 failed dependencies in a
     * 20,000-record analysis): our parser and featurizer, Janino, Spark's own code. What ran after it compiled them all
     * again: in the bench's local[2] run after local[1], 16 s of C2 for our code alone at 100,000 records. Loaded
     * before the analysis, it breaks no assumption: none has been made yet.
     */
    static final String LATE_ARRAYLIST = "io.netty.util.internal.RecyclableArrayList";

    private static void loadLateSubclasses() {
        try {
            // initialized, so linked: HotSpot checks a new class against compiled code when it links it, not when it loads it
            Class.forName(LATE_ARRAYLIST, true, SparkSessions.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            // another Netty (a cluster's class path): nothing to load early, nothing lost but the compile time
        }
    }
}
