package io.dialectic.reducer;

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
    public record VersionCheck(String tool, String version, String outcome, boolean sameSignature, boolean crashes) {}

    /** "reproduces on 19.1.7, fixed in 22.1.8" style summary. */
    public String versionSummary() {
        List<String> repro = versions.stream().filter(VersionCheck::sameSignature).map(VersionCheck::version).toList();
        List<String> other = versions.stream().filter(v -> v.crashes() && !v.sameSignature()).map(VersionCheck::version).toList();
        List<String> fixed = versions.stream().filter(v -> !v.crashes()).map(v -> v.version() + " (" + v.outcome() + ")").toList();
        StringBuilder sb = new StringBuilder();
        sb.append(repro.isEmpty() ? "reproduces on no installed version" : "reproduces on " + String.join(", ", repro));
        if (!other.isEmpty()) sb.append("; a different crash on ").append(String.join(", ", other));
        if (!fixed.isEmpty()) sb.append("; fixed in ").append(String.join(", ", fixed));
        return sb.toString();
    }
}
