package io.dialectic.reducer.stage;

/**
 * One named step of a crash reduction. A stage reads what the stages before it gave (fields of the {@link Reduction})
 * and gives its own; the hub runs the stages in order and stops early when one finishes the reduction.
 */
public interface Stage {
    /** The stage's name, as in {@code docs/ARCHITECTURE.md}'s list of reduction steps. */
    String name();

    void run(Reduction r);
}
