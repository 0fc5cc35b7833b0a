package io.dialectic.app.data;

/**
 * The richness estimate of one item kind for one campaign (analytics'
 * {@code RichnessEstimate}: bias-corrected Chao1 with its log-normal 95%
 * interval, iChao1, ACE; estimated coverage = observed / Chao1).
 */
public record RichnessRow(
        String fuzzer,
        String item,
        long observed,
        long programs,
        long f1,
        long f2,
        double chao1,
        double chao1Lower,
        double chao1Upper,
        double iChao1,
        double ace,
        double coveragePercent) {}
