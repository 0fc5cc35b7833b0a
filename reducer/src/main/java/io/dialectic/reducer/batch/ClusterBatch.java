package io.dialectic.reducer.batch;

import io.dialectic.base.storage.OutputFolder;
import io.dialectic.base.storage.OutputLock;
import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.toolchain.ToolDiscovery;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code dialectic reduce --all-clusters}: reduces the representative run of every crash cluster of an analysed corpus,
 * then of every miscompile cluster, one folder per cluster ({@code cluster-007/}, {@code miscompile-001/}), and
 * rewrites the index after every cluster ({@link BatchIndex}). The crash half is {@link CrashBatch}, the miscompile half
 * {@link MiscompileBatch}; both follow one set of rules: a finished cluster folder (its {@code stats.json} exists) is
 * not redone, an unfinished one is resumed, so the batch can be restarted at will; {@code cluster.json} names the run a
 * folder holds ({@link ClusterFolder}), so an {@code --out} reused for another analysis is refused per cluster rather
 * than mixed; a failing cluster is a row with its error and never ends the batch. {@code --keep same-miscompile}
 * reduces the miscompile clusters alone; any other keep applies to the crash clusters, and the miscompile clusters
 * follow them.
 */
public final class ClusterBatch {
    /** The per-cluster settings, the same for every cluster; {@code maxClusters} 0 = all. */
    public record Options(
            Interestingness.Spec keep,
            Duration budget,
            int jobs,
            int confirmRuns,
            Duration runTimeout,
            boolean otherVersions,
            int maxClusters) {}

    /** What the batch did: crash clusters ({@code rows}) and miscompile clusters. */
    public record Summary(List<CrashRow> rows, List<MiscompileRow> miscompiles, Path index) {
        public String describe() {
            long ok = rows.stream().filter(CrashRow::reduced).count();
            long mok = miscompiles.stream().filter(MiscompileRow::reduced).count();
            String crashes =
                    rows.size() + " clusters: " + ok + " reduced with their key, " + (rows.size() - ok) + " not";
            String mis = miscompiles.size() + " miscompile clusters: " + mok + " reduced, " + (miscompiles.size() - mok)
                    + " not";
            return (miscompiles.isEmpty() ? crashes : rows.isEmpty() ? mis : crashes + "; " + mis)
                    + " (see the status column); index: " + index;
        }
    }

    /** The marker of a batch folder ({@link OutputFolder}); which analysis a cluster folder belongs to is checked per cluster ({@link ClusterFolder}). */
    public static final OutputFolder.Writer WRITER = OutputFolder.Writer.of("reduce --all-clusters");

    private final CrashBatch crashes;
    private final MiscompileBatch miscompiles;

    public ClusterBatch(Reducer reducer, ToolDiscovery discovery) {
        this.crashes = new CrashBatch(reducer, discovery);
        this.miscompiles = new MiscompileBatch(discovery);
    }

    public Summary run(Path analysisDir, Path outDir, Options o, Consumer<String> log) {
        return run(analysisDir, Path.of(""), outDir, o, log);
    }

    /** As {@link #run(Path, Path, Options, Consumer)}, with relative program paths also tried against {@code workingDir} (where analyze ran). */
    @SuppressWarnings("try") // the lock is held for the body, never read
    public Summary run(Path analysisDir, Path workingDir, Path outDir, Options o, Consumer<String> log) {
        try (OutputLock lock = OutputLock.acquire(outDir, "dialectic reduce --all-clusters")) {
            return runLocked(analysisDir, workingDir, outDir, o, log);
        }
    }

    private Summary runLocked(Path analysisDir, Path workingDir, Path outDir, Options o, Consumer<String> log) {
        boolean withCrashes = o.keep().keep() != Interestingness.Keep.SAME_MISCOMPILE;
        if (!withCrashes && !MiscompileRepresentatives.present(analysisDir)) {
            throw new IllegalArgumentException(analysisDir + " has no table " + MiscompileRepresentatives.TABLE
                    + ": run `dialectic analyze` on the runs of a `fuzz --oracle differential` campaign first");
        }
        List<ClusterRepresentatives.Representative> reps =
                withCrashes ? ClusterRepresentatives.read(analysisDir, workingDir) : List.of();
        List<MiscompileRepresentatives.Representative> mreps = MiscompileRepresentatives.read(analysisDir, workingDir);
        // The batch folder holds cluster folders (each a reduction, marked as such) and the index: continued, never a
        // user's folder nor the analysis.
        OutputFolder.claimContinue(outDir, WRITER, List.of(analysisDir));
        if (o.maxClusters() > 0 && reps.size() > o.maxClusters()) reps = reps.subList(0, o.maxClusters());
        if (o.maxClusters() > 0 && mreps.size() > o.maxClusters()) mreps = mreps.subList(0, o.maxClusters());
        List<CrashRow> rows = new ArrayList<>();
        List<MiscompileRow> mrows = new ArrayList<>();
        int n = 0;
        for (ClusterRepresentatives.Representative rep : reps) {
            n++;
            String folder = rep.clusterId();
            Path dir = outDir.resolve(folder);
            log.accept("[" + n + "/" + reps.size() + "] " + folder + ": " + rep.clusterKey());
            CrashRow row = crashes.reduce(rep, dir, folder, o, log);
            log.accept("  " + row.status());
            rows.add(row);
            BatchIndex.write(outDir, rows, mrows);
        }
        n = 0;
        for (MiscompileRepresentatives.Representative rep : mreps) {
            n++;
            log.accept("[" + n + "/" + mreps.size() + "] " + rep.clusterId() + ": " + rep.key());
            MiscompileRow row = miscompiles.reduce(rep, outDir.resolve(rep.clusterId()), o, log);
            log.accept("  " + row.status());
            mrows.add(row);
            BatchIndex.write(outDir, rows, mrows);
        }
        BatchIndex.write(outDir, rows, mrows);
        return new Summary(rows, mrows, outDir.resolve("index.md"));
    }
}
