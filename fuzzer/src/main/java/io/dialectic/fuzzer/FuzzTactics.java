package io.dialectic.fuzzer;

/**
 * How a campaign draws its pipelines and what joins its pool besides the mutants.
 *
 * @param optionChance a drawn pass that has options gets drawn option values with this probability (0: defaults only)
 * @param fitShare     share of pipelines drawn from the passes that changed programs of the batch's dialects in this
 *                     campaign (0: every pipeline uniform over the catalog)
 * @param passOutputs  a valid mutant whose pipeline changed it is run once more, plainly, and the program the pipeline
 *                     printed joins the pool when it adds coverage (MLIRod's "pass outputs"); without trigger observation
 *                     the run prints it anyway and it joins regardless
 * @param irBugChecks  every errored run is checked for invalid IR left by a pass, and a sample of the valid ones for
 *                     printer round trips (toolchain {@code irbug}): the bugs a release build reports as plain errors
 */
public record FuzzTactics(double optionChance, double fitShare, boolean passOutputs, boolean irBugChecks) {
    /** Tactics with the IR-bug checks on. */
    public FuzzTactics(double optionChance, double fitShare, boolean passOutputs) {
        this(optionChance, fitShare, passOutputs, true);
    }

    /**
     * The defaults of {@code dialectic fuzz}: pass outputs off under trigger observation, since their plain rerun
     * took about half the campaign's runs and the yield curve showed no gain for it (fuzzer/BENCH.md); {@code fuzz
     * --pass-outputs} turns it on.
     */
    public static final FuzzTactics DEFAULT = new FuzzTactics(0.3, 0.7, false);

    /** These tactics with pass outputs on or off. */
    public FuzzTactics withPassOutputs(boolean on) {
        return new FuzzTactics(optionChance, fitShare, on, irBugChecks);
    }

    /** These tactics with the IR-bug checks on or off. */
    public FuzzTactics withIrBugChecks(boolean on) {
        return new FuzzTactics(optionChance, fitShare, passOutputs, on);
    }

    /** Uniform pipelines without options, no pass outputs under trigger observation: the fuzzer before these tactics. */
    public static final FuzzTactics UNIFORM = new FuzzTactics(0, 0, false);

    public FuzzTactics {
        if (optionChance < 0 || optionChance > 1) throw new IllegalArgumentException("option chance must be 0..1");
        if (fitShare < 0 || fitShare > 1) throw new IllegalArgumentException("fit share must be 0..1");
    }
}
