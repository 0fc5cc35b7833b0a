package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpCount;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The campaign program of {@link FoldMemrefMiscompile} as mlir-opt-22 prints it: {@code @f0(%arg0, %arg1)} called once
 * from {@code @main} with the constants 4 and 69436244. Both arguments become constants of {@code @f0}'s body, the call
 * takes none, and {@code @main}'s two constants go: the miscompile oracle keeps both.
 */
class ConstantArgumentTest {
    @Test
    void theConstantsMainPassesMoveIntoTheCalleeAndTheMiscompileStays() throws Exception {
        MlirRequirement.require("mlir-opt-22");
        String generic = FoldMemrefMiscompile.program();
        var reprint = new ToolReprint(
                        new ToolRunner(),
                        new ToolDiscovery().find("mlir-opt-22").orElseThrow(),
                        List.of())
                .rewrites(new OpTree(MlirReader.read(generic)));
        String program = new SpliceSet().addAll(reprint.get(0).splices()).applyTo(generic);
        assertTrue(program.contains("call @f0(%c4_i32, %c69436244_i32) : (i32, i32) -> ()"), program);

        var rs = new ConstantArgument().rewrites(new OpTree(MlirReader.read(program)));
        assertEquals(2, rs.size(), "one rewrite per argument");
        // the two rewrites share the call's operand list: one is kept per application, the other the next round's
        String once = FoldMemrefMiscompile.keptByOracle(new ConstantArgument(), program);
        assertTrue(once.contains("func.func @f0(%arg1: i32) {"), once);
        String out = FoldMemrefMiscompile.keptByOracle(new ConstantArgument(), once);
        assertTrue(out.contains("func.func @f0() {"), out);
        assertTrue(out.contains("%arg0 = arith.constant 4 : i32"), out);
        assertTrue(out.contains("%arg1 = arith.constant 69436244 : i32"), out);
        assertTrue(out.contains("call @f0() : () -> ()"), out);
        assertFalse(out.contains("%c4_i32"), out);
        // each argument: one constant into the body, one out of @main
        assertEquals(OpCount.of(MlirReader.read(program)), OpCount.of(MlirReader.read(out)));
        assertTrue(MlirReader.read(out).isClean(), out);
        // @main's signature is never touched: nothing more to offer
        assertEquals(List.of(), new ConstantArgument().rewrites(new OpTree(MlirReader.read(out))));
    }
}
