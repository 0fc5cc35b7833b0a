package io.dialectic.reducer.transform;

import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The registry of the transformations a reduction round tries after its HDD sweep, in order. Each transformation is
 * a class of this package; registering it is one entry of {@link #DEFAULT} (or of a list handed to the reducer's
 * {@code ReductionPolicy}), so a new one is one file plus its test.
 */
public final class Transformations {
    private Transformations() {}

    /**
     * What a transformation may need to be made: the tool the reduction runs, its extra arguments, and the passes under
     * suspicion (pipeline items or flags: a pass-based reduction never runs them).
     */
    public record Context(ToolRunner runner, Tool tool, List<String> extraArgs, List<String> suspects) {
        public Context {
            extraArgs = List.copyOf(extraArgs);
            suspects = List.copyOf(suspects);
        }

        /** Nothing under suspicion. */
        public Context(ToolRunner runner, Tool tool, List<String> extraArgs) {
            this(runner, tool, extraArgs, List.of());
        }
    }

    /** Makes one transformation for a reduction, or null when it does not apply to it (a pass under suspicion). */
    @FunctionalInterface
    public interface Factory {
        Transformation make(Context context);
    }

    /** The tool's own print of the program, also tried once before the first round (custom form first). */
    public static final Factory REPRINT = c -> new ToolReprint(c.runner(), c.tool(), c.extraArgs());

    /**
     * MLIR's own passes as reductions ({@link PassReduction#PASSES}, in order), each made only when it is not under
     * suspicion.
     */
    public static final List<Factory> PASSES = PassReduction.PASSES.stream()
            .map(p -> (Factory) c -> PassReduction.suspected(p, c.suspects())
                    ? null
                    : new PassReduction(c.runner(), c.tool(), c.extraArgs(), p))
            .toList();

    /**
     * The whole-program steps: the passes (linalg ops as named ops or loops among them), then the semantic reductions
     * of memory programs (a filled buffer as a global, of distinct values first, then shapes to 2, which the global's
     * literal follows: with distinct values a 2x2 still tells its elements apart), one-trip loops, and arguments every
     * call passes the same constant. One oracle call each can do what many deletions do, so a miscompile
     * reduction tries them before its first HDD sweep too.
     */
    public static final List<Factory> WHOLE_PROGRAM = Stream.concat(
                    PASSES.stream(),
                    Stream.<Factory>of(
                            c -> new FilledBufferAsGlobal(c.runner(), c.tool(), FilledBufferAsGlobal.Values.DISTINCT),
                            c -> new FilledBufferAsGlobal(
                                    c.runner(), c.tool(), FilledBufferAsGlobal.Values.INTERPRETED),
                            c -> new ShrinkDimensionsToTwo(),
                            c -> new FoldOneTripLoop(),
                            c -> new ConstantArgument()))
            .toList();

    /** The default round, in the order it is tried: the whole-program steps first. */
    public static final List<Factory> DEFAULT = Stream.concat(
                    WHOLE_PROGRAM.stream(),
                    Stream.of(
                            c -> new HoistRegionBody(),
                            c -> new DropFunctionBody(),
                            c -> new DropUnusedResults(),
                            c -> new DropUnusedArguments(),
                            c -> new DropAttributes(),
                            c -> new DeleteLines(),
                            c -> new ShrinkShapes(),
                            c -> new SimplifyConstants(),
                            REPRINT,
                            c -> new ShortenNames(),
                            c -> new NormalizeLayout()))
            .toList();

    /** The transformations of {@code factories}, made for one reduction (a factory may decline: null). */
    public static List<Transformation> make(List<Factory> factories, Context context) {
        return factories.stream()
                .map(f -> f.make(context))
                .filter(Objects::nonNull)
                .toList();
    }
}
