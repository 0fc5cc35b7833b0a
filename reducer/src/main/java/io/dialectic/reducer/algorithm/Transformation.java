package io.dialectic.reducer.algorithm;

import io.dialectic.reducer.tree.OpTree;
import java.util.List;

/**
 * A simplification the reducer tries after HDD: it looks at the current
 * program and offers independent rewrites, each a set of splices on the
 * source text. The driver applies as many as the oracle allows (ddmin over
 * the rewrites not applied) and iterates all transformations to a fixpoint.
 * Each implementation documents its rewrite with a before/after snippet.
 */
public interface Transformation {
    /** Short name for logs and progress. */
    String name();

    /** Non-overlapping rewrites on {@code tree.text()}, most promising first. */
    List<Rewrite> rewrites(OpTree tree);
}
