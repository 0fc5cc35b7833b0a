package io.dialectic.fuzzer;

/** Receives progress of a campaign (from the campaign's loop thread; keep it quick). */
@FunctionalInterface
public interface FuzzListener {
    /** Called about once a second while fuzzing, and once more at the end. */
    void progress(FuzzStats stats);

    /**
     * A line about preparation or resumption, not the fuzzing itself: a seed file skipped or kept with a
     * warning (named), what a long step is doing and how far it is ("preparing seeds: 120/800"), a torn last
     * record cut on resume. Default: dropped.
     */
    default void step(String line) {}

    FuzzListener NONE = s -> {};
}
