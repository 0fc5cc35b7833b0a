package io.dialectic.toolchain.batch;

import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunRequest;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which runs may share a process. A flag that prints once per process (statistics, timing), reads or writes per process
 * (an output file, a log file, diagnostics verification), or is not known to be per chunk keeps its run alone; so does a
 * program {@link BatchFile#fits} refuses, and a pass listed in {@code batch-alone.txt} (passes whose verdict was seen to
 * depend on the programs before them in a process: the replay in {@code bench replay} finds them).
 */
public final class BatchRules {
    /** Flags known to act per chunk, as in a lone run. */
    private static final Set<String> PER_CHUNK = Set.of(
            RunRequest.ALLOW_UNREGISTERED,
            RunRequest.DISABLE_THREADING,
            "--mlir-print-op-generic",
            "--mlir-print-local-scope",
            "--mlir-print-debuginfo",
            "--mlir-print-assume-verified",
            "--mlir-print-value-users",
            "--mlir-print-unique-ssa-ids",
            "--mlir-elide-elementsattrs-if-larger=16",
            "--verify-each",
            "--verify-each=1",
            "--verify-each=0",
            "--verify-each=true",
            "--verify-each=false");

    private static final Set<String> ALONE_PASSES = load();

    private BatchRules() {}

    /** Why {@code r} must run alone, or null when it can share a process. */
    public static String alone(RunRequest r) {
        if (!BatchFile.fits(r.programText())) return "the program does not end in a newline";
        List<String> a = r.extraArgs();
        for (int i = 0; i < a.size(); i++) {
            String f = a.get(i);
            if (f.equals("-o") && i + 1 < a.size() && a.get(i + 1).equals("/dev/null")) {
                i++;
                continue;
            }
            if (!PER_CHUNK.contains(f)) return "flag " + f + " is not known to act per program";
        }
        for (String item : r.pipeline()) {
            if (ALONE_PASSES.contains(PassPipeline.passName(item)))
                return "pass " + PassPipeline.passName(item) + " runs alone";
        }
        return null;
    }

    /** The caller wants the program's output (no {@code -o /dev/null}). */
    static boolean wantsOutput(List<String> extraArgs) {
        return !extraArgs.contains("-o");
    }

    /** {@code extraArgs} without {@code -o /dev/null}: the batch writes its outputs to stdout itself. */
    public static List<String> withoutOutput(List<String> extraArgs) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < extraArgs.size(); i++) {
            if (extraArgs.get(i).equals("-o")) {
                i++;
                continue;
            }
            out.add(extraArgs.get(i));
        }
        return out;
    }

    /**
     * mlir-opt-22 reports unmet {@code expected-*} comments at the end of the process: a program holding them is whole only
     * when its batch reached its end.
     */
    static boolean reportsAtEnd(String program) {
        return program.contains("expected-");
    }

    private static Set<String> load() {
        Set<String> names = new HashSet<>();
        try (InputStream in = BatchRules.class.getResourceAsStream("batch-alone.txt")) {
            if (in == null) return Set.of();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                String s = line.strip();
                if (!s.isEmpty() && !s.startsWith("#")) names.add(s.split("\\s+")[0]);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Set.copyOf(names);
    }
}
