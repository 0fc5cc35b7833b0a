package io.dialectic.bench.reduce;

import java.nio.file.Path;
import java.util.List;

/**
 * A reference reducer the benchmark compares against. It is given a work
 * directory holding {@code input.mlir} (its own copy) and the interestingness
 * scripts, and must leave its best result in the returned file.
 */
public interface ExternalReducer {
    String name();

    /** The argv that runs the reducer in {@code work}; the harness kills it at the time limit. */
    List<String> command(Path work, Path script, Path invertedScript, int jobs);

    /** Where the reducer leaves its (best so far) result. */
    Path result(Path work);

    /** The executable, used to check that it is installed. */
    String executable();

    /** {@code creduce}/{@code cvise}: the file is reduced in place; the script sees it in its cwd. */
    static ExternalReducer inPlace(String exe) {
        return new ExternalReducer() {
            public String name() {
                return exe;
            }

            public List<String> command(Path work, Path script, Path inverted, int jobs) {
                return List.of(exe, "--not-c", "--n", String.valueOf(jobs), script.toString(), "input.mlir");
            }

            public Path result(Path work) {
                return work.resolve("input.mlir");
            }

            public String executable() {
                return exe;
            }
        };
    }

    /**
     * {@code mlir-reduce-N}: the reduction-tree pass with the tester given as
     * {@code test=}; its tester appends the candidate file as the last argument
     * and counts a non-zero exit as interesting (checked on 19.1.7), hence the
     * inverted script. The result is written only at the end ({@code -o}).
     */
    static ExternalReducer mlirReduce(String exe) {
        return new ExternalReducer() {
            public String name() {
                return exe;
            }

            public List<String> command(Path work, Path script, Path inverted, int jobs) {
                return List.of(
                        exe, "input.mlir", "--reduction-tree=traversal-mode=0 test=" + inverted, "-o", "reduced.mlir");
            }

            public Path result(Path work) {
                return work.resolve("reduced.mlir");
            }

            public String executable() {
                return exe;
            }
        };
    }
}
