package io.dialectic.reducer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.ProgramBytes;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.cases.CommandLineParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The trimmed trace of report.md on the real traces of ../shared/crashes. */
class IssueReportTest {
    @Test
    void theCommandKeepsAnOptionWithASpaceOneArgument() {
        Tool tool = new Tool("mlir-opt-22", Path.of("mlir-opt-22"), "22.0.0");
        String cmd = IssueReport.command(
                tool,
                List.of("tosa-attach-target{level=8k specification_version=1.1.draft}", "gpu-to-llvm"),
                List.of("--allow-unregistered-dialect"),
                "reduced.mlir");
        assertEquals(
                "mlir-opt-22 reduced.mlir '--tosa-attach-target=level=8k specification_version=1.1.draft'"
                        + " --gpu-to-llvm --allow-unregistered-dialect",
                cmd);
        CommandLineParser.Parsed back = CommandLineParser.parse(cmd);
        assertEquals(
                List.of("tosa-attach-target{level=8k specification_version=1.1.draft}", "gpu-to-llvm"),
                back.pipeline());
        assertEquals(List.of("--allow-unregistered-dialect"), back.extraArgs());
    }

    @Test
    void namedFramesComeBeforeAddresses() throws Exception {
        int traces = 0;
        int mixed = 0;
        List<Path> cases;
        try (Stream<Path> s = Files.list(SharedData.crashes().resolve("cases"))) {
            cases = s.filter(c -> Files.isRegularFile(c.resolve("stderr.txt")))
                    .sorted()
                    .toList();
        }
        for (Path c : cases) {
            List<String> frames = IssueReport.trimmedStack(
                    ProgramBytes.read(c.resolve("stderr.txt")).text(), 15);
            if (frames.isEmpty()) continue;
            traces++;
            boolean unnamedSeen = false;
            boolean named = false;
            for (String f : frames) {
                boolean unnamed = f.matches("#\\d+ \\S+\\+0x[0-9a-f]+");
                if (unnamed) unnamedSeen = true;
                else {
                    named = true;
                    assertFalse(unnamedSeen, c.getFileName() + ": a named frame after an address: " + frames);
                }
            }
            if (named && unnamedSeen) mixed++;
        }
        assertTrue(traces > 100, "traces read: " + traces);
        assertTrue(mixed > 0, "some traces mix named and unnamed frames");
    }

    @Test
    void framesKeepTheirNumberInTheDump() throws Exception {
        // v19_r1_c00014: #4 is the crash site mlir::mesh::shardedBlockArgumentTypes, #5 an unnamed mlir-opt frame.
        String stderr = Files.readString(
                SharedData.crashes().resolve("cases").resolve("v19_r1_c00014").resolve("stderr.txt"));
        List<String> frames = IssueReport.trimmedStack(stderr, 15);
        assertEquals("#4 mlir::mesh::shardedBlockArgumentTypes", frames.get(0), frames.toString());
        assertTrue(frames.contains("#5 mlir-opt+0x1f727f8"), frames.toString());
    }
}
