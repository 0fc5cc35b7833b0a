package io.dialectic.bench.analyze;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.SparkConf;
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
 * {@code -Dspark.extraListeners=io.dialectic.bench.analyze.JobCount}, which
 * prints the counts to stderr when Spark stops ({@link #line}), with the share of
 * the tasks' time on a CPU and the JVM's peak heap: how {@code bench analyze}
 * reads a run in a child JVM, as a user runs it.
 */
public final class JobCount extends SparkListener {
    /** The line printed at the end of an application: {@code spark: N jobs, M tasks, on CPU P %, peak heap H of X MB}. */
    public static final String PREFIX = "spark: ";

    private static final Pattern LINE = Pattern.compile(
            Pattern.quote(PREFIX) + "(\\d+) jobs, (\\d+) tasks, on CPU (-?\\d+) %, peak heap (-?\\d+) of (\\d+) MB");

    /** What a child JVM's line said; {@code onCpu} as {@link #onCpu} (-1 unknown). */
    public record Line(int jobs, int tasks, double onCpu, long peakHeapMb, long maxHeapMb) {}

    /** The {@link #PREFIX} line of {@code counts}, as {@link #line} reads it. */
    static String text(Line counts) {
        return PREFIX + counts.jobs() + " jobs, " + counts.tasks() + " tasks, on CPU "
                + Math.round(100 * counts.onCpu()) + " %, peak heap " + counts.peakHeapMb() + " of "
                + counts.maxHeapMb() + " MB";
    }

    /** The counts of a {@link #PREFIX} line, or null for any other line. */
    public static Line line(String text) {
        Matcher m = LINE.matcher(text);
        if (!m.matches()) return null;
        int cpu = Integer.parseInt(m.group(3));
        return new Line(
                Integer.parseInt(m.group(1)),
                Integer.parseInt(m.group(2)),
                cpu < 0 ? -1 : cpu / 100.0,
                Long.parseLong(m.group(4)),
                Long.parseLong(m.group(5)));
    }

    private final AtomicInteger jobs = new AtomicInteger();
    private final AtomicInteger tasks = new AtomicInteger();
    private final AtomicLong runMs = new AtomicLong(), cpuNs = new AtomicLong();
    private final HeapPeak heap;

    /** Registered by the bench on its own session: it samples the heap itself. */
    public JobCount() {
        heap = null;
    }

    /** Registered by {@code spark.extraListeners} (Spark calls this constructor): the run's heap is sampled too. */
    public JobCount(SparkConf conf) {
        heap = HeapPeak.start();
    }

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
        long peak = heap == null ? -1 : heap.peakMb();
        if (heap != null) heap.stop();
        System.err.println(text(new Line(jobs(), tasks(), onCpu(), peak, HeapPeak.maxMb())));
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
