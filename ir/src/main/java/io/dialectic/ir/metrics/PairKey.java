package io.dialectic.ir.metrics;

/**
 * How a pair of dialects (or op names) is written: unordered {@code a|b} with
 * {@code a < b} (String order), or ordered {@code a->b}.
 */
public final class PairKey {
    private PairKey() {}

    public static String of(String from, String to, boolean ordered) {
        if (ordered) return from + "->" + to;
        return from.compareTo(to) <= 0 ? from + "|" + to : to + "|" + from;
    }
}
