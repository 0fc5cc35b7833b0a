package io.dialectic.analytics;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.base.storage.AtomicFolder;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.base.storage.OutputLock;

/**
 * Where an analysis writes: its output folder, locked against a second writer ({@link OutputLock}), checked once more
 * under the lock ({@link Analysis#checkOutput}), built in a temporary sibling carrying the analysis marker and moved into
 * place only when complete ({@link AtomicFolder}); a failure or a SIGTERM leaves the previous output as it was.
 */
final class AnalysisOutput {
    private AnalysisOutput() {}

    /** What is written into the temporary folder. */
    @FunctionalInterface
    interface Body {
        /**
         * @param output the temporary folder, committed when this returns
         * @param t0     when the analysis started ({@link System#nanoTime}), for its seconds
         */
        AnalysisResult writeInto(AtomicFolder output, long t0);
    }

    /** Runs {@code body} into a temporary folder under the output's lock, then moves the folder into place. */
    @SuppressWarnings("try") // the lock is held for the body, never read
    static AnalysisResult write(AnalyzeConfig config, Progress progress, Body body) {
        try (OutputLock lock = OutputLock.acquire(config.out(), "dialectic analyze")) {
            long t0 = System.nanoTime();
            Analysis.checkOutput(config);
            AtomicFolder output = AtomicFolder.begin(config.out());
            try {
                OutputFolder.mark(output.dir(), Analysis.WRITER);
                AnalysisResult r = body.writeInto(output, t0);
                output.commit();
                progress.step("wrote " + config.out().toAbsolutePath().normalize());
                return r;
            } catch (RuntimeException e) {
                output.abort();
                throw e;
            }
        }
    }
}
