package io.dialectic.ir.model;

/**
 * Where a piece of the program stands in its source text: character offsets
 * {@code [start, end)} and the 1-based line and column of {@code start}.
 * The reducer splices on these offsets, so they must be exact.
 */
public record SourceSpan(int start, int end, int line, int column) {
    public static final SourceSpan NONE = new SourceSpan(-1, -1, 0, 0);

    public boolean isKnown() {
        return start >= 0;
    }

    public int length() {
        return end - start;
    }

    public String of(String text) {
        return text.substring(start, end);
    }
}
