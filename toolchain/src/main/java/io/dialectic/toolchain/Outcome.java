package io.dialectic.toolchain;

/**
 * The validity category of one run of the compiler (SynthFuzz Table IV,
 * extended; DESIGN.md). Exactly one per run, decided by the ordered rules in
 * {@code outcome-rules.tsv}.
 */
public enum Outcome {
    /** Exit 0 and no error diagnostic. */
    VALID("valid"),
    /** The pass pipeline or a command-line option was rejected. */
    INVALID_OPTIONS("invalid-options"),
    /** Generic IR errors: parse errors, undefined/redefined SSA values or symbols, dominance, type mismatches at uses. */
    GENERAL_MLIR("general-mlir"),
    /** An op verifier's {@code 'dialect.op' op ...} error. */
    DIALECT_SPECIFIC("dialect-specific"),
    /** Died by a signal, an assertion, a stack dump or {@code LLVM ERROR}. */
    CRASH("crash"),
    /** Killed at the time limit. */
    TIMEOUT("timeout");

    private final String label;

    Outcome(String label) {
        this.label = label;
    }

    /** The name used in records, reports and rule files. */
    public String label() {
        return label;
    }

    public static Outcome fromLabel(String s) {
        for (Outcome o : values()) if (o.label.equals(s)) return o;
        throw new IllegalArgumentException("unknown outcome '" + s + "' (expected one of valid, invalid-options, general-mlir, dialect-specific, crash, timeout)");
    }

    @Override
    public String toString() {
        return label;
    }
}
