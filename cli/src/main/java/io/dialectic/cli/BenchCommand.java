package io.dialectic.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code dialectic bench}: the benchmarks, one subcommand each. */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description =
                "Benchmarks on real data: parse, analyze, reduce, fuzz, faults (fault injection), app (opening a report in the desktop app); crash-signature reading on adversarial inputs (signature); miscompile keys of a differential campaign in both forms (miscompile-keys).",
        subcommands = {
            BenchParseCommand.class,
            BenchReduceCommand.class,
            BenchAnalyzeCommand.class,
            BenchAppCommand.class,
            BenchFuzzCommand.class,
            BenchYieldCommand.class,
            BenchRunCommand.class,
            BenchReplayCommand.class,
            BenchSignatureCommand.class,
            BenchFaultsCommand.class,
            BenchMiscompileKeysCommand.class,
        })
public final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
