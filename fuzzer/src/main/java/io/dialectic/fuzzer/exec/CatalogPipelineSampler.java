package io.dialectic.fuzzer.exec;

import io.dialectic.fuzzer.guidance.PipelineSampler;
import io.dialectic.toolchain.passes.PassCatalog;
import io.dialectic.toolchain.passes.PassInfo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Pipelines of 1..k passes drawn uniformly, with repetition, from pipeline
 * items (function passes written {@code func.func:PASS}, as the toolchain's
 * {@link PassCatalog} nests them), like the random pipelines of the shared
 * crash corpus. Draws from the strategy's generator, so they are part of the
 * reproducible candidate sequence.
 */
public final class CatalogPipelineSampler implements PipelineSampler {
    private final List<String> items;
    private final int maxPasses;

    public CatalogPipelineSampler(List<String> items, int maxPasses) {
        if (items.isEmpty()) throw new IllegalArgumentException("no passes to draw pipelines from");
        if (maxPasses < 1) throw new IllegalArgumentException("maxPasses must be >= 1");
        this.items = List.copyOf(items);
        this.maxPasses = maxPasses;
    }

    /** The catalog's passes that are neither pipelines nor test-only, sorted by name (a stable order). */
    public static CatalogPipelineSampler of(PassCatalog catalog, int maxPasses) {
        List<String> items = catalog.all().stream()
                .filter(p -> !p.pipeline() && !p.testOnly())
                .sorted(Comparator.comparing(PassInfo::name))
                .map(PassInfo::item)
                .toList();
        return new CatalogPipelineSampler(items, maxPasses);
    }

    @Override
    public List<String> sample(SplittableRandom rng) {
        int n = 1 + rng.nextInt(maxPasses);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(items.get(rng.nextInt(items.size())));
        return out;
    }

    public List<String> items() {
        return items;
    }
}
