package io.dialectic.analytics.output;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.base.Json;
import io.dialectic.ir.metrics.PairConvention;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code summary.json}: the {@link AnalysisResult} in snake_case, minus the
 * output path (a report must not name a folder of the machine that made it).
 */
public final class SummaryJson {
    private static final ObjectMapper MAPPER = Json.REPORT;

    private SummaryJson() {}

    public static ObjectNode tree(AnalysisResult r) {
        ObjectNode n = MAPPER.valueToTree(r);
        n.remove("out");
        return n;
    }

    public static void write(AnalysisResult r, Path file) {
        write(r, null, file);
    }

    /** With the rules the dialect pairs were counted by, under {@code pair_convention} (pair counts depend on them). */
    public static void write(AnalysisResult r, PairConvention pairs, Path file) {
        ObjectNode tree = tree(r);
        if (pairs != null) tree.set("pair_convention", MAPPER.valueToTree(pairs.describe()));
        try {
            Files.writeString(file, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(tree) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads a summary back as a tree (tests, the app). */
    public static ObjectNode read(Path file) {
        try {
            return (ObjectNode) MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
