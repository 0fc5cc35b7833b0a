package io.dialectic.app.data;

import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import java.util.List;

/**
 * {@link ProgramFeatures} over the ir module: the same reader and metrics the
 * analytics job uses, so in-process features equal the report's. Patterns are
 * computed up to d = 2 only (all the app shows).
 */
public final class IrProgramFeatures implements ProgramFeatures {
    private final MetricsOptions options = MetricsOptions.defaults().withMaxDepth(MetricsOptions.DEFAULT_D);

    @Override
    public ProgramFeatureRow of(String sha, String text) {
        try {
            Program p = MlirReader.read(text);
            ProgramMetrics m = ProgramMetrics.of(p, options);
            String err = p.isClean() ? null : p.diagnostics().get(0).toString();
            return new ProgramFeatureRow(sha, m.ops(), m.tokens(), List.copyOf(m.dialects()), List.copyOf(m.opNames()),
                    List.copyOf(m.controlPairs()), List.copyOf(m.dataPairs()), List.copyOf(m.unionPairs()),
                    List.copyOf(m.patterns(MetricsOptions.DEFAULT_D)), err);
        } catch (RuntimeException | StackOverflowError e) {
            // A record-level error: the program gets a row that says why, the indexing goes on.
            return new ProgramFeatureRow(sha, 0, 0, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
                    "features failed: " + e);
        }
    }
}
