package io.dialectic.toolchain.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommandLineParserTest {
    @Test
    void readsANestedPassPipelineFromACrashCaseCommand() {
        // cmd.txt of ../shared/crashes/cases/v19_r1_c00009
        CommandLineParser.Parsed p = CommandLineParser.parse(
                "timeout 10 mlir-opt-19 input.mlir '--pass-pipeline=builtin.module(linalg-block-pack-matmul,func.func(mesh-spmdization))' -o /dev/null");
        assertEquals("mlir-opt-19", p.tool());
        assertEquals(List.of("linalg-block-pack-matmul", "func.func:mesh-spmdization"), p.pipeline());
        assertEquals(List.of(), p.extraArgs());
    }

    @Test
    void readsPlainPassFlagsWithOptionsAndKeepsToolFlags() {
        CommandLineParser.Parsed p = CommandLineParser.parse(
                "mlir-opt-19 input.mlir --cse --canonicalize=max-iterations=1 --allow-unregistered-dialect -o /dev/null");
        assertEquals(List.of("cse", "canonicalize{max-iterations=1}"), p.pipeline());
        assertEquals(List.of("--allow-unregistered-dialect"), p.extraArgs());
    }

    @Test
    void nestedGroupsGiveOneItemPerPass() {
        assertEquals(
                List.of("func.func:cse", "func.func:canonicalize{max-iterations=1}", "symbol-dce"),
                CommandLineParser.textualItems(
                        "builtin.module(func.func(cse,canonicalize{max-iterations=1}),symbol-dce)"));
    }
}
