package io.dialectic.fuzzer.differential;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A snapshot of a differential campaign (also {@code stats.json}).
 *
 * @param programs          programs handled so far, all sessions (generated + mutants)
 * @param newPrograms       programs put through the matrix in this session
 * @param generated         of all programs: fresh UB-free programs
 * @param mutants           of all programs: R1-R4 mutants the interpreter kept
 * @param mutantsDropped    mutants made and dropped (UB, poison, not one function, or no rule applied) while making the
 *                          sequence so far; a resumed session regenerates, so this counts all sessions
 * @param cells             cells of the matrix (runs per program)
 * @param outcomes          runs per outcome label, all sessions
 * @param miscompilePrograms programs with at least one miscompiling cell
 * @param miscompileKeys    distinct miscompile keys (the clusters), sorted
 * @param crashes           crashing compiler runs
 * @param crashClusters     distinct crash keys among them
 * @param irBugKeys         distinct IR-bug keys by kind ({@code invalid-ir}, {@code roundtrip}: toolchain
 *                          {@code irbug}) the compile runs were proved to have
 * @param elapsedMs         time of this session
 */
public record DifferentialStats(
        long programs,
        long newPrograms,
        long generated,
        long mutants,
        long mutantsDropped,
        int cells,
        Map<String, Long> outcomes,
        long miscompilePrograms,
        List<String> miscompileKeys,
        long crashes,
        int crashClusters,
        Map<String, Integer> irBugKeys,
        long elapsedMs,
        boolean finished) {
    /** Programs through the whole matrix per second, this session. */
    public double programsPerSecond() {
        return elapsedMs == 0 ? 0 : newPrograms * 1000.0 / elapsedMs;
    }

    /** The live stats line. */
    public String line() {
        return String.format(
                Locale.ROOT,
                "programs %d (%.1f/s x %d cells; %d mutants) | miscompiles %d programs in %d clusters | ub %d | crashes %d in %d clusters | invalid-ir %d keys | roundtrip %d keys",
                programs,
                programsPerSecond(),
                cells,
                mutants,
                miscompilePrograms,
                miscompileKeys.size(),
                outcomes.getOrDefault("ub", 0L),
                crashes,
                crashClusters,
                irBugKeys.getOrDefault("invalid-ir", 0),
                irBugKeys.getOrDefault("roundtrip", 0));
    }

    /** The end-of-campaign report. */
    public String report(String campaign) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "campaign        %s (oracle: differential)%n", campaign));
        sb.append(String.format(
                Locale.ROOT,
                "programs        %d (%d this session, %.1f s, %.2f programs/s through the whole matrix of %d cells)%n",
                programs,
                newPrograms,
                elapsedMs / 1000.0,
                programsPerSecond(),
                cells));
        sb.append(String.format(
                Locale.ROOT,
                "sources         %d generated, %d R1-R4 mutants kept (%d dropped as UB, poison or unusable)%n",
                generated,
                mutants,
                mutantsDropped));
        sb.append("outcomes        runs (program x cell)\n");
        for (var e : new TreeMap<>(outcomes).entrySet()) {
            if (e.getValue() > 0) sb.append(String.format(Locale.ROOT, "  %-17s %8d%n", e.getKey(), e.getValue()));
        }
        sb.append(String.format(
                Locale.ROOT,
                "miscompiles     %d programs in %d clusters%n",
                miscompilePrograms,
                miscompileKeys.size()));
        for (String k : miscompileKeys) sb.append("  ").append(k).append('\n');
        sb.append(String.format(Locale.ROOT, "crashes         %d in %d clusters%n", crashes, crashClusters));
        sb.append(String.format(
                Locale.ROOT,
                "ir bugs         %d invalid-ir keys, %d roundtrip keys%n",
                irBugKeys.getOrDefault("invalid-ir", 0),
                irBugKeys.getOrDefault("roundtrip", 0)));
        return sb.toString();
    }
}
