package io.dialectic.fuzzer.mutate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.fuzzer.tree.TreeImport;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.MlirRequirement;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Small programs for the rule tests, and the real compiler's verdict on a mutant. */
final class Programs {
    private Programs() {}

    static TreeProgram tree(String text) {
        try {
            return TreeImport.of(MlirReader.read(text));
        } catch (TreeImport.ImportException e) {
            throw new AssertionError(e.getMessage());
        }
    }

    /** Asserts that mlir-opt-19 parses and verifies {@code text} (exit 0, no stderr). */
    static void assertAccepted(String text) throws IOException, InterruptedException {
        Path tool = MlirRequirement.require("mlir-opt-19");
        Path f = Files.createTempFile("mutant", ".mlir");
        Files.writeString(f, text, StandardCharsets.UTF_8);
        List<String> cmd = new ArrayList<>(List.of(tool.toString(), f.toString(), "-o", "/dev/null"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int rc = p.waitFor();
        Files.delete(f);
        assertEquals("", out, "mlir-opt-19 rejected:\n" + text);
        assertEquals(0, rc);
    }
}
