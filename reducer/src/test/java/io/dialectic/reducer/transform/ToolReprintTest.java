package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.ProgramBytes;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ToolReprint} with the real mlir-opt-19 on a generic-form program of the test suite. */
class ToolReprintTest {
    @Test
    void aGenericProgramIsOfferedAsTheToolsShorterCustomFormOnce() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        ToolDiscovery discovery = new ToolDiscovery();
        ToolRunner runner = new ToolRunner(discovery);
        Tool tool = discovery.find("mlir-opt-19").orElseThrow();
        ToolReprint reprint = new ToolReprint(runner, tool, List.of());
        String generic = ProgramBytes.read(SharedData.testsuite().resolve("generic/s0000.mlir"))
                .text();

        List<Rewrite> rs = reprint.rewrites(new OpTree(MlirReader.read(generic)));
        assertEquals(1, rs.size());
        String custom = new SpliceSet().addAll(rs.get(0).splices()).applyTo(generic);
        assertTrue(custom.length() < generic.length(), custom);
        assertTrue(custom.contains("func.func @test_cfg(%arg0: i1) attributes {tag = \"test_cfg\"}"), custom);
        assertFalse(custom.contains("\"func.func\"("), "still generic: " + custom);
        assertTrue(MlirReader.read(custom).isClean(), "the reprint reads as a program");

        // the tool's own print is its fixpoint: nothing shorter to offer
        assertEquals(List.of(), reprint.rewrites(new OpTree(MlirReader.read(custom))));

        // a fuzz campaign's crash command prints its output generically: the reprint is custom all the same
        ToolReprint campaign = new ToolReprint(
                runner,
                tool,
                List.of("--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-local-scope"));
        List<Rewrite> again = campaign.rewrites(new OpTree(MlirReader.read(generic)));
        assertEquals(1, again.size());
        assertEquals(custom, new SpliceSet().addAll(again.get(0).splices()).applyTo(generic));
    }
}
