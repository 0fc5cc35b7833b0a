package io.dialectic.reducer.algorithm;

import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.Candidate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Zeller and Hildebrandt's ddmin ("Simplifying and Isolating
 * Failure-Inducing Input", TSE 2002) over abstract units, complement-first
 * as in Picireny: split the kept list into n chunks (by a {@link SplitPolicy}, balanced by default), try removing each chunk
 * (all n candidates judged in one parallel batch, the first interesting in
 * list order wins), on success keep the complement and reduce n by one,
 * otherwise double n until chunks are single units. Before the loop the empty
 * list is tried once, which removes a whole level in one call when nothing
 * on it matters.
 *
 * <p>The order of the input list is the removal priority: units early in the
 * list land in the first chunks and are tried first (the ODG-aware order puts
 * what is far from the crash first). The result is 1-minimal with respect to
 * the judge: removing any single remaining unit is uninteresting (unless the
 * budget ran out).
 */
public final class Ddmin {
    private Ddmin() {}

    /** Listener told each time a smaller kept list is accepted. */
    public interface Progress<T> {
        void accepted(List<T> kept, Candidate candidate);
    }

    /** ddmin with its own balanced split ({@link SplitPolicy#BALANCED}). */
    public static <T> List<T> minimize(
            List<T> units, CandidateBuilder<T> builder, BatchJudge judge, Progress<T> progress) {
        return minimize(units, SplitPolicy.BALANCED, builder, judge, progress);
    }

    /** ddmin whose chunks {@code split} cuts. */
    public static <T> List<T> minimize(
            List<T> units, SplitPolicy split, CandidateBuilder<T> builder, BatchJudge judge, Progress<T> progress) {
        List<T> kept = new ArrayList<>(units);
        if (kept.isEmpty()) return kept;
        Optional<Candidate> none = builder.build(List.of());
        if (none.isPresent() && judge.isInteresting(none.get())) {
            progress.accepted(List.of(), none.get());
            return new ArrayList<>();
        }
        int n = Math.min(2, kept.size());
        while (!kept.isEmpty() && !judge.outOfTime()) {
            List<List<T>> complements = new ArrayList<>();
            List<Candidate> candidates = new ArrayList<>();
            for (List<Integer> chunk : split.split(kept.size(), n)) {
                Set<Integer> removed = new HashSet<>(chunk);
                List<T> complement = new ArrayList<>(kept.size() - removed.size());
                for (int i = 0; i < kept.size(); i++) if (!removed.contains(i)) complement.add(kept.get(i));
                Optional<Candidate> c = builder.build(complement);
                if (c.isEmpty()) continue;
                complements.add(complement);
                candidates.add(c.get());
            }
            int hit = judge.firstInteresting(candidates);
            if (hit >= 0) {
                kept = complements.get(hit);
                progress.accepted(kept, candidates.get(hit));
                n = Math.min(Math.max(2, n - 1), kept.size());
                continue;
            }
            if (n >= kept.size()) break;
            n = Math.min(kept.size(), 2 * n);
        }
        return kept;
    }
}
