package io.dialectic.bench.analyze;

import java.util.Locale;

/**
 * One timed analysis: wall seconds, Spark jobs and tasks (-1 when unknown, or embedded: no Spark at all), and the
 * share of the tasks' run time spent on a CPU ({@link JobCount#onCpu}; -1 unknown).
 */
public record Figure(double seconds, int jobs, int tasks, boolean inProcess, double onCpu) {
    String counts() {
        if (inProcess) return ", embedded (no Spark)";
        String cpu =
                onCpu < 0 ? "" : String.format(Locale.ROOT, ", tasks on a CPU %.0f %% of their run time", 100 * onCpu);
        return jobs < 0 ? "" : String.format(Locale.ROOT, ", %d Spark jobs, %d tasks%s", jobs, tasks, cpu);
    }
}
