package io.dialectic.fuzzer.exec;

import io.dialectic.fuzzer.guidance.PassFit;
import io.dialectic.fuzzer.guidance.PipelineSampler;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * Pipelines that fit the program: with probability {@code share}, each pass is drawn for one of the program's dialects
 * among the passes the campaign saw change programs holding it ({@link PassFit}); otherwise, and while nothing is known
 * about the program's dialects, the whole pipeline is drawn uniformly ({@link CatalogPipelineSampler}), so no pass is
 * starved. Options are drawn for a fitted pass as for a uniform one. Each {@link Drawn} says which way it was drawn.
 */
public final class FittedPipelineSampler implements PipelineSampler {
    private final CatalogPipelineSampler uniform;
    private final PassFit fit;
    private final double share;
    private final int maxPasses;

    public FittedPipelineSampler(CatalogPipelineSampler uniform, PassFit fit, double share, int maxPasses) {
        if (share < 0 || share > 1) throw new IllegalArgumentException("share must be 0..1");
        this.uniform = uniform;
        this.fit = fit;
        this.share = share;
        this.maxPasses = maxPasses;
    }

    @Override
    public List<String> sample(SplittableRandom rng) {
        return uniform.sample(rng);
    }

    @Override
    public Drawn draw(SplittableRandom rng, Set<String> dialects) {
        if (share == 0) return Drawn.uniform(uniform.sample(rng));
        List<String> known = dialects.stream().filter(fit::knows).sorted().toList();
        if (rng.nextDouble() >= share || known.isEmpty()) return Drawn.uniform(uniform.sample(rng));
        int len = 1 + rng.nextInt(maxPasses);
        List<String> items = new ArrayList<>(len);
        Set<String> used = new TreeSet<>();
        for (int i = 0; i < len; i++) {
            String d = known.get(rng.nextInt(known.size()));
            Optional<String> pass = fit.draw(d, rng);
            int k = pass.map(uniform::indexOf).orElse(-1);
            if (k < 0) k = rng.nextInt(uniform.items().size());
            else used.add(d);
            items.add(uniform.item(k, rng));
        }
        if (used.isEmpty()) return Drawn.uniform(items);
        return new Drawn(items, "fit:" + String.join("+", used), used);
    }
}
