package io.dialectic.toolchain.symbolize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The function starts of Debian's real, stripped MLIR modules, checked against {@code readelf --debug-dump=frames}. */
class FunctionStartsTest {
    @Test
    void twoOffsetsOfOneFunctionOfLibMlirHaveOneStart() throws Exception {
        Path opt = MlirRequirement.require("mlir-opt-22");
        Path lib = opt.toRealPath().getParent().resolveSibling("lib").resolve("libMLIR.so.22.1");
        FunctionStarts starts = FunctionStarts.read(lib);
        // readelf: "FDE cie=00000000 pc=0000000003e01f90..0000000003e036f8"; the two offsets of a yield run's two keys
        assertTrue(starts.size() > 100_000, "libMLIR has about 270,000 FDEs: " + starts.size());
        assertEquals(OptionalLong.of(0x3e01f90L), starts.functionAt(0x3e024e0L));
        assertEquals(OptionalLong.of(0x3e01f90L), starts.functionAt(0x3e024ecL));
        assertEquals(OptionalLong.of(0x3e01f90L), starts.functionAt(0x3e01f90L));
        assertEquals(OptionalLong.of(0x3e01f90L), starts.functionAt(0x3e036f7L));
        assertTrue(starts.functionAt(0x3e036f8L).orElse(0) != 0x3e01f90L, "the first byte past the FDE's range");
        // readelf: two FDEs at 0x53969f0, "pc=00000000053969f0..00000000053969f0" and "..000000000539707f", the table
        // lists the empty one: a SIGSEGV of a fuzz campaign at +0x5396b2c is still in that function
        assertEquals(OptionalLong.of(0x53969f0L), starts.functionAt(0x5396b2cL));
    }

    @Test
    void aFileThatIsNoElfHasNoFunctions(@TempDir Path dir) throws Exception {
        Path text = Files.writeString(
                dir.resolve("libfake.so"), "not an ELF file at all, but long enough to read a header from");
        assertEquals(0, FunctionStarts.read(text).size());
        assertEquals(OptionalLong.empty(), FunctionStarts.read(text).functionAt(0x1000));
    }
}
