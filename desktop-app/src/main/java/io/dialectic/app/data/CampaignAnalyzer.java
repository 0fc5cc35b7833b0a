package io.dialectic.app.data;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The analytics module's analysis of run-record inputs into a report folder, as {@code dialectic analyze}
 * runs it (one verdict, the toolchain's {@code Judge}, and every table defined once, there). The CLI supplies
 * it, so the app itself does not depend on the analytics engine.
 */
@FunctionalInterface
public interface CampaignAnalyzer {
    /** Analyzes {@code inputs} (each a record file or folder, campaigns as {@code analyze} tags them) into {@code report}. */
    void analyze(List<Path> inputs, Path report, Consumer<String> progress) throws Exception;
}
