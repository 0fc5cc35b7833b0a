package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.crash.CrashKeys;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.GenericFrames;
import io.dialectic.toolchain.crash.PlumbingFrames;
import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.importer.CsvManifestSource;
import io.dialectic.toolchain.importer.JsonlRunSource;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.importer.TraceFolderSource;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * "Is my crash already reported?": for each cluster of new runs, the known reports (pasted traces,
 * or runs of an earlier campaign) whose crash has the same key: the runs' stored {@code crash_key}
 * ({@link CrashSignature#key()} of their stderr when none is stored).
 * A weak key ({@link CrashSignature#weakKey()}: no message, no crash site) matches nothing, on
 * either side: sharing it says only that both crashed. Known reports whose key repeats the
 * cluster's message but names another (or no) first frame are listed apart, as leads.
 */
public final class KnownReports {
    private KnownReports() {}

    /**
     * The known reports at {@code known}: run records (a {@code .jsonl} file, a {@code .csv} manifest, a crash-case
     * folder), else a folder of pasted crash traces (one text file per report); {@code warnings} gets what could not be
     * read.
     */
    public static List<RunRecord> read(Path known, Judge judge, Consumer<String> warnings) throws IOException {
        boolean records = new JsonlRunSource().accepts(known)
                || new CsvManifestSource().accepts(known)
                || new CaseDirectorySource().accepts(known);
        return records
                ? RunSources.defaults(judge).readAll(List.of(known))
                : TraceFolderSource.readAll(List.of(known), warnings);
    }

    /**
     * @param cluster     the cluster of new runs
     * @param keys        the signature keys of its members
     * @param weak        every member's key is weak: nothing was matched
     * @param sameKey     ids of known reports with one of {@code keys}
     * @param sameMessage ids of known reports with the same assertion / LLVM ERROR / UNREACHABLE / libc message but another key
     */
    public record Match(
            Cluster cluster, List<String> keys, boolean weak, List<String> sameKey, List<String> sameMessage) {}

    /** The result: one match per cluster, in cluster order, and the known reports that could not be matched. */
    public record Result(List<Match> matches, List<String> weakKnown, int knownCrashes) {}

    public static Result match(List<Cluster> clusters, List<RunRecord> newRuns, List<RunRecord> known, int topFrames) {
        PlumbingFrames plumbing = PlumbingFrames.defaults();
        Map<String, TreeSet<String>> byKey = new HashMap<>();
        Map<String, TreeSet<String>> byMessage = new HashMap<>();
        List<String> weakKnown = new ArrayList<>();
        int crashes = 0;
        for (RunRecord r : known) {
            if (r.outcome() != Outcome.CRASH) continue;
            crashes++;
            String key = keyOf(r, plumbing, topFrames);
            if (CrashKeys.isWeakKey(key)) {
                weakKnown.add(r.runId());
                continue;
            }
            byKey.computeIfAbsent(key, k -> new TreeSet<>()).add(r.runId());
            String m = message(key);
            if (m != null) byMessage.computeIfAbsent(m, k -> new TreeSet<>()).add(r.runId());
        }
        Map<String, RunRecord> runs = new HashMap<>();
        for (RunRecord r : newRuns) runs.putIfAbsent(r.runId(), r);
        List<Match> out = new ArrayList<>();
        for (Cluster c : clusters) {
            TreeSet<String> keys = new TreeSet<>();
            boolean allWeak = true;
            for (String id : c.members()) {
                RunRecord r = runs.get(id);
                if (r == null) continue;
                String key = keyOf(r, plumbing, topFrames);
                if (CrashKeys.isWeakKey(key)) continue;
                allWeak = false;
                keys.add(key);
            }
            TreeSet<String> same = new TreeSet<>();
            TreeSet<String> lead = new TreeSet<>();
            for (String k : keys) {
                same.addAll(byKey.getOrDefault(k, new TreeSet<>()));
                String m = message(k);
                if (m != null) lead.addAll(byMessage.getOrDefault(m, new TreeSet<>()));
            }
            lead.removeAll(same);
            out.add(new Match(c, List.copyOf(keys), allWeak, List.copyOf(same), List.copyOf(lead)));
        }
        return new Result(out, weakKnown, crashes);
    }

    /** The run's stored {@code crash_key} (what its cluster was made of), else the key of its stderr. */
    private static String keyOf(RunRecord r, PlumbingFrames plumbing, int topFrames) {
        if (r.crashKey() != null && !r.crashKey().isEmpty()) return r.crashKey();
        CrashSignature.Reading reading = CrashSignature.Reading.defaults()
                .of(plumbing, GenericFrames.defaults(), topFrames)
                .of(r.toolVersion(), Judge.installedHere()); // named as the runs' keys are
        return CrashSignature.parse(r.stderr(), List.of(), r.signal(), reading).key();
    }

    /** The message part of a message key (before the " | frame" suffix), or null for a frame-only key. */
    static String message(String key) {
        if (!(key.startsWith("assert: ")
                || key.startsWith("LLVM ERROR: ")
                || key.startsWith("UNREACHABLE: ")
                || key.startsWith("glibc: "))) return null;
        int bar = key.lastIndexOf(" | ");
        return bar < 0 ? key : key.substring(0, bar);
    }
}
