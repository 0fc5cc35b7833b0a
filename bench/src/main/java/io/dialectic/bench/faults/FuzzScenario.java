package io.dialectic.bench.faults;

import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

/**
 * {@code dialectic fuzz}: a campaign of {@code budget} runs from three test-suite programs, resumed with
 * {@code --resume} and no budget (the campaign's own must hold). Final check: seq 0..budget-1 once each,
 * and the same run ids as the uninterrupted campaign (same seed, seeds and tool: same candidates).
 */
final class FuzzScenario implements Scenario {
    private final Path shared;
    private final int budget;
    private Path seeds;

    FuzzScenario(Path shared, int budget) {
        this.shared = shared;
        this.budget = budget;
    }

    @Override
    public String verb() {
        return "fuzz";
    }

    @Override
    public void prepare(Path dir) throws IOException {
        seeds = Files.createDirectories(dir.resolve("seeds"));
        Path from = shared.resolve("corpora").resolve("mlir-testsuite").resolve("generic");
        for (String name : new String[] {"s0000.mlir", "s0001.mlir", "s0002.mlir"})
            Files.copy(from.resolve(name), seeds.resolve(name));
    }

    @Override
    public List<Path> inputs() {
        return List.of(seeds);
    }

    @Override
    public List<String> args(Path trial, boolean resume) {
        Path camp = trial.resolve("camp");
        // Killed before the campaign was set up (no campaign.json): the user starts it again.
        if (resume && Files.exists(camp.resolve("campaign.json")))
            return List.of("fuzz", "--out", camp.toString(), "--resume", "--quiet");
        return List.of(
                "fuzz",
                "--seeds",
                seeds.toString(),
                "--tool",
                "mlir-opt-19",
                "--budget",
                Integer.toString(budget),
                "--seed",
                "7",
                "--jobs",
                "2",
                "--out",
                camp.toString(),
                "--quiet");
    }

    @Override
    public List<String> checkInterrupted(Path trial, FaultInjection.Signal signal) throws IOException {
        return OutputChecks.records(trial.resolve("camp").resolve("runs.jsonl"))
                .problems(signal == FaultInjection.Signal.KILL);
    }

    @Override
    public List<String> checkFinal(Path trial, Path reference) throws IOException {
        OutputChecks.Records got = OutputChecks.records(trial.resolve("camp").resolve("runs.jsonl"));
        List<String> p = new ArrayList<>(got.problems(false));
        List<Long> seqs = got.records().stream().map(RunRecord::seq).sorted().toList();
        if (!seqs.equals(LongStream.range(0, budget).boxed().toList())) {
            p.add(got.records().size() + " runs (budget " + budget + "), seq "
                    + (seqs.isEmpty() ? "none" : seqs.get(0) + ".." + seqs.get(seqs.size() - 1)));
        }
        List<String> want = OutputChecks.records(reference.resolve("camp").resolve("runs.jsonl")).ids().stream()
                .sorted()
                .toList();
        if (!got.ids().stream().sorted().toList().equals(want)) p.add("run ids differ from the uninterrupted campaign");
        p.addAll(OutputChecks.leftovers(trial.resolve("camp")));
        return p;
    }
}
