package io.dialectic.analytics.features;

import io.dialectic.ir.metrics.InstanceKind;
import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.PairConvention;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.parse.MlirReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The static features of one program text, as the ir module computes them
 * ({@link ProgramMetrics}: dialects, operation instances per MLIRod Def. 1,
 * control/data dialect pairs per SynthFuzz, OD patterns per MLIRod Def. 5-6).
 * Sets are sorted so rows are reproducible.
 *
 * <p>Only a program the reader parses without diagnostics contributes
 * coverage: a partial model of broken text would count patterns that no tool
 * ever saw. Such a program has {@code parsed = false}, its first diagnostic
 * as {@code parseError}, and empty sets.
 */
public record ProgramFeatures(
        boolean parsed,
        String parseError,
        int tokens,
        int ops,
        List<String> dialects,
        List<String> opNames,
        List<String> opInstances,
        List<String> controlPairs,
        List<String> dataPairs,
        List<String> unionPairs,
        List<String> opPairs,
        List<List<Long>> patterns) {

    /** Metrics options for the analysis: all depths 0..3, pairs and instances as configured. */
    public static MetricsOptions options(boolean orderedPairs, boolean withResultTypes) {
        return options(PairConvention.DIALECTIC.withOrdered(orderedPairs), withResultTypes);
    }

    /** Metrics options for the analysis: all depths 0..3, pairs counted by {@code pairs}. */
    public static MetricsOptions options(PairConvention pairs, boolean withResultTypes) {
        return MetricsOptions.defaults()
                .withPairs(pairs)
                .withInstanceKind(withResultTypes ? InstanceKind.NAME_OPERANDS_RESULTS : InstanceKind.NAME_OPERANDS);
    }

    public static ProgramFeatures of(String text, MetricsOptions options) {
        return of(text, options, OpCatalog.reader());
    }

    /** The features of {@code text}, its custom form read with the op definitions of {@code catalog}. */
    public static ProgramFeatures of(String text, MetricsOptions options, OpCatalog catalog) {
        Program p = MlirReader.read(text, catalog);
        if (!p.isClean()) {
            String why = p.diagnostics().get(0).toString();
            List<List<Long>> none = List.of(List.of(), List.of(), List.of(), List.of());
            return new ProgramFeatures(
                    false,
                    why,
                    p.tokenCount(),
                    p.allOperations().size(),
                    List.of(),
                    List.of(),
                    List.of(),
                    List.of(),
                    List.of(),
                    List.of(),
                    List.of(),
                    none);
        }
        ProgramMetrics m = ProgramMetrics.of(p, options);
        List<List<Long>> patterns = new ArrayList<>(4);
        for (int d = 0; d <= 3; d++) patterns.add(d <= options.maxDepth() ? sorted(m.patterns(d)) : List.of());
        return new ProgramFeatures(
                true,
                null,
                m.tokens(),
                m.ops(),
                sorted(m.dialects()),
                sorted(m.opNames()),
                sorted(m.opInstances()),
                sorted(m.controlPairs()),
                sorted(m.dataPairs()),
                sorted(m.unionPairs()),
                sorted(m.opPairs()),
                patterns);
    }

    /** {@code s} in its natural order; sorting an array of the (distinct) elements, not a tree of them (JFR: 3 %). */
    @SuppressWarnings("unchecked")
    private static <T extends Comparable<T>> List<T> sorted(Set<T> s) {
        Object[] a = s.toArray();
        Arrays.sort(a);
        return (List<T>) (List<?>) List.of(a);
    }
}
