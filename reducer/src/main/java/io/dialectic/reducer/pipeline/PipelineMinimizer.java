package io.dialectic.reducer.pipeline;

import io.dialectic.reducer.algorithm.Ddmin;
import io.dialectic.reducer.algorithm.SplitPolicy;
import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.Candidate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Shortens the pass pipeline before the program is touched: fewer passes
 * make every later oracle call faster, and the issue reader wants one or
 * two passes. First ddmin over the pass list, then, for each remaining pass,
 * ddmin over its options.
 *
 * <pre>
 * before: cse, func.func:mesh-spmdization, canonicalize{max-iterations=1 region-simplify=false}, symbol-dce
 * after:  func.func:mesh-spmdization
 * </pre>
 */
public final class PipelineMinimizer {
    private PipelineMinimizer() {}

    public static List<String> minimize(
            String program, List<String> pipeline, BatchJudge judge, Consumer<List<String>> improved) {
        return minimize(program, pipeline, SplitPolicy.BALANCED, judge, improved);
    }

    /** As above, each ddmin cutting its units by {@code split}. */
    public static List<String> minimize(
            String program,
            List<String> pipeline,
            SplitPolicy split,
            BatchJudge judge,
            Consumer<List<String>> improved) {
        List<String> passes = Ddmin.minimize(
                pipeline,
                split,
                kept -> Optional.of(new Candidate(program, kept)),
                judge,
                (kept, c) -> improved.accept(kept));
        List<String> current = new ArrayList<>(passes);
        for (int i = 0; i < current.size(); i++) {
            PipelineItem item = PipelineItem.parse(current.get(i));
            if (item.options().isEmpty()) continue;
            final int at = i;
            final List<String> base = List.copyOf(current);
            List<String> opts = Ddmin.minimize(
                    item.options(),
                    split,
                    kept -> {
                        List<String> p = new ArrayList<>(base);
                        p.set(at, item.withOptions(kept).spelling());
                        return Optional.of(new Candidate(program, p));
                    },
                    judge,
                    (kept, c) -> improved.accept(c.pipeline()));
            current.set(i, item.withOptions(opts).spelling());
        }
        return current;
    }
}
