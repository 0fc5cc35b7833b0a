package io.dialectic.app.ui;

import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.OdPatterns;
import io.dialectic.ir.odg.OdgIndex;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An OD pattern (d = 2, MLIRod Def. 5-6) that a program added to its campaign's coverage, found in the
 * program's ODG: the first node whose pattern has that hash, and the pattern's members.
 */
public record NewPattern(long hash, int root, int[] members, String rootLabel, int rootLine) {
    /** The hashes' patterns in {@code g}, in source order of their roots; hashes not found in it are left out. */
    public static List<NewPattern> locate(OdgIndex g, Collection<Long> hashes) {
        int d = MetricsOptions.DEFAULT_D;
        // The instance kind the coverage tables were computed with (IrProgramFeatures, the analysis job).
        long[] perRoot = OdPatterns.perNode(
                g, OdPatterns.labelHashes(g, MetricsOptions.defaults().instanceKind()), d)[d];
        Set<Long> wanted = new HashSet<>(hashes);
        List<NewPattern> out = new ArrayList<>();
        for (int i = 0; i < perRoot.length; i++) {
            if (wanted.remove(perRoot[i]))
                out.add(new NewPattern(
                        perRoot[i],
                        i,
                        OdPatterns.members(g, i, d),
                        OdgLayout.label(g.node(i)),
                        g.node(i).span().line()));
        }
        return out;
    }

    /**
     * The one to show first: the first of 3 to 12 ops (a function's pattern holds most of its body, a lone
     * op shows little), else the first; -1 when there is none.
     */
    public static int readable(List<NewPattern> patterns) {
        for (int i = 0; i < patterns.size(); i++) {
            int k = patterns.get(i).members().length;
            if (k >= 3 && k <= 12) return i;
        }
        return patterns.isEmpty() ? -1 : 0;
    }

    @Override
    public String toString() {
        return rootLabel + "  (" + members.length + " ops)  " + Long.toHexString(hash);
    }
}
