package io.dialectic.fuzzer.guidance;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/** Draws the pass pipeline a candidate runs with (items in toolchain {@code PassPipeline} syntax). */
@FunctionalInterface
public interface PipelineSampler {
    List<String> sample(SplittableRandom rng);

    /**
     * A pipeline and how it was drawn.
     *
     * @param how   {@code uniform}, or {@code fit:D1+D2} when its passes were drawn among those that changed programs
     *              holding dialects D1, D2 in this campaign
     * @param focus the dialects it was fitted to (empty when uniform): the batch's other programs are drawn among those
     *              holding one of them
     */
    record Drawn(List<String> pipeline, String how, Set<String> focus) {
        public Drawn {
            pipeline = List.copyOf(pipeline);
            focus = Set.copyOf(focus);
        }

        public static Drawn uniform(List<String> pipeline) {
            return new Drawn(pipeline, "uniform", Set.of());
        }
    }

    /** A pipeline for a program holding {@code dialects}: uniform unless the sampler fits pipelines to programs. */
    default Drawn draw(SplittableRandom rng, Set<String> dialects) {
        return Drawn.uniform(sample(rng));
    }

    /** The focus of the pipeline the next {@link #draw} gives again (a batch under way); empty when it draws anew. */
    default Set<String> focus() {
        return Set.of();
    }

    /**
     * {@code inner}'s pipeline, drawn anew every {@code n} samples: the mutants of one batch share it, so they can share one
     * compiler process. With {@code n = 1}, {@code inner} itself (a pipeline per mutant, as before batches).
     */
    static PipelineSampler perBatch(PipelineSampler inner, int n) {
        if (n <= 1) return inner;
        return new PipelineSampler() {
            private int drawn;
            private Drawn current;

            @Override
            public List<String> sample(SplittableRandom rng) {
                return draw(rng, Set.of()).pipeline();
            }

            @Override
            public Drawn draw(SplittableRandom rng, Set<String> dialects) {
                if (drawn++ % n == 0) current = inner.draw(rng, dialects);
                return current;
            }

            @Override
            public Set<String> focus() {
                return drawn % n == 0 || current == null ? Set.of() : current.focus();
            }
        };
    }
}
