package io.dialectic.analytics;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.Engine;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.spark.sql.SparkSession;

/**
 * Opens the Spark session of an analysis: quiet logs, no UI, the configured master. An embedded master
 * ({@code local[N]}) listens on loopback only: its driver RPC and block manager are unauthenticated, so on a shared
 * machine they must not be reachable from the network. A cluster is the user's to secure ({@code spark.authenticate}
 * with their secret, analytics/README.md).
 */
public final class SparkSessions {
    private SparkSessions() {}

    public static SparkSession open(AnalyzeConfig config) {
        loadLateSubclasses();
        quietLogs();
        SparkSession.Builder b = SparkSession.builder()
                .appName("dialectic analyze")
                .config("spark.ui.enabled", "false")
                // the plan description every query posts for the (disabled) SQL UI, in its cheapest form
                .config("spark.sql.ui.explainMode", "simple")
                .config("spark.ui.showConsoleProgress", "false")
                .config("spark.sql.shuffle.partitions", String.valueOf(config.shufflePartitions()))
                .config("spark.sql.session.timeZone", "UTC");
        if (config.master() != null) b.master(config.master());
        if (Engine.localThreads(config.master()) > 0) { // local, local[N], local[*]: Spark in this JVM
            b.config("spark.driver.bindAddress", LOOPBACK)
                    .config("spark.driver.host", LOOPBACK)
                    .config("spark.blockManager.bindAddress", LOOPBACK);
        }
        SparkSession s = b.getOrCreate();
        s.sparkContext().setLogLevel("WARN");
        return s;
    }

    /** Where an embedded master listens. */
    static final String LOOPBACK = "127.0.0.1";

    /**
     * Spark logs INFO by default; only warnings matter on a console. Spark's {@code Utils} warns that "Your hostname ...
     * resolves to a loopback address" while it finds an address: an embedded job binds to loopback on purpose, and the
     * embedded engine uses no network at all, so that warning says nothing to a user of Dialectic.
     */
    public static void quietLogs() {
        Configurator.setRootLevel(Level.WARN);
        Configurator.setLevel("org.apache.spark", Level.WARN);
        Configurator.setLevel("org.apache.spark.util.Utils", Level.ERROR);
        Configurator.setLevel("org.apache.hadoop", Level.ERROR);
        Configurator.setLevel("org.apache.parquet", Level.ERROR);
    }

    /**
     * Netty's {@code RecyclableArrayList} is the first subclass of {@code ArrayList} this JVM loads, and Spark loads
     * it late: when the driver first fetches a task result through the block manager, near the end of an analysis.
     * HotSpot then throws away every compiled method that relied on {@code ArrayList} having no subclass (class
     * hierarchy analysis; {@code -XX:+LogCompilation} names it as the witness of the failed dependencies): our parser and featurizer, Janino, Spark's own code. What ran after it compiled them all
     * again. Loaded
     * before the analysis, it breaks no assumption: none has been made yet.
     */
    static final String LATE_ARRAYLIST = "io.netty.util.internal.RecyclableArrayList";

    private static void loadLateSubclasses() {
        try {
            // initialized, so linked: HotSpot checks a new class against compiled code when it links it, not when it
            // loads it
            Class.forName(LATE_ARRAYLIST, true, SparkSessions.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            // another Netty (a cluster's class path): nothing to load early, nothing lost but the compile time
        }
    }
}
