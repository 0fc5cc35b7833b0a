package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.ProgramBytes;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.SharedData;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link DeleteLines} on a real crash case of ../shared: one rewrite per non-blank line, each deleting that line. */
class DeleteLinesTest {
    @Test
    void everyNonBlankLineOfACrashCaseIsOneRewriteDeletingExactlyIt() throws Exception {
        String text = ProgramBytes.read(SharedData.crashes().resolve("cases/v19_r1_c00014/input.mlir"))
                .text();
        List<Rewrite> rs = new DeleteLines().rewrites(new OpTree(MlirReader.read(text)));
        List<String> lines = text.lines().toList();
        List<Integer> nonBlank = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) if (!lines.get(i).isBlank()) nonBlank.add(i);
        assertEquals(nonBlank.size(), rs.size());
        for (int k = 0; k < rs.size(); k++) {
            List<String> expected = new ArrayList<>(lines);
            expected.remove((int) nonBlank.get(k));
            String after = new SpliceSet().addAll(rs.get(k).splices()).applyTo(text);
            // applying a splice may also drop a blank line it leaves behind: compared without them
            assertEquals(nonBlank(expected), nonBlank(after.lines().toList()), "rewrite " + k);
        }
    }

    @Test
    void anUnusedAliasLineGoesAndTheProgramStillReads() {
        // the before/after of the class comment: the op tree has no node for an alias definition
        String text =
                """
                #map = affine_map<(d0) -> (d0)>
                #unused = affine_map<(d0) -> (d0 + 1)>
                func.func @f(%i: index) -> index {
                  %0 = affine.apply #map(%i)
                  return %0 : index
                }
                """;
        List<Rewrite> rs = new DeleteLines().rewrites(new OpTree(MlirReader.read(text)));
        String after = new SpliceSet().addAll(rs.get(1).splices()).applyTo(text);
        assertEquals(text.replace("#unused = affine_map<(d0) -> (d0 + 1)>\n", ""), after);
        Program p = MlirReader.read(after);
        assertTrue(p.isClean(), p.diagnostics().toString());
        assertEquals(1, p.aliases().size(), p.aliases().toString());
    }

    private static List<String> nonBlank(List<String> lines) {
        return lines.stream().filter(l -> !l.isBlank()).toList();
    }
}
