package io.dialectic.reducer.oracle;

/**
 * Runs a candidate and reports what it showed. Implementations must be safe
 * to call from several threads at once (the judge runs candidates in
 * parallel). Whether the observation is interesting is decided by an
 * {@link Interestingness}, not here, so one cache serves every criterion.
 */
public interface Oracle {
    Observation observe(Candidate candidate);

    /** How many times the compiler really ran (cache hits not counted). */
    long runs();
}
