package io.dialectic.bench.faults;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One verb under fault injection. {@link FaultInjection} calls, per verb: {@link #prepare} once, then
 * the reference run ({@link #args} with {@code resume} false, to completion), then per trial: the
 * same command killed after a random delay, {@link #checkInterrupted}, the resuming command
 * ({@link #args} with {@code resume} true) to completion, {@link #checkFinal} against the reference.
 * The inputs ({@link #inputs}) are checksummed before and after every trial.
 */
interface Scenario {
    /** The verb, as typed after {@code dialectic}. */
    String verb();

    /** Copies the real inputs (shared corpus, crash case, sample records) into {@code dir}. */
    void prepare(Path dir) throws IOException;

    /** The files and folders that must never change. */
    List<Path> inputs();

    /**
     * The command line after {@code dialectic}, writing below the folder {@code trial} (which holds nothing
     * else of the scenario's); {@code resume}: the command a user gives to continue after an interruption.
     */
    List<String> args(Path trial, boolean resume);

    /** What is wrong below {@code trial} right after the process was killed by {@code signal} (empty: nothing). */
    List<String> checkInterrupted(Path trial, FaultInjection.Signal signal) throws IOException;

    /** What is wrong below {@code trial} after the resumed command ended, compared with the uninterrupted {@code reference} trial. */
    List<String> checkFinal(Path trial, Path reference) throws IOException;
}
