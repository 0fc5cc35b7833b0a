package io.dialectic.toolchain.passes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.testing.MlirRequirement;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pass options read from the real {@code mlir-opt-19 --help}, as checked by hand against its text. */
class PassOptionsTest {
    @Test
    void optionsOfRealPassesWithTypesListsAndEnums(@TempDir Path dir) throws Exception {
        Path tool = MlirRequirement.require("mlir-opt-19");
        String help = new ProcessRunner()
                .run(ProcessSpec.of(tool.toString(), "--help").maxOutput(32 << 20))
                .stdoutText();
        Map<String, List<PassOption>> options = PassOptions.parseHelp(help);
        assertEquals(
                List.of(
                        new PassOption("cache-size", "ulong", false, List.of()),
                        new PassOption("separate", "bool", false, List.of()),
                        new PassOption("tile-size", "uint", false, List.of()),
                        new PassOption("tile-sizes", "uint", true, List.of())),
                options.get("affine-loop-tile"));
        PassOption strategy = options.get("sparsification").stream()
                .filter(o -> o.name().equals("parallelization-strategy"))
                .findFirst()
                .orElseThrow();
        assertTrue(strategy.isEnum());
        assertEquals(
                List.of("none", "dense-outer-loop", "any-storage-outer-loop", "dense-any-loop", "any-storage-any-loop"),
                strategy.values());
        // the last option of a pass before the next pass, and a pass without options
        assertEquals(null, options.get("cse"));
        Path file = dir.resolve("o.tsv");
        PassOptions.write(file, options);
        assertEquals(options, PassOptions.read(file));
    }
}
