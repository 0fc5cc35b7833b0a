package io.dialectic.fuzzer.campaign;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzTactics;
import io.dialectic.fuzzer.guidance.GuidanceSignal;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * {@code campaign.json}: the settings that decide the candidate sequence, and the budget. A
 * resumed campaign takes them from here, so it continues the same sequence and stops where it was
 * meant to ({@link #applyTo}).
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonIgnoreProperties(ignoreUnknown = true)
public record CampaignManifest(
        String campaign,
        String fuzzer,
        String tool,
        String toolVersion,
        long seed,
        List<String> seeds,
        int maxPasses,
        int depth,
        int window,
        int maxSeeds,
        int maxSeedLines,
        long timeoutMs,
        String budget,
        Boolean triggers,
        String guidance,
        FuzzTactics tactics) {

    public static CampaignManifest of(FuzzConfig c, String toolVersion) {
        return new CampaignManifest(
                c.campaign(),
                "dialectic",
                c.tool(),
                toolVersion,
                c.seed(),
                c.seeds(),
                c.maxPasses(),
                c.depth(),
                c.window(),
                c.maxSeeds(),
                c.maxSeedLines(),
                c.timeout().toMillis(),
                c.budget() == null ? "" : c.budget().text(),
                c.triggers(),
                c.guidance().name().toLowerCase(Locale.ROOT),
                c.tactics());
    }

    /**
     * {@code config} with the recorded settings; jobs stay the caller's, and so does the budget when the caller
     * gives one. Without one the recorded budget holds (a campaign started with {@code --budget 2000} and resumed
     * after a kill still stops at 2,000 runs); a manifest from before budgets were recorded gets the default.
     * Campaigns recorded before trigger observation existed ran without it, under OD guidance; campaigns recorded
     * before tactics drew uniform pipelines without options ({@link FuzzTactics#UNIFORM}).
     */
    public FuzzConfig applyTo(FuzzConfig c) {
        FuzzBudget b = c.budget() != null
                ? c.budget()
                : budget == null || budget.isEmpty() ? FuzzBudget.DEFAULT : FuzzBudget.parse(budget);
        return new FuzzConfig(
                seeds,
                tool,
                b,
                c.jobs(),
                seed,
                maxPasses,
                c.out(),
                true,
                depth,
                window,
                Duration.ofMillis(timeoutMs),
                maxSeeds,
                maxSeedLines,
                campaign,
                triggers != null && triggers,
                guidance == null ? GuidanceSignal.OD : GuidanceSignal.parse(guidance),
                c.batch(),
                tactics == null ? FuzzTactics.UNIFORM : tactics);
    }
}
