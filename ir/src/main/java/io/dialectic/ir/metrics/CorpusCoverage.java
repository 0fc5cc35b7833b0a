package io.dialectic.ir.metrics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The coverage of a corpus so far: the union of its programs' features.
 * OD coverage at depth d = {@link #patterns(int)} (MLIRod ISSTA'24 Sec. 3:
 * the number of distinct OD patterns); dialect-pair coverage = {@link #unionPairs()}
 * (SynthFuzz). Mutable, one per corpus or fuzzing campaign, not thread-safe;
 * all programs must be measured with the same {@link MetricsOptions}.
 */
public final class CorpusCoverage {
    private final MetricsOptions options;
    private final Set<String> dialects = new HashSet<>();
    private final Set<String> opNames = new HashSet<>();
    private final Set<String> opInstances = new HashSet<>();
    private final Set<String> controlPairs = new HashSet<>();
    private final Set<String> dataPairs = new HashSet<>();
    private final Set<String> unionPairs = new HashSet<>();
    private final Set<String> opPairs = new HashSet<>();
    private final List<Set<Long>> patterns = new ArrayList<>();
    private int programs;

    public CorpusCoverage(MetricsOptions options) {
        this.options = options;
        for (int d = 0; d <= options.maxDepth(); d++) patterns.add(new HashSet<>());
    }

    /**
     * Adds one program's features; returns true when it covered anything new
     * (a dialect, op, instance, pair or pattern at any computed depth) —
     * the "interesting" signal of coverage-guided fuzzing.
     */
    public boolean add(ProgramMetrics m) {
        if (!m.options().equals(options)) {
            throw new IllegalArgumentException("metrics computed with " + m.options() + ", corpus uses " + options);
        }
        programs++;
        boolean grew = dialects.addAll(m.dialects());
        grew |= opNames.addAll(m.opNames());
        grew |= opInstances.addAll(m.opInstances());
        grew |= controlPairs.addAll(m.controlPairs());
        grew |= dataPairs.addAll(m.dataPairs());
        grew |= unionPairs.addAll(m.unionPairs());
        grew |= opPairs.addAll(m.opPairs());
        for (int d = 0; d < patterns.size(); d++) grew |= patterns.get(d).addAll(m.patterns(d));
        return grew;
    }

    public MetricsOptions options() {
        return options;
    }

    public int programs() {
        return programs;
    }

    public Set<String> dialects() {
        return Collections.unmodifiableSet(dialects);
    }

    public Set<String> opNames() {
        return Collections.unmodifiableSet(opNames);
    }

    public Set<String> opInstances() {
        return Collections.unmodifiableSet(opInstances);
    }

    public Set<String> controlPairs() {
        return Collections.unmodifiableSet(controlPairs);
    }

    public Set<String> dataPairs() {
        return Collections.unmodifiableSet(dataPairs);
    }

    public Set<String> unionPairs() {
        return Collections.unmodifiableSet(unionPairs);
    }

    public Set<String> opPairs() {
        return Collections.unmodifiableSet(opPairs);
    }

    /** Distinct OD patterns at depth d over the corpus. */
    public Set<Long> patterns(int d) {
        if (d < 0 || d >= patterns.size()) throw new IllegalArgumentException("depth " + d + " not computed");
        return Collections.unmodifiableSet(patterns.get(d));
    }
}
