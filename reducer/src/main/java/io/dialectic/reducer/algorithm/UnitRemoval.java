package io.dialectic.reducer.algorithm;

import io.dialectic.ir.model.Operation;
import io.dialectic.reducer.tree.OpTree;
import java.util.List;
import java.util.function.Predicate;

/**
 * How {@link HierarchicalDeltaDebugging} turns the units of one level that ddmin keeps into a candidate: the removal of
 * the others from the tree ({@code transform.OpRemoval}). A parameter, so the search knows no transformation.
 */
@FunctionalInterface
public interface UnitRemoval {
    /** The builder for one level: {@code units} of {@code tree}, under {@code pipeline}; {@code wellFormed} screens each text. */
    CandidateBuilder<Operation> of(
            OpTree tree, List<Operation> units, List<String> pipeline, Predicate<String> wellFormed);
}
