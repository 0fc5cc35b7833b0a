package io.dialectic.fuzzer.guidance;

import java.util.List;
import java.util.SplittableRandom;

/** Draws the pass pipeline a candidate runs with (items in toolchain {@code PassPipeline} syntax). */
@FunctionalInterface
public interface PipelineSampler {
    List<String> sample(SplittableRandom rng);
}
