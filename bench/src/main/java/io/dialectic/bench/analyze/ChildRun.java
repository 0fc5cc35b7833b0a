package io.dialectic.bench.analyze;

/**
 * A child run's figures: wall seconds (start to exit), peak resident set (VmHWM), from its summary.json its analysis
 * seconds, and its phases (from its own progress lines).
 */
public record ChildRun(Figure figure, long peakRssMb, double analysisSeconds, JobCount.Line counts, Phases phases) {}
