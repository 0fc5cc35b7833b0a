package io.dialectic.ir.model;

/** A problem the reader found, with the 1-based position it refers to. */
public record Diagnostic(int line, int column, String message) {
    @Override
    public String toString() {
        return line + ":" + column + ": " + message;
    }
}
