package io.dialectic.toolchain;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The validity category of one run of the compiler (SynthFuzz Table IV,
 * extended; docs/ARCHITECTURE.md). Exactly one per run. The first six are decided by the
 * ordered rules in {@code outcome-rules.tsv} from the compiler's exit and
 * stderr; {@link #MISCOMPILE} and {@link #UB} only exist for programs that
 * were also executed: the differential oracle of the semantics
 * module decides them by comparing the compiled program's output with the
 * reference interpreter's, which no stderr rule can do.
 */
public enum Outcome {
    /** Exit 0 and no error diagnostic. */
    VALID("valid", "#59a14f"),
    /** The pass pipeline or a command-line option was rejected. */
    INVALID_OPTIONS("invalid-options", "#bab0ac"),
    /** Generic IR errors: parse errors, undefined/redefined SSA values or symbols, dominance, type mismatches at uses. */
    GENERAL_MLIR("general-mlir", "#f28e2b"),
    /** An op verifier's {@code 'dialect.op' op ...} error. */
    DIALECT_SPECIFIC("dialect-specific", "#edc948"),
    /** Died by a signal, an assertion, a stack dump or {@code LLVM ERROR}. */
    CRASH("crash", "#e15759"),
    /** Killed at the time limit. */
    TIMEOUT("timeout", "#b07aa1"),
    /**
     * Executed: the compiled program printed a value the reference semantics fixes differently (or died where
     * the reference completed), with no undefined behaviour on that value (Ratte's DT-R).
     */
    MISCOMPILE("miscompile", "#4e79a7"),
    /** Executed: the outputs differ, but the difference depends on poison or immediate UB in the program. */
    UB("ub", "#9c755f");

    /** What a view shows for a run nobody judged (no outcome recorded and no exit status to judge). */
    public static final String NOT_RUN = "not-run";
    /** Its colour. */
    public static final String NOT_RUN_COLOR = "#cfd8dc";

    private final String label;
    private final String color;

    Outcome(String label, String color) {
        this.label = label;
        this.color = color;
    }

    /**
     * The one colour of the outcome in every view (report.html's bars, the app's charts): Tableau 10, which keeps the
     * eight apart in print and for the common colour-vision deficiencies.
     */
    public String color() {
        return color;
    }

    /** The colour of a label as views show it (an outcome's, or {@link #NOT_RUN}'s; grey for anything else). */
    public static String colorOf(String label) {
        for (Outcome o : values()) if (o.label.equals(label)) return o.color;
        return NOT_RUN_COLOR;
    }

    /** The labels views list, in this order (the outcomes, then {@link #NOT_RUN}). */
    public static List<String> displayOrder() {
        List<String> l = new ArrayList<>();
        for (Outcome o : values()) l.add(o.label);
        l.add(NOT_RUN);
        return List.copyOf(l);
    }

    /** The name used in records, reports and rule files (a run record's {@code outcome} in JSON). */
    @JsonValue
    public String label() {
        return label;
    }

    /**
     * The outcome of a label as records from elsewhere write it; null for none, and for a label that is no outcome
     * ({@code not-run}, another harness's word): such a record is judged again from its exit status and stderr.
     */
    @JsonCreator
    public static Outcome ofLabel(String s) {
        if (s == null) return null;
        for (Outcome o : values()) if (o.label.equals(s)) return o;
        return null;
    }

    public static Outcome fromLabel(String s) {
        for (Outcome o : values()) if (o.label.equals(s)) return o;
        throw new IllegalArgumentException(
                "unknown outcome '" + s
                        + "' (expected one of valid, invalid-options, general-mlir, dialect-specific, crash, timeout, miscompile, ub)");
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
