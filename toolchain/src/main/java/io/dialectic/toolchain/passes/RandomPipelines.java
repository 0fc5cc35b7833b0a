package io.dialectic.toolchain.passes;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random pass pipelines from a catalog, reproducible from a seed: 1..maxLength passes drawn
 * uniformly (with repetition) from the non-test, non-pipeline passes, each nested under its anchor
 * ({@code func.func:PASS}), as the shared crash corpus did.
 */
public final class RandomPipelines {
    private final List<PassInfo> pool;
    private final int maxLength;

    public RandomPipelines(PassCatalog catalog, boolean includeTestPasses, int maxLength) {
        this.pool = catalog.all().stream()
                .filter(p -> !p.pipeline() && (includeTestPasses || !p.testOnly()))
                .toList();
        this.maxLength = maxLength;
        if (pool.isEmpty())
            throw new IllegalArgumentException(
                    "no passes to draw from for " + catalog.tool().name());
    }

    /** The {@code index}-th pipeline for a program: a pure function of (seed, programKey, index). */
    public List<String> pipeline(long seed, String programKey, int index) {
        SplittableRandom rnd = new SplittableRandom(seed * 0x9E3779B97F4A7C15L ^ programKey.hashCode() * 31L ^ index);
        int len = 1 + rnd.nextInt(maxLength);
        List<String> items = new ArrayList<>();
        for (int i = 0; i < len; i++)
            items.add(pool.get(rnd.nextInt(pool.size())).item());
        return items;
    }
}
