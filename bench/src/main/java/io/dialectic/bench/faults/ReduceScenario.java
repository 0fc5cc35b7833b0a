package io.dialectic.bench.faults;

import com.fasterxml.jackson.databind.JsonNode;
import io.dialectic.base.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code dialectic reduce} of a real crash case, resumed with {@code --resume}: every file whole, the result reproduces with the same signature. */
final class ReduceScenario implements Scenario {
    private final Path shared;
    private final String caseId;
    private Path caseDir;

    ReduceScenario(Path shared, String caseId) {
        this.shared = shared;
        this.caseId = caseId;
    }

    @Override
    public String verb() {
        return "reduce";
    }

    @Override
    public void prepare(Path dir) throws IOException {
        caseDir = dir.resolve(caseId);
        OutputChecks.copy(shared.resolve("crashes").resolve("cases").resolve(caseId), caseDir);
    }

    @Override
    public List<Path> inputs() {
        return List.of(caseDir);
    }

    @Override
    public List<String> args(Path trial, boolean resume) {
        List<String> a = new ArrayList<>(List.of(
                "reduce",
                caseDir.toString(),
                "--out",
                trial.resolve("red").toString(),
                "--budget",
                "60s",
                "--confirm-runs",
                "1",
                "--no-other-versions",
                "--jobs",
                "2"));
        if (resume) a.add("--resume");
        return a;
    }

    @Override
    public List<String> checkInterrupted(Path trial, FaultInjection.Signal signal) throws IOException {
        Path red = trial.resolve("red");
        List<String> p = new ArrayList<>();
        if (signal == FaultInjection.Signal.TERM) p.addAll(OutputChecks.leftovers(red));
        if (Files.exists(red.resolve("report.md")) && !Files.exists(red.resolve("stats.json")))
            p.add("report.md without stats.json");
        if (Files.exists(red.resolve("state.json"))) {
            try {
                Json.MAPPER.readTree(red.resolve("state.json").toFile());
            } catch (IOException e) {
                p.add("state.json unreadable: " + e.getMessage());
            }
        }
        return p;
    }

    @Override
    public List<String> checkFinal(Path trial, Path reference) throws IOException {
        Path red = trial.resolve("red");
        List<String> p = new ArrayList<>(OutputChecks.leftovers(red));
        if (!Files.isRegularFile(red.resolve("stats.json"))) return List.of("no stats.json");
        JsonNode s = Json.MAPPER.readTree(red.resolve("stats.json").toFile());
        if (!s.path("reproduced").asBoolean() || !s.path("same_signature").asBoolean())
            p.add("result does not reproduce with the same signature");
        JsonNode ref = Json.MAPPER.readTree(
                reference.resolve("red").resolve("stats.json").toFile());
        if (!s.path("crash_key").asText().equals(ref.path("crash_key").asText()))
            p.add("crash key " + s.path("crash_key").asText() + " differs");
        if (s.path("bytes_after").asInt() > s.path("bytes_before").asInt()) p.add("result larger than the input");
        return p;
    }
}
