package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.bench.faults.FaultInjection;
import io.dialectic.bench.faults.HostileInput;
import io.dialectic.bench.faults.TwoWriters;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fault injection, in few trials (the full 20 per verb and signal: {@code dialectic bench faults},
 * bench/fault-injection.sh): real child JVMs running the CLI on real data, killed by SIGKILL and by SIGTERM
 * at a random point, then resumed. Every trial must keep the inputs byte for byte, leave whole outputs,
 * answer SIGTERM with a non-zero exit and "interrupted", and end with exactly the runs of an uninterrupted run.
 */
class FaultInjectionTest {
    @Test
    void runFuzzAndReduceSurviveKillAndTerm(@TempDir Path work) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        List<FaultInjection.Trial> trials = new FaultInjection(
                        new FaultInjection.Settings(
                                work,
                                SharedData.shared(),
                                SharedData.repoRoot(),
                                List.of("run", "fuzz", "reduce"),
                                List.of(FaultInjection.Signal.KILL, FaultInjection.Signal.TERM),
                                1,
                                11,
                                0),
                        s -> {})
                .run();
        assertEquals(6, trials.size());
        String table = FaultInjection.table(trials);
        for (FaultInjection.Trial t : trials) assertTrue(t.ok(), t + "\n" + table);
    }

    /** The scenario of bench faults: every verb that reruns data, on a folder of hostile cases and records. */
    @Test
    void hostileCasesAndRecordsAreRefusedAndRunNothing(@TempDir Path work) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        List<HostileInput.Attempt> attempts = new HostileInput(work, SharedData.shared(), false, s -> {}).run();
        String table = HostileInput.table(attempts);
        System.out.print(table);
        assertEquals(21, attempts.size(), table);
        for (HostileInput.Attempt a : attempts) assertTrue(a.ok(), a + "\n" + table);
    }

    /** The scenario of bench faults: two writers of one output, the second started 0-1 s after the first. */
    @Test
    void twoWritersOfOneOutputAreOneWriterAndOneRefusal(@TempDir Path work) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        List<TwoWriters.Trial> trials = new TwoWriters(work, SharedData.shared(), 40, s -> {}).run(3, 7);
        String table = TwoWriters.table(trials);
        System.out.print(table);
        for (TwoWriters.Trial t : trials) assertTrue(t.ok(), t + "\n" + table);
        assertTrue(
                trials.stream().anyMatch(t -> t.exitA() == 1 || t.exitB() == 1),
                "no trial had two writers at once:\n" + table);
    }

    /** Spark takes minutes on a loaded 2-core machine: here the kill alone (within 15 s), without the reference run and the resume. */
    @Test
    void analyzeKilledLeavesNoPartialReport(@TempDir Path work) throws Exception {
        List<FaultInjection.Trial> trials = new FaultInjection(
                        new FaultInjection.Settings(
                                work,
                                SharedData.shared(),
                                SharedData.repoRoot(),
                                List.of("analyze"),
                                List.of(FaultInjection.Signal.KILL, FaultInjection.Signal.TERM),
                                1,
                                5,
                                15_000),
                        s -> {})
                .run();
        assertEquals(2, trials.size());
        for (FaultInjection.Trial t : trials) assertTrue(t.ok(), t.toString());
    }
}
