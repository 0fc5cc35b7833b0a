package io.dialectic.fuzzer.guidance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What the fit learns from trigger records, and its draws for a seed. */
class PassFitTest {
    @Test
    void drawsOnlyPassesThatChangedTheDialectByTheirRate() {
        PassFit fit = new PassFit();
        // convert-scf-to-cf changed every scf program it was tried on; cse one in four; arith-expand never
        for (int i = 0; i < 4; i++)
            fit.learn(
                    Set.of("scf", "arith"),
                    List.of("convert-scf-to-cf", "func.func:cse", "arith-expand"),
                    i == 0 ? List.of("convert-scf-to-cf", "func.func:cse") : List.of("convert-scf-to-cf"));
        fit.learn(Set.of("tensor"), List.of("canonicalize"), null); // not observed: nothing learned
        assertTrue(fit.knows("scf"));
        assertFalse(fit.knows("tensor"));
        assertFalse(fit.knows("memref"));
        assertEquals(Optional.empty(), fit.draw("memref", new SplittableRandom(1)));
        List<String> draws = draws(fit, 1);
        assertEquals(draws, draws(fit, 1));
        assertFalse(draws.contains("arith-expand"));
        long scf = draws.stream().filter("convert-scf-to-cf"::equals).count();
        long cse = draws.stream().filter("cse"::equals).count();
        // rates (4 + 1) / (4 + 2) and (1 + 1) / (4 + 2): convert-scf-to-cf drawn 5 times in 7, cse 2 in 7
        assertEquals(draws.size(), scf + cse);
        assertTrue(scf > 2 * cse && cse > 0, scf + " / " + cse);
    }

    @Test
    void dialectsOfAGenericProgram() {
        String program = "\"builtin.module\"() ({\n"
                + "  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n"
                + "    %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n"
                + "    \"scf.execute_region\"() ({\n"
                + "      \"scf.yield\"() : () -> ()\n"
                + "    }) : () -> ()\n"
                + "    \"func.return\"() : () -> ()\n"
                + "  }) : () -> ()\n"
                + "}) : () -> ()\n";
        assertEquals(Set.of("arith", "scf"), ProgramDialects.of(program));
    }

    private static List<String> draws(PassFit fit, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 700; i++)
            out.add(fit.draw(i % 2 == 0 ? "scf" : "arith", rng).orElseThrow());
        return out;
    }
}
