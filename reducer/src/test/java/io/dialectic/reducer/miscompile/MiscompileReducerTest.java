package io.dialectic.reducer.miscompile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.reducer.MiscompileReducer;
import io.dialectic.reducer.result.MiscompileRequest;
import io.dialectic.reducer.result.MiscompileResult;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.cases.CommandLineParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code reduce --keep same-miscompile} on a program written from a live bug (llvm #90296: canonicalize folds
 * index_cast(index_cast(300 : index) : i8) to 300, right is 44; checked by hand with mlir-opt-19 and -22 and their
 * runners) padded with unrelated functions, a loop, float math and prints: the result keeps only the bug.
 */
class MiscompileReducerTest {
    private static void requireJit(ToolVersion v) {
        MlirRequirement.requireJit(v.optBinary, v.runnerBinary, JitExecutor.available(v));
    }

    @Test
    void thePaddedIndexCastFoldReducesToAtMostTenOpsAndItsReportShowsBothOutputsAndVersions(@TempDir Path tmp)
            throws Exception {
        requireJit(ToolVersion.V19);
        requireJit(ToolVersion.V22);
        String program;
        try (var in = MiscompileReducerTest.class.getResourceAsStream("/miscompile/index-cast-padded.mlir")) {
            program = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path out = tmp.resolve("red");
        Cell cell = new Cell(ToolVersion.V19, JitPipelines.parse("canonicalize"));
        MiscompileResult r = new MiscompileReducer(new ToolDiscovery())
                .reduce(new MiscompileRequest(program, cell, Duration.ofMinutes(4), 2, out), line -> {});
        assertTrue(r.reproduced(), r.note());
        assertEquals("--canonicalize", r.suspectPass());
        assertTrue(r.opsBefore() >= 30, "padded program: " + r.opsBefore() + " ops");
        assertTrue(r.opsAfter() <= 10, "reduced to " + r.opsAfter() + " ops:\n" + r.program());
        // only the bug is left: both casts, the printed value 44 vs 300, the entry still @main
        assertEquals(2, r.program().split("arith.index_cast ", -1).length - 1, r.program());
        assertFalse(
                r.program().contains("scf.for")
                        || r.program().contains("mulf")
                        || r.program().contains("xori"),
                r.program());
        assertTrue(r.program().contains("@main"), r.program());
        assertEquals("44\n", r.expected());
        assertEquals("300\n", r.actual());
        assertEquals("--canonicalize | arith.index_cast : iN -> iN => (none)", r.miscompileKey());
        assertEquals(2, r.versions().size());
        for (MiscompileResult.VersionRun v : r.versions()) assertTrue(v.reproduces(), v.tool() + " " + v.verdict());

        String report = Files.readString(out.resolve("report.md"));
        assertTrue(report.contains("| `44` | `300` **differs** |"), report);
        assertTrue(
                report.contains("| mlir-opt-19 | miscompile | yes |")
                        && report.contains("| mlir-opt-22 | miscompile | yes |"),
                report);
        assertTrue(
                report.contains("mlir-opt-19 --canonicalize --one-shot-bufferize=bufferize-function-boundaries"),
                report);
        assertEquals(r.program(), Files.readString(out.resolve("reduced.mlir")));
        // the two commands a person pastes: the first reads back as the cell's tool and pass
        List<String> commands = Files.readAllLines(out.resolve("pipeline.txt"));
        assertEquals(2, commands.size(), commands.toString());
        CommandLineParser.Parsed opt = CommandLineParser.parse(commands.get(0));
        assertEquals("mlir-opt-19", opt.tool());
        assertEquals("canonicalize", opt.pipeline().get(0), commands.get(0));
    }

    @Test
    void aProgramThatComputesRightIsNotReduced(@TempDir Path tmp) throws Exception {
        requireJit(ToolVersion.V19);
        // the same casts on a value that fits in i8: 100 round-trips to 100, the fold is right
        String program =
                """
                func.func @main() {
                  %c = arith.constant 100 : index
                  %a = arith.index_cast %c : index to i8
                  %b = arith.index_cast %a : i8 to index
                  vector.print %b : index
                  return
                }
                """;
        MiscompileResult r = new MiscompileReducer(new ToolDiscovery())
                .reduce(
                        new MiscompileRequest(
                                program,
                                new Cell(ToolVersion.V19, JitPipelines.parse("canonicalize")),
                                Duration.ofMinutes(1),
                                1,
                                tmp.resolve("red")),
                        line -> {});
        assertFalse(r.reproduced());
        assertTrue(r.note().contains("agree"), r.note());
        assertTrue(Files.readString(tmp.resolve("red").resolve("report.md")).startsWith("# Not reproduced"));
    }
}
