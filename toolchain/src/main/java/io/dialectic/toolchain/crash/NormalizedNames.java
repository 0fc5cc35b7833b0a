package io.dialectic.toolchain.crash;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@link FrameNormalizer#normalize} remembered across traces: a night of crashes names the same few thousand MLIR
 * functions in trace after trace, and normalising a demangled C++ symbol (template arguments, parameter lists,
 * lambdas) was a third of reading a trace's frames (JFR, 1M-record analysis: 180 of the 363 samples in
 * {@link FrameLine}). A pure function, so what is remembered changes no name. Bounded by the symbols' characters: past
 * {@link #MAX_CHARS} it starts again empty (an unusual corpus of endless distinct symbols costs what it did before).
 * Shared by every thread.
 */
final class NormalizedNames {
    private NormalizedNames() {}

    /** About 16 MB of symbols and names (Latin-1 strings). */
    static final long MAX_CHARS = 8L << 20;

    private static final ConcurrentHashMap<String, String> NAMES = new ConcurrentHashMap<>();
    private static final AtomicLong CHARS = new AtomicLong();

    /** The normalized name of {@code symbol} (not null). */
    static String of(String symbol) {
        String name = NAMES.get(symbol);
        if (name != null) return name;
        name = FrameNormalizer.normalize(symbol);
        if (CHARS.addAndGet(symbol.length() + name.length() + 64) > MAX_CHARS) {
            NAMES.clear();
            CHARS.set(0);
        }
        NAMES.put(symbol, name);
        return name;
    }

    /** Symbols remembered now. */
    static int size() {
        return NAMES.size();
    }
}
