package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.testing.MlirRequirement;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dialectic exec} on llvm-project #90296, live in mlir-opt-22 22.1.8: canonicalize folds
 * {@code index_cast(index_cast(300 : index) : i8)} to 300, where sext(trunc(300)) is 44 (checked by hand,
 * and by running mlir-opt-22 --canonicalize + mlir-runner-22, which prints 300).
 */
class ExecCommandTest {
    @TempDir
    Path dir;

    private static final String ROUND_TRIP =
            """
            func.func @casts(%x: index) -> index {
              %a = arith.index_cast %x : index to i8
              %b = arith.index_cast %a : i8 to index
              return %b : index
            }
            func.func @main() {
              %c300 = arith.constant 300 : index
              %r = func.call @casts(%c300) : (index) -> index
              vector.print %r : index
              return
            }
            """;

    @Test
    void canonicalizeIndexCastRoundTripIsAMiscompileOnTheRealRunner() throws Exception {
        MlirRequirement.require("mlir-opt-22");
        MlirRequirement.require("mlir-runner-22");
        Path file = Files.writeString(dir.resolve("casts.mlir"), ROUND_TRIP);
        CapturedRun r = CapturedRun.dialectic(
                0, "exec", file.toString(), "--versions", "22", "--pipelines", "O0,--canonicalize", "--json");
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("miscompile", j.get("verdict").asText(), r.out());
        assertTrue(r.out().contains("--canonicalize"), r.out());
    }
}
