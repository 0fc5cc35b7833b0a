package io.dialectic.cli;

import io.dialectic.bench.signature.SignatureBenchmark;
import io.dialectic.bench.signature.SignatureBenchmark.Input;
import io.dialectic.bench.signature.SignatureBenchmark.Timing;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dialectic bench signature}: a thin skin over {@link SignatureBenchmark}. */
@Command(
        name = "signature",
        mixinStandardHelpOptions = true,
        description = {
            "Time to read a crash report and build its cluster key (CrashSignature), and to decide its outcome",
            "(the outcome rules), on adversarial inputs: single lines of 64 KiB to 4 MiB, a 100,000-frame trace, a 60 MB",
            "stderr. Best of --repeats runs after one warm-up, one thread; wall and CPU time of the thread."
        })
public final class BenchSignatureCommand implements Callable<Integer> {
    @Option(
            names = "--repeats",
            defaultValue = "3",
            description = "Runs per input; the best is shown (default: ${DEFAULT-VALUE}).")
    int repeats;

    @Option(
            names = "--frames",
            defaultValue = "100000",
            description = "Frames of the deep trace (default: ${DEFAULT-VALUE}).")
    int frames;

    @Option(
            names = "--huge-mb",
            defaultValue = "60",
            description = "Size of the huge stderr in MB (default: ${DEFAULT-VALUE}; 0 = skip).")
    int hugeMb;

    @Mixin
    Streams io;

    @Override
    public Integer call() {
        OutcomeClassifier oc = OutcomeClassifier.defaults();
        List<Input> inputs = new ArrayList<>();
        for (int size : SignatureBenchmark.LINE_SIZES) inputs.addAll(SignatureBenchmark.longLines(size));
        inputs.add(SignatureBenchmark.deepTrace(frames));
        if (hugeMb > 0) inputs.add(SignatureBenchmark.hugeStderr(hugeMb * 1_000_000));
        io.out().printf("%-48s %12s %10s %10s %12s%n", "input", "chars", "key ms", "key cpu ms", "outcome ms");
        double worst = 0;
        for (Input in : inputs) {
            Timing k = SignatureBenchmark.time(in, SignatureBenchmark::key, repeats);
            Timing o = SignatureBenchmark.time(in, s -> oc.classify(null, null, false, s), repeats);
            worst = Math.max(worst, k.cpuMillis());
            io.out()
                    .printf(
                            "%-48s %,12d %10.1f %10.1f %12.1f%n",
                            in.name(), k.chars(), k.millis(), k.cpuMillis(), o.millis());
            io.out().flush();
        }
        io.out()
                .printf(
                        "slowest key: %.1f ms of CPU time (wall time also counts waiting for a core on a loaded machine)%n",
                        worst);
        return 0;
    }
}
