package io.dialectic.fuzzer.guidance;

import io.dialectic.toolchain.PassPipeline;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Which passes change programs holding which dialects, learned from the campaign's own trigger records: for every
 * observed run, each pass of its pipeline was tried on each dialect of its program, and it changed them when the run's
 * {@code passes_changed} names it. A pass is drawn for a dialect in proportion to how often it changed such programs
 * when tried (Laplace-smoothed: {@code (changed + 1) / (tried + 2)}), among the passes that changed one at least once;
 * a {@code convert-X-to-Y} never drawn for a program without X stops costing runs that do nothing.
 *
 * <p>Not thread-safe: the strategy's thread learns (results are handed back in order) and draws.
 */
public final class PassFit {
    private final Map<String, Map<String, int[]>> byDialect = new TreeMap<>();

    /** One observed run: its program's dialects, its pipeline, and the passes that changed it. */
    public void learn(Set<String> dialects, List<String> pipeline, List<String> passesChanged) {
        if (passesChanged == null) return;
        Set<String> tried = new LinkedHashSet<>();
        for (String item : pipeline) tried.add(PassPipeline.passName(item));
        Set<String> changed = new LinkedHashSet<>();
        for (String item : passesChanged) changed.add(PassPipeline.passName(item));
        for (String d : dialects) {
            Map<String, int[]> passes = byDialect.computeIfAbsent(d, k -> new TreeMap<>());
            for (String p : tried) {
                int[] c = passes.computeIfAbsent(p, k -> new int[2]);
                c[0]++;
                if (changed.contains(p)) c[1]++;
            }
        }
    }

    /** Whether some pass is known to change programs holding {@code dialect}. */
    public boolean knows(String dialect) {
        Map<String, int[]> passes = byDialect.get(dialect);
        return passes != null && passes.values().stream().anyMatch(c -> c[1] > 0);
    }

    /** A pass that changed programs holding {@code dialect}, drawn by its rate of change; empty when none is known. */
    public Optional<String> draw(String dialect, SplittableRandom rng) {
        Map<String, int[]> passes = byDialect.get(dialect);
        if (passes == null) return Optional.empty();
        double total = 0;
        for (int[] c : passes.values()) if (c[1] > 0) total += rate(c);
        if (total == 0) return Optional.empty();
        double r = rng.nextDouble() * total;
        String last = null;
        for (var e : passes.entrySet()) {
            int[] c = e.getValue();
            if (c[1] == 0) continue;
            last = e.getKey();
            r -= rate(c);
            if (r < 0) return Optional.of(last);
        }
        return Optional.ofNullable(last);
    }

    private static double rate(int[] c) {
        return (c[1] + 1.0) / (c[0] + 2.0);
    }
}
