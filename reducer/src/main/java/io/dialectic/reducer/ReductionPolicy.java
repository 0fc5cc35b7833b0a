package io.dialectic.reducer;

import io.dialectic.reducer.algorithm.SplitPolicy;
import io.dialectic.reducer.transform.Transformations;
import java.util.List;

/**
 * What a reduction may be configured with, injected rather than fixed in the hub (as picire injects its split and
 * its transformations): how ddmin cuts its units, and the transformations each round tries after its HDD sweep.
 *
 * @param split           ddmin's split for the pipeline, every HDD level and every transformation's rewrites
 * @param transformations the round's transformations, in order ({@link Transformations#DEFAULT})
 */
public record ReductionPolicy(SplitPolicy split, List<Transformations.Factory> transformations) {
    public ReductionPolicy {
        transformations = List.copyOf(transformations);
    }

    /** ddmin's balanced split and the default transformations. */
    public static final ReductionPolicy DEFAULT = new ReductionPolicy(SplitPolicy.BALANCED, Transformations.DEFAULT);
}
