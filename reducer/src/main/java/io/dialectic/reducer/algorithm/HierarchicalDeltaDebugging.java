package io.dialectic.reducer.algorithm;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.odg.Odg;
import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.tree.CrashFocus;
import io.dialectic.reducer.tree.OpTree;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Hierarchical delta debugging (Misherghi and Su, ICSE 2006) over the op
 * tree: level by level from the top (module -> ops -> regions -> blocks ->
 * ops), ddmin over the units of one level in {@link CrashFocus} order, then
 * re-parse and go one level deeper. One call makes one sweep over all levels;
 * the caller repeats sweeps until one changes nothing (HDD*).
 *
 * <p>Call order, per level d: {@code parse(best)} -> {@code tree.level(d)}
 * -> {@code focus.order(units, odg)} -> {@link Ddmin#minimize} with the
 * builder of {@code removal} (the caller's: {@code OpRemoval::new}); every accepted candidate is passed to {@code
 * accept} before the next batch is built.
 */
public final class HierarchicalDeltaDebugging {
    private final Function<String, Program> parser;
    private final Function<String, Program> typedParser;
    private final BatchJudge judge;
    private final CrashFocus focus;
    private final UnitRemoval removal;
    private final SplitPolicy split;

    /**
     * @param parser      the plain reader, for the in-process well-formedness check of each candidate
     * @param typedParser the reader that also knows custom-form result types ({@link io.dialectic.reducer.tree.ToolTypes}),
     *                    for the tree of each level (once per level, so its tool run is cheap)
     * @param removal     builds the candidates of a level from the units kept
     */
    public HierarchicalDeltaDebugging(
            Function<String, Program> parser,
            Function<String, Program> typedParser,
            BatchJudge judge,
            CrashFocus focus,
            UnitRemoval removal) {
        this(parser, typedParser, judge, focus, removal, SplitPolicy.BALANCED);
    }

    /** As above, each level's ddmin cutting its units by {@code split}. */
    public HierarchicalDeltaDebugging(
            Function<String, Program> parser,
            Function<String, Program> typedParser,
            BatchJudge judge,
            CrashFocus focus,
            UnitRemoval removal,
            SplitPolicy split) {
        this.parser = parser;
        this.typedParser = typedParser;
        this.judge = judge;
        this.focus = focus;
        this.removal = removal;
        this.split = split;
    }

    /**
     * One sweep from level 0 down, starting at {@code program}.
     *
     * @param accept told each smaller interesting program text
     * @return the program after the sweep
     */
    public String sweep(String program, List<String> pipeline, Consumer<String> accept) {
        String current = program;
        for (int depth = 0; !judge.outOfTime(); depth++) {
            Program parsed = parser.apply(current);
            if (!new OpTree(parsed).hasLevel(depth)) break;
            if (new OpTree(parsed).level(depth).isEmpty()) continue;
            parsed = typedParser.apply(current);
            OpTree tree = new OpTree(parsed);
            List<Operation> units = tree.level(depth);
            if (units.isEmpty()) continue;
            List<Operation> ordered = focus.order(units, Odg.of(parsed));
            int baseline = parsed.diagnostics().size();
            Predicate<String> wellFormed =
                    text -> parser.apply(text).diagnostics().size() <= baseline;
            String[] best = {current};
            Ddmin.minimize(ordered, split, removal.of(tree, ordered, pipeline, wellFormed), judge, (kept, c) -> {
                best[0] = c.program();
                accept.accept(c.program());
            });
            current = best[0];
        }
        return current;
    }
}
