package io.dialectic.fuzzer;

/** Receives progress of a campaign (from the campaign's loop thread; keep it quick). */
@FunctionalInterface
public interface FuzzListener {
    /** Called about once a second while fuzzing, and once more at the end. */
    void progress(FuzzStats stats);

    /** Something the user should know that does not stop the campaign (a torn last record cut off on resume). */
    default void warning(String message) {}

    FuzzListener NONE = s -> {};
}
