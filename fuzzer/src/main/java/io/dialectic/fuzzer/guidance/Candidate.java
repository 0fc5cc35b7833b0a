package io.dialectic.fuzzer.guidance;

import java.util.List;

/**
 * One input the strategy produced: a program and the pipeline to run it with.
 *
 * @param seq       0-based position in the campaign's sequence of candidates
 * @param runId     the id its run record will carry
 * @param text      the MLIR program (a mutant, printed in generic form)
 * @param parentId  id of the pool entry it was derived from
 * @param donorId   id of the pool entry R1 took an op from, null for other rules
 * @param rule      the mutation rule applied (R1..R4), or {@code none} when no rule could apply
 * @param pipeline  pipeline items (toolchain {@code PassPipeline} syntax)
 * @param flags     extra tool arguments the program needs
 * @param drawn     how the pipeline was drawn ({@link PipelineSampler.Drawn#how}: {@code uniform}, {@code fit:D})
 */
public record Candidate(
        long seq,
        String runId,
        String text,
        String parentId,
        String donorId,
        String rule,
        List<String> pipeline,
        List<String> flags,
        String drawn) {
    public Candidate {
        pipeline = List.copyOf(pipeline);
        flags = List.copyOf(flags);
        if (drawn == null) drawn = "uniform";
    }

    /** A candidate whose pipeline was drawn uniformly. */
    public Candidate(
            long seq,
            String runId,
            String text,
            String parentId,
            String donorId,
            String rule,
            List<String> pipeline,
            List<String> flags) {
        this(seq, runId, text, parentId, donorId, rule, pipeline, flags, "uniform");
    }
}
