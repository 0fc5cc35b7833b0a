package io.dialectic.fuzzer;

import java.nio.file.Path;
import java.util.List;

/**
 * The end of a campaign.
 *
 * @param campaign     the campaign directory
 * @param stats        the last stats snapshot
 * @param seeds        seeds in the pool at the start
 * @param seedProblems seeds that could not be used, with the reason
 */
public record FuzzSummary(Path campaign, FuzzStats stats, int seeds, List<String> seedProblems) {}
