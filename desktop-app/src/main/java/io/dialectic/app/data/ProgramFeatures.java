package io.dialectic.app.data;

/**
 * Computes the features of one program text in-process, for the programs of runs added live (a re-fuzz):
 * the analytics job's featurizer, supplied by the CLI ({@link Analytics}).
 */
@FunctionalInterface
public interface ProgramFeatures {
    /** The features of a program as run by {@code tool} at {@code toolVersion} (its custom form read with that version's ops). */
    ProgramFeatureRow of(String programSha256, String programText, String tool, String toolVersion);
}
