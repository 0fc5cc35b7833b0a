package io.dialectic.bench.batch;

import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.triggers.PatternLedger;
import io.dialectic.toolchain.triggers.TriggerObserver;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code dialectic bench replay}: the mutants of a fuzz campaign replayed with their pipelines, in batches as the fuzzer
 * runs them and each alone, with triggers observed; the share with the same verdict (outcome, crash key, trigger set), every
 * difference listed, and the batch faults a lone run did not reproduce (state shared between chunks, or a pass that
 * crashes on the separator module), by pipeline.
 */
public final class ReplayBenchmark {
    /** {@code runs}: the campaign's runs.jsonl; at most {@code limit} mutants, in campaign order. */
    public record Options(Path runs, int limit, int jobs, boolean allowUnregistered) {}

    private ReplayBenchmark() {}

    public static void run(Options o, PrintStream out, PrintStream err) throws Exception {
        List<RunRecord> mutants = new ArrayList<>();
        RunRecordsJsonl.read(o.runs(), l -> {
            RunRecord r = l.record();
            if (r != null && r.tool() != null && r.programText() != null && mutants.size() < o.limit()) mutants.add(r);
        });
        if (mutants.isEmpty()) throw new IOException("no run with a tool and a program in " + o.runs());
        ToolDiscovery discovery = new ToolDiscovery();
        ToolRunner runner = new ToolRunner(discovery);
        Map<String, Tool> tools = new LinkedHashMap<>();
        List<RunRequest> requests = new ArrayList<>();
        List<String> flags = new ArrayList<>(CandidateExecutor.RUN_ARGS);
        if (o.allowUnregistered()) flags.add(RunRequest.ALLOW_UNREGISTERED);
        for (RunRecord r : mutants) {
            Tool t = tools.computeIfAbsent(
                    r.tool(),
                    n -> discovery.find(n).orElseThrow(() -> new IllegalStateException(discovery.notFound(n))));
            requests.add(new RunRequest(t, r.programText(), r.pipeline(), RunLimits.defaults(), flags));
        }
        // In units of consecutive mutants, as the fuzzer hands them to its jobs (one pipeline per batch there too).
        int unit = 256;
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, o.jobs()));
        Judge judge = Judge.defaults();
        long t0 = System.nanoTime();
        List<Future<List<TriggerObserver.Observed>>> batchedF = new ArrayList<>();
        BatchRunner batches = new BatchRunner(runner, BatchRunner.AUTO);
        for (int i = 0; i < requests.size(); i += unit) {
            List<RunRequest> part = requests.subList(i, Math.min(requests.size(), i + unit));
            batchedF.add(pool.submit(() -> new TriggerObserver(runner, new PatternLedger()).runAll(part, batches)));
        }
        List<TriggerObserver.Observed> batched = new ArrayList<>();
        for (var f : batchedF) batched.addAll(f.get());
        double batchedS = (System.nanoTime() - t0) / 1e9;
        err.printf(Locale.ROOT, "batched: %d runs in %.1f s%n", batched.size(), batchedS);
        long t1 = System.nanoTime();
        List<Future<TriggerObserver.Observed>> aloneF = new ArrayList<>();
        for (RunRequest r : requests)
            aloneF.add(pool.submit(() -> new TriggerObserver(runner, new PatternLedger()).run(r)));
        List<TriggerObserver.Observed> alone = new ArrayList<>();
        for (var f : aloneF) alone.add(f.get());
        double aloneS = (System.nanoTime() - t1) / 1e9;
        pool.shutdown();
        int same = 0, sameText = 0;
        Map<String, Integer> byField = new TreeMap<>();
        List<String> diffs = new ArrayList<>();
        Map<String, Integer> faults = new TreeMap<>();
        for (int i = 0; i < requests.size(); i++) {
            RunRecord b = record(judge, mutants.get(i), batched.get(i));
            RunRecord a = record(judge, mutants.get(i), alone.get(i));
            List<String> d = SameVerdict.verdictDiff(a, b);
            if (d.isEmpty()) same++;
            else {
                for (String f : d)
                    byField.merge(
                            f.split(" ")[0]
                                    + (f.startsWith("passes") || f.startsWith("patterns") ? " " + f.split(" ")[1] : ""),
                            1,
                            Integer::sum);
                diffs.add(mutants.get(i).runId() + " " + mutants.get(i).pipeline() + ": " + String.join("; ", d));
            }
            if (SameVerdict.sameText(a, b)) sameText++;
            if (batched.get(i).fault() != null) {
                faults.merge(
                        String.join(",", mutants.get(i).pipeline()) + " ("
                                + batched.get(i).fault().summary() + ")",
                        1,
                        Integer::sum);
            }
        }
        int n = requests.size();
        out.printf(
                Locale.ROOT,
                "replay of %d mutants of %s with their pipelines, triggers observed: batched %.1f s, alone %.1f s (%.1fx)%n",
                n,
                o.runs(),
                batchedS,
                aloneS,
                aloneS / Math.max(1e-9, batchedS));
        out.printf(
                Locale.ROOT,
                "same verdict (outcome, crash key, passes changed, patterns attempted): %d of %d = %.3f%% (goal >= 99.9%%) %s%n",
                same,
                n,
                100.0 * same / n,
                same * 1000L >= 999L * n ? "met" : "NOT met");
        out.printf(
                Locale.ROOT,
                "same exit status and stderr byte for byte (crashes: key only): %d of %d = %.3f%%%n",
                sameText,
                n,
                100.0 * sameText / n);
        byField.forEach((f, c) -> out.printf(Locale.ROOT, "  %-22s differs in %d%n", f, c));
        diffs.stream().limit(40).forEach(d -> out.println("  " + d));
        int faultCount = faults.values().stream().mapToInt(Integer::intValue).sum();
        out.printf(
                Locale.ROOT, "batch faults a lone run did not reproduce (records are the lone runs): %d%n", faultCount);
        faults.forEach((k, c) -> out.printf(Locale.ROOT, "  %4d  %s%n", c, k));
    }

    private static RunRecord record(Judge judge, RunRecord m, TriggerObserver.Observed o) {
        // The replayed record keeps the mutant's path and parent, which neither the judge nor the comparison reads.
        return judge.stamp(m.withResult(o.result()).withTriggers(o.triggers()));
    }
}
