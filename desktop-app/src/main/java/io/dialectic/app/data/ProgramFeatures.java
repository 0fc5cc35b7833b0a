package io.dialectic.app.data;

/**
 * Computes the features of one program text in-process, for results that come
 * without them (a raw campaign directory, runs added by a live re-fuzz).
 * Implemented over the ir module's reader and metrics.
 */
@FunctionalInterface
public interface ProgramFeatures {
    ProgramFeatureRow of(String programSha256, String programText);
}
