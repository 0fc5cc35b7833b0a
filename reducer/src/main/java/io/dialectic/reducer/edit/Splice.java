package io.dialectic.reducer.edit;

/**
 * One text edit: replace the characters {@code [start, end)} of the program
 * text by {@code replacement}. Every program edit the reducer makes is a
 * splice on the source text at a span the model gave, so a custom-form
 * program stays in custom form and untouched text stays byte for byte.
 */
public record Splice(int start, int end, String replacement) {
    public Splice {
        if (start < 0 || end < start) throw new IllegalArgumentException("bad splice [" + start + "," + end + ")");
    }

    public static Splice delete(int start, int end) {
        return new Splice(start, end, "");
    }

    public boolean contains(Splice o) {
        return start <= o.start && o.end <= end;
    }
}
