package io.dialectic.fuzzer.mutate;

import io.dialectic.fuzzer.tree.TreeProgram;
import java.util.SplittableRandom;

/**
 * One of MLIRod's ODG mutation rules (ISSTA'24 Sec. 3.3), applied in place to
 * an editable program. A rule either changes the program and returns true, or
 * finds nothing to do and returns false with the program untouched.
 */
public interface MutationRule {
    /** Short name used in records and stats: {@code R1}..{@code R4}. */
    String id();

    /**
     * @param target the program to change
     * @param donor  another program of the pool (only R1 reads it; never changed)
     * @param rng    the only source of randomness, so the same seed gives the same mutant
     */
    boolean apply(TreeProgram target, TreeProgram donor, SplittableRandom rng);
}
