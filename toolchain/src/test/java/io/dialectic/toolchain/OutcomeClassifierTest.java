package io.dialectic.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ordered rules on every run of ../shared/crashes. */
class OutcomeClassifierTest {
    private final OutcomeClassifier oc = OutcomeClassifier.defaults();

    /**
     * index.csv's coarse outcome must agree with ours on every case: crash exactly when the process
     * died by a signal or printed a stack dump / LLVM ERROR; ok = valid; timeout = timeout; error = one
     * of the three error categories.
     */
    @Test
    void everyCrashCorpusCaseGetsTheRightCategory() {
        var index = CrashCases.index();
        Map<String, Integer> counts = new TreeMap<>();
        for (String id : CrashCases.ids()) {
            int exit = CrashCases.exit(id);
            String err = CrashCases.stderr(id);
            Outcome o = oc.classify(exit, exit < 0 ? -exit : null, exit == 124, err);
            counts.merge(o.label(), 1, Integer::sum);
            boolean crashEvidence = exit < 0 || err.contains("Stack dump") || err.contains("LLVM ERROR");
            assertEquals(crashEvidence, o == Outcome.CRASH, id);
            String coarse = index.get(id).get("outcome");
            switch (coarse) {
                case "crash" -> assertEquals(Outcome.CRASH, o, id);
                case "ok" -> assertEquals(Outcome.VALID, o, id);
                case "timeout" -> assertEquals(Outcome.TIMEOUT, o, id);
                case "error" -> assertTrue(
                        Set.of(Outcome.INVALID_OPTIONS, Outcome.GENERAL_MLIR, Outcome.DIALECT_SPECIFIC)
                                .contains(o),
                        id + " " + o);
                default -> throw new AssertionError(coarse);
            }
        }
        // index.csv: 121 crash, 83 ok, 2 timeout, 105 error (split by hand-checked rules below)
        assertEquals(121, counts.get("crash"));
        assertEquals(83, counts.get("valid"));
        assertEquals(2, counts.get("timeout"));
        assertEquals(105, counts.get("invalid-options") + counts.get("general-mlir") + counts.get("dialect-specific"));
    }

    @Test
    void handCheckedErrorCases() {
        // "Can't add pass 'SPIRVLowerABIAttributesPass' restricted to 'spirv.module' ..."
        assertEquals(Outcome.INVALID_OPTIONS, classify("v19_r1_e00001"));
        // "Unknown command line argument '--convert-to-spirv'" (pass renamed in 22)
        assertEquals(Outcome.INVALID_OPTIONS, classify("v22_x_v19_r1_c00018"));
        // "'mesh-spmdization' does not refer to a registered pass or pass pipeline" (22 renamed mesh to shard)
        assertEquals(Outcome.INVALID_OPTIONS, classify("v22_x_v19_r1_c00009"));
        // "custom op 'tensor.pack' is unknown" (op moved to linalg in 22)
        assertEquals(Outcome.GENERAL_MLIR, classify("v22_r2_e00004"));
        // "null operand found"
        assertEquals(Outcome.GENERAL_MLIR, classify("v19_r1_e00129"));
        // "'func.func' op only one block is supported!"
        assertEquals(Outcome.DIALECT_SPECIFIC, classify("v22_x_v19_r1_c00119"));
        // "failed to legalize operation ..."
        assertEquals(Outcome.DIALECT_SPECIFIC, classify("v19_r1_e00069"));
    }

    @Test
    void userRulesComeFirst(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("mine.tsv");
        Files.writeString(
                f,
                "# treat this known bug as invalid input\ndialect-specific\tstderr\tmesh::shardedBlockArgumentTypes\tknown mesh bug\n");
        OutcomeClassifier mine = oc.withUserRules(f);
        assertEquals(Outcome.CRASH, classify("v19_r1_c00009"));
        String err = CrashCases.stderr("v19_r1_c00009");
        assertEquals(Outcome.DIALECT_SPECIFIC, mine.classify(-11, 11, false, err));
        assertEquals(mine.rules().size(), oc.rules().size() + 1);
    }

    @Test
    void malformedRuleFileNamesTheLine(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("bad.tsv");
        Files.writeString(f, "crash\tstderr\tok\n\nnonsense\tstderr\tx\n");
        IOException e = assertThrows(IOException.class, () -> oc.withUserRules(f));
        assertTrue(e.getMessage().contains("bad.tsv:3"), e.getMessage());
    }

    /** miscompile and ub come from executing the program; a rule on the compiler's output cannot decide them. */
    @Test
    void executionOutcomesAreRefusedInRuleFiles(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("exec.tsv");
        Files.writeString(f, "valid\texit\t0\nmiscompile\tstderr\twrong value\n");
        IOException e = assertThrows(IOException.class, () -> oc.withUserRules(f));
        assertTrue(
                e.getMessage().contains("exec.tsv:2") && e.getMessage().contains("executing the program"),
                e.getMessage());
        assertTrue(oc.rules().stream().noneMatch(r -> r.outcome().needsExecution()));
        assertEquals(Outcome.MISCOMPILE, Outcome.fromLabel("miscompile"));
        assertEquals(Outcome.UB, Outcome.fromLabel("ub"));
    }

    private Outcome classify(String id) {
        int exit = CrashCases.exit(id);
        return oc.classify(exit, exit < 0 ? -exit : null, exit == 124, CrashCases.stderr(id));
    }
}
