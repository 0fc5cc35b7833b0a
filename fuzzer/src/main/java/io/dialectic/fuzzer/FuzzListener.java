package io.dialectic.fuzzer;

/** Receives progress of a campaign (from the campaign's loop thread; keep it quick). */
@FunctionalInterface
public interface FuzzListener {
    /** Called about once a second while fuzzing, and once more at the end. */
    void progress(FuzzStats stats);

    FuzzListener NONE = s -> {};
}
