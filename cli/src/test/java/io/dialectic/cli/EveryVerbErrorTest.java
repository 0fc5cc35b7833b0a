package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every verb, given a path that does not exist, fails the same way (README's "how errors look"): one
 * line {@code dialectic VERB: cause} on stderr naming the path, exit 1, no Java internals, and at once
 * (before Spark, JavaFX or the compiler start). The list must cover every verb the command has.
 */
class EveryVerbErrorTest {
    private static final Pattern JAVA_INTERNALS =
            Pattern.compile("Exception|java\\.|\\tat |maxOutputBytes|confirmRuns");

    @TempDir
    Path tmp;

    @Test
    void everyVerbNamesTheMissingPathOnOneLineAndExitsOne() throws Exception {
        String missing = tmp.resolve("no-such-thing").toString();
        String out = tmp.resolve("out").toString();
        Path aFile = Files.writeString(tmp.resolve("a-file"), "x");
        Map<String, List<String[]>> byVerb = new LinkedHashMap<>();
        add(byVerb, "run", missing, "--out", out + ".jsonl");
        add(byVerb, "clusters", missing);
        add(byVerb, "clusters", "--traces", missing);
        add(byVerb, "match", missing, missing);
        add(byVerb, "exec", missing);
        add(byVerb, "rerun", missing);
        add(byVerb, "inspect", missing);
        add(byVerb, "parse-check", missing);
        add(byVerb, "reduce", missing, "--out", out);
        add(byVerb, "reduce", "--input", missing, "--out", out);
        add(byVerb, "reduce", "--all-clusters", missing, "--out", out);
        add(byVerb, "analyze", "x=" + missing, "--out", out);
        add(byVerb, "demo", "--out", aFile.resolve("report").toString());
        add(byVerb, "app", missing);
        add(byVerb, "fuzz", "--seeds", missing, "--out", out);
        add(byVerb, "fuzz", "--seeds", "runs:" + missing + ":r1", "--out", out);
        add(byVerb, "fuzz", "--resume", "--out", missing);
        add(byVerb, "bench", "parse", missing);
        add(byVerb, "bench", "reduce", missing);
        add(byVerb, "bench", "analyze", "--corpus", missing, "--crashes", missing);
        add(byVerb, "bench", "fuzz", "--corpus", missing);

        TreeSet<String> verbs =
                new TreeSet<>(Dialectic.commandLine().getSubcommands().keySet());
        verbs.remove("help");
        assertEquals(verbs, new TreeSet<>(byVerb.keySet()), "every verb is tried");

        for (List<String[]> calls : byVerb.values()) {
            for (String[] args : calls) {
                long start = System.nanoTime();
                CapturedRun r = CapturedRun.dialectic(ErrorReport.EXIT, args);
                String verb = args[0].equals("bench") ? "bench " + args[1] : args[0];
                String err = r.err().strip();
                String what = String.join(" ", args) + " -> " + err;
                assertEquals(1, err.lines().count(), what);
                assertTrue(err.startsWith("dialectic " + verb + ": "), what);
                String named = args[0].equals("demo") ? aFile.toString() : missing;
                assertTrue(err.contains(named), what);
                assertFalse(JAVA_INTERNALS.matcher(err).find(), what);
                assertTrue(
                        (System.nanoTime() - start) / 1e9 < 10,
                        "fails at once (not after a Spark job or a tool run): " + what);
            }
        }
    }

    @Test
    void badOptionValuesAreOneLineWithTheOptionsName() {
        Path corpus = tmp;
        String out = tmp.resolve("o.jsonl").toString();
        for (String[] args : List.of(
                new String[] {"run", corpus.toString(), "--out", out, "--jobs", "0"},
                new String[] {"run", corpus.toString(), "--out", out, "--jobs", "-3"},
                new String[] {"run", corpus.toString(), "--out", out, "--jobs", "100000"},
                new String[] {"run", corpus.toString(), "--out", out, "--timeout", "1x"},
                new String[] {"run", corpus.toString(), "--out", out, "--max-output", "-1"},
                new String[] {"rerun", corpus.toString(), "--times", "0"},
                new String[] {"reduce", corpus.toString(), "--out", out, "--confirm-runs", "0"},
                new String[] {"reduce", corpus.toString(), "--out", out, "--run-timeout", "soon"},
                new String[] {"fuzz", "--seeds", corpus.toString(), "--out", out, "--timeout", "1x"},
                new String[] {"run", corpus.toString()})) {
            String err = CapturedRun.dialectic(ErrorReport.EXIT, args).err().strip();
            String what = String.join(" ", args) + " -> " + err;
            assertEquals(1, err.lines().count(), what);
            assertTrue(err.startsWith("dialectic " + args[0] + ": "), what);
            String option = args.length > 4 ? args[args.length - 2] : args.length == 4 ? args[2] : "--out";
            assertTrue(err.contains(option), what);
            assertFalse(JAVA_INTERNALS.matcher(err).find(), what);
        }
    }

    /** One grammar. A bare number is a count, so a budget that can only be a time refuses it instead of reading seconds. */
    @Test
    void aTimeNeedsItsUnitAndABareNumberIsACount() {
        String out = tmp.resolve("red").toString();
        String err = CapturedRun.dialectic(ErrorReport.EXIT, "reduce", tmp.toString(), "--budget", "90", "--out", out)
                .err()
                .strip();
        assertTrue(
                err.startsWith("dialectic reduce: ")
                        && err.contains("--budget")
                        && err.contains("is a count of runs")
                        && err.contains("give its unit (90s, 90m)"),
                err);
        err = CapturedRun.dialectic(ErrorReport.EXIT, "run", tmp.toString(), "--out", out, "--timeout", "10")
                .err()
                .strip();
        assertTrue(err.contains("--timeout") && err.contains("no unit"), err);
    }

    private static void add(Map<String, List<String[]>> byVerb, String... args) {
        byVerb.computeIfAbsent(args[0], k -> new ArrayList<>()).add(args);
    }
}
