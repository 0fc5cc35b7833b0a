package io.dialectic.reducer.oracle;

import io.dialectic.base.Futures;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * The crash key of a candidate as several fresh runs show it. One run is no
 * evidence for a nondeterministic crash: the use-after-free in
 * {@code remove-dead-values} of shared case v19_r1_c00137 crashes in about
 * 60% of runs, with one of three top frames, and case v19_r1_c00199 faults at
 * one of two offsets of the same unnamed function. So a result is judged the
 * way the original was confirmed: by the majority crash key among the
 * crashing runs (a tie that includes the expected key counts for it).
 *
 * <p>Runs come in batches of {@code minRuns} (in parallel on {@code pool});
 * the verdict is final as soon as every run so far agrees, else more
 * batches follow up to {@code maxRuns}.
 *
 * @param key    the majority crash key (or invalid-IR key), null when no run showed one
 * @param votes  each {@link Vote} as written ({@code crash:KEY} or a category) -> runs
 * @param stderr stderr of a run that showed {@code key} (else of the last run)
 */
public record MajorityVerdict(String key, Map<String, Integer> votes, int runs, String stderr) {

    /** Whether the majority crash key is {@code expected}. */
    public boolean shows(String expected) {
        return key != null && key.equals(expected);
    }

    /** Whether the runs disagreed. */
    public boolean flaky() {
        return votes.size() > 1;
    }

    public static MajorityVerdict of(
            Oracle oracle, Candidate candidate, String expected, int minRuns, int maxRuns, ExecutorService pool) {
        if (minRuns < 1 || maxRuns < minRuns) throw new IllegalArgumentException("need 1 <= minRuns <= maxRuns");
        List<Observation> seen = new ArrayList<>();
        while (seen.size() < maxRuns) {
            int batch = Math.min(minRuns, maxRuns - seen.size());
            List<Future<Observation>> fs = new ArrayList<>();
            for (int i = 0; i < batch; i++) fs.add(pool.submit(() -> oracle.observe(candidate)));
            for (Future<Observation> f : fs) seen.add(Futures.get(f));
            if (labels(seen).size() == 1) break;
        }
        return decide(seen, expected);
    }

    /** The verdict over given observations (exposed for tests and for callers that already ran them). */
    public static MajorityVerdict decide(List<Observation> seen, String expected) {
        Map<String, Integer> crashVotes = new LinkedHashMap<>();
        // a crash, or invalid IR under an InvalidIrOracle: the key either kind of reduction keeps
        for (Observation o : seen) if (o.showsBug()) crashVotes.merge(o.bugKey(), 1, Integer::sum);
        String key = null;
        int best = 0;
        for (var e : crashVotes.entrySet()) {
            boolean better =
                    e.getValue() > best || (e.getValue() == best && e.getKey().equals(expected));
            if (better) {
                best = e.getValue();
                key = e.getKey();
            }
        }
        String stderr = seen.isEmpty() ? "" : seen.get(seen.size() - 1).stderr();
        for (Observation o : seen) if (o.showsBug() && o.bugKey().equals(key)) stderr = o.stderr();
        return new MajorityVerdict(key, labels(seen), seen.size(), stderr);
    }

    private static Map<String, Integer> labels(List<Observation> seen) {
        Map<String, Integer> votes = new LinkedHashMap<>();
        for (Observation o : seen) votes.merge(Vote.of(o).toString(), 1, Integer::sum);
        return votes;
    }
}
