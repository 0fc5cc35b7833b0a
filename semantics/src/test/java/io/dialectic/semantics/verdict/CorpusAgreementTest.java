package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The executable programs of the shared MLIR test-suite corpus (generic
 * form; a {@code vector.print} and an entry function {@code @main} or
 * {@code @entry}, as the upstream integration tests name it) that the
 * interpreter runs to completion print exactly what O0 prints on 19 and 22.
 * When this test was written 26 of the 140 such programs were within the
 * modelled dialects (the others use memref, tensor, sparse_tensor, async, ...),
 * and 45 of their 52 cells lowered and ran.
 */
class CorpusAgreementTest {
    @Test
    void interpreterMatchesCompiledO0OnTheCorpusProgramsItModels() throws IOException {
        Path generic = SharedData.testsuite().resolve("generic");
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        List<Path> files;
        try (Stream<Path> s = Files.list(generic)) {
            files = s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
        }
        Interpreter interpreter = new Interpreter();
        JitExecutor executor = new JitExecutor();
        int executable = 0;
        int compared = 0;
        List<String> checked = new ArrayList<>();
        for (Path f : files) {
            String text = Files.readString(f);
            if (!text.contains("\"vector.print\"")) continue;
            String entry = text.contains("sym_name = \"main\"")
                    ? "main"
                    : text.contains("sym_name = \"entry\"") ? "entry" : null;
            if (entry == null) continue;
            executable++;
            Execution e = interpreter.run(text, entry);
            if (e.status() != Execution.Status.COMPLETED) continue;
            checked.add(f.getFileName().toString());
            for (ToolVersion v : ToolVersion.values()) {
                CellResult r = executor.run(text, new Cell(v, JitPipelines.O0), entry);
                // The corpus was printed by 19: 22 rejects some of its attribute spellings; some programs need
                // transform-dialect passes the O0 lowering does not run (not-lowerable since the cells tell a tool that
                // cannot read a program from a rejection). Only what ran is compared.
                if (r.status() == CellStatus.REJECTED || r.status() == CellStatus.NOT_LOWERABLE) continue;
                assertEquals(CellStatus.OK, r.status(), f + " " + v + ": " + r.stderr());
                assertEquals(OutputNormalizer.lines(e.stdout()), OutputNormalizer.lines(r.stdout()), f + " on " + v);
                compared++;
            }
        }
        assertTrue(executable >= 100, executable + " executable programs found");
        assertTrue(checked.size() >= 26, "only " + checked.size() + " corpus programs interpreted: " + checked);
        assertTrue(compared >= 45, "only " + compared + " cells compared");
    }
}
