package io.dialectic.reducer.algorithm;

import io.dialectic.ir.model.Program;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.tree.OpTree;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Applies as many rewrites of one transformation as the oracle allows:
 * ddmin over the set of rewrites left out (trying "all applied" first), each
 * candidate being the text with the other rewrites applied. Candidates that
 * do not re-parse as cleanly as the current program are rejected in process.
 */
public final class RewriteApplier {
    private final Function<String, Program> parser;
    private final BatchJudge judge;
    private final SplitPolicy split;

    public RewriteApplier(Function<String, Program> parser, BatchJudge judge) {
        this(parser, judge, SplitPolicy.BALANCED);
    }

    public RewriteApplier(Function<String, Program> parser, BatchJudge judge, SplitPolicy split) {
        this.parser = parser;
        this.judge = judge;
        this.split = split;
    }

    /** The program after applying the accepted rewrites of {@code t} (unchanged when none is accepted). */
    public String apply(Transformation t, String program, List<String> pipeline, Consumer<String> accept) {
        Program parsed = parser.apply(program);
        List<Rewrite> rewrites = t.rewrites(new OpTree(parsed));
        if (rewrites.isEmpty() || judge.outOfTime()) return program;
        int baseline = parsed.diagnostics().size();
        String[] best = {program};
        Ddmin.minimize(
                rewrites,
                split,
                leftOut -> {
                    Set<Rewrite> skip = Collections.newSetFromMap(new IdentityHashMap<>());
                    skip.addAll(leftOut);
                    SpliceSet edits = new SpliceSet();
                    for (Rewrite r : rewrites) if (!skip.contains(r)) edits.addAll(r.splices());
                    String text = edits.applyTo(program);
                    if (text == null || text.equals(program) || text.length() > program.length())
                        return Optional.empty();
                    if (parser.apply(text).diagnostics().size() > baseline) return Optional.empty();
                    return Optional.of(new Candidate(text, pipeline));
                },
                judge,
                (kept, c) -> {
                    best[0] = c.program();
                    accept.accept(c.program());
                });
        return best[0];
    }
}
