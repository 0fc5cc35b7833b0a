package io.dialectic.toolchain.verdict;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.crash.CrashEvidence;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One line of an outcome rule file: if {@code pattern} is found in {@code stream}, the run is
 * {@code outcome}. Streams: {@code stderr} (searched, multi-line mode), {@code exit} (the exit code as
 * text, e.g. {@code -11}, matched whole), {@code signal} (signal number or empty, matched whole),
 * {@code timed_out} ({@code true}/{@code false}, matched whole), {@code crash-evidence} (the kinds of
 * crash line {@link CrashEvidence} finds in stderr, e.g. {@code assertion}, {@code stack-dump}: the
 * rule matches when the pattern matches one of them whole). The last keeps the crash patterns in
 * one place, shared with the crash signature.
 */
public record OutcomeRule(Outcome outcome, String stream, Pattern pattern, String comment, String origin) {
    public static final Set<String> STREAMS = Set.of("stderr", "exit", "signal", "timed_out", "crash-evidence");

    public boolean matches(Integer exitCode, Integer signal, boolean timedOut, String stderr) {
        return switch (stream) {
            case "stderr" -> pattern.matcher(stderr == null ? "" : stderr).find();
            case "exit" -> pattern.matcher(exitCode == null ? "" : exitCode.toString())
                    .matches();
            case "signal" -> pattern.matcher(signal == null ? "" : signal.toString())
                    .matches();
            case "timed_out" -> pattern.matcher(Boolean.toString(timedOut)).matches();
            case "crash-evidence" -> CrashEvidence.kinds(stderr).stream()
                    .anyMatch(k -> pattern.matcher(k.label()).matches());
            default -> false;
        };
    }
}
