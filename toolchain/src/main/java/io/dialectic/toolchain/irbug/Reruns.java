package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.batch.BatchRules;
import java.util.ArrayList;
import java.util.List;

/** The reruns the IR-bug checks make of a run: the same run unverified, and a plain parse of a program by the same tool. */
final class Reruns {
    private Reruns() {}

    static final String NO_VERIFY = "--verify-each=false";
    static final String GENERIC = "--mlir-print-op-generic";
    static final String LOCAL_SCOPE = "--mlir-print-local-scope";

    /** The flags of {@code req} a plain parse keeps: those that change what parses, and single threading. */
    private static final List<String> KEPT = List.of(RunRequest.ALLOW_UNREGISTERED, RunRequest.DISABLE_THREADING);

    /**
     * {@code req} with {@code pipeline}, the verifier off after each pass, printed without aliases, to stdout (a {@code -o}
     * of the run, such as {@code run}'s {@code -o /dev/null}, is dropped) and in custom form where the IR verifies: the
     * printer verifies the op it prints and falls back to the generic form when that fails, so the printed output says
     * whether the IR verifies without a second process ({@link #printedInvalid}).
     */
    static RunRequest unverified(RunRequest req, List<String> pipeline) {
        List<String> args = new ArrayList<>(BatchRules.withoutOutput(req.extraArgs()));
        args.remove(GENERIC);
        return new RunRequest(req.tool(), req.programText(), pipeline, req.limits(), args)
                .withArg(NO_VERIFY)
                .withArg(LOCAL_SCOPE);
    }

    /**
     * Whether {@code output}, printed by an {@link #unverified} run, is IR that fails to verify: its top-level op is in
     * generic form ({@code "builtin.module"() ...}), which the printer falls back to only then.
     */
    static boolean printedInvalid(String output) {
        return output.lines()
                .map(String::strip)
                .filter(l -> !(l.isEmpty() || l.startsWith("#") || l.startsWith("!") || l.startsWith("//")))
                .findFirst()
                .map(l -> l.startsWith("\""))
                .orElse(false);
    }

    /** {@code req} printing its output generic, without aliases (what a round trip compares). */
    static RunRequest printing(RunRequest req) {
        return new RunRequest(
                        req.tool(),
                        req.programText(),
                        req.pipeline(),
                        req.limits(),
                        BatchRules.withoutOutput(req.extraArgs()))
                .withArg(GENERIC)
                .withArg(LOCAL_SCOPE);
    }

    /** A parse of {@code text} alone by the tool of {@code like}, with its parsing flags and {@code print}. */
    static RunRequest parse(RunRequest like, String text, List<String> print) {
        List<String> args = new ArrayList<>();
        for (String a : KEPT) if (like.extraArgs().contains(a)) args.add(a);
        if (!args.contains(RunRequest.DISABLE_THREADING)) args.add(RunRequest.DISABLE_THREADING);
        args.addAll(print);
        return new RunRequest(like.tool(), text, List.of(), like.limits(), args);
    }

    /** A run that exited 0 and printed a whole program. */
    static boolean printed(RunResult r) {
        return r.started()
                && !r.timedOut()
                && Integer.valueOf(0).equals(r.exitCode())
                && !r.stdoutTruncated()
                && !r.stdout().isBlank();
    }

    /** A run that ended in an error it reported (exit 1), neither a crash nor a timeout. */
    static boolean rejected(RunResult r) {
        return r.started() && !r.timedOut() && Integer.valueOf(1).equals(r.exitCode());
    }
}
