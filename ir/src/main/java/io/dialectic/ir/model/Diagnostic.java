package io.dialectic.ir.model;

/**
 * A problem the reader found, with the 1-based position it refers to.
 * {@link Kind#SYNTAX} problems leave the op/region/block tree incomplete;
 * {@link Kind#NAME} problems (undefined or redefined values and blocks, result
 * counts) leave the tree complete with some links missing.
 */
public record Diagnostic(int line, int column, String message, Kind kind) {
    /** What part of the model a diagnostic affects. */
    public enum Kind {
        SYNTAX,
        NAME
    }

    public Diagnostic(int line, int column, String message) {
        this(line, column, message, Kind.SYNTAX);
    }

    @Override
    public String toString() {
        return line + ":" + column + ": " + message;
    }
}
