package io.dialectic.fuzzer.differential;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.dialectic.base.Json;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.campaign.CampaignDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code campaign.json} of a differential campaign: {@code "oracle": "differential"} and the settings that decide
 * the program sequence, so {@code fuzz --resume} continues the same sequence (and knows which oracle to run).
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonIgnoreProperties(ignoreUnknown = true)
public record DifferentialManifest(
        String oracle,
        String campaign,
        String fuzzer,
        String tool,
        String toolVersion,
        long seed,
        List<String> pipelines,
        int batchSize,
        int mutantPercent,
        String budget) {
    public static final String ORACLE = "differential";
    private static final ObjectMapper JSON = Json.MAPPER;

    public static DifferentialManifest of(DifferentialConfig c, String toolVersion) {
        return new DifferentialManifest(
                ORACLE,
                c.campaign(),
                DifferentialFuzzer.FUZZER,
                c.tool(),
                toolVersion,
                c.seed(),
                c.pipelines(),
                c.batchSize(),
                c.mutantPercent(),
                c.budget() == null ? "" : c.budget().text());
    }

    /** True when {@code dir} holds a campaign of this oracle (its campaign.json says so). */
    public static boolean isDifferential(Path dir) {
        Path f = dir.resolve(CampaignDirectory.MANIFEST);
        if (!Files.isRegularFile(f)) return false;
        try {
            return ORACLE.equals(JSON.readTree(f.toFile()).path("oracle").asText(""));
        } catch (IOException e) {
            return false;
        }
    }

    public static DifferentialManifest read(Path dir) throws IOException {
        return JSON.readValue(dir.resolve(CampaignDirectory.MANIFEST).toFile(), DifferentialManifest.class);
    }

    public void write(Path dir) throws IOException {
        AtomicFiles.write(
                dir.resolve(CampaignDirectory.MANIFEST),
                JSON.writerWithDefaultPrettyPrinter().writeValueAsString(this));
    }

    /** {@code c} with the recorded settings; jobs stay the caller's, and the budget when the caller gives one. */
    public DifferentialConfig applyTo(DifferentialConfig c) {
        FuzzBudget b = c.budget() != null
                ? c.budget()
                : budget == null || budget.isEmpty() ? FuzzBudget.DEFAULT : FuzzBudget.parse(budget);
        return new DifferentialConfig(
                c.out(), tool, b, seed, pipelines, batchSize, mutantPercent, c.jobs(), true, campaign, c.irBugChecks());
    }
}
