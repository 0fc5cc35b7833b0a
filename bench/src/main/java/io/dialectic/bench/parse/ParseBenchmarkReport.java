package io.dialectic.bench.parse;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Json;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.List;

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
public record ParseBenchmarkReport(
        int files,
        long bytes,
        long operations,
        Timing cold,
        List<Timing> passes,
        String referenceTool,
        Timing reference,
        int referenceExit,
        int referenceRejected,
        Timing perFile,
        int perFileFailures) {

    /** Seconds of wall-clock time and of CPU time (NaN when the platform cannot tell). */
    public record Timing(double wallSeconds, double cpuSeconds) {}

    /** The median pass by CPU time (by wall time where CPU time is unknown). */
    public Timing median() {
        return new Timing(
                medianOf(passes.stream().mapToDouble(Timing::wallSeconds).toArray()),
                medianOf(passes.stream().mapToDouble(Timing::cpuSeconds).toArray()));
    }

    public double megabytesPerSecond(double seconds) {
        return seconds > 0 ? bytes / 1e6 / seconds : 0;
    }

    public boolean hasReference() {
        return reference != null;
    }

    /** How many times faster Dialectic's median pass is than the one-process reference, in CPU time (NaN if unknown). */
    public double cpuRatio() {
        return hasReference() ? reference.cpuSeconds() / median().cpuSeconds() : Double.NaN;
    }

    /** The same in wall time. */
    public double wallRatio() {
        return hasReference() ? reference.wallSeconds() / median().wallSeconds() : Double.NaN;
    }

    private static double medianOf(double[] a) {
        double[] s = a.clone();
        Arrays.sort(s);
        int n = s.length;
        return n == 0 ? Double.NaN : n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    /** The report as the JSON object {@code dialectic bench parse --json} prints (the one JSON configuration, {@link Json}). */
    public String toJson() {
        ObjectNode o = Json.object();
        o.put("files", files).put("bytes", bytes).put("operations", operations);
        o.set("dialectic_cold", json(cold));
        ArrayNode ps = o.putArray("dialectic_passes");
        for (Timing t : passes) ps.add(json(t));
        o.set("dialectic_median", json(median()));
        o.put("reference_tool", referenceTool);
        o.set("reference_one_process", json(reference));
        o.put("reference_exit", referenceExit).put("reference_rejected_chunks", referenceRejected);
        o.set("ratio_cpu", num(cpuRatio()));
        o.set("ratio_wall", num(wallRatio()));
        o.set("reference_per_file", json(perFile));
        o.put("reference_per_file_failures", perFileFailures);
        try {
            return Json.MAPPER.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode json(Timing t) {
        if (t == null) return NullNode.getInstance();
        ObjectNode o = Json.object();
        o.set("wall_s", num(t.wallSeconds()));
        o.set("cpu_s", num(t.cpuSeconds()));
        return o;
    }

    /** Seconds and ratios with three decimals (null when not a number). */
    private static JsonNode num(double x) {
        return Double.isNaN(x) || Double.isInfinite(x)
                ? NullNode.getInstance()
                : DecimalNode.valueOf(BigDecimal.valueOf(x).setScale(3, RoundingMode.HALF_UP));
    }
}
