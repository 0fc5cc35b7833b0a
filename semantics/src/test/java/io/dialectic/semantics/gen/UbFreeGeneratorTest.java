package io.dialectic.semantics.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The generator keeps its programs UB-free by the reference semantics, and a seed fixes them. */
class UbFreeGeneratorTest {
    @Test
    void everyGeneratedProgramIsWellDefinedAndPrintsWhatTheGeneratorComputed() {
        UbFreeGenerator g = new UbFreeGenerator(42, UbFreeGenerator.Options.DEFAULT);
        Interpreter interpreter = new Interpreter();
        Set<String> ops = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            GeneratedProgram p = g.next();
            Execution e = interpreter.run(p.text(), "main");
            assertEquals(Execution.Status.COMPLETED, e.status(), e.message() + "\n" + p.text());
            assertTrue(e.isWellDefined(), p.text());
            assertEquals(p.expected(), e.stdout(), p.text());
            for (String line : p.functionTemplate().split("\n")) {
                int q = line.indexOf("\"arith.");
                if (q >= 0) ops.add(line.substring(q + 1, line.indexOf('"', q + 1)));
            }
        }
        // Divisions, shifts and casts all survive the UB filter somewhere in 1000 programs.
        for (String op : new String[] {
            "arith.divsi",
            "arith.ceildivsi",
            "arith.floordivsi",
            "arith.remsi",
            "arith.shli",
            "arith.shrsi",
            "arith.index_cast",
            "arith.index_castui",
            "arith.trunci",
            "arith.select",
            "arith.cmpi"
        }) {
            assertTrue(ops.contains(op), op + " never generated");
        }
    }

    @Test
    void vectorProgramsAreWellDefinedToo() {
        UbFreeGenerator g = new UbFreeGenerator(5, UbFreeGenerator.Options.WITH_VECTORS);
        Interpreter interpreter = new Interpreter();
        StringBuilder all = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            GeneratedProgram p = g.next();
            Execution e = interpreter.run(p.text(), "main");
            assertTrue(e.isWellDefined(), e.message() + "\n" + p.text());
            assertEquals(p.expected(), e.stdout(), p.text());
            all.append(p.functionTemplate());
        }
        for (String op : new String[] {"vector.reduction", "vector.extract", "vector.broadcast", "vector<4xi1>"}) {
            assertTrue(all.indexOf(op) >= 0, op + " never generated");
        }
    }

    @Test
    void aSeedFixesThePrograms() {
        UbFreeGenerator a = new UbFreeGenerator(7, UbFreeGenerator.Options.DEFAULT);
        UbFreeGenerator b = new UbFreeGenerator(7, UbFreeGenerator.Options.DEFAULT);
        for (int i = 0; i < 20; i++) assertEquals(a.next().text(), b.next().text());
    }
}
