package io.dialectic.analytics.bench;

import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerApplicationEnd;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Counts the Spark jobs and tasks of an analysis: the figure of its fixed
 * cost that does not depend on how loaded the machine is (each job costs
 * scheduling, planning and code generation whatever its input). Registered
 * on a session by {@code bench analyze}, or on any run with
 * {@code -Dspark.extraListeners=io.dialectic.analytics.bench.JobCount}, which
 * prints the counts to stderr when Spark stops.
 */
public final class JobCount extends SparkListener {
    /** The line printed at the end of an application: {@code spark: N jobs, M tasks}. */
    public static final String PREFIX = "spark: ";

    private final AtomicInteger jobs = new AtomicInteger();
    private final AtomicInteger tasks = new AtomicInteger();

    @Override
    public void onJobStart(SparkListenerJobStart start) {
        jobs.incrementAndGet();
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        tasks.incrementAndGet();
    }

    @Override
    public void onApplicationEnd(SparkListenerApplicationEnd end) {
        System.err.println(PREFIX + jobs() + " jobs, " + tasks() + " tasks");
    }

    public int jobs() {
        return jobs.get();
    }

    public int tasks() {
        return tasks.get();
    }
}
