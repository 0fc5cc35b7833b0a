package io.dialectic.ir.metrics;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.odg.OdgIndex;
import java.io.Serializable;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The coverage features of one program, as every consumer (inspect, the
 * analytics job, fuzzer guidance, benchmarks) reads them. Immutable.
 *
 * <p>All features are over the ODG nodes: the operations inside the
 * top-level module, explicit or implicit, never the module itself
 * ({@link io.dialectic.ir.odg.ModuleScope}; only the anchors' pair conventions,
 * {@link PairConvention#MLIRSMITH} and {@link PairConvention#SYNTHFUZZ}, pair
 * the module with the ops in it), so a program printed in
 * custom and in generic form gives the same dialects and pairs. What still
 * differs between the forms is what the custom form leaves out: elided
 * terminators ({@code scf.yield} with no operands) change {@code ops},
 * instances and patterns but not dialects or dialect pairs (they share their
 * parent's dialect); implicit regions of named linalg ops, which the generic
 * form prints with their {@code arith} body, change dialect pairs too.
 *
 * @param dialects     distinct dialects of the ops
 * @param opNames      distinct op names
 * @param opInstances  distinct operation instances (MLIRod Def. 1), labels as {@link OperationInstance} prints them
 * @param controlPairs dialect pairs through nesting ({@link DialectPairs}; any depth by default, as {@code options.pairs()} says)
 * @param dataPairs    dialect pairs through def-use
 * @param unionPairs   controlPairs ∪ dataPairs
 * @param opPairs      op-name pairs through nesting or def-use
 * @param patternsByDepth distinct OD-pattern hashes (MLIRod Def. 5-6) for d = 0..options.maxDepth
 * @param ops          number of ODG nodes
 * @param dataEdges    number of ODG DATA edges
 * @param controlEdges number of ODG CONTROL edges
 * @param tokens       {@link Program#tokenCount()}
 * @param options      the options these were computed with
 */
public record ProgramMetrics(
        Set<String> dialects,
        Set<String> opNames,
        Set<String> opInstances,
        Set<String> controlPairs,
        Set<String> dataPairs,
        Set<String> unionPairs,
        Set<String> opPairs,
        List<Set<Long>> patternsByDepth,
        int ops,
        int dataEdges,
        int controlEdges,
        int tokens,
        MetricsOptions options)
        implements Serializable {

    public static ProgramMetrics of(Program program) {
        return of(program, MetricsOptions.defaults());
    }

    public static ProgramMetrics of(Program program, MetricsOptions options) {
        return of(program, OdgIndex.of(program), options);
    }

    /** When the caller already built the ODG index (inspect, fuzzer). */
    public static ProgramMetrics of(Program program, OdgIndex odg, MetricsOptions options) {
        // Hash sets while walking (most nodes repeat a dialect, name or label), sorted once at the end.
        Set<String> dialects = new HashSet<>();
        Set<String> names = new HashSet<>();
        Set<String> instances = new HashSet<>();
        int n = odg.nodeCount();
        long[] labelHash = new long[n];
        for (int i = 0; i < n; i++) {
            Operation op = odg.node(i);
            dialects.add(op.dialect());
            names.add(op.name());
            String label = OperationInstance.label(op, options.instanceKind());
            instances.add(label);
            labelHash[i] = Hash64.of(label);
        }
        DialectPairs pairs = DialectPairs.of(odg, options.pairs());
        List<Set<Long>> patterns = OdPatterns.distinct(OdPatterns.perNode(odg, labelHash, options.maxDepth()));
        return new ProgramMetrics(
                sorted(dialects),
                sorted(names),
                sorted(instances),
                pairs.controlPairs(),
                pairs.dataPairs(),
                pairs.unionPairs(),
                pairs.opPairs(),
                patterns,
                n,
                odg.dataEdgeCount(),
                odg.controlEdgeCount(),
                program.tokenCount(),
                options);
    }

    private static Set<String> sorted(Set<String> s) {
        return Collections.unmodifiableSet(new TreeSet<>(s));
    }

    /** Distinct OD-pattern hashes at depth d (0..options().maxDepth(); default options compute 0..3). */
    public Set<Long> patterns(int d) {
        if (d < 0 || d >= patternsByDepth.size()) {
            throw new IllegalArgumentException("patterns(" + d + ") not computed: MetricsOptions.maxDepth = "
                    + (patternsByDepth.size() - 1) + " (raise it, at most " + MetricsOptions.MAX_DEPTH + ")");
        }
        return patternsByDepth.get(d);
    }
}
