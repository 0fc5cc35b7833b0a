package io.dialectic.app.data;

import java.util.List;

/**
 * The coverage features of one distinct program, as the Programs search and
 * the Overview read them (same names as the analytics job's columns,
 * analytics/OUTPUTS.md). Pairs are written {@code a|b} (ir {@code PairKey}).
 *
 * @param parseError the reader's first diagnostic when the program is not clean, else null
 */
public record ProgramFeatureRow(
        String programSha256,
        int ops,
        int tokens,
        List<String> dialects,
        List<String> opNames,
        List<String> controlPairs,
        List<String> dataPairs,
        List<String> unionPairs,
        List<Long> patternsD2,
        String parseError) {}
