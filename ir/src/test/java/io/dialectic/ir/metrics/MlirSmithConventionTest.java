package io.dialectic.ir.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link PairConvention#MLIRSMITH} against the real compiler. MLIRSmith's
 * coverage dump records, for every op of the module (the module included),
 * {@code op->getParentOp()} and each operand's {@code getDefiningOp()} (null for
 * a block argument). mlir-opt-19's test passes print exactly these:
 * {@code --test-print-nesting} the op tree from {@code builtin.module} down, and
 * {@code --test-print-defuse}, per op, "Operand produced by operation 'X'" or
 * "by Block argument". The pairs derived from that output must be Dialectic's,
 * pair for pair, on real programs (generic form: the custom form's elided
 * terminators are not yet in Dialectic's model).
 */
class MlirSmithConventionTest {
    private static final Pattern NESTED = Pattern.compile("^(\\s*)visiting op: '([^']+)' with");
    private static final Pattern USER = Pattern.compile("^Visiting op '([^']+)' with");
    private static final Pattern PRODUCER = Pattern.compile("^\\s*- Operand produced by operation '([^']+)'");

    private static String dialect(String op) {
        int dot = op.indexOf('.');
        return dot < 0 ? "builtin" : op.substring(0, dot);
    }

    /** Control and data pairs as the compiler's own walk gives them, or null when it rejects the file. */
    private static List<Set<String>> compilersPairs(Path tool, Path file) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(
                        tool.toString(),
                        "--allow-unregistered-dialect",
                        "--test-print-nesting",
                        "--test-print-defuse",
                        file.toString(),
                        "-o",
                        "/dev/null")
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) return null;
        Set<String> control = new TreeSet<>();
        Set<String> data = new TreeSet<>();
        ArrayDeque<Object[]> open = new ArrayDeque<>(); // {indent, op name}: the chain of enclosing ops
        String user = null;
        for (String line : new String(out, StandardCharsets.UTF_8).split("\n")) {
            Matcher m = NESTED.matcher(line);
            if (m.find()) {
                int indent = m.group(1).length();
                while (!open.isEmpty() && (int) open.peek()[0] >= indent) open.pop();
                if (!open.isEmpty()) control.add(dialect((String) open.peek()[1]) + "->" + dialect(m.group(2)));
                open.push(new Object[] {indent, m.group(2)});
                continue;
            }
            m = USER.matcher(line);
            if (m.find()) {
                user = m.group(1);
                continue;
            }
            m = PRODUCER.matcher(line);
            if (m.find() && user != null) data.add(dialect(m.group(1)) + "->" + dialect(user));
        }
        return List.of(control, data);
    }

    @Test
    void pairsEqualThoseOfTheCompilersOwnWalk() throws Exception {
        Path tool = MlirRequirement.require("mlir-opt-19");
        List<Path> files;
        try (Stream<Path> s = Files.list(SharedData.testsuite().resolve("generic"))) {
            files = s.filter(f -> f.toString().endsWith(".mlir")).sorted().toList();
        }
        int compared = 0;
        int withPairs = 0;
        List<String> differences = new ArrayList<>();
        for (int i = 0; i < files.size(); i += 150) { // 39 programs spread over the corpus
            Path f = files.get(i);
            List<Set<String>> expected = compilersPairs(tool, f);
            if (expected == null) continue;
            Program program = MlirReader.read(Files.readString(f));
            ProgramMetrics m = ProgramMetrics.of(
                    program, MetricsOptions.defaults().withMaxDepth(0).withPairs(PairConvention.MLIRSMITH));
            if (!expected.get(0).equals(m.controlPairs()))
                differences.add(f.getFileName() + " control " + expected.get(0) + " vs " + m.controlPairs());
            if (!expected.get(1).equals(m.dataPairs()))
                differences.add(f.getFileName() + " data " + expected.get(1) + " vs " + m.dataPairs());
            compared++;
            if (!expected.get(1).isEmpty()) withPairs++;
        }
        assertTrue(compared >= 30, "programs the compiler accepted: " + compared);
        assertTrue(withPairs >= 10, "programs with data pairs: " + withPairs);
        assertEquals(List.of(), differences);
    }
}
