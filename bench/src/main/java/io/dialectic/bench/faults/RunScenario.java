package io.dialectic.bench.faults;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** {@code dialectic run}: the first programs of the shared test suite, two fixed pipelines, resumed by the same command. */
final class RunScenario implements Scenario {
    private final Path shared;
    private final int programs;
    private Path corpus;

    RunScenario(Path shared, int programs) {
        this.shared = shared;
        this.programs = programs;
    }

    @Override
    public String verb() {
        return "run";
    }

    @Override
    public void prepare(Path dir) throws IOException {
        corpus = Files.createDirectories(dir.resolve("corpus"));
        Path from = shared.resolve("corpora").resolve("mlir-testsuite").resolve("custom");
        for (int i = 0; i < programs; i++) {
            String name = String.format("s%04d.mlir", i);
            Files.copy(from.resolve(name), corpus.resolve(name));
        }
    }

    @Override
    public List<Path> inputs() {
        return List.of(corpus);
    }

    @Override
    public List<String> args(Path trial, boolean resume) {
        return List.of(
                "run",
                corpus.toString(),
                "--tool",
                "mlir-opt-19",
                "--pipelines",
                "cse;canonicalize",
                "--jobs",
                "2",
                "--out",
                trial.resolve("runs.jsonl").toString());
    }

    @Override
    public List<String> checkInterrupted(Path trial, FaultInjection.Signal signal) throws IOException {
        return OutputChecks.records(trial.resolve("runs.jsonl")).problems(signal == FaultInjection.Signal.KILL);
    }

    @Override
    public List<String> checkFinal(Path trial, Path reference) throws IOException {
        OutputChecks.Records got = OutputChecks.records(trial.resolve("runs.jsonl"));
        List<String> p = new ArrayList<>(got.problems(false));
        Set<String> want = new HashSet<>(
                OutputChecks.records(reference.resolve("runs.jsonl")).ids());
        Set<String> have = new HashSet<>(got.ids());
        Set<String> lost = new HashSet<>(want);
        lost.removeAll(have);
        if (!lost.isEmpty()) p.add(lost.size() + " run(s) lost");
        have.removeAll(want);
        if (!have.isEmpty()) p.add(have.size() + " run(s) not in the reference");
        return p;
    }
}
