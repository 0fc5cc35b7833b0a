package io.dialectic.reducer.transform;

import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.util.List;

/**
 * The registry of the transformations a reduction round tries after its HDD sweep, in order. Each transformation is
 * a class of this package; registering it is one entry of {@link #DEFAULT} (or of a list handed to the reducer's
 * {@code ReductionPolicy}), so a new one is one file plus its test.
 */
public final class Transformations {
    private Transformations() {}

    /** What a transformation may need to be made: the tool the reduction runs, and its extra arguments. */
    public record Context(ToolRunner runner, Tool tool, List<String> extraArgs) {}

    /** Makes one transformation for a reduction. */
    @FunctionalInterface
    public interface Factory {
        Transformation make(Context context);
    }

    /** The tool's own print of the program, also tried once before the first round (custom form first). */
    public static final Factory REPRINT = c -> new ToolReprint(c.runner(), c.tool(), c.extraArgs());

    /** The default round, in the order it is tried. */
    public static final List<Factory> DEFAULT = List.of(
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
            c -> new NormalizeLayout());

    /** The transformations of {@code factories}, made for one reduction. */
    public static List<Transformation> make(List<Factory> factories, Context context) {
        return factories.stream().map(f -> f.make(context)).toList();
    }
}
