package io.dialectic.ir.compare;

import java.nio.file.Path;

/**
 * What {@link ParseCheck} reads: every {@code .mlir} file in {@code dir}
 * (not recursive), and, when {@code compareDir} is not null, the file of the
 * same name there, which holds the same program in the other form.
 * {@code limit} caps the number of files (0 = all), taken in name order.
 */
public record ParseCheckOptions(Path dir, Path compareDir, int limit) {
    public ParseCheckOptions {
        if (dir == null) throw new IllegalArgumentException("dir is required");
        if (limit < 0) throw new IllegalArgumentException("limit must be >= 0");
    }

    public static ParseCheckOptions of(Path dir) {
        return new ParseCheckOptions(dir, null, 0);
    }
}
