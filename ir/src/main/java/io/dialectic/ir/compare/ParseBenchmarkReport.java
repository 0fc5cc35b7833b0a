package io.dialectic.ir.compare;

import java.util.Locale;

/**
 * Throughput of Dialectic's reader + metrics against a real {@code mlir-opt}
 * on the same files.
 *
 * @param files              files measured
 * @param bytes              their total size in UTF-16 chars (= bytes for ASCII MLIR)
 * @param seconds            Dialectic: wall time of read + ODG + pairs + patterns, one thread, after warm-up
 * @param operations         operations read (a sanity figure)
 * @param referenceTool      the tool compared with, or empty
 * @param referenceSeconds   wall time of the tool over the same files, one process per file, sequential
 * @param referenceFailures  files the tool rejected (non-zero exit) or that timed out
 */
public record ParseBenchmarkReport(int files, long bytes, double seconds, long operations,
                                   String referenceTool, double referenceSeconds, int referenceFailures) {
    public double megabytesPerSecond() { return seconds == 0 ? 0 : bytes / 1e6 / seconds; }

    public double programsPerSecond() { return seconds == 0 ? 0 : files / seconds; }

    public boolean hasReference() { return !referenceTool.isEmpty(); }

    /** How many times faster Dialectic is than the reference tool (0 when not measured). */
    public double ratio() { return !hasReference() || seconds == 0 ? 0 : referenceSeconds / seconds; }

    public String toJson() {
        return String.format(Locale.ROOT, "{\"files\":%d,\"bytes\":%d,\"seconds\":%.3f,\"mb_per_s\":%.2f,"
                        + "\"programs_per_s\":%.1f,\"operations\":%d,\"reference_tool\":%s,\"reference_seconds\":%.3f,"
                        + "\"reference_failures\":%d,\"ratio\":%.2f}",
                files, bytes, seconds, megabytesPerSecond(), programsPerSecond(), operations,
                ParseCheckReport.quote(referenceTool), referenceSeconds, referenceFailures, ratio());
    }
}
