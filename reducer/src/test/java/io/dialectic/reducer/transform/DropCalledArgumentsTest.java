package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.MlirRequirement;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Unused arguments of a called function go with their call operands (a miscompile reproducer keeps its calls). */
class DropCalledArgumentsTest {
    /** What `reduce --keep same-miscompile` left of a campaign's canonicalize index_castui miscompile before this rewrite. */
    private static final String LEFT =
            """
            func.func @f0(%0: i1, %1: i64, %2: index) {
              %3 = arith.index_castui %2 : index to i1
              %4 = arith.index_castui %3 : i1 to index
              vector.print %4 : index
              return
            }
            func.func @main() {
              %5 = arith.constant true
              %6 = arith.constant 0 : i64
              %7 = arith.constant -9 : index
              call @f0(%5, %6, %7) : (i1, i64, index) -> ()
              return
            }
            """;

    private static String apply(Rewrite r, String text) {
        SpliceSet s = new SpliceSet();
        s.addAll(r.splices());
        return s.applyTo(text);
    }

    @Test
    void eachUnusedArgumentGoesWithItsOperandAndTypeAtTheCall() throws Exception {
        List<Rewrite> rs = new DropCalledArguments().rewrites(new OpTree(MlirReader.read(LEFT)));
        assertEquals(2, rs.size(), "%0 and %1 are unused, %2 is used");
        String first = apply(rs.get(0), LEFT);
        assertTrue(
                first.contains("func.func @f0(%1: i64, %2: index)")
                        && first.contains("call @f0(%6, %7) : (i64, index) -> ()"),
                first);
        String last = apply(rs.get(1), LEFT);
        assertTrue(
                last.contains("func.func @f0(%0: i1, %2: index)")
                        && last.contains("call @f0(%5, %7) : (i1, index) -> ()"),
                last);
        // both, one after the other, as the reducer applies them
        String both = apply(
                new DropCalledArguments()
                        .rewrites(new OpTree(MlirReader.read(first)))
                        .get(0),
                first);
        assertTrue(both.contains("func.func @f0(%2: index)") && both.contains("call @f0(%7) : (index) -> ()"), both);
        Path tool = MlirRequirement.require("mlir-opt-19");
        for (String text : List.of(first, last, both)) TransformationsTest.assertAccepted(tool, text);
    }

    @Test
    void aSymbolNamedOutsideACallIsLeftAlone() {
        String named = LEFT + "\"test.use\"() {callee = @f0} : () -> ()\n";
        assertTrue(new DropCalledArguments()
                .rewrites(new OpTree(MlirReader.read(named)))
                .isEmpty());
        String uncalled = "func.func @g(%a: i32) {\n  return\n}\n";
        assertTrue(
                new DropCalledArguments()
                        .rewrites(new OpTree(MlirReader.read(uncalled)))
                        .isEmpty(),
                "DropUnusedArguments' case");
    }
}
