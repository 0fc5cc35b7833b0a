package io.dialectic.bench.batch;

import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.campaign.CampaignConfig;
import io.dialectic.toolchain.campaign.CampaignRunner;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code dialectic bench run}: {@code dialectic run} over a corpus with one pipeline, in batches (the default) and with
 * {@code --batch 1} (one process per program, how every peer runs a corpus), in alternating order per round, with the
 * verdicts of the two compared run by run.
 */
public final class RunBenchmark {
    /** What to run: the corpus, one pipeline, jobs, at most {@code limit} programs (0: all), rounds, triggers observed or not. */
    public record Options(
            Path corpus, String tool, String pipeline, int jobs, int limit, int rounds, boolean triggers, Path out) {}

    private RunBenchmark() {}

    public static void run(Options o, PrintStream out, PrintStream err) throws IOException {
        Path dir = o.out() != null ? o.out() : Files.createTempDirectory("dialectic-bench-run");
        ToolDiscovery discovery = new ToolDiscovery();
        CampaignRunner runner = new CampaignRunner(new ToolRunner(discovery), discovery);
        double batchedS = 0, aloneS = 0;
        long batchedRuns = 0, aloneRuns = 0;
        List<String> lines = new ArrayList<>();
        Path lastBatched = null, lastAlone = null;
        for (int k = 1; k <= o.rounds(); k++) {
            // Alternate which goes first, so neither always meets a warm page cache.
            boolean batchedFirst = k % 2 == 1;
            CampaignRunner.Summary a = null, b = null;
            for (int turn = 0; turn < 2; turn++) {
                boolean batched = (turn == 0) == batchedFirst;
                Path file = dir.resolve("round-" + k + (batched ? "-batched" : "-alone") + ".jsonl");
                Files.deleteIfExists(file);
                CampaignConfig cfg = CampaignConfig.builder(o.corpus(), o.tool(), o.pipeline(), file)
                        .jobs(o.jobs())
                        .campaign("bench-run")
                        .limit(o.limit())
                        .triggers(o.triggers())
                        .batch(batched ? 0 : 1)
                        .build();
                err.println("round " + k + ": " + (batched ? "batched" : "alone") + " ...");
                CampaignRunner.Summary s = runner.run(cfg, new PrintStream(OutputStream.nullOutputStream()));
                if (batched) {
                    b = s;
                    lastBatched = file;
                } else {
                    a = s;
                    lastAlone = file;
                }
            }
            lines.add(String.format(
                    Locale.ROOT,
                    "round %d  batched %6d runs %7.1f s %7.1f runs/s | alone %6d runs %7.1f s %7.1f runs/s | %.1fx",
                    k,
                    b.ran(),
                    b.seconds(),
                    b.runsPerSecond(),
                    a.ran(),
                    a.seconds(),
                    a.runsPerSecond(),
                    a.runsPerSecond() == 0 ? 0 : b.runsPerSecond() / a.runsPerSecond()));
            batchedS += b.seconds();
            aloneS += a.seconds();
            batchedRuns += b.ran();
            aloneRuns += a.ran();
        }
        out.printf(
                Locale.ROOT,
                "dialectic run over %s, pipeline %s, %s, %d jobs: in batches vs one process per program (--batch 1)%n",
                o.corpus(),
                o.pipeline(),
                o.tool(),
                o.jobs());
        lines.forEach(out::println);
        double fb = batchedRuns / Math.max(1e-9, batchedS), fa = aloneRuns / Math.max(1e-9, aloneS);
        out.printf(
                Locale.ROOT,
                "total    batched %.1f runs/s | alone %.1f runs/s | %.1fx faster (goal >= 10x) %s%n",
                fb,
                fa,
                fb / fa,
                fb / fa >= 10 ? "met" : "NOT met");
        compare(lastBatched, lastAlone, out);
        out.println("records in " + dir);
    }

    /** The two runs' records side by side: same verdict, same exit and stderr, and the first differences. */
    static void compare(Path batched, Path alone, PrintStream out) throws IOException {
        Map<String, RunRecord> a = read(alone);
        Map<String, RunRecord> b = read(batched);
        int same = 0, sameText = 0, n = 0;
        List<String> diffs = new ArrayList<>();
        for (Map.Entry<String, RunRecord> e : a.entrySet()) {
            RunRecord rb = b.get(e.getKey());
            if (rb == null) continue;
            n++;
            List<String> d = SameVerdict.verdictDiff(e.getValue(), rb);
            if (d.isEmpty()) same++;
            else if (diffs.size() < 10) diffs.add(e.getValue().programPath() + ": " + String.join("; ", d));
            if (SameVerdict.sameText(e.getValue(), rb)) sameText++;
        }
        out.printf(
                Locale.ROOT,
                "verdicts: %d of %d runs the same (%.3f%%); exit and stderr byte for byte: %d (%.3f%%)%n",
                same,
                n,
                100.0 * same / Math.max(1, n),
                sameText,
                100.0 * sameText / Math.max(1, n));
        diffs.forEach(d -> out.println("  differs: " + d));
    }

    static Map<String, RunRecord> read(Path file) throws IOException {
        Map<String, RunRecord> m = new LinkedHashMap<>();
        RunRecordsJsonl.read(file, l -> {
            if (l.record() != null) m.put(l.record().runId(), l.record());
        });
        return m;
    }
}
