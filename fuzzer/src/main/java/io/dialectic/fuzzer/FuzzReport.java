package io.dialectic.fuzzer;

import io.dialectic.toolchain.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The end-of-campaign report printed by {@code dialectic fuzz} and {@code bench fuzz}. */
public final class FuzzReport {
    private FuzzReport() {}

    public static String text(FuzzSummary s) {
        FuzzStats st = s.stats();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "campaign        %s%n", s.campaign()));
        sb.append(String.format(
                Locale.ROOT,
                "seeds           %d usable (%d unusable)%n",
                s.seeds(),
                s.seedProblems().size()));
        sb.append(String.format(
                Locale.ROOT,
                "runs            %d (%d this session, %.1f s, %.1f runs/s)%n",
                st.runs(),
                st.newRuns(),
                st.elapsedMs() / 1000.0,
                st.runsPerSecond()));
        sb.append(String.format(
                Locale.ROOT,
                "rules           R1 %d, R2 %d, R3 %d, R4 %d, unchanged %d%n",
                st.rules().getOrDefault("R1", 0L),
                st.rules().getOrDefault("R2", 0L),
                st.rules().getOrDefault("R3", 0L),
                st.rules().getOrDefault("R4", 0L),
                st.rules().getOrDefault("none", 0L)));
        sb.append("validity        all runs / mutants\n");
        List<String> shown = new ArrayList<>();
        for (Outcome o : Outcome.values()) if (!o.needsExecution()) shown.add(o.label()); // the crash oracle's outcomes
        shown.add("error");
        for (String o : shown) {
            long n = st.outcomes().getOrDefault(o, 0L);
            if (n == 0 && o.equals("error")) continue;
            sb.append(String.format(
                    Locale.ROOT, "  %-17s %6d  %5.1f%% / %5.1f%%%n", o, n, st.percent(o), st.mutantPercent(o)));
        }
        sb.append(String.format(
                Locale.ROOT,
                "OD patterns d=2 %d at start, %d at end (+%d)%n",
                st.patternsStart(),
                st.patterns(),
                st.patterns() - st.patternsStart()));
        sb.append(String.format(
                Locale.ROOT,
                "dialect pairs   %d at start, %d at end (+%d)%n",
                st.pairsStart(),
                st.pairs(),
                st.pairs() - st.pairsStart()));
        sb.append(String.format(Locale.ROOT, "pool            %d programs%n", st.poolSize()));
        sb.append(String.format(Locale.ROOT, "crashes         %d in %d clusters%n", st.crashes(), st.clusters()));
        sb.append(String.format(
                Locale.ROOT,
                "IR bugs         %d invalid-ir keys, %d roundtrip keys (distinct bugs: %d with the crash clusters)%n",
                st.irBugKeys().getOrDefault("invalid-ir", 0),
                st.irBugKeys().getOrDefault("roundtrip", 0),
                st.clusters()
                        + st.irBugKeys().values().stream()
                                .mapToInt(Integer::intValue)
                                .sum()));
        return sb.toString();
    }
}
