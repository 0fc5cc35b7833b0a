package io.dialectic.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Two programs whose optimization triggers are known, shared by the trigger tests of the
 * toolchain, the CLI and the app: canonicalize folds {@link #DOUBLE_CAST}; {@link #NOTHING_TO_DO} has
 * nothing for cse (no common subexpression) and nothing for canonicalize to fold.
 */
public final class TriggerPrograms {
    /** An index_cast of an index_cast: canonicalize folds the pair away. */
    public static final String DOUBLE_CAST =
            """
            func.func @f(%x: i32) -> i32 {
              %0 = arith.index_cast %x : i32 to index
              %1 = arith.index_cast %0 : index to i32
              return %1 : i32
            }
            """;
    /** No common subexpression, nothing to fold. */
    public static final String NOTHING_TO_DO =
            """
            func.func @h(%x: i32, %y: i32) -> i32 {
              %0 = arith.addi %x, %y : i32
              %1 = arith.muli %0, %x : i32
              return %1 : i32
            }
            """;

    private TriggerPrograms() {}

    /** Writes both into {@code dir} as {@code a_double_cast.mlir} and {@code b_nothing_to_do.mlir} (that order by name). */
    public static void writeTo(Path dir) throws IOException {
        Files.writeString(dir.resolve("a_double_cast.mlir"), DOUBLE_CAST);
        Files.writeString(dir.resolve("b_nothing_to_do.mlir"), NOTHING_TO_DO);
    }
}
