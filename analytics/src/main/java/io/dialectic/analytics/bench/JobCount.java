package io.dialectic.analytics.bench;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.executor.TaskMetrics;
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
    private final AtomicLong runMs = new AtomicLong(), cpuNs = new AtomicLong();

    @Override
    public void onJobStart(SparkListenerJobStart start) {
        jobs.incrementAndGet();
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        tasks.incrementAndGet();
        TaskMetrics m = end.taskMetrics();
        if (m != null) {
            runMs.addAndGet(m.executorRunTime());
            cpuNs.addAndGet(m.executorCpuTime());
        }
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

    /**
     * The share of the tasks' run time they spent on a CPU (0..1; -1 before any task): below 1 when the tasks
     * waited for a core (the machine's other load, or more threads than cores) or in the garbage collector.
     */
    public double onCpu() {
        long run = runMs.get();
        return run == 0 ? -1 : Math.min(1, cpuNs.get() / 1e6 / run);
    }
}
