package io.dialectic.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * a tool named by data is mapped by its version to a discovered one, or refused; and the runner never
 * starts a command that loads code or writes outside its run. The "tools" here are scripts that leave a marker
 * when started: these tests are about what gets started, not about the compiler.
 */
class ToolFromDataTest {
    @TempDir
    Path tmp;

    private Path marker(String name) {
        return tmp.resolve(name + ".ran");
    }

    private Path script(Path dir, String name) throws IOException {
        Files.createDirectories(dir);
        Path p = dir.resolve(name);
        Files.writeString(p, "#!/bin/sh\ntouch '" + marker(name) + "'\necho 'Debian LLVM version 19.1.7'\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    @Test
    void dataNamesAVersionNeverABinary() throws Exception {
        Path bin = tmp.resolve("bin");
        script(bin, "mlir-opt-19");
        Path foreign = script(tmp.resolve("case"), "x.sh");
        Path foreignOpt = script(tmp.resolve("elsewhere"), "mlir-opt");
        ToolDiscovery d = new ToolDiscovery(List.of(bin));

        RefusedInput e = assertThrows(RefusedInput.class, () -> d.forData("crash case c1", foreign.toString(), null));
        assertTrue(e.getMessage().contains("'" + foreign + "', which is not an mlir-opt"), e.getMessage());
        assertThrows(RefusedInput.class, () -> d.forData("run r1", "x.sh", "19.1.7"));
        assertThrows(RefusedInput.class, () -> d.forData("run r1", "/usr/bin/mlir-reduce-19", null));
        assertFalse(Files.exists(marker("x.sh")));

        // a path to some mlir-opt runs as the discovered one of its version, never as the path given
        Path discovered = bin.resolve("mlir-opt-19").toRealPath();
        assertEquals(
                discovered,
                d.forData("r", foreignOpt.toString(), "19.1.7").orElseThrow().path());
        assertEquals(
                discovered,
                d.forData("r", "/usr/lib/llvm-19/bin/mlir-opt", null)
                        .orElseThrow()
                        .path());
        assertEquals(
                discovered,
                d.forData("r", "/home/someone/build/mlir-opt-19", null)
                        .orElseThrow()
                        .path());
        assertEquals(
                discovered,
                d.forData("r", "mlir-opt-19", "22.1.8").orElseThrow().path(),
                "the name's version wins");
        assertEquals(
                Optional.empty(),
                d.forData("r", "mlir-opt-22", null),
                "a version that is not installed: not found, not run");
        assertEquals(Optional.empty(), d.forData("r", "", null));
        assertEquals("mlir-opt-22", ToolDiscovery.standInName("/usr/lib/llvm-22/bin/mlir-opt", null));
        assertEquals("mlir-opt-19", ToolDiscovery.standInName(null, "19.1.7"));
        assertFalse(Files.exists(marker("mlir-opt")), "the foreign mlir-opt was never started");
    }

    @Test
    void theRunnerStartsNoCommandThatLoadsCodeOrWritesOutsideItsRun() throws Exception {
        Tool tool = ToolRunner.toolAt(script(tmp.resolve("bin"), "mlir-opt-19"));
        ToolRunner runner = new ToolRunner(Optional.empty(), Optional.empty());
        for (List<String> extra : List.of(
                List.of("--load-pass-plugin=" + tmp.resolve("p.so")),
                List.of("-load-dialect-plugin=d.so"),
                List.of("--mlir-pass-pipeline-crash-reproducer=" + tmp.resolve("r.mlir")),
                List.of("-o", tmp.resolve("out.mlir").toString()))) {
            RunResult r = runner.run(new RunRequest(tool, "module {}", List.of("cse"), RunLimits.defaults(), extra));
            assertFalse(r.started(), extra.toString());
            assertTrue(r.error().startsWith("refused: "), r.error());
        }
        RunResult r = runner.run(new RunRequest(
                tool,
                "module {}",
                List.of("load-pass-plugin{" + tmp.resolve("p.so") + "}"),
                RunLimits.defaults(),
                List.of()));
        assertTrue(r.error().startsWith("refused: "), String.valueOf(r.error()));
        assertFalse(Files.exists(marker("mlir-opt-19")), "nothing was started");
        // Dialectic's own arguments still run
        assertTrue(runner.run(new RunRequest(
                        tool, "module {}", List.of("cse"), RunLimits.defaults(), List.of("-o", "/dev/null")))
                .started());
        assertTrue(Files.exists(marker("mlir-opt-19")));
    }
}
