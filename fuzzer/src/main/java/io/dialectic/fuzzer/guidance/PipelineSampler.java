package io.dialectic.fuzzer.guidance;

import java.util.List;
import java.util.SplittableRandom;

/** Draws the pass pipeline a candidate runs with (items in toolchain {@code PassPipeline} syntax). */
@FunctionalInterface
public interface PipelineSampler {
    List<String> sample(SplittableRandom rng);

    /**
     * {@code inner}'s pipeline, drawn anew every {@code n} samples: the mutants of one batch share it, so they can share one
     * compiler process. With {@code n = 1}, {@code inner} itself (a pipeline per mutant, as before batches).
     */
    static PipelineSampler perBatch(PipelineSampler inner, int n) {
        if (n <= 1) return inner;
        return new PipelineSampler() {
            private int drawn;
            private List<String> current;

            @Override
            public List<String> sample(SplittableRandom rng) {
                if (drawn++ % n == 0) current = inner.sample(rng);
                return current;
            }
        };
    }
}
