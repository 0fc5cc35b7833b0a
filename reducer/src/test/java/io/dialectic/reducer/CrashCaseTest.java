package io.dialectic.reducer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RefusedInput;
import io.dialectic.toolchain.ToolDiscovery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A crash case is data; what it may make Dialectic run. */
class CrashCaseTest {
    @TempDir
    Path tmp;

    private Path hostileCase(String cmd, String tool) throws IOException {
        Path c = Files.createDirectories(tmp.resolve("case" + Math.abs((cmd + tool).hashCode())));
        Files.writeString(c.resolve("input.mlir"), "func.func @f() {\n  return\n}\n");
        Files.writeString(c.resolve("cmd.txt"), cmd + "\n");
        Files.writeString(c.resolve("tool.txt"), tool + "\n");
        return c;
    }

    @Test
    void pluginAndOutputFlagsInCmdTxtAreRefusedInBothSpellings() throws Exception {
        for (String flag : List.of(
                "--load-pass-plugin=CASE/plugin.so",
                "-load-pass-plugin=CASE/plugin.so",
                "--load-dialect-plugin=CASE/d.so",
                "-load-dialect-plugin=CASE/d.so",
                "--mlir-pass-pipeline-crash-reproducer=/some/path",
                "-mlir-pass-pipeline-crash-reproducer=/some/path",
                "--log-actions-to=/tmp/log",
                "-log-actions-to=/tmp/log",
                "--mlir-print-ir-tree-dir=/tmp/tree",
                "-o /tmp/out.mlir",
                "--o=/tmp/out.mlir")) {
            Path c = hostileCase("timeout 10 mlir-opt-19 input.mlir --cse " + flag, "mlir-opt-19");
            RefusedInput e = assertThrows(RefusedInput.class, () -> CrashCase.load(c), flag);
            assertTrue(e.getMessage().contains("refusing to run crash case " + c), e.getMessage());
            assertTrue(e.getMessage().contains(flag.replace(" ", "=")), e.getMessage());
        }
        // a pass-like item that is a tool option, inside a textual pipeline given at the top level
        Path c = hostileCase(
                "mlir-opt-19 input.mlir '--pass-pipeline=builtin.module(load-pass-plugin{CASE/p.so})'", "mlir-opt-19");
        assertThrows(RefusedInput.class, () -> CrashCase.load(c));
    }

    @Test
    void aCaseToolThatIsNoMlirOptIsRefusedAndAnMlirOptPathIsMappedByVersion() throws Exception {
        Path c = hostileCase("timeout 10 ./x.sh input.mlir --cse -o /dev/null", "x.sh");
        CrashCase loaded = CrashCase.load(c); // the flags are fine; the tool is refused when it would be run
        RefusedInput e = assertThrows(RefusedInput.class, () -> loaded.standIn(new ToolDiscovery(List.of(tmp))));
        assertTrue(e.getMessage().contains("'x.sh', which is not an mlir-opt"), e.getMessage());
        Path v22 = hostileCase("mlir-opt input.mlir --cse", "/opt/llvm/bin/mlir-opt\nDebian LLVM version 22.1.8");
        assertEquals("22.1.8", CrashCase.load(v22).toolVersion());
        assertEquals(
                "mlir-opt-22",
                ToolDiscovery.standInName(
                        CrashCase.load(v22).toolName(), CrashCase.load(v22).toolVersion()));
    }

    @Test
    void everyCaseOfTheSharedCrashCorpusStillLoads() throws Exception {
        Path cases = SharedData.crashes().resolve("cases");
        int n = 0;
        try (Stream<Path> s = Files.list(cases)) {
            for (Path c : s.sorted().toList()) {
                CrashCase cc = CrashCase.load(c);
                assertTrue(cc.toolName().matches("mlir-opt-(19|22)"), cc.toolName());
                assertTrue(
                        cc.toolVersion().startsWith(cc.toolName().substring("mlir-opt-".length()) + "."),
                        cc.toolVersion());
                assertFalse(cc.extraArgs().stream().anyMatch(a -> a.startsWith("-o")), c.toString());
                n++;
            }
        }
        assertEquals(311, n);
    }
}
