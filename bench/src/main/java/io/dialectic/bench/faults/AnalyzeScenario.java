package io.dialectic.bench.faults;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** {@code dialectic analyze} of the project's sample records: the report folder is complete or absent, never partial, and no temporary folder stays. */
final class AnalyzeScenario implements Scenario {
    private final Path repo;
    private Path input;

    AnalyzeScenario(Path repo) {
        this.repo = repo;
    }

    @Override
    public String verb() {
        return "analyze";
    }

    @Override
    public void prepare(Path dir) throws IOException {
        input = Files.createDirectories(dir.resolve("sample")).resolve("lowered-random.jsonl.gz");
        Files.copy(repo.resolve("datasets").resolve("sample").resolve("lowered-random.jsonl.gz"), input);
    }

    @Override
    public List<Path> inputs() {
        return List.of(input);
    }

    @Override
    public List<String> args(Path trial, boolean resume) {
        return List.of(
                "analyze", "sample=" + input, "--out", trial.resolve("report").toString(), "--quiet");
    }

    @Override
    public List<String> checkInterrupted(Path trial, FaultInjection.Signal signal) throws IOException {
        List<String> p = new ArrayList<>(completeOrAbsent(trial.resolve("report")));
        // a kill -9 cannot clean up: its temporary folder goes at the next start (checked by checkFinal)
        if (signal == FaultInjection.Signal.TERM) p.addAll(OutputChecks.leftovers(trial));
        return p;
    }

    @Override
    public List<String> checkFinal(Path trial, Path reference) throws IOException {
        Path report = trial.resolve("report");
        List<String> p = new ArrayList<>(OutputChecks.leftovers(trial));
        if (!Files.isDirectory(report)) p.add("no report");
        else if (!names(report).equals(names(reference.resolve("report"))))
            p.add("report holds " + names(report) + ", not " + names(reference.resolve("report")));
        return p;
    }

    private static List<String> completeOrAbsent(Path report) throws IOException {
        if (!Files.exists(report)) return List.of();
        List<String> p = new ArrayList<>();
        for (String f : new String[] {".dialectic-output", "summary.json", "report.html", "runs.parquet"}) {
            if (!Files.exists(report.resolve(f))) p.add("partial report: no " + f);
        }
        return p;
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(x -> x.getFileName().toString()).sorted().toList();
        }
    }
}
