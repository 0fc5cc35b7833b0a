package io.dialectic.ir.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link PairConvention#SYNTHFUZZ} against a line-for-line port of SynthFuzz's
 * {@code computeOpPairs} (UCLA-SEAL/SynthFuzz, {@code computepairs/main.go}),
 * run as SynthFuzz runs it: on what {@code mlir-opt --mlir-print-op-generic
 * --allow-unregistered-dialect --split-input-file} prints for files joined with
 * {@code // -----}, split again at {@code // -----}. Its op pairs (child ->
 * enclosing ops, user -> producers) are projected to dialect pairs. Programs on
 * which its line-based reading has an artefact the convention does not
 * reproduce (a dedent of more than one level; a block label not right after
 * its op's line; an op name without a dialect prefix, whose line it skips; a
 * forward reference left unresolved at the end) are left out and counted.
 */
class SynthFuzzConventionTest {
    private static final Pattern RETURN_VALUES = Pattern.compile("%([^\\s,:]+)");
    private static final Pattern FULL_NAME = Pattern.compile("\"(.+?)\"");
    private static final Pattern OPERAND_SUBSTR = Pattern.compile("\\((.*?)\\)");
    private static final Pattern OPERAND_VALUES = Pattern.compile("%([^\\s,:#]+)");
    private static final Pattern COMMENT = Pattern.compile("^\\s*//");

    private record Op(int indent, List<String> results, List<String> operands, String name) {}

    private record Origin(String name, int indent) {}

    private static List<String> all(Pattern p, String s) {
        List<String> out = new ArrayList<>();
        Matcher m = p.matcher(s);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    private static String dialect(String op) {
        return op.substring(0, op.indexOf('.'));
    }

    /** computeOpPairs as dialect pairs {control, data}, or null when it fails or hits an artefact. */
    static List<Set<String>> computePairs(String printed) {
        Set<String> control = new TreeSet<>();
        Set<String> data = new TreeSet<>();
        int currentIndent = 0;
        List<Op> parents = new ArrayList<>();
        Op prev = null;
        boolean prevLineWasOp = false;
        Map<String, Origin> values = new HashMap<>();
        List<Op> deferred = new ArrayList<>();
        for (String line : printed.split("\n", -1)) {
            if (COMMENT.matcher(line).find()) continue;
            String stripped = line.replaceFirst("^ +", "");
            if (!(stripped.startsWith("%") || stripped.startsWith("\""))) {
                boolean wasOp = prevLineWasOp;
                prevLineWasOp = false;
                if (!stripped.startsWith("^")) continue;
                if (prev == null || !wasOp) return null; // artefact: label credited to an unrelated op line
                Matcher m = OPERAND_SUBSTR.matcher(stripped);
                List<String> args = m.find() ? all(OPERAND_VALUES, m.group(1)) : List.of();
                for (String a : args) values.putIfAbsent(a, new Origin(prev.name, prev.indent + 1));
                continue;
            }
            int indent = (line.length() - stripped.length()) / 2;
            int quote = stripped.indexOf('"');
            Matcher nm = FULL_NAME.matcher(stripped);
            if (quote < 0 || !nm.find()) return null;
            String name = nm.group(1);
            if (!name.contains(".") || name.contains(" ")) return null; // artefact: SynthFuzz skips the op's line
            Matcher om = OPERAND_SUBSTR.matcher(stripped);
            if (!om.find()) return null;
            Op op = new Op(
                    indent, all(RETURN_VALUES, stripped.substring(0, quote)), all(OPERAND_VALUES, om.group(1)), name);
            if (op.indent > currentIndent) {
                if (prev == null) return null;
                parents.add(prev);
                currentIndent = op.indent;
            } else if (op.indent < currentIndent) {
                if (currentIndent - op.indent > 1) return null; // artefact: pops one parent only
                for (Op d : deferred) {
                    for (String operand : d.operands) {
                        Origin o = values.get(operand);
                        if (o == null) return null;
                        data.add(dialect(o.name) + "->" + dialect(d.name));
                    }
                }
                List<Op> kept = new ArrayList<>();
                for (Op d : deferred) if (d.indent <= op.indent) kept.add(d);
                deferred = kept;
                parents.remove(parents.size() - 1);
                values.values().removeIf(o -> o.indent > op.indent);
                currentIndent = op.indent;
            }
            for (Op p : parents) control.add(dialect(p.name) + "->" + dialect(op.name));
            for (String operand : op.operands) {
                Origin o = values.get(operand);
                if (o == null) {
                    deferred.add(op);
                    continue;
                }
                data.add(dialect(o.name) + "->" + dialect(op.name));
            }
            for (String r : op.results) values.putIfAbsent(r, new Origin(op.name, op.indent));
            prev = op;
            prevLineWasOp = true;
        }
        if (!deferred.isEmpty()) return null; // artefact: forward references never resolved
        return List.of(control, data);
    }

    @Test
    void pairsEqualThoseOfSynthFuzzsComputePairs() throws Exception {
        Path tool = MlirRequirement.require("mlir-opt-19");
        List<Path> files;
        try (Stream<Path> s = Files.list(SharedData.testsuite().resolve("custom"))) {
            files = s.filter(f -> f.toString().endsWith(".mlir")).sorted().toList();
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < files.size(); i += 60) texts.add(Files.readString(files.get(i))); // 97 programs
        Process p = new ProcessBuilder(
                        tool.toString(),
                        "--mlir-print-op-generic",
                        "--allow-unregistered-dialect",
                        "--split-input-file")
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        p.getOutputStream().write(String.join("\n// -----\n", texts).getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        int compared = 0;
        int artefacts = 0;
        List<String> differences = new ArrayList<>();
        for (String chunk : out.split("// -----")) {
            if (chunk.isBlank()) continue;
            List<Set<String>> expected = computePairs(chunk);
            if (expected == null) {
                artefacts++;
                continue;
            }
            ProgramMetrics m = ProgramMetrics.of(
                    MlirReader.read(chunk),
                    MetricsOptions.defaults().withMaxDepth(0).withPairs(PairConvention.SYNTHFUZZ));
            if (!expected.get(0).equals(m.controlPairs()))
                differences.add("control " + expected.get(0) + " vs " + m.controlPairs());
            if (!expected.get(1).equals(m.dataPairs()))
                differences.add("data " + expected.get(1) + " vs " + m.dataPairs());
            compared++;
        }
        assertTrue(compared >= 50, compared + " programs compared, " + artefacts + " left out for artefacts");
        assertEquals(List.of(), differences, compared + " programs compared");
    }
}
