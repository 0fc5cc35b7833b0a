package io.dialectic.toolchain;

/**
 * The validity category of one run of the compiler (SynthFuzz Table IV,
 * extended; DESIGN.md). Exactly one per run. The first six are decided by the
 * ordered rules in {@code outcome-rules.tsv} from the compiler's exit and
 * stderr; {@link #MISCOMPILE} and {@link #UB} only exist for programs that
 * were also executed (issue 15): the differential oracle of the semantics
 * module decides them by comparing the compiled program's output with the
 * reference interpreter's, which no stderr rule can do.
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
    TIMEOUT("timeout"),
    /**
     * Executed: the compiled program printed a value the reference semantics fixes differently (or died where
     * the reference completed), with no undefined behaviour on that value (Ratte's DT-R).
     */
    MISCOMPILE("miscompile"),
    /** Executed: the outputs differ, but the difference depends on poison or immediate UB in the program. */
    UB("ub");

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
        throw new IllegalArgumentException("unknown outcome '" + s + "' (expected one of valid, invalid-options, general-mlir, dialect-specific, crash, timeout, miscompile, ub)");
    }

    /** True for the outcomes only an execution of the compiled program can give ({@code miscompile}, {@code ub}). */
    public boolean needsExecution() {
        return this == MISCOMPILE || this == UB;
    }

    @Override
    public String toString() {
        return label;
    }
}
