package io.dialectic.toolchain.irbug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The IR-bug checks on real runs of mlir-opt-19 and -22 (the programs and what each tool does with them:
 * {@code src/test/resources/irbug/README.md}).
 */
class IrBugCheckerTest {
    private final ToolRunner tools = new ToolRunner();
    private final BatchRunner batches = new BatchRunner(tools, BatchRunner.AUTO);

    private static String program(String name) throws IOException {
        try (InputStream in = IrBugCheckerTest.class.getResourceAsStream("/irbug/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static RunRequest req(Tool tool, String text, List<String> pipeline, String... flags) {
        return new RunRequest(tool, text, pipeline, RunLimits.defaults(), List.of(flags));
    }

    @Test
    void normalizeMemrefsLeavesInvalidIrOn19AndTheKeyNamesThePassTheDialectAndTheShape() throws Exception {
        Tool v19 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-19"));
        RunRequest r = req(v19, program("normalize-memrefs-reinterpret-cast.mlir"), List.of("normalize-memrefs"));
        RunResult plain = tools.run(r);
        assertEquals(1, plain.exitCode(), plain.stderr());
        IrBug bug = new IrBugChecker().invalidIr(List.of(r), batches)[0];
        assertNotNull(bug);
        assertEquals(IrBugKind.INVALID_IR, bug.kind());
        assertEquals("normalize-memrefs", bug.pass());
        assertEquals("memref.reinterpret_cast", bug.op());
        assertEquals("expected 1 size values, got 2", bug.message());
        assertEquals("normalize-memrefs | memref.* | expected N size values, got N", bug.key());
        assertTrue(bug.output().contains("\"memref.reinterpret_cast\"(%arg0)"), bug.output());
    }

    @Test
    void theFirstBadPassOfAPipelineOfThreeIsTheMiddleOne() throws Exception {
        Tool v19 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-19"));
        RunRequest r = req(
                v19,
                program("normalize-memrefs-reinterpret-cast.mlir"),
                List.of("canonicalize", "normalize-memrefs", "cse"));
        assertEquals(1, FirstBadPass.of(r, batches));
        IrBug bug = new IrBugChecker().invalidIr(List.of(r), batches)[0];
        assertEquals("normalize-memrefs", bug.pass());
        assertEquals("normalize-memrefs | memref.* | expected N size values, got N", bug.key());
    }

    /** The run's own error names the bad pass's invalid IR where the parse of the output stops at a later printing. */
    @Test
    void theRunsOwnErrorKeysTheBugWhenALaterPassPrintsWhatDoesNotParse() throws Exception {
        Tool v22 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-22"));
        RunRequest r = req(
                v22, program("matmul-then-tosa-target.mlir"), List.of("convert-arith-to-spirv", "tosa-attach-target"));
        RunResult plain = tools.run(r);
        assertEquals(1, plain.exitCode(), plain.stderr());
        IrBug own = new IrBugChecker().invalidIr(List.of(r), List.of(plain.stderr()), batches)[0];
        assertEquals("convert-arith-to-spirv | linalg.* | expected add/mul op in the body", own.key());
        assertEquals("linalg.matmul", own.op());
        IrBug parsed = new IrBugChecker().invalidIr(List.of(r), batches)[0];
        assertEquals("convert-arith-to-spirv | ? | expected keyword for supported TOSA profiles", parsed.key());
    }

    @Test
    void twoSpirvOpsBrokenByOneConversionAreOneKeyAndTheSecondNeedsNoAttribution() throws Exception {
        Tool v22 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-22"));
        IrBugChecker checker = new IrBugChecker();
        List<RunRequest> runs = List.of(
                req(v22, program("arith-divsi-on-tensor.mlir"), List.of("cse", "convert-arith-to-spirv")),
                req(v22, program("arith-addf-on-tensor.mlir"), List.of("cse", "convert-arith-to-spirv")));
        IrBug[] bugs = checker.invalidIr(runs, batches);
        assertEquals("spirv.SDiv", bugs[0].op());
        assertEquals("spirv.FAdd", bugs[1].op());
        assertEquals(
                "convert-arith-to-spirv | spirv.* | '_' op operand or result #N must be _, but got '!spirv.array'",
                bugs[0].key());
        assertEquals(bugs[0].key(), bugs[1].key());
        assertEquals(1, checker.attributions());
    }

    @Test
    void aPassThatFailsOnItsOwnOrAProgramTheParserRejectsIsNeverInvalidIr() throws Exception {
        Tool v22 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-22"));
        List<RunRequest> runs = List.of(
                req(v22, program("tosa-while-loop.mlir"), List.of("func.func:tosa-to-linalg")),
                req(
                        v22,
                        program("unknown-op-on-tensor.mlir"),
                        List.of("one-shot-bufferize"),
                        RunRequest.ALLOW_UNREGISTERED),
                req(v22, "func.func @f( {\n", List.of("canonicalize")),
                req(v22, "func.func @g(%a: i32) -> i64 {\n  return %a : i32\n}\n", List.of("canonicalize")));
        for (RunRequest r : runs) assertEquals(1, tools.run(r).exitCode(), r.programText());
        IrBugChecker checker = new IrBugChecker();
        assertEquals(Arrays.asList(null, null, null, null), Arrays.asList(checker.invalidIr(runs, batches)));
        assertEquals(4, checker.checked());
        assertEquals(0, checker.attributions());
    }

    @Test
    void anAssembleWithNoLevelBuffersDoesNotReadBackAndAnOrdinaryOutputDoes() throws Exception {
        Tool v22 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-22"));
        List<String> print =
                List.of(RunRequest.DISABLE_THREADING, "--mlir-print-op-generic", "--mlir-print-local-scope");
        RunRequest assemble =
                req(v22, program("assemble-no-level-buffers.mlir"), List.of("cse"), print.toArray(String[]::new));
        RunRequest ordinary = req(
                v22,
                program("normalize-memrefs-reinterpret-cast.mlir"),
                List.of("normalize-memrefs"),
                print.toArray(String[]::new));
        RunResult a = tools.run(assemble);
        RunResult o = tools.run(ordinary);
        assertEquals(0, a.exitCode(), a.stderr());
        assertEquals(0, o.exitCode(), o.stderr());
        IrBugChecker checker = new IrBugChecker();
        IrBug[] bugs = checker.roundTrip(List.of(assemble, ordinary), List.of(a.stdout(), o.stdout()), batches);
        assertNotNull(bugs[0]);
        assertEquals(IrBugKind.ROUNDTRIP, bugs[0].kind());
        assertEquals("sparse_tensor.assemble | expected non-function type", bugs[0].key());
        assertTrue(bugs[0].output().contains("sparse_tensor.assemble (), "), bugs[0].output());
        assertNull(bugs[1]);
        // the same ops and passes again are not sampled
        assertNull(checker.roundTrip(List.of(assemble), List.of(a.stdout()), batches)[0]);
        assertEquals(2, checker.roundTrips());
        // a run whose output was not kept (a trigger-observed run prints none) is made again for it
        IrBug again = new IrBugChecker().roundTrip(List.of(assemble), Arrays.asList((String) null), batches)[0];
        assertEquals(bugs[0].key(), again.key());
    }
}
