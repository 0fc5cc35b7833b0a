package io.dialectic.toolchain.triggers;

import static io.dialectic.testing.TriggerPrograms.DOUBLE_CAST;
import static io.dialectic.testing.TriggerPrograms.NOTHING_TO_DO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.record.Triggers;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The acceptance on the real mlir-opt-19: a fold canonicalize makes is seen at pass and pattern level; cse with nothing to do shows nothing. */
class TriggerObserverTest {

    @Test
    void canonicalizeFoldingIndexCastOfIndexCastIsSeenAndConfirmed() {
        MlirRequirement.require("mlir-opt-19");
        ToolDiscovery d = new ToolDiscovery();
        Tool tool = d.find("mlir-opt-19").orElseThrow();
        ToolRunner runner = new ToolRunner(d);
        PatternLedger ledger = new PatternLedger();
        TriggerObserver.Observed o = new TriggerObserver(runner, ledger)
                .run(new RunRequest(tool, DOUBLE_CAST, List.of("canonicalize"))
                        .withArg("-o")
                        .withArg("/dev/null"));
        assertEquals(0, o.result().exitCode(), o.result().stderr());
        assertEquals("", o.result().stderr(), "the observation's output is taken out of stderr");
        assertEquals(List.of("canonicalize"), o.triggers().passesChanged());
        assertTrue(
                o.triggers().patternsAttempted().keySet().stream().anyMatch(n -> n.contains("IndexCast")),
                o.triggers().toString());
        assertTrue(
                o.triggers().patternsFired().stream().anyMatch(n -> n.contains("IndexCastOfIndexCast")),
                o.triggers().toString());
        // IndexCastOfExtSI is attempted on the same op but does not apply: attempted, never confirmed.
        assertTrue(o.triggers().patternsAttempted().containsKey("(anonymous namespace)::IndexCastOfExtSI"));
        assertTrue(!o.triggers().patternsFired().contains("(anonymous namespace)::IndexCastOfExtSI"));

        // A confirmed pattern is not re-checked in the same campaign.
        TriggerObserver.Observed again =
                new TriggerObserver(runner, ledger).run(new RunRequest(tool, DOUBLE_CAST, List.of("canonicalize")));
        assertEquals(List.of(), again.triggers().patternsFired());
    }

    @Test
    void cseWithNothingToDoListsNothing() {
        MlirRequirement.require("mlir-opt-19");
        ToolDiscovery d = new ToolDiscovery();
        Tool tool = d.find("mlir-opt-19").orElseThrow();
        TriggerObserver.Observed o = new TriggerObserver(new ToolRunner(d), new PatternLedger())
                .run(new RunRequest(tool, NOTHING_TO_DO, List.of("cse")));
        assertEquals(0, o.result().exitCode());
        assertEquals(Triggers.NONE, o.triggers());
    }
}
