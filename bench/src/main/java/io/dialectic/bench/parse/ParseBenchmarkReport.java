package io.dialectic.bench.parse;

import io.dialectic.ir.compare.ParseCheckReport;
import java.util.List;
import java.util.Locale;

/**
 * Throughput of Dialectic's reader + metrics against a real {@code mlir-opt}
 * on the same files, in wall time and in CPU time. On a shared machine wall
 * time mostly measures waiting for a core; CPU time (Dialectic: the measuring
 * thread's; the tool: its process's user + system time) is the fair figure.
 *
 * @param files            files measured
 * @param bytes            their total size in UTF-16 chars (= bytes for ASCII MLIR)
 * @param operations       operations read in one pass (a sanity figure)
 * @param cold             Dialectic's first pass, in a cold JVM (JIT compiling as it goes)
 * @param passes           Dialectic's timed passes after it: read + ODG + pairs + patterns, one thread
 * @param referenceTool    the tool compared with, or empty
 * @param reference        one tool process over all files joined with {@code // -----},
 *                         {@code --split-input-file --allow-unregistered-dialect} (parse, verify, print);
 *                         null when not measured
 * @param referenceExit    that process's exit code (1 when some chunk was rejected)
 * @param referenceRejected chunks the tool reported an error for
 * @param perFile          one tool process per file, sequential (start-up included); null when not measured
 * @param perFileFailures  files the tool rejected or that timed out in the per-file run
 */
public record ParseBenchmarkReport(int files, long bytes, long operations, Timing cold, List<Timing> passes,
                                   String referenceTool, Timing reference, int referenceExit, int referenceRejected,
                                   Timing perFile, int perFileFailures) {

    /** Seconds of wall-clock time and of CPU time (NaN when the platform cannot tell). */
    public record Timing(double wallSeconds, double cpuSeconds) {}

    /** The median pass by CPU time (by wall time where CPU time is unknown). */
    public Timing median() {
        return new Timing(medianOf(passes.stream().mapToDouble(Timing::wallSeconds).toArray()),
                medianOf(passes.stream().mapToDouble(Timing::cpuSeconds).toArray()));
    }

    public double megabytesPerSecond(double seconds) { return seconds > 0 ? bytes / 1e6 / seconds : 0; }

    public boolean hasReference() { return reference != null; }

    /** How many times faster Dialectic's median pass is than the one-process reference, in CPU time (NaN if unknown). */
    public double cpuRatio() { return hasReference() ? reference.cpuSeconds() / median().cpuSeconds() : Double.NaN; }

    /** The same in wall time. */
    public double wallRatio() { return hasReference() ? reference.wallSeconds() / median().wallSeconds() : Double.NaN; }

    private static double medianOf(double[] a) {
        double[] s = a.clone();
        java.util.Arrays.sort(s);
        int n = s.length;
        return n == 0 ? Double.NaN : n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    public String toJson() {
        StringBuilder sb = new StringBuilder(256);
        sb.append(String.format(Locale.ROOT, "{\"files\":%d,\"bytes\":%d,\"operations\":%d,", files, bytes, operations));
        sb.append("\"dialectic_cold\":").append(json(cold)).append(",\"dialectic_passes\":[");
        for (int i = 0; i < passes.size(); i++) sb.append(i == 0 ? "" : ",").append(json(passes.get(i)));
        sb.append("],\"dialectic_median\":").append(json(median()));
        sb.append(",\"reference_tool\":").append(ParseCheckReport.quote(referenceTool));
        sb.append(",\"reference_one_process\":").append(json(reference));
        sb.append(String.format(Locale.ROOT, ",\"reference_exit\":%d,\"reference_rejected_chunks\":%d", referenceExit, referenceRejected));
        sb.append(",\"ratio_cpu\":").append(num(cpuRatio())).append(",\"ratio_wall\":").append(num(wallRatio()));
        sb.append(",\"reference_per_file\":").append(json(perFile));
        sb.append(String.format(Locale.ROOT, ",\"reference_per_file_failures\":%d}", perFileFailures));
        return sb.toString();
    }

    private static String json(Timing t) {
        if (t == null) return "null";
        return "{\"wall_s\":" + num(t.wallSeconds()) + ",\"cpu_s\":" + num(t.cpuSeconds()) + "}";
    }

    private static String num(double x) {
        return Double.isNaN(x) || Double.isInfinite(x) ? "null" : String.format(Locale.ROOT, "%.3f", x);
    }
}
