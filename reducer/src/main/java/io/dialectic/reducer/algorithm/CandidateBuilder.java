package io.dialectic.reducer.algorithm;

import io.dialectic.reducer.oracle.Candidate;
import java.util.List;
import java.util.Optional;

/**
 * Turns the units a reduction algorithm decided to keep into a candidate.
 * Returns empty when the kept set cannot make a well-formed program (a use
 * left without a definition, a terminator removed...): such candidates are
 * known uninteresting without running the compiler.
 */
@FunctionalInterface
public interface CandidateBuilder<T> {
    Optional<Candidate> build(List<T> kept);
}
