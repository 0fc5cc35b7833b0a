package io.dialectic.fuzzer.guidance;

/** The coverage figures a strategy reports for the live stats line. */
public interface CoverageReport {
    int poolSize();

    /** Distinct OD patterns of the pool now / of the seeds. */
    int patterns();

    int startPatterns();

    /** Distinct dialect pairs of the pool now / of the seeds. */
    int dialectPairs();

    int startPairs();
}
