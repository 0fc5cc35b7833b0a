package io.dialectic.app.work;

import io.dialectic.reducer.result.ReduceResult;
import java.nio.file.Path;

/**
 * A finished Reduce from the app: the reducer's result and the files it wrote.
 *
 * @param reduced   the reduced program text (reduced.mlir)
 * @param pipeline  the exact minimal command (pipeline.txt)
 * @param report    the issue text (report.md)
 */
public record ReduceOutcome(ReduceResult result, Path dir, String reduced, String pipeline, String report) {}
