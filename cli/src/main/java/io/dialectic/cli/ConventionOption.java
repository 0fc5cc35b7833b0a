package io.dialectic.cli;

import io.dialectic.ir.metrics.PairConvention;
import picocli.CommandLine.Option;

/** {@code --convention NAME}: how dialect pairs are counted, parsed in one place for every verb that counts them. */
final class ConventionOption {
    @Option(
            names = "--convention",
            paramLabel = "NAME",
            defaultValue = "dialectic",
            description =
                    "How dialect pairs are counted: dialectic (default: any ancestor, block arguments belong to the "
                            + "region's op, unordered, same dialect excluded, module not an op), mlirsmith (MLIRSmith's coverage dumps: "
                            + "direct parent only, op results only, ordered, same dialect kept, builtin.module an op), synthfuzz "
                            + "(SynthFuzz's computepairs: any ancestor, block arguments belong to the region's op, ordered, same dialect "
                            + "kept, builtin.module an op). The rules are written as pair_convention (inspect --json, summary.json).")
    String convention;

    /** The named convention, ordered when {@code ordered}; a bad name is the user's error. */
    PairConvention pairs(boolean ordered) {
        PairConvention pairs;
        try {
            pairs = PairConvention.named(convention);
        } catch (IllegalArgumentException e) {
            throw new BadInput("--convention: " + e.getMessage());
        }
        return ordered ? pairs.withOrdered(true) : pairs;
    }
}
