package io.dialectic.fuzzer.exec;

import io.dialectic.fuzzer.guidance.PipelineSampler;
import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.passes.PassCatalog;
import io.dialectic.toolchain.passes.PassInfo;
import io.dialectic.toolchain.passes.PassOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Pattern;

/**
 * Pipelines of 1..k passes drawn uniformly, with repetition, from pipeline items (function passes written
 * {@code func.func:PASS}, as the toolchain's {@link PassCatalog} nests them), like the random pipelines of the shared
 * crash corpus. A pass that has options gets, with probability {@code optionChance}, one or two of them with drawn values
 * ({@code func.func:affine-loop-tile{tile-size=4}}): booleans, small sizes, enum values, short lists of sizes. Options
 * that take text are never drawn (a text option may name a file or a pipeline), and an item {@link ForeignArgs} would
 * refuse runs without options. Draws from the strategy's generator, so they are part of the reproducible candidate
 * sequence.
 */
public final class CatalogPipelineSampler implements PipelineSampler {
    /** Options that only print, dump or break the pass on purpose: drawn, they find nothing about the compiler. */
    private static final Pattern DEBUG_OPTION =
            Pattern.compile("^test-|dump|print|json|emit-invalid-ir|signal-pass-failure|debug|verify");

    private static final int[] SIZES = {0, 1, 2, 3, 4, 8, 16};
    private static final int[] LIST_SIZES = {1, 2, 4, 8};

    private final List<String> items;
    private final List<List<PassOption>> options;
    private final int maxPasses;
    private final double optionChance;
    private final Map<String, Integer> byPass = new HashMap<>();

    public CatalogPipelineSampler(List<String> items, int maxPasses) {
        this(items, items.stream().map(i -> List.<PassOption>of()).toList(), maxPasses, 0);
    }

    /** @param options each item's drawable options, in the items' order */
    public CatalogPipelineSampler(
            List<String> items, List<List<PassOption>> options, int maxPasses, double optionChance) {
        if (items.isEmpty()) throw new IllegalArgumentException("no passes to draw pipelines from");
        if (maxPasses < 1) throw new IllegalArgumentException("maxPasses must be >= 1");
        if (options.size() != items.size()) throw new IllegalArgumentException("one option list per item");
        if (optionChance < 0 || optionChance > 1) throw new IllegalArgumentException("option chance must be 0..1");
        this.items = List.copyOf(items);
        this.options = options.stream().map(List::copyOf).toList();
        this.maxPasses = maxPasses;
        this.optionChance = optionChance;
        for (int k = 0; k < this.items.size(); k++) byPass.putIfAbsent(PassPipeline.passName(this.items.get(k)), k);
    }

    /** The catalog's passes that are neither pipelines nor test-only, sorted by name (a stable order); no options. */
    public static CatalogPipelineSampler of(PassCatalog catalog, int maxPasses) {
        return of(catalog, maxPasses, 0);
    }

    /** As {@link #of(PassCatalog, int)}, a pass's options drawn with probability {@code optionChance}. */
    public static CatalogPipelineSampler of(PassCatalog catalog, int maxPasses, double optionChance) {
        List<PassInfo> passes = catalog.all().stream()
                .filter(p -> !p.pipeline() && !p.testOnly())
                .sorted(Comparator.comparing(PassInfo::name))
                .toList();
        return new CatalogPipelineSampler(
                passes.stream().map(PassInfo::item).toList(),
                passes.stream().map(p -> drawable(catalog.options(p.name()))).toList(),
                maxPasses,
                optionChance);
    }

    /** The options whose values can be drawn: booleans, integers, enums; never text, never debug output. */
    static List<PassOption> drawable(List<PassOption> options) {
        return options.stream()
                .filter(o -> o.isBool() || o.isInteger() || o.isEnum() && !o.list())
                .filter(o -> !DEBUG_OPTION.matcher(o.name()).find())
                .toList();
    }

    @Override
    public List<String> sample(SplittableRandom rng) {
        int n = 1 + rng.nextInt(maxPasses);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(item(rng.nextInt(items.size()), rng));
        return out;
    }

    /** Item {@code k}, with drawn options when its pass has some and the coin says so. */
    String item(int k, SplittableRandom rng) {
        String item = items.get(k);
        List<PassOption> opts = options.get(k);
        if (opts.isEmpty() || optionChance == 0 || rng.nextDouble() >= optionChance) return item;
        int count = Math.min(opts.size(), 1 + rng.nextInt(2));
        List<PassOption> left = new ArrayList<>(opts);
        List<String> set = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            PassOption o = left.remove(rng.nextInt(left.size()));
            set.add(o.name() + "=" + value(o, rng));
        }
        String withOptions = item + "{" + String.join(" ", set) + "}";
        return ForeignArgs.itemProblem(withOptions).isPresent() ? item : withOptions;
    }

    private static String value(PassOption o, SplittableRandom rng) {
        if (o.isBool()) return rng.nextBoolean() ? "true" : "false";
        if (o.isEnum()) return o.values().get(rng.nextInt(o.values().size()));
        if (o.list()) {
            int len = 1 + rng.nextInt(3);
            List<String> v = new ArrayList<>();
            for (int i = 0; i < len; i++) v.add(String.valueOf(LIST_SIZES[rng.nextInt(LIST_SIZES.length)]));
            return String.join(",", v);
        }
        if (o.signed() && rng.nextInt(8) == 0) return "-1";
        return String.valueOf(SIZES[rng.nextInt(SIZES.length)]);
    }

    public List<String> items() {
        return items;
    }

    /** The index of the item that runs pass {@code name} ({@code cse}, {@code func.func:cse}), or -1. */
    public int indexOf(String name) {
        Integer k = byPass.get(PassPipeline.passName(name));
        return k == null ? -1 : k;
    }
}
