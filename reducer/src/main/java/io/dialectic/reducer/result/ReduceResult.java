package io.dialectic.reducer.result;

import java.util.List;

/**
 * What a reduction produced (also written to {@code stats.json} and
 * {@code report.md}).
 *
 * @param reproduced     the original crashed as required in the confirmation runs
 * @param flaky          the confirmation runs disagreed (then the majority signature was used)
 * @param crashKey       cluster key of the confirmed original crash ("" when it did not reproduce)
 * @param sameSignature  an independent fresh run of the result crashes with {@code crashKey}
 * @param extraArgs      tool arguments the result needs (may add {@code --mlir-disable-threading})
 * @param versions       the result on every installed mlir-opt
 */
public record ReduceResult(
        boolean reproduced,
        boolean flaky,
        String crashKey,
        String program,
        List<String> pipeline,
        List<String> extraArgs,
        int opsBefore,
        int opsAfter,
        int bytesBefore,
        int bytesAfter,
        long oracleCalls,
        double seconds,
        boolean sameSignature,
        List<VersionCheck> versions,
        String finalStderr,
        String note) {

    /** The result on one installed tool. */
    public record VersionCheck(String tool, String version, String outcome, boolean sameSignature, boolean crashes) {
        /**
         * True when this version could not run the reproducer at all, so it says nothing about the bug:
         * it rejects the pipeline (invalid-options: the pass was removed or renamed, e.g. mesh-spmdization
         * in 22) or the program (general-mlir, dialect-specific), or timed out. Only a version that ran it
         * cleanly ({@code valid}) has the bug fixed.
         */
        public boolean notTestable() {
            return !crashes && !"valid".equals(outcome);
        }

        /** Why not testable, in the words of an issue: "pass removed", "program rejected: general-mlir". */
        public String whyNotTestable() {
            return switch (outcome) {
                case "invalid-options" -> "pass removed";
                case "timeout" -> "timeout";
                default -> "program rejected: " + outcome;
            };
        }
    }

    /** "reproduces on 19.1.7; fixed in 22.1.8" or "...; not testable on 22.1.8 (pass removed)" summary. */
    public String versionSummary() {
        List<String> repro = versions.stream()
                .filter(VersionCheck::sameSignature)
                .map(VersionCheck::version)
                .toList();
        // an invalid-IR reduction's other finding is invalid IR under another key (another verifier message), not a
        // crash
        List<String> other = versions.stream()
                .filter(v -> v.crashes() && !v.sameSignature())
                .map(v ->
                        "crash".equals(v.outcome()) ? v.version() : v.version() + " (" + v.outcome() + ", another key)")
                .toList();
        List<String> fixed = versions.stream()
                .filter(v -> !v.crashes() && !v.notTestable())
                .map(VersionCheck::version)
                .toList();
        List<String> untestable = versions.stream()
                .filter(VersionCheck::notTestable)
                .map(v -> v.version() + " (" + v.whyNotTestable() + ")")
                .toList();
        StringBuilder sb = new StringBuilder();
        sb.append(repro.isEmpty() ? "reproduces on no installed version" : "reproduces on " + String.join(", ", repro));
        if (!other.isEmpty())
            sb.append(
                            other.stream().allMatch(v -> v.indexOf(' ') < 0)
                                    ? "; a different crash on "
                                    : "; a different finding on ")
                    .append(String.join(", ", other));
        if (!fixed.isEmpty()) sb.append("; fixed in ").append(String.join(", ", fixed));
        if (!untestable.isEmpty()) sb.append("; not testable on ").append(String.join(", ", untestable));
        return sb.toString();
    }
}
