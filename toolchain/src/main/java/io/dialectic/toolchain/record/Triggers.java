package io.dialectic.toolchain.record;

import io.dialectic.toolchain.triggers.PatternConfirmer;
import java.util.List;
import java.util.Map;

/**
 * What the compiler did with one program (WhiteFox's "triggered optimizations"), as far as a release
 * build shows it.
 *
 * @param passesChanged     passes whose execution changed the IR in the tool's own judgement
 *                          ({@code --mlir-print-ir-after-change}), in pipeline-item notation with the anchor op
 *                          ({@code canonicalize}, {@code func.func:cse}), first change first
 * @param patternsAttempted rewrite-pattern debug name -> attempts ({@code --log-actions-to}); folds are not patterns
 * @param patternsFired     patterns confirmed to change this program: the pipeline rerun with only that pattern
 *                          enabled in {@code canonicalize} differs from the rerun with none (see {@link PatternConfirmer});
 *                          a pattern already confirmed earlier in the campaign is not re-checked, so this lists the
 *                          patterns this run confirmed, not every pattern that fired in it
 */
public record Triggers(List<String> passesChanged, Map<String, Integer> patternsAttempted, List<String> patternsFired) {
    public Triggers {
        passesChanged = passesChanged == null ? List.of() : List.copyOf(passesChanged);
        patternsAttempted = patternsAttempted == null ? Map.of() : Map.copyOf(patternsAttempted);
        patternsFired = patternsFired == null ? List.of() : List.copyOf(patternsFired);
    }

    public static final Triggers NONE = new Triggers(List.of(), Map.of(), List.of());
}
