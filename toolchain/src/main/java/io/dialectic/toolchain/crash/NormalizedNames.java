package io.dialectic.toolchain.crash;

/**
 * {@link FrameNormalizer#normalize} remembered across traces ({@link Memo}): normalising a demangled C++ symbol
 * (template arguments, parameter lists, lambdas) is much of reading a trace's frames, while a night of crashes names the same functions again and again. Bounded
 * by the symbols' characters.
 */
final class NormalizedNames {
    private NormalizedNames() {}

    /** About 16 MB of symbols and names (Latin-1 strings). */
    static final long MAX_CHARS = 8L << 20;

    private static final Memo<String> NAMES =
            new Memo<>(FrameNormalizer::normalize, (s, n) -> s.length() + n.length() + 64, MAX_CHARS);

    /** The normalized name of {@code symbol} (not null). */
    static String of(String symbol) {
        return NAMES.get(symbol);
    }

    /** Symbols remembered now. */
    static int size() {
        return NAMES.size();
    }
}
