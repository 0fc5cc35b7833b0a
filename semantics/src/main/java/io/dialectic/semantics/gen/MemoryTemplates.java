package io.dialectic.semantics.gen;

import java.util.List;

/**
 * The registry of the memory program templates: {@link MemoryProgramGenerator} picks one of {@link #DEFAULT}
 * uniformly for each candidate, so a new template is one class of this package plus one entry here (appending one
 * changes which program a seed gives).
 */
final class MemoryTemplates {
    private MemoryTemplates() {}

    /** Every template, in the order a seed's choice indexes them. */
    static final List<MemoryTemplate> DEFAULT = List.of(
            new MemrefLoops(),
            new AffineNest(),
            new TensorSlices(),
            new LinalgElementwise(),
            new Matmul(),
            new ParallelLoops(),
            new ReshapedReads(),
            new VectorTransfer());
}
