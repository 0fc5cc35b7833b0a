package io.dialectic.toolchain.irbug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The unverified rerun tells valid from invalid IR by how the printer printed it: in custom form when the IR verifies,
 * generic when it does not (mlir-opt-19 and 22 alike; the program below is {@code IrBugVerdictsTest}'s).
 */
class RerunsTest {
    private static final String EMITC_VECTOR = "func.func @f(%m: memref<2xf32>) -> vector<2xf32> {\n"
            + "  %c = arith.constant dense<0.0> : vector<2xf32>\n"
            + "  return %c : vector<2xf32>\n"
            + "}\n";

    @Test
    void theTopLevelFormSaysWhetherThePrintedIrVerifies() {
        assertTrue(Reruns.printedInvalid(
                "\"builtin.module\"() ({\n  \"func.func\"() ({\n  }) : () -> ()\n}) : () -> ()\n"));
        assertFalse(Reruns.printedInvalid("module {\n  func.func @f() {\n    return\n  }\n}\n"));
        assertFalse(Reruns.printedInvalid("#map = affine_map<(d0) -> (d0)>\nmodule {\n}\n"));
        assertTrue(Reruns.printedInvalid("#map = affine_map<(d0) -> (d0)>\n\"builtin.module\"() ({\n}) : () -> ()\n"));
    }

    @Test
    void theUnverifiedRerunPrintsInvalidIrGenericAndValidIrCustom() {
        for (String version : List.of("mlir-opt-19", "mlir-opt-22")) {
            ToolDiscovery d = new ToolDiscovery();
            Tool tool = d.find(MlirRequirement.require(version).toString()).orElseThrow();
            ToolRunner runner = new ToolRunner(d);
            // the fuzzer's runs print generic: the rerun drops that, or every output would look invalid
            List<String> fuzzerArgs = List.of(RunRequest.DISABLE_THREADING, Reruns.GENERIC, Reruns.LOCAL_SCOPE);
            RunRequest broken = new RunRequest(
                    tool, EMITC_VECTOR, List.of("convert-arith-to-emitc"), RunLimits.defaults(), fuzzerArgs);
            RunResult r = runner.run(Reruns.unverified(broken, broken.pipeline()));
            assertEquals(Integer.valueOf(0), r.exitCode(), version + ": " + r.stderr());
            assertTrue(Reruns.printedInvalid(r.stdout()), version + ": " + r.stdout());
            RunRequest fine =
                    new RunRequest(tool, EMITC_VECTOR, List.of("canonicalize"), RunLimits.defaults(), fuzzerArgs);
            RunResult ok = runner.run(Reruns.unverified(fine, fine.pipeline()));
            assertFalse(Reruns.printedInvalid(ok.stdout()), version + ": " + ok.stdout());
        }
    }
}
