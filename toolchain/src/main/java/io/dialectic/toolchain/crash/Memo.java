package io.dialectic.toolchain.crash;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.ToLongBiFunction;

/**
 * A pure function of strings remembered, shared by every thread: a night of crashes names the same few thousand
 * functions in trace after trace. Bounded by a weight (entries, or characters): past the bound it starts again empty,
 * so a corpus of endless distinct keys costs what it did without it. What is remembered changes no answer.
 */
final class Memo<V> {
    private final Function<String, V> function;
    private final ToLongBiFunction<String, V> weight;
    private final long maxWeight;
    private final ConcurrentHashMap<String, V> answers = new ConcurrentHashMap<>();
    private final AtomicLong held = new AtomicLong();

    /** {@code function} never returns null; {@code weight} of a key and its answer, at most {@code maxWeight} held. */
    Memo(Function<String, V> function, ToLongBiFunction<String, V> weight, long maxWeight) {
        this.function = function;
        this.weight = weight;
        this.maxWeight = maxWeight;
    }

    /** At most {@code maxEntries} answers held. */
    static <V> Memo<V> ofEntries(Function<String, V> function, int maxEntries) {
        return new Memo<>(function, (k, v) -> 1, maxEntries);
    }

    V get(String key) {
        V v = answers.get(key);
        if (v != null) return v;
        v = function.apply(key);
        if (held.addAndGet(weight.applyAsLong(key, v)) > maxWeight) {
            answers.clear();
            held.set(0);
        }
        answers.put(key, v);
        return v;
    }

    /** Answers held now. */
    int size() {
        return answers.size();
    }
}
