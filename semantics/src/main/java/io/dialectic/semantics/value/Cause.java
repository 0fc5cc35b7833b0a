package io.dialectic.semantics.value;

/**
 * Why a value is poison or an execution undefined: the op that produced it,
 * its 1-based source line (0 when unknown), and the rule of the op's semantics
 * that applied ("shift amount 9 >= bit width 8").
 */
public record Cause(String op, int line, String reason) {
    @Override
    public String toString() {
        return op + (line > 0 ? " (line " + line + ")" : "") + ": " + reason;
    }
}
