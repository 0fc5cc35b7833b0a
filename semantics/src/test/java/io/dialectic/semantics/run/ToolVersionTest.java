package io.dialectic.semantics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import org.junit.jupiter.api.Test;

/**
 * A release that JIT-runs is named the way toolchain names the compiler under test: from a discovered {@link Tool},
 * or from a tool name as data records it (a crash case's tool.txt names {@code /usr/lib/llvm-19/bin/mlir-opt}).
 */
class ToolVersionTest {
    @Test
    void theInstalledCompilerIsItsRelease() {
        MlirRequirement.require("mlir-opt-19");
        ToolDiscovery discovery = new ToolDiscovery();
        Tool tool = ToolVersion.V19.find(discovery).orElseThrow();
        assertEquals("mlir-opt-19", tool.name());
        assertEquals(ToolVersion.V19, ToolVersion.of(tool));
    }

    @Test
    void namesAreReadAsToolchainReadsThem() {
        assertEquals(ToolVersion.V19, ToolVersion.parse("19"));
        assertEquals(ToolVersion.V22, ToolVersion.parse("v22"));
        assertEquals(ToolVersion.V22, ToolVersion.parse("mlir-opt-22"));
        // the binary line of a crash case's tool.txt: toolchain runs it as mlir-opt-19
        assertEquals(ToolVersion.V19, ToolVersion.parse("/usr/lib/llvm-19/bin/mlir-opt"));
        assertThrows(IllegalArgumentException.class, () -> ToolVersion.parse("mlir-opt"));
        assertThrows(IllegalArgumentException.class, () -> ToolVersion.parse("mlir-opt-18"));
        assertThrows(IllegalArgumentException.class, () -> ToolVersion.parse("x.sh"));
    }
}
