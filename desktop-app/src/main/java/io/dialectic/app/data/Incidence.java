package io.dialectic.app.data;

import java.util.Map;

/**
 * Incidence frequency counts of one item kind for one fuzzer: {@code f.get(k)}
 * items occur in exactly k programs, out of {@code programs}; what richness
 * estimators start from (analytics' FrequencyCounts).
 */
public record Incidence(String fuzzer, String item, Map<Integer, Long> f, long programs) {}
