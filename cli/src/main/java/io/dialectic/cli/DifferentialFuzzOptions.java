package io.dialectic.cli;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.differential.DifferentialConfig;
import io.dialectic.fuzzer.differential.DifferentialFuzzer;
import io.dialectic.fuzzer.differential.DifferentialManifest;
import io.dialectic.fuzzer.differential.DifferentialStats;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import picocli.CommandLine.Option;

/**
 * {@code fuzz --oracle differential}: the options of the miscompilation oracle, kept apart from the
 * crash oracle's so each reads on its own; {@link FuzzCommand} hands the campaign here when asked for, or when
 * {@code --resume} finds a differential campaign.
 */
final class DifferentialFuzzOptions {
    @Option(
            names = "--oracle",
            paramLabel = "ORACLE",
            defaultValue = "crash",
            description = {
                "What finds bugs: crash (default: mutate seeds, judge the compiler's exit and stderr) or differential",
                "(generate UB-free programs, Ratte-style, half over memref/affine/tensor/linalg, plus R1-R4 mutants the",
                "reference interpreter keeps UB-free;",
                "compile each with every --pipelines entry, JIT-run it, and record miscompile/ub/crash runs; no --seeds)."
            })
    String oracle;

    @Option(
            names = "--pipelines",
            split = ",",
            paramLabel = "P",
            description = {
                "differential: the matrix, O0 (lowering only), OPT, RATTE, AFFINE, LINALG or pass flags run before the",
                "lowering (default: O0,OPT,--canonicalize,--int-range-optimizations,AFFINE,LINALG)."
            })
    List<String> pipelines;

    @Option(
            names = "--mutants",
            paramLabel = "PERCENT",
            defaultValue = "" + DifferentialConfig.DEFAULT_MUTANTS,
            description =
                    "differential: share of programs that are R1-R4 mutants of recent generated ones, 0..100 (default: ${DEFAULT-VALUE}).")
    int mutants;

    /** True when this campaign is a differential one: asked for, or the resumed campaign is one. */
    boolean differential(boolean resume, Path out) {
        if (oracle.equals("differential")) return true;
        if (!oracle.equals("crash")) throw new BadInput("--oracle must be crash or differential, got " + oracle);
        if (pipelines != null) throw new BadInput("--pipelines belongs to --oracle differential");
        return resume && DifferentialManifest.isDifferential(out);
    }

    /** {@code batch}: the one {@code --batch} option; for this oracle, programs compiled and run as one module per cell (auto: 50). */
    void run(
            Path out,
            String tool,
            String budget,
            FuzzRunOptions run,
            BatchOption batchOption,
            boolean resume,
            boolean live,
            boolean irBugChecks,
            BooleanSupplier stop)
            throws Exception {
        int batch = batchOption.size() == 0 ? DifferentialConfig.DEFAULT_BATCH : batchOption.size();
        if (mutants < 0 || mutants > 100) throw new BadInput("--mutants must be 0..100, got " + mutants);
        FuzzBudget b;
        try {
            b = budget == null ? null : FuzzBudget.parse(budget);
        } catch (IllegalArgumentException e) {
            throw new BadInput(e.getMessage());
        }
        DifferentialConfig config = new DifferentialConfig(
                out,
                tool,
                b,
                run.seed,
                pipelines == null ? DifferentialConfig.DEFAULT_PIPELINES : pipelines,
                batch,
                mutants,
                run.jobs,
                resume,
                null,
                irBugChecks);
        DifferentialFuzzer.Summary s = DifferentialFuzzer.run(
                config,
                new DifferentialFuzzer.Listener() {
                    @Override
                    public void progress(DifferentialStats st) {
                        if (live && !st.finished()) System.err.print("\r" + st.line());
                    }

                    @Override
                    public void step(String line) {
                        System.err.println("fuzz: " + line);
                    }
                },
                stop);
        if (live) System.err.println();
        System.out.print(s.stats().report(s.campaign().toString()));
    }
}
